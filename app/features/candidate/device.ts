// Copies of the signed-in candidate's own answers (applied jobs, CV status, applications) kept on this
// device, so the candidate area and the apply dialog work offline from the last known state. Each read
// goes to the server first; only when the server cannot be reached does the copy answer.
import { getData } from '../../api/http.ts';
import { DEVICE_PREFIX, isUnreachable, rememberedUser } from '../auth/remembered.ts';

const CANDIDATE_READS = {
  applied: '/api/candidate/applied-jobs',
  cvStatus: '/api/candidate/cv-status',
  applications: '/api/candidate/applications',
} as const;
type ReadName = keyof typeof CANDIDATE_READS;

export interface DeviceAnswer<T> {
  data: T;
  /** When the copy was made (ISO), if the server could not be reached and the copy answered; else null. */
  copiedAt: string | null;
}

const storeKey = (name: ReadName): string | null => {
  const user = rememberedUser();
  return user ? `${DEVICE_PREFIX}${user.id}.${name}` : null;
};

function readCopy<T>(key: string): { data: T; at: string } | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as { data: T; at: string } | null;
  } catch {
    return null;
  }
}

/** The server's answer (copied to the device), or the device's copy when the server cannot be reached. */
export async function readThrough<T>(name: ReadName): Promise<DeviceAnswer<T>> {
  const key = storeKey(name);
  try {
    const data = await getData<T>(CANDIDATE_READS[name]);
    if (key) {
      try {
        localStorage.setItem(key, JSON.stringify({ data, at: new Date().toISOString() }));
      } catch (err) {
        console.warn('No room to keep a copy on this device', err);
      }
    }
    return { data, copiedAt: null };
  } catch (err) {
    const copy = key && isUnreachable(err) ? readCopy<T>(key) : null;
    if (copy) return { data: copy.data, copiedAt: copy.at };
    throw err;
  }
}

/** Copies every answer the candidate area needs offline (after sign-in, and when the session is confirmed). */
export function copyCandidateAnswers(): Promise<void> {
  return Promise.allSettled((Object.keys(CANDIDATE_READS) as ReadName[]).map((name) => readThrough(name))).then(
    () => undefined,
  );
}
