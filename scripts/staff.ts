// `npm run staff -- add --email you@example.com --role admin --first-name Ada --last-name Admin`:
// creates an active staff account (admin or owner) on the database the server uses — DATABASE_URL, else
// the embedded database in DATA_DIR (default ./data; stop the server first: one process per folder).
// The password comes from STAFF_PASSWORD, else it is asked for (twice, not shown) in a terminal. The
// database is migrated first, as start-up does. No screen creates staff accounts (README "Staff accounts").
import path from 'node:path';
import { Writable } from 'node:stream';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { DataDirLockedError, migrateLatest, openDatabase } from '../server/db/index.ts';
import { StaffAccountError, addStaffAccount } from '../server/features/provisioning/staff.ts';

const USAGE = `Usage: npm run staff -- add --email <address> --role <admin|owner> --first-name <name> --last-name <name>
The password is read from STAFF_PASSWORD, or asked for when run in a terminal.`;

/** Asks for a line without echoing it (a password). */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = rl.question(question);
    muted = true;
    return await answer;
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

async function password(): Promise<string | null> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (!process.stdin.isTTY) return null;
  const first = await askHidden('Password: ');
  const again = await askHidden('Password again: ');
  if (first !== again) throw new StaffAccountError(["password: the two passwords don't match"]);
  return first;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
}
try {
  args = parse();
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`);
}
if (args.positionals.join(' ') !== 'add') fail(USAGE);

try {
  const secret = await password();
  if (secret === null) fail(`Set STAFF_PASSWORD, or run this in a terminal to be asked for the password.\n${USAGE}`);
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(process.env.DATA_DIR ?? path.join(import.meta.dirname, '..', 'data')),
  });
  try {
    await migrateLatest(database.knex);
    const user = await addStaffAccount(database.knex, {
      email: args.values.email ?? '',
      role: args.values.role ?? '',
      firstName: args.values['first-name'] ?? '',
      lastName: args.values['last-name'] ?? '',
      password: secret,
    });
    process.stdout.write(
      `Created the ${user.role} account ${user.email} (${user.first_name} ${user.last_name}); it signs in at /admin/login.\n`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  if (err instanceof StaffAccountError) fail(`No account was created:\n${err.message}`);
  if (err instanceof DataDirLockedError) fail(err.message);
  throw err;
}
