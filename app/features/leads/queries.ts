// The leads inbox's calls: a page of leads by status and kind, one lead with its replies and
// the staff it can be given to, and the writes (status and owner, a reply, a conversion), each answering
// the lead as it now is.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LeadAnswer,
  LeadKind,
  LeadPatchInput,
  LeadReplyInput,
  LeadStatus,
  LeadsPage,
} from '../../../server/contract/index.ts';
import { getData, sendJson, type ApiError } from '../../api/http.ts';

const LEADS_KEY = ['/api', 'admin', 'leads'] as const;

export interface LeadFilters {
  page: number;
  status?: LeadStatus;
  kind?: LeadKind;
}

export const useLeads = ({ page, status, kind }: LeadFilters) => {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  if (kind) query.set('kind', kind);
  return useQuery<LeadsPage, ApiError>({
    queryKey: [...LEADS_KEY, 'list', query.toString()],
    queryFn: () => getData<LeadsPage>(`/api/admin/leads?${query.toString()}`),
    placeholderData: keepPreviousData,
  });
};

const leadKey = (id: number) => [...LEADS_KEY, 'one', id] as const;

export const useLead = (id: number) =>
  useQuery<LeadAnswer, ApiError>({
    queryKey: leadKey(id),
    queryFn: async () => (await getData<{ data: LeadAnswer }>(`/api/admin/leads/${id}`)).data,
    retry: false,
  });

/** A write to one lead: its answer replaces the lead on screen, and the lists are read again when shown. */
function useLeadWrite<I>(id: number, call: (input: I) => Promise<{ data: LeadAnswer }>) {
  const qc = useQueryClient();
  return useMutation<LeadAnswer, ApiError, I>({
    mutationFn: async (input) => (await call(input)).data,
    onSuccess: (answer) => {
      qc.setQueryData(leadKey(id), answer);
      void qc.invalidateQueries({ queryKey: [...LEADS_KEY, 'list'] });
    },
  });
}

export const useUpdateLead = (id: number) =>
  useLeadWrite<LeadPatchInput>(id, (patch) => sendJson<{ data: LeadAnswer }>('PATCH', `/api/admin/leads/${id}`, patch));

export const useReplyToLead = (id: number) =>
  useLeadWrite<LeadReplyInput>(id, (reply) =>
    sendJson<{ data: LeadAnswer }>('POST', `/api/admin/leads/${id}/replies`, reply),
  );

export const useConvertLead = (id: number) =>
  useLeadWrite<void>(id, () => sendJson<{ data: LeadAnswer }>('POST', `/api/admin/leads/${id}/convert`, {}));
