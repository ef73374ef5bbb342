// `npm start`: read the environment, open and migrate the database, listen.
import { readEnv } from './config.ts';
import { StartupRefusedError, boot, housekeeping } from './boot.ts';
import { DataDirLockedError } from './db/index.ts';
import { listen } from './listen.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed.ts';

const env = readEnv();
try {
  const { app, database, mail, alerts, files } = await boot(env);
  mail.start();
  alerts.start();
  const server = await listen(app, env.port, env.host, env.requestTimeoutMs);
  const url = `http://localhost:${env.port}`;
  const where =
    database.engine === 'pglite' ? `embedded PostgreSQL (PGlite) in ${env.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.info(`Portal running at ${url}  —  database: ${where}`);
  if (database.engine === 'pglite') {
    console.info(`Demo sign-ins (password for all: ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) console.info(`  ${a.role.padEnd(9)} ${a.email}`);
    console.info(`Staff console: ${url}/admin/login`);
  }
  if (env.ownerEmail) console.info(`Owner account: ${env.ownerEmail}`);
  console.info(
    env.app.smtpUrl
      ? `Mail: sent through SMTP (SMTP_URL) from ${env.app.mailFrom}`
      : "Mail: SMTP_URL is not set, so mails are kept, not sent; staff read them under 'Sent mail'",
  );
  const purge = setInterval(
    () => housekeeping(database.knex, files, env.app.mailRetentionDays).catch((err: unknown) => console.error(err)),
    3600 * 1000,
  );
  purge.unref();
  const shutdown = () => {
    server.close();
    server.closeAllConnections();
    clearInterval(purge);
    void Promise.all([alerts.stop(), mail.stop()])
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (err) {
  if (err instanceof DataDirLockedError || err instanceof StartupRefusedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
