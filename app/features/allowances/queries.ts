// The contractor's tax details and declared allowances (GET/PUT /api/candidate/payroll-profile, POST and
// DELETE /api/candidate/allowances): every write answers with the whole profile, which replaces the cache.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AllowanceInput, PayrollProfile, TaxDetailsInput } from '../../../server/contract/index.ts';
import { type ApiError, sendJson } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { notify } from '../../ui/toaster.tsx';
import '../candidate/i18n.ts';

const KEY = ['/api', 'candidate', 'payroll-profile'] as const;
interface Answer {
  ok: true;
  data: PayrollProfile;
}

export const usePayrollProfile = () => useQuery<PayrollProfile, ApiError>({ queryKey: KEY });

function useProfileWrite<V>(call: (v: V) => Promise<Answer>, done: string, failed: string) {
  const qc = useQueryClient();
  const { t } = useTranslation();
  return useMutation<PayrollProfile, ApiError, V>({
    mutationFn: async (v) => (await call(v)).data,
    onSuccess: (profile) => {
      qc.setQueryData(KEY, profile);
      notify({ intent: 'success', title: done });
    },
    onError: (err) =>
      // A field's message shows under the field; the toast says what failed.
      notify({
        intent: 'danger',
        title: failed,
        message: Object.keys(err.fields).length ? undefined : codeText(t, err.code),
      }),
  });
}

export function useSaveTaxDetails() {
  const { t } = useTranslation();
  return useProfileWrite<TaxDetailsInput>(
    (v) => sendJson<Answer>('PUT', '/api/candidate/payroll-profile', v),
    t('candidate.payrollProfile.saved'),
    t('candidate.payrollProfile.saveFailed'),
  );
}

export function useDeclareAllowance() {
  const { t } = useTranslation();
  return useProfileWrite<AllowanceInput>(
    (v) => sendJson<Answer>('POST', '/api/candidate/allowances', v),
    t('candidate.payrollProfile.declared'),
    t('candidate.payrollProfile.declareFailed'),
  );
}

export function useWithdrawAllowance() {
  const { t } = useTranslation();
  return useProfileWrite<number>(
    (id) => sendJson<Answer>('DELETE', `/api/candidate/allowances/${id}`),
    t('candidate.payrollProfile.withdrawn'),
    t('candidate.payrollProfile.withdrawFailed'),
  );
}
