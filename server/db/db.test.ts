// The database layer itself: migrations run up, down and up again on an empty PostgreSQL database,
// constraints hold when validation is bypassed, updated_at follows every change, and the about/legal
// texts follow their Markdown files.
import crypto from 'node:crypto';
import fs from 'node:fs';
import knexPkg, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Role } from '../contract/index.ts';
import { migrateLatest, migrationConfig, openDatabase, type Database } from './index.ts';
import { untilDatabaseClockPasses } from '../test/harness.ts';
import { onlyRow } from './rows.ts';
import { seedContent } from './seed.ts';

let database: Database;
let db: Knex;
let name: string;
beforeAll(async () => {
  name = `m_${crypto.randomBytes(5).toString('hex')}`;
  const admin = knexPkg({ client: 'pg', connection: inject('pgUrl') });
  await admin.raw(`CREATE DATABASE ${name}`);
  await admin.destroy();
  database = await openDatabase({ databaseUrl: inject('pgUrl').replace(/\/[^/]+$/, `/${name}`) });
  db = database.knex;
});
afterAll(async () => {
  await database.close();
  const admin = knexPkg({ client: 'pg', connection: inject('pgUrl') });
  await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.destroy();
});

const tables = async () =>
  (await db('pg_tables').where({ schemaname: 'public' }).pluck('tablename'))
    .filter((t: string) => !t.startsWith('knex_'))
    .sort();

describe('migrations', () => {
  it('run up, all the way down, and up again', async () => {
    await migrateLatest(db);
    const all = await tables();
    expect(all).toEqual([
      'app_meta',
      'application_messages',
      'application_notes',
      'application_ratings',
      'application_status_history',
      'applications',
      'candidate_registrations',
      'catalogue_versions',
      'client_companies',
      'contact_enquiries',
      'content_pages',
      'contractor_allowances',
      'contractor_tax_details',
      'contracts',
      'email_changes',
      'email_verifications',
      'employer_requests',
      'exchange_rates',
      'files',
      'interview_slots',
      'interviews',
      'invoice_counters',
      'invoices',
      'job_alert_sent',
      'job_alerts',
      'jobs',
      'lead_replies',
      'leads',
      'mail_outbox',
      'minimum_wages',
      'nav_submissions',
      'password_resets',
      'payroll_allowance_figures',
      'payroll_rate_changes',
      'payroll_rate_sets',
      'payslips',
      'rate_limits',
      'saved_jobs',
      'sessions',
      'sign_in_sources',
      'stage_message_templates',
      'timesheets',
      'totp_recovery_codes',
      'user_seen',
      'users',
    ]);
    await db.migrate.rollback(migrationConfig, true);
    expect(await tables()).toEqual([]);
    await migrateLatest(db);
    expect(await tables()).toEqual(all);
  });

  it('index applications by CV file and let an account record go without a company name', async () => {
    const indexes = await db('pg_indexes').where({ tablename: 'applications' }).pluck('indexdef');
    expect(indexes.some((d: string) => /\(cv_file_id\)/.test(d))).toBe(true);
    const column = await db('information_schema.columns')
      .where({ table_name: 'employer_requests', column_name: 'company_name' })
      .first('is_nullable');
    expect(column.is_nullable).toBe('YES');
  });
});

/** The CV-by-key migration (the latest) taken down and up again with data in it: paths and keys convert
 * both ways, and a stored path naming no file becomes no key. Raw table names: the columns differ
 * from the typed tables while it is down. */
async function cvKeysRoundTrip(db: Knex): Promise<void> {
  const table = (name: string) => db(name);
  const [{ id: userId }] = await table('users')
    .insert({ email: 'round-trip@example.test', role: 'candidate', first_name: 'R', last_name: 'T' })
    .returning('id');
  const [{ id: employerId }] = await table('users')
    .insert({ email: 'round-trip-e@example.test', role: 'employer', first_name: 'R', last_name: 'E' })
    .returning('id');
  const fileId = crypto.randomUUID();
  await table('files').insert({
    id: fileId,
    owner_id: userId,
    original_name: 'cv.pdf',
    mime_type: 'application/pdf',
    size: 4,
    data: Buffer.from('%PDF'),
  });
  const [{ id: jobId }] = await table('jobs')
    .insert({
      employer_id: employerId,
      title: 't',
      company: 'c',
      location: 'l',
      type: 'remote',
      category: 'x',
      description: 'd',
      slug: `rt-${fileId}`,
    })
    .returning('id');
  await table('candidate_registrations').insert({
    user_id: userId,
    first_name: 'R',
    last_name: 'T',
    email: 'round-trip@example.test',
    cv_file_id: fileId,
  });
  await table('applications').insert({ job_id: jobId, candidate_id: userId, cv_file_id: fileId });
  const path = `/api/files/${fileId}`;

  await db.migrate.down({ ...migrationConfig, name: '20261122070012_reference_cv_files_by_key.ts' });
  expect(await table('candidate_registrations').where({ user_id: userId }).first('cv_file')).toEqual({ cv_file: path });
  expect(await table('applications').where({ job_id: jobId }).first('cv_url', 'cv_file_id')).toEqual({
    cv_url: path,
    cv_file_id: fileId,
  });
  await table('candidate_registrations').insert({
    first_name: 'N',
    last_name: 'F',
    email: 'gone@example.test',
    cv_file: `/api/files/${crypto.randomUUID()}`,
  });

  await migrateLatest(db);
  expect(await table('candidate_registrations').where({ user_id: userId }).first('cv_file_id')).toEqual({
    cv_file_id: fileId,
  });
  expect(await table('candidate_registrations').where({ email: 'gone@example.test' }).first('cv_file_id')).toEqual({
    cv_file_id: null,
  });
  const columns = await db('information_schema.columns')
    .whereIn('table_name', ['applications', 'candidate_registrations'])
    .pluck('column_name');
  expect(columns).not.toContain('cv_url');
  expect(columns).not.toContain('cv_file');
  // Deleting the file leaves the records with no CV rather than a dangling path.
  await table('files').where({ id: fileId }).delete();
  expect(await table('candidate_registrations').where({ user_id: userId }).first('cv_file_id')).toEqual({
    cv_file_id: null,
  });
}

describe('CV files by key', () => {
  it('convert paths to keys and back on PostgreSQL', async () => {
    await cvKeysRoundTrip(db);
  });

  describe('on PGlite', () => {
    let embedded: Database;
    // Starting the WASM engine is slow on a loaded machine (as in pglite.test.ts).
    beforeAll(async () => {
      embedded = await openDatabase({});
      await migrateLatest(embedded.knex);
    }, 120_000);
    afterAll(() => embedded?.close());

    it('convert paths to keys and back', async () => {
      await cvKeysRoundTrip(embedded.knex);
    });
  });
});

// Every route that answers 404 when its DELETE or UPDATE touched nothing reads the row count Knex
// returns: a number on both engines (PGlite's Knex client answered a DELETE with a result object, so a
// delete of another user's alert answered 200 there).
async function writeCounts(k: Knex) {
  const key = (n: number) => `count-test:${crypto.randomBytes(4).toString('hex')}:${n}`;
  const keys = [key(1), key(2)];
  await k('rate_limits').insert(keys.map((k2) => ({ key: k2, hits: 1 })));
  expect(await k('rate_limits').whereIn('key', keys).update({ hits: 2 })).toBe(2);
  expect(await k('rate_limits').where({ key: 'nobody' }).update({ hits: 2 })).toBe(0);
  expect(await k('rate_limits').where({ key: 'nobody' }).delete()).toBe(0);
  expect(await k('rate_limits').where({ key: keys[0] }).del()).toBe(1);
  expect(await k('rate_limits').whereIn('key', keys).delete()).toBe(1);
}

describe('row counts of a write', () => {
  it('are numbers on PostgreSQL', async () => {
    await migrateLatest(db);
    await writeCounts(db);
  });

  it('are numbers on PGlite', async () => {
    const embedded = await openDatabase({});
    try {
      await migrateLatest(embedded.knex);
      await writeCounts(embedded.knex);
    } finally {
      await embedded.close();
    }
  }, 120_000);
});

describe('constraints', () => {
  const user = async (email: string, role: Role = 'candidate') =>
    onlyRow(await db('users').insert({ email, role, first_name: 'A', last_name: 'B' }).returning('id'), 'user').id;
  const job = (employerId: number, over: Record<string, unknown> = {}) =>
    db('jobs')
      .insert({
        employer_id: employerId,
        title: 't',
        company: 'c',
        location: 'l',
        type: 'full-time',
        category: 'x',
        description: 'd',
        slug: `s-${crypto.randomBytes(4).toString('hex')}`,
        ...over,
      })
      .returning('*')
      .then((rows) => onlyRow(rows, 'job'));
  const code = (p: Promise<unknown>) =>
    p.then(
      () => 'ok',
      (e: { code: string }) => e.code,
    );

  it('enforces unique case-insensitive email, roles and enums', async () => {
    await user('Someone@Example.test');
    expect(await code(user('someone@example.TEST'))).toBe('23505');
    // @ts-expect-error an unknown role is refused by the types and, should one slip through, by the database
    expect(await code(user('x@example.test', 'superuser'))).toBe('23514');
    const u = await user('emp@example.test', 'employer');
    expect(await code(job(u, { type: 'gig' }))).toBe('23514');
    expect(await code(job(u, { salary_min: 90, salary_max: 10 }))).toBe('23514');
    expect(await code(job(u, { slug: 'same' }))).toBe('ok');
    expect(await code(job(u, { slug: 'same' }))).toBe('23505');
  });

  it('allows one application per candidate per job, and only known statuses', async () => {
    const emp = await user('e2@example.test', 'employer');
    const cand = await user('c2@example.test');
    const j = await job(emp);
    expect(await code(db('applications').insert({ job_id: j.id, candidate_id: cand, status: 'submitted' }))).toBe('ok');
    expect(await code(db('applications').insert({ job_id: j.id, candidate_id: cand }))).toBe('23505');
    const other = await user('c3@example.test');
    // @ts-expect-error an unknown status is refused by the types and, should one slip through, by the database
    expect(await code(db('applications').insert({ job_id: j.id, candidate_id: other, status: 'maybe' }))).toBe('23514');
    expect(await code(db('applications').insert({ job_id: 999999, candidate_id: other }))).toBe('23503');
  });

  it('checks contract money and dates', async () => {
    const c = await user('c4@example.test');
    const e = await user('e4@example.test', 'employer');
    const base = { contractor_id: c, employer_id: e, job_title: 'x', day_rate: 100 };
    expect(await code(db('contracts').insert({ ...base, day_rate: -1 }))).toBe('23514');
    expect(await code(db('contracts').insert({ ...base, fee_percentage: 10001 }))).toBe('23514');
    expect(await code(db('contracts').insert({ ...base, start_date: '2026-05-01', end_date: '2026-04-01' }))).toBe(
      '23514',
    );
    // @ts-expect-error an unknown source is refused by the types and, should one slip through, by the database
    expect(await code(db('contracts').insert({ ...base, source: 'other' }))).toBe('23514');
    expect(await code(db('contracts').insert(base))).toBe('ok');
  });

  it('keeps updated_at current on every change', async () => {
    const emp = await user('e5@example.test', 'employer');
    const j = await job(emp);
    await untilDatabaseClockPasses(db, j.updated_at);
    const after = onlyRow(await db('jobs').where({ id: j.id }).update({ title: 'changed' }).returning('*'), 'job');
    expect(after.updated_at.getTime()).toBeGreaterThan(j.updated_at.getTime());
    expect(after.created_at.getTime()).toBe(j.created_at.getTime());
  });

  it('answers dates as YYYY-MM-DD strings and counts as numbers', async () => {
    const emp = await user('e6@example.test', 'employer');
    const j = await job(emp, { start_date: '2027-03-01' });
    expect(j.start_date).toBe('2027-03-01');
    expect((await db('jobs').count('id', { as: 'n' }).first())!.n).toEqual(expect.any(Number));
  });
});

describe('about and legal texts', () => {
  const file = (lang: string, slug: string) =>
    fs.readFileSync(new URL(`../content/${lang}/${slug}.md`, import.meta.url), 'utf8');
  const pages = async () =>
    new Map(
      (await db('content_pages').select('slug', 'lang', 'content', 'updated_at')).map(
        (r: { slug: string; lang: string; content: string; updated_at: Date }) => [`${r.lang}/${r.slug}`, r],
      ),
    );

  it('are the Markdown files in server/content, four pages in two languages', async () => {
    await seedContent(db);
    const stored = await pages();
    expect([...stored.keys()].sort()).toEqual([
      'en/about',
      'en/cookies',
      'en/privacy',
      'en/terms',
      'hu/about',
      'hu/cookies',
      'hu/privacy',
      'hu/terms',
    ]);
    for (const [key, page] of stored) expect(page.content, key).toBe(file(page.lang, page.slug));
  });

  it("take an editor's change to a file at the next start, rewriting only the pages that differ", async () => {
    // As if the database held last release's Hungarian terms and had lost the English cookies notice,
    // every row written a minute ago.
    await db('content_pages').where({ slug: 'terms', lang: 'hu' }).update({ content: '# Régi feltételek\n' });
    await db('content_pages').where({ slug: 'cookies', lang: 'en' }).delete();
    await db.transaction(async (trx) => {
      await trx.raw('ALTER TABLE content_pages DISABLE TRIGGER content_pages_touch');
      await trx('content_pages').update({ updated_at: trx.raw("updated_at - interval '1 minute'") });
      // The content version's trigger runs at commit (migration 20261128030002): now, before the ALTER.
      await trx.raw('SET CONSTRAINTS ALL IMMEDIATE');
      await trx.raw('ALTER TABLE content_pages ENABLE TRIGGER content_pages_touch');
    });
    const before = await pages();

    await seedContent(db);
    const after = await pages();
    expect(after.get('hu/terms')!.content).toBe(file('hu', 'terms'));
    expect(after.get('en/cookies')!.content).toBe(file('en', 'cookies'));
    // A changed page is stamped anew, so clients' delta sync pulls it; the others are not touched.
    expect(after.get('hu/terms')!.updated_at.getTime()).toBeGreaterThan(before.get('hu/terms')!.updated_at.getTime());
    for (const key of ['en/about', 'hu/about', 'en/privacy', 'hu/privacy', 'en/terms', 'hu/cookies']) {
      expect(after.get(key)!.updated_at, key).toEqual(before.get(key)!.updated_at);
    }
  });
});
