// The timesheet calls: the contractor's own timesheets (one list for every contract, GET
// /api/candidate/timesheets), save and submit; the staff queue of submitted ones with approve/reject.
// Writes put the server's answer into the cached list, so the screens show it without a refetch; the
// queue removes a reviewed row at once and puts it back if the server refuses.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  nameOf,
  type Invoice,
  type MonthMarks,
  type Payslip,
  type Timesheet,
  type TimesheetInput,
} from '../../../server/contract/index.ts';
import { ApiError, getData, sendJson } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { notify } from '../../ui/toaster.tsx';
import './i18n.ts';

interface TimesheetList {
  timesheets: Timesheet[];
}
interface TimesheetAnswer {
  ok: true;
  data: { timesheet: Timesheet };
}

const MY_TIMESHEETS_KEY = ['/api', 'candidate', 'timesheets'] as const;
const TIMESHEET_QUEUE_KEY = ['/api', 'admin', 'timesheets'] as const;

/** The contractor's payslips (one per approved month), newest first. */
export const useMyPayslips = () =>
  useQuery<{ payslips: Payslip[] }, ApiError>({ queryKey: ['/api', 'candidate', 'payslips'] });

/** Hungary's work calendar of a month (holidays and swapped days), as the approver's calendar marks it. */
export const useWorkCalendar = (month: string) =>
  useQuery<MonthMarks, ApiError>({ queryKey: ['/api', 'payroll', 'work-calendar', month], staleTime: Infinity });

export const useMyTimesheets = () => useQuery<TimesheetList, ApiError>({ queryKey: MY_TIMESHEETS_KEY });
export const useTimesheetQueue = () => useQuery<TimesheetList, ApiError>({ queryKey: TIMESHEET_QUEUE_KEY });

/** Puts the answer's row into the contractor's cached list (a new month joins it). */
function keepMine(qc: QueryClient, ts: Timesheet) {
  qc.setQueryData<TimesheetList>(MY_TIMESHEETS_KEY, (list) => {
    if (!list) return list;
    const others = list.timesheets.filter((t) => t.id !== ts.id);
    return { timesheets: [ts, ...others].sort((a, b) => b.month.localeCompare(a.month) || b.id - a.id) };
  });
}

function useFailureToast() {
  const { t } = useTranslation();
  return (title: string, err: unknown) => {
    const code = err instanceof ApiError ? err.code : null;
    notify({ intent: 'danger', title, message: codeText(t, code) });
  };
}

const put = (input: TimesheetInput) => sendJson<TimesheetAnswer>('PUT', '/api/candidate/timesheets', input);

/** Save as draft (a new month, a draft or a returned one). */
export function useSaveTimesheet() {
  const qc = useQueryClient();
  const { t } = useTranslation();
  const failed = useFailureToast();
  return useMutation<Timesheet, ApiError, TimesheetInput>({
    mutationFn: async (input) => (await put(input)).data.timesheet,
    onSuccess: (ts) => {
      keepMine(qc, ts);
      notify({ intent: 'success', title: t('timesheets.saved') });
    },
    onError: (err) => failed(t('timesheets.saveFailed'), err),
  });
}

/** Saves the days on screen (when they changed or the month is new), then submits the month. */
export function useSubmitTimesheet() {
  const qc = useQueryClient();
  const { t } = useTranslation();
  const failed = useFailureToast();
  return useMutation<Timesheet, ApiError, { input: TimesheetInput; id: number | null; changed: boolean }>({
    mutationFn: async ({ input, id, changed }) => {
      let target = id;
      if (target === null || changed) {
        const saved = (await put(input)).data.timesheet;
        keepMine(qc, saved);
        target = saved.id;
      }
      return (await sendJson<TimesheetAnswer>('POST', `/api/candidate/timesheets/${target}/submit`)).data.timesheet;
    },
    onSuccess: (ts) => {
      keepMine(qc, ts);
      notify({ intent: 'success', title: t('timesheets.submitted') });
    },
    onError: (err) => failed(t('timesheets.submitFailed'), err),
  });
}

/** The number of the invoice an approval issued, read from the contract's documents (null if unknown). */
async function invoiceNumber(ts: Timesheet): Promise<string | null> {
  if (ts.invoiceId === null) return null;
  try {
    const docs = await getData<{ invoices: Invoice[] }>(`/api/admin/contracts/${ts.contractId}/documents`);
    return docs.invoices.find((i) => i.id === ts.invoiceId)?.number ?? null;
  } catch {
    return null; // the approval stands; only the number is missing from the notice
  }
}

export interface ReviewVars {
  timesheet: Timesheet;
  decision: 'approve' | 'reject';
  note?: string;
}

/**
 * Approve or reject in place. The row leaves the queue as soon as staff decide (the dashboard's count
 * reads the same list, so it drops too); a refusal puts the row back and says why.
 */
export function useReviewTimesheet() {
  const qc = useQueryClient();
  const { t, i18n } = useTranslation();
  const failed = useFailureToast();
  return useMutation<
    { timesheet: Timesheet; invoice: string | null },
    ApiError,
    ReviewVars,
    { before: TimesheetList | undefined }
  >({
    mutationFn: async ({ timesheet, decision, note }) => {
      const answer = await sendJson<TimesheetAnswer>(
        'POST',
        `/api/admin/timesheets/${timesheet.id}/${decision}`,
        note === undefined ? {} : { note },
      );
      const reviewed = answer.data.timesheet;
      return { timesheet: reviewed, invoice: decision === 'approve' ? await invoiceNumber(reviewed) : null };
    },
    onMutate: async ({ timesheet }) => {
      await qc.cancelQueries({ queryKey: TIMESHEET_QUEUE_KEY });
      const before = qc.getQueryData<TimesheetList>(TIMESHEET_QUEUE_KEY);
      qc.setQueryData<TimesheetList>(
        TIMESHEET_QUEUE_KEY,
        (list) => list && { timesheets: list.timesheets.filter((x) => x.id !== timesheet.id) },
      );
      return { before };
    },
    onError: (err, _vars, ctx) => {
      if (ctx?.before) qc.setQueryData(TIMESHEET_QUEUE_KEY, ctx.before);
      failed(t('timesheets.queue.failed'), err);
    },
    onSuccess: ({ timesheet: ts, invoice }, { decision }) => {
      notify(
        decision === 'approve'
          ? {
              intent: 'success',
              title: t('timesheets.queue.approved'),
              message: invoice
                ? t('timesheets.queue.approvedWithInvoice', {
                    number: invoice,
                    client: ts.clientCompany ?? nameOf(i18n.language, ts.client),
                  })
                : undefined,
            }
          : {
              intent: 'success',
              title: t('timesheets.queue.rejected', { name: nameOf(i18n.language, ts.contractorName) }),
            },
      );
    },
    // Others may have reviewed or submitted meanwhile: the queue is read again once the write is done.
    onSettled: () => qc.invalidateQueries({ queryKey: TIMESHEET_QUEUE_KEY }),
  });
}
