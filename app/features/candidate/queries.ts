// The candidate area's reads. Keys are the URL segments, read by the default query function.
import { useQuery } from '@tanstack/react-query';
import type { CandidateApplications, CandidateJobs, CvStatus } from '../../../server/contract/index.ts';
import type { ApiError } from '../../api/http.ts';

export const CANDIDATE_JOBS_KEY = ['/api', 'candidate', 'jobs'] as const;
export const CANDIDATE_APPLICATIONS_KEY = ['/api', 'candidate', 'applications'] as const;
export const CV_STATUS_KEY = ['/api', 'candidate', 'cv-status'] as const;

export const useCandidateJobs = () => useQuery<CandidateJobs, ApiError>({ queryKey: CANDIDATE_JOBS_KEY });
export const useCandidateApplications = () =>
  useQuery<CandidateApplications, ApiError>({ queryKey: CANDIDATE_APPLICATIONS_KEY });

/** Whether the candidate has a CV on file ('use existing CV'); asked each time the dialog opens. */
export const useCvStatus = (enabled: boolean) =>
  useQuery<{ ok: true; data: CvStatus }, ApiError, CvStatus>({
    queryKey: CV_STATUS_KEY,
    enabled,
    select: (r) => r.data,
    staleTime: 0,
  });
