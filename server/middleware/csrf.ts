// Cross-site request forgery defence for state-changing calls, on top of SameSite=Lax cookies:
// a foreign Origin is refused, and bodies must be JSON (multipart only on the upload routes),
// which a cross-site HTML form cannot send. The check covers every state-changing request, not only
// those under /api/: a route matched under another spelling of its path (case, slashes) is checked too.
import type { TLSSocket } from 'node:tls';
import type { Next } from 'koa';
import { HttpError, forbidden } from '../errors.ts';
import type { AppContext } from '../types.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const UPLOAD_PATHS = new Set(['/api/upload-cv', '/api/upload-cv-registration']);
/** RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` as a form; the
 * token in the address is the only authority, so a forged request could only unsubscribe its holder. */
const ONE_CLICK_PATH = '/api/alerts/unsubscribe';

export async function csrf(ctx: AppContext, next: Next): Promise<void> {
  if (SAFE.has(ctx.method)) {
    await next();
    return;
  }
  const origin = ctx.get('Origin');
  if (origin && !sameOrigin(ctx, origin)) throw forbidden('crossOrigin');
  const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || Boolean(ctx.get('Transfer-Encoding'));
  if (hasBody) {
    const path = ctx.path.replace(/\/+$/, '');
    const allowed = UPLOAD_PATHS.has(path)
      ? ctx.is('multipart/form-data')
      : ctx.is('application/json', '+json') || (path === ONE_CLICK_PATH && ctx.is('application/x-www-form-urlencoded'));
    if (!allowed) throw new HttpError(415, 'unsupportedContentType');
  }
  await next();
}

/** Whether the Origin header names this server. The host must always match the request's Host (or
 * X-Forwarded-Host when the proxy is trusted). The scheme is compared only when the server knows it:
 * behind an HTTPS proxy without TRUST_PROXY it sees plain HTTP while the browser says https://, and
 * refusing that would refuse every write. A cross-site page cannot choose the Host its request
 * carries, so the host check alone keeps foreign sites out. */
function sameOrigin(ctx: AppContext, origin: string): boolean {
  let claimed: URL;
  try {
    claimed = new URL(origin);
  } catch {
    return false; // 'null' (sandboxed frames, file://) or garbage
  }
  if (claimed.protocol !== 'http:' && claimed.protocol !== 'https:') return false;
  const schemeKnown = ctx.app.proxy || Boolean((ctx.req.socket as Partial<TLSSocket>).encrypted);
  if (schemeKnown && claimed.protocol !== `${ctx.protocol}:`) return false;
  try {
    // Parsed with the Origin's scheme so a default port written out (host:443) compares equal.
    return new URL(`${claimed.protocol}//${ctx.host}`).host === claimed.host;
  } catch {
    return false;
  }
}
