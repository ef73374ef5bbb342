// Contact enquiries and hiring requests. An enquiry made without a network goes to the outbox and is
// sent later (app/offline/outbox.ts); the client id makes a resend harmless.
import { useMutation } from '@tanstack/react-query';
import type { ContactInput, EmployerRequestInput } from '../../../server/contract/index.ts';
import { isNetworkError, sendJson } from '../../api/http.ts';
import { enqueueContact, newClientId, useOutboxReady } from '../../offline/outbox.ts';

type ContactResult = { queued: boolean };

async function sendContact(input: ContactInput): Promise<ContactResult> {
  const payload: ContactInput = { ...input, clientId: input.clientId ?? newClientId() };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    await enqueueContact(payload);
    return { queued: true };
  }
  try {
    await sendJson('POST', '/api/contact', payload);
    return { queued: false };
  } catch (err) {
    if (isNetworkError(err)) {
      await enqueueContact(payload);
      return { queued: true };
    }
    throw err;
  }
}

export const useSendContact = () => {
  useOutboxReady();
  return useMutation({ mutationFn: sendContact });
};

export const useSendEmployerRequest = () =>
  useMutation({ mutationFn: (input: EmployerRequestInput) => sendJson('POST', '/api/employer-request', input) });
