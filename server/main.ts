// `npm start`: read the environment, open and migrate the database, listen. Everything it says goes to
// the structured log (JSON lines on stdout, server/log).
import { readEnv, type ServerEnv } from './config.ts';
import { StartupRefusedError, boot, housekeeping } from './boot.ts';
import { DataDirLockedError } from './db/index.ts';
import { listen } from './listen.ts';
import { benchProbe } from './benchProbe.ts';
import { warmRenderer } from './features/seo/render.ts';
import { createLogger } from './log/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed.ts';

let env: ServerEnv;
try {
  env = readEnv();
} catch (err) {
  // A setting that is missing or wrong: one line naming it, no stack.
  createLogger({ level: 'info' }).fatal((err as Error).message);
  process.exit(1);
}
const log = createLogger({ level: env.logLevel });
try {
  const { app, database, mail, alerts, nav, files, live, pages, maintenance } = await boot(env, { log });
  mail.start();
  nav.start();
  alerts.start();
  const server = await listen(app, env.port, env.host, env.requestTimeoutMs);
  if (maintenance) {
    server.on('request', () => maintenance.noteRequest());
    maintenance.start();
  }
  if (env.benchLoopDelay) benchProbe();
  const react = await warmRenderer(log, pages);
  if (react)
    log.info(
      { react, renderThreads: pages.threads() },
      `Pages drawn with React's ${react} build (dist-server/render.js), ${pages.threads() || 'on the main'} thread(s)`,
    );
  const url = `http://localhost:${env.port}`;
  const where =
    database.engine === 'pglite' ? `embedded PostgreSQL (PGlite) in ${env.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  log.info(
    { url, host: env.host, port: env.port, engine: database.engine },
    `Portal running at ${url}  —  database: ${where}`,
  );
  if (database.engine === 'pglite') {
    log.info(
      { password: DEMO_PASSWORD, accounts: DEMO_ACCOUNTS },
      `Demo sign-ins (password for all: ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => `${a.role} ${a.email}`).join(', ')}`,
    );
    log.info(`Staff console: ${url}/admin/login`);
  }
  if (env.ownerEmail) log.info(`Owner account: ${env.ownerEmail}`);
  log.info(
    env.app.smtpUrl
      ? `Mail: sent through SMTP (SMTP_URL) from ${env.app.mailFrom}`
      : "Mail: SMTP_URL is not set, so mails are kept, not sent; staff read them under 'Sent mail'",
  );
  log.info(
    env.app.nav
      ? `NAV Online Számla: invoices are reported to ${env.app.nav.apiUrl}`
      : "NAV Online Számla: the NAV_* settings are not set, so invoices are not reported; each says 'not configured'",
  );
  const purge = setInterval(
    () =>
      housekeeping(database.knex, files, env.app.mailRetentionDays).catch((err: unknown) =>
        log.error({ err }, 'housekeeping failed'),
      ),
    3600 * 1000,
  );
  purge.unref();
  const shutdown = () => {
    // Live streams first: each ends cleanly (its browser reconnects after the retry hint), then the rest.
    void live.close();
    server.close();
    server.closeAllConnections();
    clearInterval(purge);
    void Promise.all([alerts.stop(), mail.stop(), nav.stop(), maintenance?.stop()])
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (err) {
  if (err instanceof DataDirLockedError || err instanceof StartupRefusedError) {
    log.fatal(err.message);
    process.exit(1);
  }
  log.fatal({ err }, 'start-up failed');
  process.exit(1);
}
