// Knex CLI configuration (`npx knex --knexfile knexfile.ts migrate:status`). The server itself opens
// the database through server/db (which also handles the embedded PGlite engine and its folder lock).
import type { Knex } from 'knex';
import { migrationConfig } from './server/db/index.ts';

const config: Knex.Config = {
  client: 'pg',
  connection: process.env.DATABASE_URL,
  migrations: migrationConfig,
};

export default config;
