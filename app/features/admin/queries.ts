// The staff console's reads. One key factory: every key starts with ['/api', 'admin'], and the default
// query function GETs the key joined by '/', so adminKeys.contracts() reads GET /api/admin/contracts.
import { useQuery } from '@tanstack/react-query';
import type {
  AdminContractsSummary,
  AdminDashboard,
  AdminExchangeRates,
  AdminPayrollRates,
  Settings,
} from '../../../server/contract/index.ts';
import { getData, type ApiError } from '../../api/http.ts';

export const adminKeys = {
  all: ['/api', 'admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  jobs: () => [...adminKeys.all, 'jobs'] as const,
  candidates: () => [...adminKeys.all, 'candidates'] as const,
  employers: () => [...adminKeys.all, 'employers'] as const,
  contracts: () => [...adminKeys.all, 'contracts'] as const,
  applications: () => [...adminKeys.all, 'applications'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  payrollRates: () => [...adminKeys.all, 'payroll', 'rates'] as const,
  exchangeRates: () => [...adminKeys.all, 'exchange-rates'] as const,
};

export const useAdminDashboard = () => useQuery<AdminDashboard, ApiError>({ queryKey: adminKeys.dashboard() });
/** The contracts screen's figures and the parties for a new contract; asked again when the business day
 * `today` changes (the statuses come from the dates) and after every contract change (the key's prefix). */
export const useContractSummary = (today: string) =>
  useQuery<AdminContractsSummary, ApiError>({
    queryKey: [...adminKeys.contracts(), 'summary', today],
    queryFn: () => getData<AdminContractsSummary>('/api/admin/contracts/summary'),
  });
export const useAdminSettings = () => useQuery<Settings, ApiError>({ queryKey: adminKeys.settings() });
export const usePayrollRates = () => useQuery<AdminPayrollRates, ApiError>({ queryKey: adminKeys.payrollRates() });
export const useExchangeRates = () => useQuery<AdminExchangeRates, ApiError>({ queryKey: adminKeys.exchangeRates() });
