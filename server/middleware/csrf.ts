// Cross-site request forgery defence for state-changing calls, on top of SameSite=Lax cookies:
// a foreign Origin is refused, and bodies must be JSON (multipart only on the upload routes),
// which a cross-site HTML form cannot send.
import type { Next } from 'koa';
import { MSG } from '../contract/index.ts';
import { HttpError, forbidden } from '../errors.ts';
import type { AppContext } from '../types.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const UPLOAD_PATHS = new Set(['/api/upload-cv', '/api/upload-cv-registration']);

export async function csrf(ctx: AppContext, next: Next): Promise<void> {
  if (SAFE.has(ctx.method) || !ctx.path.startsWith('/api/')) return next();
  const origin = ctx.get('Origin');
  // Koa 3's ctx.origin echoes the Origin header, so the server's own origin is built here.
  if (origin && origin !== `${ctx.protocol}://${ctx.host}`) throw forbidden(MSG.crossOrigin);
  const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || Boolean(ctx.get('Transfer-Encoding'));
  if (hasBody) {
    const allowed = UPLOAD_PATHS.has(ctx.path) ? ctx.is('multipart/form-data') : ctx.is('application/json', '+json');
    if (!allowed) throw new HttpError(415, MSG.unsupportedContentType);
  }
  await next();
}
