// The stage messages' calls: a stage's template filled in for one application's candidate,
// the templates staff edit, and the messages the signed-in candidate reads.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageDraft,
  MessageStage,
  MessageTemplate,
  SentMessage,
  StageMessageInput,
} from '../../../server/contract/index.ts';
import { getData, sendJson, type ApiError } from '../../api/http.ts';
import type { DeskArea } from './queries.ts';

export const useMessageDraft = (area: DeskArea, id: number, stage: MessageStage | null) =>
  useQuery<MessageDraft, ApiError>({
    queryKey: ['/api', area, 'applications', id, 'message', stage],
    queryFn: async () =>
      (await getData<{ data: MessageDraft }>(`/api/${area}/applications/${id}/message?stage=${stage}`)).data,
    enabled: stage !== null,
    // A template edited meanwhile is read afresh each time the stage is chosen.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

const TEMPLATES_KEY = ['/api', 'admin', 'message-templates'] as const;

export const useMessageTemplates = () =>
  useQuery<MessageTemplate[], ApiError>({
    queryKey: TEMPLATES_KEY,
    queryFn: async () =>
      (await getData<{ data: { templates: MessageTemplate[] } }>('/api/admin/message-templates')).data.templates,
  });

export function useSaveTemplate() {
  const qc = useQueryClient();
  return useMutation<MessageTemplate[], ApiError, Pick<MessageTemplate, 'stage' | 'language'> & StageMessageInput>({
    mutationFn: async ({ stage, language, subject, body }) =>
      (
        await sendJson<{ data: { templates: MessageTemplate[] } }>(
          'PUT',
          `/api/admin/message-templates/${stage}/${language}`,
          { subject, body },
        )
      ).data.templates,
    onSuccess: (templates) => qc.setQueryData(TEMPLATES_KEY, templates),
  });
}

export const useCandidateMessages = () =>
  useQuery<SentMessage[], ApiError>({
    queryKey: ['/api', 'candidate', 'messages'],
    queryFn: async () =>
      (await getData<{ data: { messages: SentMessage[] } }>('/api/candidate/messages')).data.messages,
  });
