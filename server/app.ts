// createApp(deps) -> the Koa app: used by main.ts and by every server test (over real HTTP).
import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import compress from 'koa-compress';
import { csrf } from './middleware/csrf.ts';
import { errorHandler } from './middleware/errors.ts';
import { loadUser } from './middleware/auth.ts';
import { sessionMiddleware, signedInMarker } from './middleware/session.ts';
import { serveApp } from './static.ts';
import { seoRoutes } from './features/seo/routes.ts';
import type { AppDeps, AppState } from './types.ts';
import { authRoutes } from './features/auth/routes.ts';
import { publicRoutes } from './features/public/routes.ts';
import { jobRoutes } from './features/jobs/routes.ts';
import { fileRoutes } from './features/files/routes.ts';
import { applicationRoutes } from './features/applications/routes.ts';
import { employerRoutes } from './features/employer/routes.ts';
import { candidateRoutes } from './features/candidate/routes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { systemRoutes } from './features/system/routes.ts';
import { mailRoutes } from './features/mail/routes.ts';
import { accountRoutes } from './features/account/routes.ts';
import { historyRoutes } from './features/account/history.ts';
import { profileRoutes } from './features/account/profile.ts';

export function createApp(deps: AppDeps): Koa<AppState, { deps: AppDeps }> {
  const app = new Koa<AppState, { deps: AppDeps }>({ proxy: deps.config.trustProxy });
  app.keys = [deps.config.sessionSecret];
  app.context.deps = deps;
  app.silent = true; // errors are logged by errorHandler

  app.use(async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    await next();
  });
  if (!deps.config.trustProxy) app.use(warnOfUntrustedProxy());
  // First, so an error anywhere (the static files too) is answered by it rather than Koa's bare 500.
  app.use(errorHandler());
  // JSON lists (the staff dashboard carries every application) and the app's text assets shrink about
  // eightfold; PDFs and images are not compressible types and go as they are.
  app.use(compress({ threshold: 1024 }));
  app.use(seoRoutes(deps));
  app.use(serveApp(deps.config.staticDir, deps));
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
    await next();
  });
  app.use(csrf);
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', encoding: 'utf-8' }));
  app.use(sessionMiddleware(app as unknown as Koa, deps.db));
  app.use(signedInMarker);
  app.use(loadUser);

  for (const router of [
    authRoutes(deps),
    publicRoutes(),
    jobRoutes(),
    fileRoutes(deps),
    applicationRoutes(),
    employerRoutes(),
    candidateRoutes(),
    adminRoutes(),
    systemRoutes(),
    mailRoutes(),
    accountRoutes(deps),
    historyRoutes(),
    profileRoutes(),
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}

/** A proxy in front while TRUST_PROXY is off: every visitor then shares the proxy's address in the
 * sign-in and upload limits (and cookies are not marked Secure). Said once, where operators look. */
function warnOfUntrustedProxy(): Koa.Middleware {
  let warned = false;
  return async (ctx, next) => {
    if (!warned && ctx.get('X-Forwarded-For')) {
      warned = true;
      console.warn(
        "X-Forwarded-For received but TRUST_PROXY is off: all visitors share the proxy's address in the " +
          'sign-in and upload limits, and cookies are not marked Secure. Set TRUST_PROXY=1 behind a proxy you run.',
      );
    }
    await next();
  };
}
