// The interviews' calls: an application's interviews for staff (/api/admin/…) and for the
// job's employer (/api/employer/…), proposing, moving and cancelling; the candidate's own interviews
// and their answer. Each write answers with the interview; the lists holding it are refetched.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Interview, InterviewProposal, SlotInput } from '../../../server/contract/index.ts';
import { getData, sendJson, type ApiError } from '../../api/http.ts';
import { codeText } from '../../i18n/codes.ts';
import { notify } from '../../ui/toaster.tsx';
import './i18n.ts';

export type InterviewArea = 'admin' | 'employer';

const listKey = (area: InterviewArea, applicationId: number) =>
  ['/api', area, 'applications', applicationId, 'interviews'] as const;
const CANDIDATE_KEY = ['/api', 'candidate', 'interviews'] as const;

/** The .ics of an interview, for anyone who may see its application, in the interface language. */
export const invitationPath = (id: number, lng: string) =>
  `/api/interviews/${id}/invite.ics?lang=${lng.startsWith('hu') ? 'hu' : 'en'}`;

/** The most precise code of a failed write: a field's own code, else the answer's. */
const errorText = (t: Parameters<typeof codeText>[0], err: ApiError) =>
  codeText(t, Object.values(err.fields ?? {})[0] ?? err.code);

export const useApplicationInterviews = (area: InterviewArea, applicationId: number) =>
  useQuery<Interview[], ApiError>({
    queryKey: listKey(area, applicationId),
    queryFn: async () =>
      (await getData<{ data: { interviews: Interview[] } }>(`/api/${area}/applications/${applicationId}/interviews`))
        .data.interviews,
    retry: false,
  });

type StaffWrite =
  | { kind: 'propose'; proposal: InterviewProposal }
  | { kind: 'reschedule'; id: number; slot: SlotInput }
  | { kind: 'cancel'; id: number };

/** Proposing, moving and cancelling on one application. */
export function useInterviewWrite(area: InterviewArea, applicationId: number) {
  const qc = useQueryClient();
  const { t } = useTranslation();
  return useMutation<Interview, ApiError, StaffWrite>({
    mutationFn: async (w) => {
      const answer =
        w.kind === 'propose'
          ? await sendJson<{ data: { interview: Interview } }>(
              'POST',
              `/api/${area}/applications/${applicationId}/interviews`,
              w.proposal,
            )
          : w.kind === 'reschedule'
            ? await sendJson<{ data: { interview: Interview } }>('PUT', `/api/${area}/interviews/${w.id}`, {
                slot: w.slot,
              })
            : await sendJson<{ data: { interview: Interview } }>('POST', `/api/${area}/interviews/${w.id}/cancel`, {});
      return answer.data.interview;
    },
    onSuccess: (interview, w) => {
      // The card shows what was sent at once (the form closes on it), then reads the list again.
      qc.setQueryData<Interview[]>(listKey(area, applicationId), (old) =>
        w.kind === 'propose' ? [interview, ...(old ?? [])] : old?.map((i) => (i.id === interview.id ? interview : i)),
      );
      void qc.invalidateQueries({ queryKey: listKey(area, applicationId) });
      notify({
        intent: 'success',
        title: t(
          w.kind === 'propose'
            ? 'interviews.proposed'
            : w.kind === 'reschedule'
              ? 'interviews.rescheduled'
              : 'interviews.cancelled',
        ),
      });
    },
    onError: (err, w) =>
      notify({
        intent: 'danger',
        title: t(w.kind === 'propose' ? 'interviews.proposeFailed' : 'interviews.actionFailed'),
        message: errorText(t, err),
      }),
  });
}

export const useCandidateInterviews = () =>
  useQuery<Interview[], ApiError>({
    queryKey: CANDIDATE_KEY,
    queryFn: async () =>
      (await getData<{ data: { interviews: Interview[] } }>('/api/candidate/interviews')).data.interviews,
    retry: false,
  });

/** The candidate's answer: a slot, or null for none of them. */
export function useAnswerInterview() {
  const qc = useQueryClient();
  const { t } = useTranslation();
  return useMutation<Interview, ApiError, { id: number; slotId: number | null }>({
    mutationFn: async ({ id, slotId }) =>
      (
        await sendJson<{ data: { interview: Interview } }>('POST', `/api/candidate/interviews/${id}/answer`, {
          slotId,
        })
      ).data.interview,
    onSuccess: (_interview, { slotId }) => {
      void qc.invalidateQueries({ queryKey: CANDIDATE_KEY });
      notify({ intent: 'success', title: t(slotId === null ? 'interviews.declinedDone' : 'interviews.accepted') });
    },
    onError: (err) => notify({ intent: 'danger', title: t('interviews.answerFailed'), message: errorText(t, err) }),
  });
}
