// Response headers that tell the browser what the app's pages may do:
// - Content-Security-Policy: scripts, styles, images, fonts, workers and calls only from this site; no
//   inline script at all (the built index.html has none; the JSON-LD block carries this response's
//   nonce); inline styles only with the nonce (a server-drawn page carries its stylesheets inline); no plugins; no framing by any site (frame-ancestors 'none', with X-Frame-Options for old
//   browsers). API answers are JSON or files: they get frame-ancestors 'none' and nothing to run.
// - Strict-Transport-Security when the request came over HTTPS (TLS straight to us, or a trusted
//   proxy's X-Forwarded-Proto): browsers then never try plain HTTP for a year.
// - Methods the app does not use (TRACE, PROPFIND, …) answer 405 in the JSON error shape, before any
//   route or file lookup, and are not logged as faults.
import crypto from 'node:crypto';
import type { Next } from 'koa';
import { HttpError } from '../errors.ts';
import type { AppContext } from '../types.ts';

const KNOWN_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const HSTS = 'max-age=31536000';

/** The policy for the app's pages; `nonce` admits this response's JSON-LD block and a drawn page's styles. */
function pagePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

// Both steps below are plain functions handing on next()'s promise: an async one adds a promise to every request.
export function securityHeaders(ctx: AppContext, next: Next): Promise<void> {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  ctx.set('X-Frame-Options', 'DENY');
  if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
  if (isApiPath(ctx.path)) {
    ctx.set('Content-Security-Policy', API_POLICY);
  } else {
    const nonce = crypto.randomBytes(16).toString('base64');
    ctx.state.cspNonce = nonce;
    ctx.set('Content-Security-Policy', pagePolicy(nonce));
  }
  return next() as Promise<void>;
}

/** After errorHandler, so the answer has the JSON error shape. */
export function knownMethodsOnly(ctx: AppContext, next: Next): Promise<void> {
  if (!KNOWN_METHODS.includes(ctx.method)) {
    ctx.set('Allow', KNOWN_METHODS.join(', '));
    return Promise.reject(new HttpError(405, 'methodNotAllowed'));
  }
  return next() as Promise<void>;
}
