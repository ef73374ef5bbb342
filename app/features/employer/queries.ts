// The employer dashboard read. Key segments are the URL.
import { useQuery } from '@tanstack/react-query';
import type { EmployerDashboard } from '../../../server/contract/index.ts';
import type { ApiError } from '../../api/http.ts';

export const EMPLOYER_DASHBOARD_KEY = ['/api', 'employer', 'dashboard'] as const;
export const useEmployerDashboard = () => useQuery<EmployerDashboard, ApiError>({ queryKey: EMPLOYER_DASHBOARD_KEY });
