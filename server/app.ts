// createApp(deps) -> the Koa app: used by main.ts and by every server test (over real HTTP).
import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import compose from 'koa-compose';
import { compression } from './middleware/compression.ts';
import { csrf } from './middleware/csrf.ts';
import { onlyFromProxies } from './middleware/proxy.ts';
import { errorHandler } from './middleware/errors.ts';
import { requestIds } from './log/index.ts';
import { knownMethodsOnly, securityHeaders } from './middleware/securityHeaders.ts';
import { loadUser } from './middleware/auth.ts';
import { SESSION_COOKIE, sessionMiddleware, signedInMarker } from './middleware/session.ts';
import { SIGNED_IN_COOKIE } from './contract/index.ts';
import { retryTransient } from './middleware/transient.ts';
import { ReadCaches } from './middleware/readCache.ts';
import { serveApp } from './static.ts';
import { routeAnsweredFirst } from './router.ts';
import { seoRoutes } from './features/seo/routes.ts';
import { DRAWN_PAGES_KEPT, type DrawnPage } from './features/seo/head.ts';
import type { AppCaches, AppContext, AppDeps, AppState, BoardCount, BoardPage, KeptJob } from './types.ts';
import { authRoutes } from './features/auth/routes.ts';
import { publicRoutes } from './features/public/routes.ts';
import { BOARD_PAGES_KEPT, JOBS_KEPT, jobRoutes } from './features/jobs/routes.ts';
import { catalogueVersion } from './features/jobs/repo.ts';
import { fileRoutes } from './features/files/routes.ts';
import { applicationRoutes } from './features/applications/routes.ts';
import { emailVerificationRoutes, employerRoutes } from './features/employer/routes.ts';
import { candidateRoutes } from './features/candidate/routes.ts';
import { payrollRoutes } from './features/payroll/routes.ts';
import { payrollDocumentRoutes } from './features/payroll/documentRoutes.ts';
import { timesheetReviewRoutes } from './features/payroll/reviewRoutes.ts';
import { allowanceRoutes } from './features/payroll/allowanceRoutes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { systemRoutes } from './features/system/routes.ts';
import { mailRoutes } from './features/mail/routes.ts';
import { accountRoutes } from './features/account/routes.ts';
import { deskRoutes } from './features/desk/routes.ts';
import { interviewRoutes } from './features/interviews/routes.ts';
import { leadRoutes } from './features/leads/routes.ts';
import { navRoutes } from './features/nav/routes.ts';
import { companyRoutes } from './features/companies/routes.ts';
import { historyRoutes } from './features/account/history.ts';
import { profileRoutes } from './features/account/profile.ts';
import { alertRoutes } from './features/alerts/routes.ts';
import { emailChangeRoutes } from './features/account/emailChange.ts';
import { privacyRoutes } from './features/account/privacy.ts';
import { totpRoutes } from './features/totp/routes.ts';
import { liveRoutes } from './features/live/routes.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createApp(deps: AppDeps): Koa<AppState, { deps: AppDeps; caches: AppCaches }> {
  // maxIpsCount: ctx.ip is the address our own proxies appended (the right-most proxyHops entries of
  // X-Forwarded-For), never one the client wrote in front of them.
  const app = new Koa<AppState, { deps: AppDeps; caches: AppCaches }>({
    proxy: deps.config.trustProxy,
    maxIpsCount: deps.config.trustProxy ? deps.config.proxyHops : 0,
  });
  app.keys = [deps.config.sessionSecret];
  app.context.deps = deps;
  const readCaches = new ReadCaches(deps.config.readCacheMs);
  const caches: AppCaches = {
    jobsVersion: readCaches.version(() => catalogueVersion(deps.db, 'jobs')),
    jobs: readCaches.create<KeptJob>(JOBS_KEPT, { keepUntil: (j) => j.keepUntil }),
    board: readCaches.create<BoardPage>(BOARD_PAGES_KEPT, { keepUntil: (p) => p.keepUntil }),
    boardCounts: readCaches.create<BoardCount>(BOARD_PAGES_KEPT, { keepUntil: (c) => c.keepUntil }),
    pages: readCaches.create<DrawnPage>(DRAWN_PAGES_KEPT, { keepUntil: (p) => p.keepUntil }),
    sessions: readCaches.create(),
  };
  app.context.caches = caches;
  app.silent = true; // errors are logged by errorHandler

  // Before anything reads them: X-Forwarded-* count only from the configured proxy (TRUST_PROXY_FROM).
  if (deps.config.trustProxy) app.use(onlyFromProxies(deps.config.trustProxyFrom, deps.log));
  app.use(requestIds({ trustProxy: deps.config.trustProxy, log: deps.log }));
  app.use(securityHeaders);
  if (!deps.config.trustProxy) app.use(warnOfUntrustedProxy(deps));
  // First, so an error anywhere (the static files too) is answered by it rather than Koa's bare 500.
  app.use(
    errorHandler(
      (err) => deps.log.error({ err }, 'unhandled error: answered 500'),
      (line) => deps.log.warn(line),
    ),
  );
  const routers = apiRouters(deps);
  // The board's most asked read, answered before the routers (router.ts) and before all that a public job's
  // answer has no use for: the known methods (only a GET is answered here), compression (a kept answer brings
  // its own gzip copy: only its Vary is set here), the pages, the write steps, and the session: a public job's
  // answer is the same bytes for a visitor and for a signed-in browser, so the session and its user would
  // change nothing in it (its route reads no user: state.user stays null). Run again on a database restart,
  // as the chain below is.
  app.use(
    routeAnsweredFirst(routers, '/api/jobs/:slug', (steps) => {
      const retried = retryTransient(steps);
      return (ctx, next) => {
        ctx.state.user = null;
        ctx.set('Cache-Control', 'no-store');
        ctx.vary('Accept-Encoding');
        return retried(ctx, next);
      };
    }),
  );
  app.use(knownMethodsOnly);
  app.use(compression());
  // Everything that may read the database runs as one chain, so a read or an idempotent write that
  // meets a database restart is run again from its start (middleware/transient.ts).
  // (typed loosely: the pieces each declare the context they need; Koa gives them all the same one)
  // A read passes three steps before its route rather than nine: each step runs its pieces only when they
  // have something to do with the request.
  const pages = compose([seoRoutes(deps), serveApp(deps.config.staticDir, deps)] as compose.Middleware<never>[]);
  const writes = compose([
    csrf,
    // A sign-in writes only its own session (which the session store forgets itself), the throttle and the
    // known sources: no kept read holds those, so a storm of sign-ins leaves every read kept.
    readCaches.dropOnWrite(['POST /api/auth/login']),
    bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', encoding: 'utf-8' }),
  ] as compose.Middleware<never>[]);
  const session = compose([
    sessionMiddleware(app as unknown as Koa, deps.db, caches.sessions),
    signedInMarker,
    loadUser,
  ] as compose.Middleware<never>[]);
  const chain: compose.Middleware<never>[] = [
    // Pages and files; the API's answers are never stored by the browser.
    (ctx: AppContext, next: Koa.Next) => {
      if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
      else if (ctx.path !== '/api') return pages(ctx as never, next);
      return next();
    },
    // What only a write needs (every unsafe method, whatever the path): the cross-origin check, dropping the
    // kept reads, the JSON body.
    (ctx: AppContext, next: Koa.Next) => (SAFE_METHODS.has(ctx.method) ? next() : writes(ctx as never, next)),
    // The session and its user; a read without a session cookie (nor the signed-in marker) is a visitor's,
    // with no session to read and no cookie to keep in step (no read writes a session).
    (ctx: AppContext, next: Koa.Next) => {
      if (SAFE_METHODS.has(ctx.method) && !ctx.cookies.get(SESSION_COOKIE) && !ctx.cookies.get(SIGNED_IN_COOKIE)) {
        ctx.state.user = null;
        return next();
      }
      return session(ctx as never, next);
    },
    ...routers.flatMap((router) => [router.routes(), router.allowedMethods()]),
  ];
  app.use(retryTransient(compose(chain) as (ctx: Koa.Context, next: Koa.Next) => Promise<void>));
  return app;
}

/** A proxy in front while TRUST_PROXY is off: every visitor then shares the proxy's address in the
 * sign-in and upload limits (and cookies are not marked Secure). Said once, where operators look. */
function warnOfUntrustedProxy(deps: AppDeps): Koa.Middleware {
  let warned = false;
  return (ctx, next) => {
    if (!warned && ctx.get('X-Forwarded-For')) {
      warned = true;
      deps.log.warn(
        "X-Forwarded-For received but TRUST_PROXY is off: all visitors share the proxy's address in the " +
          'sign-in and upload limits, and cookies are not marked Secure. Set TRUST_PROXY=1 behind a proxy you run.',
      );
    }
    return next();
  };
}

/** Every router of the API, in the order they answer: the app mounts them, and the role test lists their routes. */
export function apiRouters(deps: AppDeps) {
  return [
    authRoutes(deps),
    publicRoutes(),
    jobRoutes(),
    fileRoutes(deps),
    applicationRoutes(),
    employerRoutes(),
    emailVerificationRoutes(),
    candidateRoutes(),
    adminRoutes(),
    payrollRoutes(),
    payrollDocumentRoutes(),
    timesheetReviewRoutes(),
    allowanceRoutes(),
    systemRoutes(),
    mailRoutes(),
    accountRoutes(deps),
    historyRoutes(),
    profileRoutes(),
    alertRoutes(deps),
    emailChangeRoutes(),
    privacyRoutes(),
    totpRoutes(deps),
    deskRoutes(),
    interviewRoutes(),
    liveRoutes(),
    leadRoutes(),
    navRoutes(),
    ...companyRoutes(),
  ];
}
