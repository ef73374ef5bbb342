// Where a sign-in (or a new account) goes next: the page the visitor wanted, carried as `?next=`, when it
// is a same-site path this role may open; otherwise the role's home. A guard sends visitors to
// loginWithReturn(the page they asked for).
import type { Role } from '../../../server/contract/index.ts';
import { homeForRole } from './queries.ts';

const AREAS: Record<string, readonly Role[]> = {
  admin: ['admin', 'owner'],
  employer: ['employer'],
  candidate: ['candidate'],
};
const AREA_LOGIN = /^\/(admin|employer|candidate)\/login(?:[/?#]|$)/;
/** Pages a return must not land on: the sign-in page itself (a loop). */
const NOT_A_RETURN = /^\/login(?:[/?#]|$)/;

/** Decodes layer after layer (at most a few); null when a layer is malformed. */
function decodeLayers(value: string): string[] | null {
  const layers = [value];
  let current = value;
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) break;
    layers.push(next);
    current = next;
  }
  return layers;
}

/** A path on this site: one leading '/', no '//' or '\', no scheme, no control characters, in any decoding. */
function isSameSitePath(raw: string): boolean {
  if (raw.length === 0 || raw.length > 2000) return false;
  const layers = decodeLayers(raw);
  if (!layers) return false;
  return layers.every(
    (s) =>
      s.startsWith('/') &&
      !s.includes('//') &&
      !s.includes('\\') &&
      // eslint-disable-next-line no-control-regex
      !/[\u0000-\u001f\u007f]/.test(s) &&
      !/^\/*[a-z][a-z0-9+.-]*:/i.test(s),
  );
}

/** A public page, or one inside the area this role works in. */
function roleMayOpen(path: string, role: Role): boolean {
  if (AREA_LOGIN.test(path)) return true;
  const area = /^\/([^/?#]+)/.exec(path)?.[1]?.toLowerCase();
  const allowed = area ? AREAS[area] : undefined;
  return !allowed || allowed.includes(role);
}

/** The page to open after `role` signs in or registers: `next` when safe and allowed, else the role's home. */
export function safeReturnPath(next: string | null | undefined, role: Role): string {
  if (!next || !isSameSitePath(next)) return homeForRole(role);
  const decoded = decodeLayers(next)?.at(-1) ?? next;
  return NOT_A_RETURN.test(decoded) || !roleMayOpen(decoded, role) ? homeForRole(role) : next;
}

/** /login with the page to come back to (only a same-site path is carried). */
export function loginWithReturn(path: string): string {
  return isSameSitePath(path) && !NOT_A_RETURN.test(path) ? `/login?next=${encodeURIComponent(path)}` : '/login';
}
