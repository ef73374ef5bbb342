// Applying for a job: upload the new CV first (if one was chosen), then send the application. The two
// steps fail with different toasts (SPEC §8), so an upload failure is told apart from a refused application.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '../../../server/contract/index.ts';
import { sendJson, uploadFile } from '../../api/http.ts';
import { CANDIDATE_APPLICATIONS_KEY, CANDIDATE_JOBS_KEY, CV_STATUS_KEY } from '../candidate/queries.ts';

export interface ApplyInput {
  jobId: number;
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

interface UploadAnswer { ok: true; filePath: string; fileName: string }
interface ApplyAnswer { ok: true; data: { application: Application } }

export async function submitApplication({ jobId, coverLetter, file, clientId }: ApplyInput): Promise<Application> {
  let cvUrl: string | undefined;
  if (file) {
    try {
      cvUrl = (await uploadFile<UploadAnswer>('/api/upload-cv', file)).filePath;
    } catch (err) {
      throw new CvUploadError(err);
    }
  }
  // Without cvUrl the server attaches the candidate's latest CV (or answers 'CV required').
  const res = await sendJson<ApplyAnswer>('POST', '/api/applications', { jobId, cvUrl, notes: coverLetter, clientId });
  return res.data.application;
}

export function useApply() {
  const qc = useQueryClient();
  const refresh = () => Promise.all([
    qc.invalidateQueries({ queryKey: CANDIDATE_JOBS_KEY }),
    qc.invalidateQueries({ queryKey: CANDIDATE_APPLICATIONS_KEY }),
    qc.invalidateQueries({ queryKey: CV_STATUS_KEY }),
  ]);
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: refresh,
    // 'Already applied' or a job closed meanwhile: the lists are out of date, fetch them again.
    onError: (err) => { if (!(err instanceof CvUploadError)) void refresh(); },
  });
}
