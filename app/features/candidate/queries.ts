// The candidate area's reads. Keys are the URL segments; each read keeps a copy on the device and
// answers from it when the server cannot be reached (device.ts), and runs without a network too
// (networkMode 'always': React Query would otherwise pause it, leaving the page on its placeholders).
import { useQuery } from '@tanstack/react-query';
import type { AppliedJobIds, CandidateApplications, CvStatus } from '../../../server/contract/index.ts';
import type { ApiError } from '../../api/http.ts';
import { readThrough, type DeviceAnswer } from './device.ts';

export const APPLIED_JOBS_KEY = ['/api', 'candidate', 'applied-jobs'] as const;
export const CANDIDATE_APPLICATIONS_KEY = ['/api', 'candidate', 'applications'] as const;
export const CV_STATUS_KEY = ['/api', 'candidate', 'cv-status'] as const;

/** Ids of the jobs the candidate applied for (the jobs themselves come from the device's job store). */
export const useAppliedJobIds = () =>
  useQuery<DeviceAnswer<{ ok: true; data: AppliedJobIds }>, ApiError>({
    queryKey: APPLIED_JOBS_KEY,
    queryFn: () => readThrough('applied'),
    networkMode: 'always',
  });

/** The candidate's applications (My Applications, and 'Applied on' on a job page). One reader for the key:
 * a second reader with another shape would hand the other screen data it cannot read. */
export const useCandidateApplications = (enabled = true) =>
  useQuery<DeviceAnswer<CandidateApplications>, ApiError>({
    queryKey: CANDIDATE_APPLICATIONS_KEY,
    queryFn: () => readThrough('applications'),
    enabled,
    networkMode: 'always',
  });

/** Whether the candidate has a CV on file ('use existing CV'); asked each time the dialog opens. */
export const useCvStatus = (enabled: boolean) =>
  useQuery<DeviceAnswer<{ ok: true; data: CvStatus }>, ApiError, CvStatus>({
    queryKey: CV_STATUS_KEY,
    queryFn: () => readThrough('cvStatus'),
    enabled,
    select: (r) => r.data.data,
    staleTime: 0,
    networkMode: 'always',
  });
