// Staff accounts from the command line (`npm run staff -- add …`, scripts/staff.ts), on PostgreSQL and
// PGlite: the account made signs in as staff; bad or taken input names the option and writes nothing.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../test/harness.ts';
import { StaffAccountError, addStaffAccount } from './staff.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PASSWORD = 'a-long-staff-password';

/** Signs in through the API as a browser would; answers the signed-in user's role (null: refused). */
async function signedInRole(s: TestServer, email: string, password = PASSWORD): Promise<string | null> {
  const c = s.client();
  const login = await c.post('/api/auth/login', { email, password });
  if (login.status !== 200) return null;
  const me = await c.get<{ data: { user: { role: string; email: string } } }>('/api/auth/me');
  return me.body.data.user.role;
}

const users = (s: TestServer) => s.db('users').count<{ n: number | string }[]>('* as n').first();

describe.each(['postgresql', 'pglite'] as const)('staff accounts from the command line on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ engine });
  });
  afterAll(() => s.close());

  it('creates an active admin who signs in as staff', async () => {
    const user = await addStaffAccount(s.db, {
      email: ' Zsofia.Kertesz@Example.test ',
      role: 'admin',
      firstName: 'Zsófia',
      lastName: 'Kertész',
      password: PASSWORD,
    });
    expect(user).toMatchObject({ email: 'zsofia.kertesz@example.test', role: 'admin', is_active: true });
    expect(await signedInRole(s, 'zsofia.kertesz@example.test')).toBe('admin');
    expect(await signedInRole(s, 'zsofia.kertesz@example.test', 'another-password')).toBeNull();
  });

  it('refuses bad input naming each option, and writes nothing', async () => {
    const before = await users(s);
    const err = await addStaffAccount(s.db, {
      email: 'not-an-address',
      role: 'candidate',
      firstName: ' ',
      lastName: 'Kovács',
      password: 'short',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StaffAccountError);
    expect((err as StaffAccountError).problems).toEqual([
      '--email: Invalid email address',
      '--first-name: First name is required',
      '--role: must be one of admin, owner',
      'password (STAFF_PASSWORD or the prompt): Password must be at least 8 characters',
    ]);
    expect(await users(s)).toEqual(before);
  });

  it('refuses an address that already has an account, whatever its case, and changes nothing', async () => {
    const candidate = await s.createUser({ role: 'candidate', email: 'taken@example.test' });
    const before = await users(s);
    await expect(
      addStaffAccount(s.db, {
        email: 'TAKEN@example.test',
        role: 'owner',
        firstName: 'Mallory',
        lastName: 'Owner',
        password: PASSWORD,
      }),
    ).rejects.toThrow('--email: An account with this email already exists.');
    expect(await users(s)).toEqual(before);
    expect(await s.db('users').where({ id: candidate.id }).first('role')).toEqual({ role: 'candidate' });
  });
});

// The script itself, run as `npm run staff` runs it, against a PostgreSQL database of its own.
describe('npm run staff', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ engine: 'postgresql' });
  });
  afterAll(() => s.close());

  it('`npm run staff -- add` makes the account on DATABASE_URL, with the password from STAFF_PASSWORD', async () => {
    const run = (args: string[]) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: s.databaseUrl, STAFF_PASSWORD: PASSWORD },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      return new Promise<{ code: number | null; out: string }>((resolve) =>
        child.once('exit', (code) => resolve({ code, out })),
      );
    };
    const made = await run([
      'add',
      '--email',
      'owner2@example.test',
      '--role',
      'owner',
      '--first-name',
      'Ilona',
      '--last-name',
      'Tóth',
    ]);
    expect(made).toEqual({
      code: 0,
      out: 'Created the owner account owner2@example.test (Ilona Tóth); it signs in at /admin/login.\n',
    });
    expect(await signedInRole(s, 'owner2@example.test')).toBe('owner');
    const again = await run([
      'add',
      '--email',
      'owner2@example.test',
      '--role',
      'admin',
      '--first-name',
      'I',
      '--last-name',
      'T',
    ]);
    expect(again.code).toBe(1);
    expect(again.out).toContain('--email: An account with this email already exists.');
    expect(await run(['remove', '--email', 'owner2@example.test'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('Usage: npm run staff -- add') as string,
    });
    // Three processes, each compiling and loading the script (tsx) on two busy cores.
  }, 180_000);
});
