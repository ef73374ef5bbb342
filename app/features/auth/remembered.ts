// The last signed-in user, kept on this device (never the password), so the candidate area opens offline
// as that user, and the device's copies of that user's answers. Apart from session.ts, which signs in and
// out, so the candidate's device copies (candidate/device.ts) read it without importing the sign-in.
import type { User } from '../../../server/contract/index.ts';
import { LANGUAGES, ROLES } from '../../../server/contract/options.ts';
import { ApiError } from '../../api/http.ts';
import { clearSavedJobs } from '../../offline/saved.ts';

// The server's next answer decides (a 401 forgets the user). Copies of that user's answers
// (applied jobs, CV status, applications) are kept under DEVICE_PREFIX and forgotten with them.
const USER_KEY = 'portal.rememberedUser';
export const DEVICE_PREFIX = 'portal.device.';

const USER_FIELDS = {
  id: 'number',
  email: 'string',
  role: 'string',
  firstName: 'string',
  lastName: 'string',
  isActive: 'boolean',
  language: 'string',
  createdAt: 'string',
  updatedAt: 'string',
} as const;

/**
 * A user as the contract's userSchema has it (exactly its fields, of its types, a known role), or null. Checked by hand: the schema library is not on the public pages' first load, and this
 * module is (the header asks who is signed in).
 */
export function asUser(value: unknown): User | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (Object.keys(record).length !== Object.keys(USER_FIELDS).length) return null;
  for (const [key, type] of Object.entries(USER_FIELDS)) if (typeof record[key] !== type) return null;
  const user = value as User;
  return (ROLES as readonly string[]).includes(user.role) && (LANGUAGES as readonly string[]).includes(user.language)
    ? user
    : null;
}

export function rememberUser(user: User): void {
  const previous = rememberedUser();
  // Another account on this device: the previous one's copies are not this user's to see.
  if (previous && previous.id !== user.id) forgetDeviceCopies();
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function rememberedUser(): User | null {
  try {
    return asUser(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

function forgetDeviceCopies(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(DEVICE_PREFIX)) localStorage.removeItem(key);
}

/** Sign-out or a session the server ended: the remembered user, their copies and their saved jobs go. */
export function forgetUser(): void {
  if (!rememberedUser()) return; // nobody was signed in: a visitor's own saves stay
  localStorage.removeItem(USER_KEY);
  forgetDeviceCopies();
  clearSavedJobs().catch((err: unknown) => console.warn('Forgetting saved jobs failed', err));
}

/** No answer from the server (no network, or it is down): the device may answer instead. */
export const isUnreachable = (err: unknown): boolean =>
  err instanceof ApiError && (err.status === 0 || err.status === 502 || err.status === 503 || err.status === 504);
