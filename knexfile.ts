// Knex CLI configuration, e.g. `npx knex --knexfile knexfile.ts migrate:status`: PostgreSQL when
// DATABASE_URL is set, else the embedded PGlite folder in DATA_DIR (stop the server first: one process
// per folder). The server opens the database through server/db, which adds the folder lock.
import path from 'node:path';
import { knexConfig } from './server/db/index.ts';

export default knexConfig({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.resolve(process.env.DATA_DIR ?? 'data'),
});
