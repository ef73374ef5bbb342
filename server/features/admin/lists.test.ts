// The staff lists paged, sorted, filtered and searched on the server, on PostgreSQL and
// PGlite: the answers a client sees, their order, the accent-insensitive search (and the trigram indexes
// it goes through), bad parameters and roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminContractsSchema,
  adminDashboardSchema,
  applicationsPageSchema,
  candidatesPageSchema,
  contractsPageSchema,
  employersPageSchema,
  foldText,
  jobsPageSchema,
  userSchema,
  usersPageSchema,
} from '../../contract/index.ts';
import { startServer, type Client, type TestServer } from '../../test/harness.ts';
import { candidatesList, contractsList, employersList } from './lists.ts';

const ENGINES = ['postgresql', 'pglite'] as const;

/** A few people and jobs with accents in their names, each created a moment after the one before. */
async function seed(s: TestServer) {
  const stamp = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i));
  const people = [
    ['Łukasz', 'Wójcik', 'candidate'],
    ['Zoë', 'Ångström', 'candidate'],
    ['Árpád', 'Kovács', 'candidate'],
    ['Piotr', 'Zieliński', 'employer'],
    ['Ørsted', 'Straße', 'employer'],
  ] as const;
  const ids: number[] = [];
  for (const [i, [first, last, role]] of people.entries()) {
    const [row] = await s
      .db('users')
      .insert({
        email: `${foldText(first)}.${i}@example.test`,
        first_name: first,
        last_name: last,
        role,
        password_hash: 'x',
        is_active: i !== 1,
        created_at: stamp(i),
      })
      .returning('id');
    ids.push(row!.id);
  }
  await s.db('candidate_registrations').insert({
    user_id: ids[2]!,
    first_name: 'Árpád',
    last_name: 'Kovács',
    email: 'arpad.2@example.test',
    current_location: 'finland',
    job_category: 'Fintech',
  });
  await s.db('employer_requests').insert({
    user_id: ids[3]!,
    contact_person: 'Piotr Zieliński',
    email: 'piotr.3@example.test',
    company_name: 'Vistula Capital',
    job_title: 'Account Registration',
    description: 'Employer account',
    is_account: true,
  });
  const jobs: number[] = [];
  for (const [i, [title, company, active]] of (
    [
      ['Adattudós', 'Kraków Bank', true],
      ['Backend fejlesztő', 'Pécsi Kft', false],
      ['Risk analyst', 'Vistula Capital', true],
    ] as const
  ).entries()) {
    const [row] = await s
      .db('jobs')
      .insert({
        title,
        company,
        location: 'Budapest',
        type: 'full-time',
        category: 'finance',
        description: 'A long description that the listing shape leaves out of every row.',
        slug: `job-${i}-${Math.random().toString(36).slice(2)}`,
        employer_id: ids[3]!,
        is_active: active,
        created_at: stamp(10 + i),
      })
      .returning('id');
    jobs.push(row!.id);
  }
  const statuses = ['submitted', 'interview', 'hired'] as const;
  for (const [i, job] of jobs.entries())
    await s.db('applications').insert({
      job_id: job,
      candidate_id: ids[2]!,
      status: statuses[i]!,
      notes: 'My cover letter',
      applied_at: stamp(20 + i),
    });
  await s.db('contracts').insert([
    { contractor_id: ids[0]!, employer_id: ids[3]!, job_title: 'Kockázatelemző', day_rate: 50000, source: 'internal' },
    {
      contractor_id: ids[2]!,
      employer_id: ids[4]!,
      job_title: 'Data engineer',
      day_rate: 70000,
      source: 'internal',
      start_date: '2020-01-01',
      end_date: '2020-06-30',
    },
  ]);
  return { ids, jobs };
}

describe.each(ENGINES)('staff lists on %s', (engine) => {
  let s: TestServer;
  let admin: Client;
  let seeded: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    s = await startServer({ engine });
    admin = (await s.as('admin', { firstName: 'Ada', lastName: 'Admin' })).client;
    seeded = await seed(s);
  });
  afterAll(() => s.close());

  it('folds text in SQL exactly as the app does, for every Latin letter', async () => {
    const letters: string[] = [];
    for (let c = 0x41; c <= 0x24f; c++) letters.push(String.fromCodePoint(c));
    for (let c = 0x1e00; c <= 0x1eff; c++) letters.push(String.fromCodePoint(c));
    const text = letters.join('') + ' Łódź ÅNGSTRÖM Straße Œuvre';
    // Text is folded word by word where it is not all ASCII (migration 20261128030001): spaces kept as they are.
    for (const t of [text, '  Győr\n\nSZÉP  új\tÁLLÁS ', 'Plain ASCII Only', '']) {
      const { rows } = await s.db.raw<{ rows: { f: string }[] }>('select fold_text(?) as f', [t]);
      expect(rows[0]!.f).toBe(foldText(t));
    }
  });

  it('pages the users list newest first with the total, and the next page goes on where it stopped', async () => {
    const first = usersPageSchema.parse((await admin.get('/api/admin/users?page=1&pageSize=2')).body);
    expect(first.total).toBe(6);
    expect(first).toMatchObject({ page: 1, pageSize: 2 });
    expect(first.items.map((u) => u.firstName)).toEqual(['Ada', 'Ørsted']);
    const second = usersPageSchema.parse((await admin.get('/api/admin/users?page=2&pageSize=2')).body);
    expect(second.items.map((u) => u.firstName)).toEqual(['Piotr', 'Árpád']);
    const past = usersPageSchema.parse((await admin.get('/api/admin/users?page=9&pageSize=2')).body);
    expect(past).toEqual({ items: [], total: 6, page: 9, pageSize: 2 });
  });

  it('sorts by name, filters by role and status, and searches without accents or case', async () => {
    const byName = usersPageSchema.parse((await admin.get('/api/admin/users?page=1&sort=name&role=candidate')).body);
    expect(byName.items.map((u) => u.lastName)).toEqual(['Ångström', 'Kovács', 'Wójcik']);
    const inactive = usersPageSchema.parse((await admin.get('/api/admin/users?page=1&status=inactive')).body);
    expect(inactive.items.map((u) => u.firstName)).toEqual(['Zoë']);
    const search = async (q: string) =>
      usersPageSchema
        .parse((await admin.get(`/api/admin/users?page=1&q=${encodeURIComponent(q)}`)).body)
        .items.map((u) => u.lastName);
    expect(await search('lukasz')).toEqual(['Wójcik']);
    expect(await search('ANGSTROM')).toEqual(['Ångström']);
    expect(await search('strasse orsted')).toEqual(['Straße']); // every word, in any field
    expect(await search('strasse piotr')).toEqual([]);
    expect(await search('%')).toEqual([]); // a LIKE wildcard matches itself only
  });

  it('searches candidates by location and category, employers by company, with their counts', async () => {
    const c = candidatesPageSchema.parse((await admin.get('/api/admin/candidates?page=1&q=FINLAND%20fintech')).body);
    expect(c.items).toHaveLength(1);
    expect(c.items[0]).toMatchObject({ lastName: 'Kovács', applicationCount: 3 });
    const e = employersPageSchema.parse((await admin.get('/api/admin/employers?page=1&q=vistula')).body);
    expect(e.items.map((x) => [x.lastName, x.jobCount, x.request?.companyName])).toEqual([
      ['Zieliński', 3, 'Vistula Capital'],
    ]);
    const byCompany = employersPageSchema.parse((await admin.get('/api/admin/employers?page=1&sort=company')).body);
    expect(byCompany.items.map((x) => x.lastName)).toEqual(['Zieliński', 'Straße']); // no company: last
  });

  it('filters, sorts and searches jobs (also by the employer name)', async () => {
    const active = jobsPageSchema.parse((await admin.get('/api/admin/jobs?page=1&status=active&sort=title')).body);
    expect(active.items.map((j) => j.title)).toEqual(['Adattudós', 'Risk analyst']);
    expect(active.items[0]).toMatchObject({
      employerName: { firstName: 'Piotr', lastName: 'Zieliński' },
      applicationCount: 1,
    });
    const found = jobsPageSchema.parse((await admin.get('/api/admin/jobs?page=1&q=krakow%20adattudos')).body);
    expect(found.items.map((j) => j.title)).toEqual(['Adattudós']);
    const byEmployer = jobsPageSchema.parse((await admin.get('/api/admin/jobs?page=1&q=zielinski')).body);
    expect(byEmployer.total).toBe(3);
  });

  it('pages applications in the listing shape, by status and by search', async () => {
    const all = await admin.get('/api/admin/applications?page=1&pageSize=2');
    const page = applicationsPageSchema.parse(all.body);
    expect(page.total).toBe(3);
    expect(page.items.map((a) => a.job.title)).toEqual(['Risk analyst', 'Backend fejlesztő']);
    expect(all.text).not.toContain('cover letter');
    expect(all.text).not.toContain('long description');
    const hired = applicationsPageSchema.parse((await admin.get('/api/admin/applications?page=1&status=hired')).body);
    expect(hired.items.map((a) => a.status)).toEqual(['hired']);
    const q = applicationsPageSchema.parse((await admin.get('/api/admin/applications?page=1&q=pecsi%20kovacs')).body);
    expect(q.items.map((a) => a.job.company)).toEqual(['Pécsi Kft']);
    expect(q.total).toBe(1); // counted without the joins, the same rows
    const byCandidate = applicationsPageSchema.parse((await admin.get('/api/admin/applications?q=arpad&page=1')).body);
    expect(byCandidate.total).toBe(3);
  });

  it('looks a searched word up on a trigram index of the folded names and job texts', async () => {
    const indexes = await s
      .db('pg_indexes')
      .whereIn('indexname', ['users_search_trgm_index', 'jobs_search_trgm_index'])
      .orderBy('indexname')
      .pluck('indexname');
    expect(indexes).toEqual(['jobs_search_trgm_index', 'users_search_trgm_index']);
    // A table this small is read whole anyway; with scans priced out, the plan shows the index can answer.
    const plan = await s.db.transaction(async (trx) => {
      await trx.raw('set local enable_seqscan = off');
      const { rows } = await trx.raw<{ rows: { 'QUERY PLAN': string }[] }>(
        "explain select id from users where search_text like '%kovacs%'",
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('users_search_trgm_index');
  });

  it('filters contracts by their derived status and searches party names', async () => {
    const done = contractsPageSchema.parse((await admin.get('/api/admin/contracts?page=1&status=completed')).body);
    expect(done.items.map((c) => c.jobTitle)).toEqual(['Data engineer']);
    const pending = contractsPageSchema.parse((await admin.get('/api/admin/contracts?page=1&status=pending')).body);
    expect(pending.items.map((c) => c.jobTitle)).toEqual(['Kockázatelemző']);
    const q = contractsPageSchema.parse((await admin.get('/api/admin/contracts?page=1&q=kockazat%20lukasz')).body);
    expect(q.total).toBe(1);
    const byRate = contractsPageSchema.parse((await admin.get('/api/admin/contracts?page=1&sort=rate')).body);
    expect(byRate.items.map((c) => c.dayRate)).toEqual([70000, 50000]);
  });

  it('keeps the SPEC answers without a page parameter, with the count in X-Total-Count', async () => {
    const users = await admin.get('/api/admin/users?q=wojcik');
    expect(users.headers.get('x-total-count')).toBe('1');
    expect(
      userSchema
        .array()
        .parse(users.body)
        .map((u) => u.lastName),
    ).toEqual(['Wójcik']);
    const contracts = adminContractsSchema.parse((await admin.get('/api/admin/contracts')).body);
    expect(contracts.contracts).toHaveLength(2);
    expect(contracts.contractors.length).toBeGreaterThan(0);
  });

  it('sends the dashboard its applications in the listing shape, without descriptions or cover letters', async () => {
    const res = await admin.get('/api/admin/dashboard');
    const d = adminDashboardSchema.parse(res.body);
    expect(d.allApplications.map((a) => a.job.title)).toEqual(['Risk analyst', 'Backend fejlesztő', 'Adattudós']);
    expect(d.stats.totalApplications).toBe(3);
    expect(d.recentApplications[0]?.notes).toBe('My cover letter');
    expect(JSON.stringify(d.allApplications)).not.toContain('long description');
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['pageSize=101', 'pageSize'],
    ['page=1&page=2', 'page'],
    ['sort=salary', 'sort'],
    ['status=archived', 'status'],
    ['role=superuser', 'role'],
    [`q=${'x'.repeat(201)}`, 'q'],
  ])('refuses ?%s with a 400 naming the parameter', async (query, field) => {
    const res = await admin.get(`/api/admin/users?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false });
    expect(Object.keys(res.body.fields)).toEqual([field]);
  });

  it('exports the filtered list as CSV: BOM, header in the asked language, quoted cells, a file name', async () => {
    const res = await admin.get('/api/admin/candidates/export.csv?q=kovacs&lang=hu&page=7');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="candidates-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // The bytes as sent (fetch's text() drops a BOM): UTF-8's byte order mark first.
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const raw = new Uint8Array(
      await (await fetch(`${s.url}/api/admin/candidates/export.csv?q=kovacs`, { headers: { cookie } })).arrayBuffer(),
    );
    expect([...raw.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 'I'.charCodeAt(0)]);
    const lines = res.text.split('\r\n');
    // Hungarian: `;` between cells, as Hungarian Excel splits them.
    expect(lines[0]).toBe(
      'Azonosító;Vezetéknév;Keresztnév;E-mail;Telefon;Helyszín;Szakterület;Tapasztalat;Távmunkát vállal;Jelentkezések;Állapot;Csatlakozott',
    );
    expect(lines[1]).toMatch(
      new RegExp(`^${seeded.ids[2]};Kovács;Árpád;arpad\\.2@example\\.test;;finland;Fintech;mid;igen;3;Aktív;`),
    );
    expect(lines).toHaveLength(3); // header, one row, and the empty string after the last CRLF
    const jobs = (await admin.get('/api/admin/jobs/export.csv?status=inactive')).text.split('\r\n');
    expect(jobs.slice(1, -1).map((l) => l.split(',')[1])).toEqual(['Backend fejlesztő']);
    const contracts = await admin.get('/api/admin/contracts/export.csv?sort=rate');
    expect(contracts.text).toContain(',700.00,');
    // Amounts with a decimal comma in Hungarian, unquoted, so the spreadsheet reads numbers.
    expect((await admin.get('/api/admin/contracts/export.csv?sort=rate&lang=hu')).text).toContain(';700,00;');
    expect((await admin.get('/api/admin/users/export.csv?sort=salary')).status).toBe(400);
  });

  it('writes names in the order of the export language: family name first in Hungarian', async () => {
    const hu = (await admin.get('/api/admin/applications/export.csv?q=kovacs&lang=hu')).text.split('\r\n');
    expect(hu[0]!.split(';').slice(0, 2)).toEqual(['Azonosító', 'Jelölt']);
    expect(hu.slice(1, -1).map((l) => l.split(';')[1])).toEqual(Array(3).fill('Kovács Árpád'));
    const en = (await admin.get('/api/admin/applications/export.csv?q=kovacs&lang=en')).text.split('\r\n');
    expect(en.slice(1, -1).map((l) => l.split(',')[1])).toEqual(Array(3).fill('Árpád Kovács'));
    const users = (await admin.get('/api/admin/users/export.csv?q=kovacs&lang=hu')).text.split('\r\n');
    expect(users[0]!.split(';').slice(1, 3)).toEqual(['Vezetéknév', 'Keresztnév']);
    expect(users[1]!.split(';').slice(1, 3)).toEqual(['Kovács', 'Árpád']);
    // The names the server joins: a job's employer, a contract's contractor and employer.
    const jobs = (await admin.get('/api/admin/jobs/export.csv?status=inactive&lang=hu')).text.split('\r\n');
    expect(jobs[0]!.split(';')[6]).toBe('Munkáltató');
    expect(jobs[1]!.split(';')[6]).toBe('Zieliński Piotr');
    const contracts = (lang: string) =>
      admin.get(`/api/admin/contracts/export.csv?sort=rate&lang=${lang}`).then((r) => r.text.split('\r\n'));
    const pairs = (lines: string[], separator: string) =>
      lines.slice(1, -1).map((l) => l.split(separator).slice(1, 3).join(' / '));
    expect(pairs(await contracts('hu'), ';')).toEqual([
      'Kovács Árpád / Straße Ørsted',
      'Wójcik Łukasz / Zieliński Piotr',
    ]);
    expect(pairs(await contracts('en'), ',')).toEqual([
      'Árpád Kovács / Ørsted Straße',
      'Łukasz Wójcik / Piotr Zieliński',
    ]);
  });

  it('answers staff only', async () => {
    const employer = (await s.as('employer')).client;
    const candidate = (await s.as('candidate')).client;
    for (const path of ['/api/admin/applications?page=1', '/api/admin/users?page=1', '/api/admin/users/export.csv']) {
      expect((await s.client().get(path)).status).toBe(401);
      expect((await employer.get(path)).status).toBe(403);
      expect((await candidate.get(path)).status).toBe(403);
    }
    expect(seeded.ids).toHaveLength(5);
  });
});

describe.each(ENGINES)('searches on folded registration, company and contract fields on %s', (engine) => {
  let s: TestServer;
  let admin: Client;
  beforeAll(async () => {
    s = await startServer({ engine });
    admin = (await s.as('admin')).client;
    const user = async (first: string, last: string, role: 'candidate' | 'employer') =>
      (
        await s
          .db('users')
          .insert({
            email: `${foldText(last)}@example.test`,
            first_name: first,
            last_name: last,
            role,
            password_hash: 'x',
          })
          .returning('id')
      )[0]!.id;
    const kata = await user('Kata', 'Horváth', 'candidate');
    const jan = await user('Jan', 'Nowak', 'candidate');
    const erik = await user('Erik', 'Berg', 'employer');
    const ola = await user('Ola', 'Lind', 'employer');
    await s.db('candidate_registrations').insert([
      {
        user_id: kata,
        first_name: 'Kata',
        last_name: 'Horváth',
        email: 'kata@example.test',
        current_location: 'Győr, Magyarország',
        job_category: 'Pénzügy',
      },
      {
        user_id: jan,
        first_name: 'Jan',
        last_name: 'Nowak',
        email: 'jan@example.test',
        current_location: 'Gdańsk',
        job_category: 'software-development',
      },
    ]);
    const request = (user_id: number, company_name: string, is_account: boolean) => ({
      user_id,
      contact_person: 'Contact',
      email: `req-${user_id}-${String(is_account)}@example.test`,
      company_name,
      job_title: 'Account Registration',
      description: 'Employer account',
      is_account,
    });
    await s
      .db('employer_requests')
      .insert([
        request(erik, 'Ørestad Ĺogistics', true),
        request(ola, 'Malmö Bygg', true),
        request(ola, 'Škoda Parts', false),
      ]);
    await s.db('contracts').insert([
      { contractor_id: kata, employer_id: erik, job_title: 'Bérszámfejtő', day_rate: 40000, source: 'internal' },
      { contractor_id: jan, employer_id: ola, job_title: 'Data engineer', day_rate: 60000, source: 'internal' },
    ]);
  });
  afterAll(() => s.close());

  const names = async (path: string) =>
    ((await admin.get(path)).body as { items: { lastName?: string; jobTitle?: string }[] }).items.map(
      (x) => x.lastName ?? x.jobTitle,
    );

  it('finds a candidate by location or category, accents and case ignored', async () => {
    expect(await names('/api/admin/candidates?page=1&q=GYOR')).toEqual(['Horváth']);
    expect(await names('/api/admin/candidates?page=1&q=penzugy%20magyarorszag')).toEqual(['Horváth']);
    expect(await names('/api/admin/candidates?page=1&q=gdansk%20software')).toEqual(['Nowak']);
    expect(await names('/api/admin/candidates?page=1&q=gdansk%20penzugy')).toEqual([]);
  });

  it('finds an employer by the company of its account, not of another request', async () => {
    expect(await names('/api/admin/employers?page=1&q=orestad%20LOGISTICS')).toEqual(['Berg']);
    expect(await names('/api/admin/employers?page=1&q=malmo')).toEqual(['Lind']);
    expect(await names('/api/admin/employers?page=1&q=skoda')).toEqual([]);
  });

  it('finds a contract by its job title or a party', async () => {
    expect(await names('/api/admin/contracts?page=1&q=berszamfejto')).toEqual(['Bérszámfejtő']);
    expect(await names('/api/admin/contracts?page=1&q=ENGINEER%20nowak')).toEqual(['Data engineer']);
    expect(await names('/api/admin/contracts?page=1&q=engineer%20horvath')).toEqual([]);
  });

  it('looks those words up on trigram indexes of the same folded expressions', async () => {
    // Tables this small are read whole anyway: with scans priced out (and the employers' unique index on
    // their account request, which a tiny table prefers, dropped for this transaction only), the plan
    // shows the trigram index can answer the list's own query.
    const plan = async (query: { toString(): string }, hide?: string) => {
      const trx = await s.db.transaction();
      try {
        await trx.raw('set local enable_seqscan = off');
        if (hide) await trx.raw(`drop index ${hide}`);
        const { rows } = await trx.raw<{ rows: { 'QUERY PLAN': string }[] }>(`explain ${query.toString()}`);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        await trx.rollback();
      }
    };
    expect(await plan(candidatesList.from(s.db, { q: 'gyor' }).select('u.id'))).toContain(
      'candidate_registrations_search_trgm_index',
    );
    expect(
      await plan(employersList.from(s.db, { q: 'malmo' }).select('u.id'), 'employer_requests_account_unique'),
    ).toContain('employer_requests_company_trgm_index');
    expect(await plan(contractsList.from(s.db, { q: 'engineer' }).select('c.id'))).toContain(
      'contracts_job_title_trgm_index',
    );
  });
});
