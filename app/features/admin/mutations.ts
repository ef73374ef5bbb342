// The staff console's writes: one hook per call. Each hook refreshes the lists that call's answer changes
// (and the screens whose numbers the change moves) and shows the
// success and error toasts from one place (TOASTS below); dialogs add only their own close/field-error handling.
// Toggles and status changes write the server's answer for the changed row into the list on screen
// instead of refetching the whole list (thousands of rows) per click; other screens' lists, not on
// screen, are only marked for refreshing (invalidation refetches only queries in use).
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type {
  AdminCandidate,
  AdminCandidateCreateInput,
  AdminCandidateUpdateInput,
  AdminDashboard,
  AdminEmployer,
  AdminEmployerCreateInput,
  AdminEmployerUpdateInput,
  AdminJob,
  Application,
  ApplicationListing,
  ApplicationStatus,
  Contract,
  ContractInput,
  ExchangeRateImportResult,
  ExchangeRateInput,
  Job,
  RateSetInput,
  User,
} from '../../../server/contract/index.ts';
import { ApiError, sendJson } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import type { TranslationKey } from '../../i18n/index.ts';
import { syncState } from '../../offline/sync.ts';
import { notify } from '../../ui/toaster.tsx';
import { adminKeys } from './queries.ts';
import './i18n.ts';

interface Answer<K extends string, T> {
  ok: true;
  data: Record<K, T>;
}

/**
 * success: the toast after a good answer. failure: the toast after a bad one — its message is the
 * server's text (in the current language) or the fallback; null means no error notice at all.
 */
interface ToastSpec {
  success: { title: TranslationKey; message?: TranslationKey };
  failure: { title: TranslationKey; fallback: TranslationKey } | null;
}

const TOASTS = {
  applicationStatus: {
    success: { title: 'admin.toast.applicationStatusUpdated' },
    failure: { title: 'admin.toast.applicationStatusFailed', fallback: 'admin.toast.genericFailure' },
  },
  userStatus: {
    success: { title: 'admin.toast.userStatusUpdated' },
    failure: { title: 'admin.toast.userStatusFailed', fallback: 'admin.toast.genericFailure' },
  },
  jobStatus: {
    success: { title: 'admin.toast.jobStatusUpdated' },
    failure: { title: 'admin.toast.jobStatusFailed', fallback: 'admin.toast.genericFailure' },
  },
  contractCreate: {
    success: { title: 'admin.toast.contractCreated' },
    failure: { title: 'admin.toast.contractCreateFailed', fallback: 'admin.toast.genericFailure' },
  },
  contractUpdate: {
    success: { title: 'admin.toast.contractUpdated' },
    failure: { title: 'admin.toast.contractUpdateFailed', fallback: 'admin.toast.genericFailure' },
  },
  candidateCreate: {
    success: { title: 'admin.toast.candidateCreated' },
    failure: { title: 'admin.toast.candidateCreateFailed', fallback: 'admin.toast.genericFailure' },
  },
  candidateUpdate: {
    success: { title: 'admin.toast.candidateUpdated' },
    failure: { title: 'admin.toast.candidateUpdateFailed', fallback: 'admin.toast.genericFailure' },
  },
  // Titled Error/Success, the server text or a fixed fallback; the toggle shows no error notice.
  employerCreate: {
    success: { title: 'admin.toast.successTitle', message: 'admin.toast.employerCreated' },
    failure: { title: 'admin.toast.errorTitle', fallback: 'admin.toast.employerCreateFailed' },
  },
  employerUpdate: {
    success: { title: 'admin.toast.successTitle', message: 'admin.toast.employerUpdated' },
    failure: { title: 'admin.toast.errorTitle', fallback: 'admin.toast.employerUpdateFailed' },
  },
  rateSet: {
    success: { title: 'admin.payroll.saved' },
    failure: { title: 'admin.payroll.saveFailed', fallback: 'admin.toast.genericFailure' },
  },
  exchangeRate: {
    success: { title: 'admin.exchangeRates.saved' },
    failure: { title: 'admin.exchangeRates.saveFailed', fallback: 'admin.toast.genericFailure' },
  },
  employerStatus: {
    success: { title: 'admin.toast.successTitle', message: 'admin.toast.employerStatusUpdated' },
    failure: null,
  },
  jobApprove: {
    success: { title: 'admin.review.approved', message: 'admin.review.approvedMessage' },
    failure: { title: 'admin.review.failed', fallback: 'admin.toast.genericFailure' },
  },
  jobReject: {
    success: { title: 'admin.review.rejected', message: 'admin.review.rejectedMessage' },
    failure: { title: 'admin.review.failed', fallback: 'admin.toast.genericFailure' },
  },
  employerReview: {
    success: { title: 'admin.toast.successTitle', message: 'admin.review.employerUpdated' },
    failure: { title: 'admin.review.employerFailed', fallback: 'admin.toast.genericFailure' },
  },
} as const satisfies Record<string, ToastSpec>;
type ToastName = keyof typeof TOASTS;

function showSuccess(t: TFunction, name: ToastName) {
  const spec: ToastSpec = TOASTS[name];
  notify({
    intent: 'success',
    title: t(spec.success.title),
    message: spec.success.message ? t(spec.success.message) : undefined,
  });
}

function showFailure(t: TFunction, name: ToastName, err: unknown) {
  const spec: ToastSpec = TOASTS[name];
  if (!spec.failure) return;
  const code = err instanceof ApiError ? err.code : null;
  notify({ intent: 'danger', title: t(spec.failure.title), message: codeText(t, code, t(spec.failure.fallback)) });
}

/** A write with its toasts, the cached rows it rewrites from the answer and the keys it refreshes. */
function useAdminMutation<TVars, TData>(opts: {
  mutationFn: (vars: TVars) => Promise<TData>;
  toast: ToastName;
  invalidates: (vars: TVars) => QueryKey[];
  /** Writes the answer into cached data (runs before the invalidations). */
  update?: (qc: QueryClient, data: TData, vars: TVars) => void;
}) {
  const qc = useQueryClient();
  const { t } = useTranslation();
  return useMutation<TData, ApiError, TVars>({
    mutationFn: opts.mutationFn,
    onSuccess: async (data, vars) => {
      showSuccess(t, opts.toast);
      opts.update?.(qc, data, vars);
      await Promise.all(opts.invalidates(vars).map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
    onError: (err) => showFailure(t, opts.toast, err),
  });
}

const k = adminKeys;

/** A cached list: the un-paged array or one server page ({ items, … }). */
type CachedList<T> = T[] | { items: T[] };
/**
 * Rewrites rows in every cached list under `key` (the un-paged list and each cached page of it). A list
 * still on its way (a search typed just before the click) may have been read before the change: it is
 * asked again, or its answer would put the old row back.
 */
function mapRows<T extends { id: number }>(qc: QueryClient, key: QueryKey, change: (row: T) => T) {
  qc.setQueriesData<CachedList<T>>({ queryKey: key }, (data) => {
    if (Array.isArray(data)) return data.map(change);
    if (data && Array.isArray(data.items)) return { ...data, items: data.items.map(change) };
    return data;
  });
  // A first fetch (no data yet) is not restarted by invalidation alone: it is cancelled first.
  for (const { queryKey } of qc.getQueryCache().findAll({ queryKey: key, fetchStatus: 'fetching' })) {
    void qc.cancelQueries({ queryKey, exact: true }).then(() => qc.invalidateQueries({ queryKey, exact: true }));
  }
}
/** Replaces the row with this id in the cached lists, keeping fields the answer lacks (list-only counts). */
function replaceRow<T extends { id: number }>(qc: QueryClient, key: QueryKey, row: Partial<T> & { id: number }) {
  mapRows<T>(qc, key, (r) => (r.id === row.id ? { ...r, ...row } : r));
}

/** The dashboard's recent users show an Active tag: keep it in step with a toggle without refetching. */
function patchRecentUser(qc: QueryClient, id: number, isActive: boolean) {
  qc.setQueryData<AdminDashboard>(
    k.dashboard(),
    (d) =>
      d && {
        ...d,
        recentUsers: d.recentUsers.map((u) => (u.id === id ? { ...u, isActive } : u)),
      },
  );
}

type ApplicationAnswer = Answer<'application', Application>;
/**
 * PUT /api/applications/{id}: staff may set any of the six statuses. The answer replaces that row in
 * the cached dashboard; nothing is refetched: a status moves none of the dashboard's stats (counts of
 * users, jobs, applications, contracts and recent activity) nor the application counts of the
 * candidate and job lists, and refetching the dashboard would download every application per click.
 * Applications other people make after a list was loaded show after a reload: the cache never goes
 * stale on its own, and marking lists here would only hide that by chance.
 */
export const useUpdateApplicationStatus = () =>
  useAdminMutation({
    mutationFn: ({ id, status }: { id: number; status: ApplicationStatus }) =>
      sendJson<ApplicationAnswer>('PUT', `/api/applications/${id}`, { status }),
    toast: 'applicationStatus',
    update: (qc, answer, { id, status }) => {
      const saved = answer?.data?.application.status ?? status;
      const changed = <A extends { id: number; status: ApplicationStatus }>(a: A): A =>
        a.id !== id ? a : { ...a, status: saved };
      qc.setQueryData<AdminDashboard>(
        k.dashboard(),
        (d) =>
          d && {
            ...d,
            allApplications: d.allApplications.map(changed),
            recentApplications: d.recentApplications.map(changed),
          },
      );
      mapRows<ApplicationListing>(qc, k.applications(), changed);
    },
    invalidates: () => [],
  });

/** Enabling or disabling a user moves the candidate/employer lists and the contract pickers too. */
export const useToggleUser = () =>
  useAdminMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      sendJson<Answer<'user', User>>('PATCH', `/api/admin/users/${id}`, { isActive }),
    toast: 'userStatus',
    update: (qc, answer, { id, isActive }) => {
      replaceRow<User>(qc, k.users(), answer?.data?.user ?? { id, isActive });
      patchRecentUser(qc, id, isActive);
    },
    invalidates: () => [k.candidates(), k.employers(), k.contracts()],
  });

/**
 * An admin's job toggle also pulls the public job list into this device's offline copy at once (as the
 * employer's own job changes do), so the admin's /jobs shows or hides the job straight away.
 */
export const useToggleJob = () =>
  useAdminMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      sendJson<Answer<'job', Job>>('PATCH', `/api/admin/jobs/${id}`, { isActive }),
    toast: 'jobStatus',
    update: (qc, answer, { id, isActive }) => {
      replaceRow<AdminJob>(qc, k.jobs(), answer?.data?.job ?? { id, isActive });
      void syncState.run('jobs');
    },
    // The dashboard counts active jobs and lists recent ones; it refetches when next shown.
    invalidates: () => [k.dashboard()],
  });

/** Staff's review queue: approve publishes the job, reject mails the reason to the employer. */
export const useApproveJob = () =>
  useAdminMutation({
    mutationFn: (id: number) => sendJson<Answer<'job', Job>>('POST', `/api/admin/jobs/${id}/approve`),
    toast: 'jobApprove',
    update: () => void syncState.run('jobs'),
    invalidates: () => [k.jobs(), k.dashboard(), k.employers()],
  });
export const useRejectJob = () =>
  useAdminMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      sendJson<Answer<'job', Job>>('POST', `/api/admin/jobs/${id}/reject`, { reason }),
    toast: 'jobReject',
    invalidates: () => [k.jobs()],
  });
/** Turns an employer's review of new jobs on or off. */
export const useSetEmployerReview = () =>
  useAdminMutation({
    mutationFn: ({ id, jobReview }: { id: number; jobReview: boolean }) =>
      sendJson<EmployerAnswer>('PATCH', `/api/admin/employers/${id}`, { jobReview }),
    toast: 'employerReview',
    update: (qc, answer, { id, jobReview }) =>
      replaceRow<AdminEmployer>(qc, k.employers(), answer?.data?.employer ?? { id, jobReview }),
    invalidates: () => [],
  });

type CandidateAnswer = Answer<'candidate', AdminCandidate>;
export const useCreateCandidate = () =>
  useAdminMutation({
    mutationFn: (input: AdminCandidateCreateInput) => sendJson<CandidateAnswer>('POST', '/api/admin/candidates', input),
    toast: 'candidateCreate',
    invalidates: () => [k.candidates(), k.dashboard(), k.users(), k.contracts()],
  });
export const useUpdateCandidate = () =>
  useAdminMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminCandidateUpdateInput }) =>
      sendJson<CandidateAnswer>('PATCH', `/api/admin/candidates/${id}`, input),
    toast: 'candidateUpdate',
    invalidates: () => [k.candidates(), k.dashboard(), k.users(), k.contracts()],
  });
/** As useToggleUser: the list row, the dashboard's recent users, the users list and the contract pickers. */
export const useToggleCandidate = () =>
  useAdminMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      sendJson<CandidateAnswer>('PATCH', `/api/admin/candidates/${id}`, { isActive }),
    toast: 'candidateUpdate',
    update: (qc, answer, { id, isActive }) => {
      replaceRow<AdminCandidate>(qc, k.candidates(), answer?.data?.candidate ?? { id, isActive });
      patchRecentUser(qc, id, isActive);
    },
    invalidates: () => [k.users(), k.contracts()],
  });

type EmployerAnswer = Answer<'employer', AdminEmployer>;
/**
 * Create/edit refresh the employer list and the admin dashboard; the toggle refreshes the list
 * (its row, from the answer) — and the dashboard's recent users, whose Active tag it moves.
 */
export const useCreateEmployer = () =>
  useAdminMutation({
    mutationFn: (input: AdminEmployerCreateInput) => sendJson<EmployerAnswer>('POST', '/api/admin/employers', input),
    toast: 'employerCreate',
    invalidates: () => [k.employers(), k.dashboard(), k.users(), k.contracts()],
  });
export const useUpdateEmployer = () =>
  useAdminMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminEmployerUpdateInput }) =>
      sendJson<EmployerAnswer>('PATCH', `/api/admin/employers/${id}`, input),
    toast: 'employerUpdate',
    invalidates: () => [k.employers(), k.dashboard(), k.users(), k.contracts()],
  });
export const useToggleEmployer = () =>
  useAdminMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      sendJson<EmployerAnswer>('PATCH', `/api/admin/employers/${id}`, { isActive }),
    toast: 'employerStatus',
    update: (qc, answer, { id, isActive }) => {
      replaceRow<AdminEmployer>(qc, k.employers(), answer?.data?.employer ?? { id, isActive });
      patchRecentUser(qc, id, isActive);
    },
    invalidates: () => [k.users(), k.contracts()],
  });

type ContractAnswer = Answer<'contract', Contract>;
export const useCreateContract = () =>
  useAdminMutation({
    mutationFn: (input: ContractInput) => sendJson<ContractAnswer>('POST', '/api/admin/contracts', input),
    toast: 'contractCreate',
    invalidates: () => [k.contracts(), k.dashboard()],
  });
export const useUpdateContract = () =>
  useAdminMutation({
    mutationFn: ({ id, input }: { id: number; input: ContractInput }) =>
      sendJson<ContractAnswer>('PUT', `/api/admin/contracts/${id}`, input),
    toast: 'contractUpdate',
    invalidates: () => [k.contracts(), k.dashboard()],
  });

/** One day's MNB rate typed in. */
export const useAddExchangeRate = () =>
  useAdminMutation({
    mutationFn: (input: ExchangeRateInput) => sendJson('POST', '/api/admin/exchange-rates', input),
    toast: 'exchangeRate',
    invalidates: () => [k.exchangeRates()],
  });

/** MNB's CSV (the file's text); the answer counts the rows added, changed and already so. */
export const useImportExchangeRates = () =>
  useAdminMutation({
    mutationFn: (csv: string) =>
      sendJson<{ ok: true; data: ExchangeRateImportResult }>('POST', '/api/admin/exchange-rates/import', { csv }),
    toast: 'exchangeRate',
    invalidates: () => [k.exchangeRates()],
  });

/** Adding a rate set (id null) or correcting one; the server keeps the audit trail, which the list re-reads. */
export const useSaveRateSet = () =>
  useAdminMutation({
    mutationFn: ({ id, input }: { id: number | null; input: RateSetInput }) =>
      id === null
        ? sendJson('POST', '/api/admin/payroll/rates', input)
        : sendJson('PATCH', `/api/admin/payroll/rates/${id}`, input),
    toast: 'rateSet',
    invalidates: () => [k.payrollRates()],
  });
