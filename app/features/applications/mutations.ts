// Applying for a job: upload the new CV first (if one was chosen), then send the application. The two
// steps fail with different toasts, so an upload failure is told apart from a refused application.
// Without a network the application (and the CV's bytes) waits in the outbox and is sent later.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '../../../server/contract/index.ts';
import { isNetworkError, sendJson, uploadFile } from '../../api/http.ts';
import { enqueueApplication } from '../../offline/outbox.ts';
import { APPLIED_JOBS_KEY, CANDIDATE_APPLICATIONS_KEY, CV_STATUS_KEY } from '../candidate/queries.ts';

interface ApplyInput {
  /** The signed-in candidate: a queued application is sent only under their session. */
  userId: number;
  jobId: number;
  jobTitle: string;
  coverLetter: string;
  /** A new CV to upload; null to use the one on file. */
  file: File | null;
  /** A client-made id: resending after a lost answer cannot create a second application. */
  clientId: string;
}

/** The CV upload step failed (the cause is the transport's ApiError). */
export class CvUploadError extends Error {
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : 'CV upload failed');
    this.name = 'CvUploadError';
  }
}

interface UploadAnswer {
  ok: true;
  filePath: string;
  fileName: string;
}
interface ApplyAnswer {
  ok: true;
  data: { application: Application };
}

/** Sent now (the application), or queued on this device until the network returns. */
type ApplyResult = { queued: false; application: Application } | { queued: true };

async function submitApplication({
  userId,
  jobId,
  jobTitle,
  coverLetter,
  file,
  clientId,
}: ApplyInput): Promise<ApplyResult> {
  const queue = async (cvUrl?: string): Promise<ApplyResult> => {
    const cv = file && !cvUrl ? { name: file.name, type: file.type, bytes: await file.arrayBuffer() } : null;
    await enqueueApplication(clientId, { userId, jobId, jobTitle, notes: coverLetter, cv, cvUrl });
    return { queued: true };
  };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return queue();
  let cvUrl: string | undefined;
  if (file) {
    try {
      cvUrl = (await uploadFile<UploadAnswer>('/api/upload-cv', file)).filePath;
    } catch (err) {
      if (isNetworkError(err)) return queue();
      throw new CvUploadError(err);
    }
  }
  try {
    // Without cvUrl the server attaches the candidate's latest CV (or answers 'CV required').
    const res = await sendJson<ApplyAnswer>('POST', '/api/applications', {
      jobId,
      cvUrl,
      notes: coverLetter,
      clientId,
    });
    return { queued: false, application: res.data.application };
  } catch (err) {
    if (isNetworkError(err)) return queue(cvUrl);
    throw err;
  }
}

export function useApply() {
  const qc = useQueryClient();
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: APPLIED_JOBS_KEY }),
      qc.invalidateQueries({ queryKey: CANDIDATE_APPLICATIONS_KEY }),
      qc.invalidateQueries({ queryKey: CV_STATUS_KEY }),
    ]);
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: refresh,
    // 'Already applied' or a job closed meanwhile: the lists are out of date, fetch them again.
    onError: (err) => {
      if (!(err instanceof CvUploadError)) void refresh();
    },
  });
}
