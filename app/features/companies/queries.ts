// Client companies' calls: staff list, save, remove and link employers; an employer reads and
// saves their own company. Every write reads the lists again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyInput } from '../../../server/contract/index.ts';
import { getData, sendJson, type ApiError } from '../../api/http.ts';

const KEY = ['/api', 'companies'] as const;

export const useCompanies = () =>
  useQuery<Company[], ApiError>({
    queryKey: [...KEY, 'all'],
    queryFn: async () => (await getData<{ data: { companies: Company[] } }>('/api/admin/companies')).data.companies,
  });

export const useOwnCompany = () =>
  useQuery<Company | null, ApiError>({
    queryKey: [...KEY, 'own'],
    queryFn: async () => (await getData<{ data: { company: Company | null } }>('/api/employer/company')).data.company,
  });

function useWrite<I>(call: (input: I) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation<unknown, ApiError, I>({
    mutationFn: call,
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}

export const useSaveCompany = () =>
  useWrite(({ id, input }: { id: number | null; input: CompanyInput }) =>
    id === null
      ? sendJson('POST', '/api/admin/companies', input)
      : sendJson('PUT', `/api/admin/companies/${id}`, input),
  );

export const useSaveOwnCompany = () =>
  useWrite((input: CompanyInput) => sendJson('PUT', '/api/employer/company', input));

export const useRemoveCompany = () => useWrite((id: number) => sendJson('DELETE', `/api/admin/companies/${id}`));

export const useLinkEmployer = () =>
  useWrite(({ employerId, companyId }: { employerId: number; companyId: number | null }) =>
    sendJson('PUT', `/api/admin/employers/${employerId}/company`, { companyId }),
  );
