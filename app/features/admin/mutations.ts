// The staff console's writes: one hook per call of SPEC §7. Each hook refreshes what §7 "What the
// product does with answers" names (and the screens whose numbers the change moves) and shows the
// §8 toasts from one place (TOASTS below); dialogs add only their own close/field-error handling.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type {
  AdminCandidate, AdminCandidateCreateInput, AdminCandidateUpdateInput, AdminEmployer, AdminEmployerCreateInput,
  AdminEmployerUpdateInput, ApplicationStatus, Contract, ContractInput,
} from '../../../server/contract/index.ts';
import { ApiError, sendJson } from '../../api/http.ts';
import { translateServerMessage } from '../../i18n/serverMessages.ts';
import { notify } from '../../ui/toaster.tsx';
import { adminKeys } from './queries.ts';
import './i18n.ts';

interface Answer<K extends string, T> { ok: true; data: Record<K, T> }

/**
 * success: the toast after a good answer. failure: the toast after a bad one — its message is the
 * server's text (in the current language) or the fallback; null means no error notice at all.
 */
interface ToastSpec {
  success: { title: string; message?: string };
  failure: { title: string; fallback: string } | null;
}

const TOASTS = {
  applicationStatus: { success: { title: 'admin.toast.applicationStatusUpdated' }, failure: { title: 'admin.toast.applicationStatusFailed', fallback: 'admin.toast.genericFailure' } },
  userStatus: { success: { title: 'admin.toast.userStatusUpdated' }, failure: { title: 'admin.toast.userStatusFailed', fallback: 'admin.toast.genericFailure' } },
  jobStatus: { success: { title: 'admin.toast.jobStatusUpdated' }, failure: { title: 'admin.toast.jobStatusFailed', fallback: 'admin.toast.genericFailure' } },
  contractCreate: { success: { title: 'admin.toast.contractCreated' }, failure: { title: 'admin.toast.contractCreateFailed', fallback: 'admin.toast.genericFailure' } },
  contractUpdate: { success: { title: 'admin.toast.contractUpdated' }, failure: { title: 'admin.toast.contractUpdateFailed', fallback: 'admin.toast.genericFailure' } },
  candidateCreate: { success: { title: 'admin.toast.candidateCreated' }, failure: { title: 'admin.toast.candidateCreateFailed', fallback: 'admin.toast.genericFailure' } },
  candidateUpdate: { success: { title: 'admin.toast.candidateUpdated' }, failure: { title: 'admin.toast.candidateUpdateFailed', fallback: 'admin.toast.genericFailure' } },
  // SPEC §8 "Employer admin": titled Error/Success, the server text or a fixed fallback; the toggle shows no error notice.
  employerCreate: { success: { title: 'admin.toast.successTitle', message: 'admin.toast.employerCreated' }, failure: { title: 'admin.toast.errorTitle', fallback: 'admin.toast.employerCreateFailed' } },
  employerUpdate: { success: { title: 'admin.toast.successTitle', message: 'admin.toast.employerUpdated' }, failure: { title: 'admin.toast.errorTitle', fallback: 'admin.toast.employerUpdateFailed' } },
  employerStatus: { success: { title: 'admin.toast.successTitle', message: 'admin.toast.employerStatusUpdated' }, failure: null },
} as const satisfies Record<string, ToastSpec>;
type ToastName = keyof typeof TOASTS;

export function showSuccess(t: TFunction, name: ToastName) {
  const spec: ToastSpec = TOASTS[name];
  notify({ intent: 'success', title: t(spec.success.title), message: spec.success.message ? t(spec.success.message) : undefined });
}

export function showFailure(t: TFunction, name: ToastName, err: unknown) {
  const spec: ToastSpec = TOASTS[name];
  if (!spec.failure) return;
  const serverText = err instanceof ApiError ? err.serverMessage : null;
  notify({ intent: 'danger', title: t(spec.failure.title), message: translateServerMessage(t, serverText, t(spec.failure.fallback)) });
}

/** A write with its toasts and the keys it refreshes. */
function useAdminMutation<TVars, TData>(opts: {
  mutationFn: (vars: TVars) => Promise<TData>;
  toast: ToastName;
  invalidates: (vars: TVars) => QueryKey[];
}) {
  const qc = useQueryClient();
  const { t } = useTranslation();
  return useMutation<TData, ApiError, TVars>({
    mutationFn: opts.mutationFn,
    onSuccess: async (_data, vars) => {
      showSuccess(t, opts.toast);
      await Promise.all(opts.invalidates(vars).map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
    onError: (err) => showFailure(t, opts.toast, err),
  });
}

const k = adminKeys;

/** PUT /api/applications/{id}: staff may set any of the six statuses. */
export const useUpdateApplicationStatus = () => useAdminMutation({
  mutationFn: ({ id, status }: { id: number; status: ApplicationStatus }) => sendJson('PUT', `/api/applications/${id}`, { status }),
  toast: 'applicationStatus',
  invalidates: () => [k.dashboard(), k.candidates(), k.jobs()],
});

/** Enabling or disabling a user moves the candidate/employer lists and the contract pickers too. */
export const useToggleUser = () => useAdminMutation({
  mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => sendJson('PATCH', `/api/admin/users/${id}`, { isActive }),
  toast: 'userStatus',
  invalidates: () => [k.users(), k.candidates(), k.employers(), k.contracts(), k.dashboard()],
});

export const useToggleJob = () => useAdminMutation({
  mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => sendJson('PATCH', `/api/admin/jobs/${id}`, { isActive }),
  toast: 'jobStatus',
  invalidates: () => [k.jobs(), k.dashboard()],
});

type CandidateAnswer = Answer<'candidate', AdminCandidate>;
export const useCreateCandidate = () => useAdminMutation({
  mutationFn: (input: AdminCandidateCreateInput) => sendJson<CandidateAnswer>('POST', '/api/admin/candidates', input),
  toast: 'candidateCreate',
  invalidates: () => [k.candidates(), k.dashboard(), k.users(), k.contracts()],
});
export const useUpdateCandidate = () => useAdminMutation({
  mutationFn: ({ id, input }: { id: number; input: AdminCandidateUpdateInput }) => sendJson<CandidateAnswer>('PATCH', `/api/admin/candidates/${id}`, input),
  toast: 'candidateUpdate',
  invalidates: () => [k.candidates(), k.dashboard(), k.users(), k.contracts()],
});
export const useToggleCandidate = () => useAdminMutation({
  mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => sendJson<CandidateAnswer>('PATCH', `/api/admin/candidates/${id}`, { isActive }),
  toast: 'candidateUpdate',
  invalidates: () => [k.candidates(), k.users(), k.contracts()],
});

type EmployerAnswer = Answer<'employer', AdminEmployer>;
/** SPEC §7: create/edit refresh the employer list and the admin dashboard; the toggle refreshes the list. */
export const useCreateEmployer = () => useAdminMutation({
  mutationFn: (input: AdminEmployerCreateInput) => sendJson<EmployerAnswer>('POST', '/api/admin/employers', input),
  toast: 'employerCreate',
  invalidates: () => [k.employers(), k.dashboard(), k.users(), k.contracts()],
});
export const useUpdateEmployer = () => useAdminMutation({
  mutationFn: ({ id, input }: { id: number; input: AdminEmployerUpdateInput }) => sendJson<EmployerAnswer>('PATCH', `/api/admin/employers/${id}`, input),
  toast: 'employerUpdate',
  invalidates: () => [k.employers(), k.dashboard(), k.users(), k.contracts()],
});
export const useToggleEmployer = () => useAdminMutation({
  mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => sendJson<EmployerAnswer>('PATCH', `/api/admin/employers/${id}`, { isActive }),
  toast: 'employerStatus',
  invalidates: () => [k.employers(), k.users(), k.contracts()],
});

type ContractAnswer = Answer<'contract', Contract>;
export const useCreateContract = () => useAdminMutation({
  mutationFn: (input: ContractInput) => sendJson<ContractAnswer>('POST', '/api/admin/contracts', input),
  toast: 'contractCreate',
  invalidates: () => [k.contracts(), k.dashboard()],
});
export const useUpdateContract = () => useAdminMutation({
  mutationFn: ({ id, input }: { id: number; input: ContractInput }) => sendJson<ContractAnswer>('PUT', `/api/admin/contracts/${id}`, input),
  toast: 'contractUpdate',
  invalidates: () => [k.contracts(), k.dashboard()],
});
