import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentResponseSchema, syncContentSchema, syncJobsSchema } from '../../contract/index.ts';
import { files, startServer, untilDatabaseClockPasses, validJob, type TestServer } from '../../test/harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('POST /api/contact', () => {
  const body = {
    firstName: 'Mikko',
    lastName: 'Virtanen',
    email: 'mikko@example.fi',
    phone: '',
    subject: 'umbrella',
    message: 'How does umbrella payroll work in Hungary?',
  };

  it('stores an enquiry, once per clientId', async () => {
    const clientId = 'd2b3b2a4-3c1e-4b1a-9f5e-2a7c8e9d0f11';
    expect((await s.client().post('/api/contact', { ...body, clientId })).status).toBe(201);
    expect((await s.client().post('/api/contact', { ...body, clientId })).status).toBe(201);
    const rows = await s.db('contact_enquiries').where({ email: 'mikko@example.fi' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'umbrella', phone: null });
  });

  it('defaults the subject to general', async () => {
    const { subject: _omit, ...rest } = body;
    expect((await s.client().post('/api/contact', { ...rest, email: 'default@example.fi' })).status).toBe(201);
    expect(await s.db('contact_enquiries').where({ email: 'default@example.fi' }).first()).toMatchObject({
      subject: 'general',
    });
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: undefined }, 'Last name is required'],
    [{ email: 'mikko' }, 'Invalid email address'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters'],
    [{ subject: 'sales' }, 'Invalid input'],
  ])('refuses %j', async (over, message) => {
    const res = await s.client().post('/api/contact', { ...body, ...over });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});

describe('POST /api/employer-request', () => {
  const body = {
    companyName: 'Baltic Ledger AB',
    contactPerson: 'Sara Lindqvist',
    email: 'sara@ledger.se',
    jobTitle: 'Fund Accountant',
    location: 'sweden',
    description: 'We need an experienced fund accountant in Stockholm.',
  };

  it('stores a hiring request with medium urgency by default', async () => {
    expect((await s.client().post('/api/employer-request', body)).status).toBe(201);
    expect(await s.db('employer_requests').where({ email: 'sara@ledger.se' }).first()).toMatchObject({
      urgency: 'medium',
      location: 'sweden',
      user_id: null,
    });
  });

  it("updates a signed-up employer's account record instead of adding a second one", async () => {
    const c = s.client();
    const reg = await c.post('/api/auth/register', {
      email: 'ola@nordic.example',
      firstName: 'Ola',
      lastName: 'Nordmann',
      role: 'employer',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    await c.post('/api/employer-request', {
      ...body,
      companyName: 'Nordic Quant Oy',
      contactPerson: 'Ola Nordmann',
      email: 'ola@nordic.example',
      jobTitle: 'Account Registration',
      location: 'remote',
      description: 'New employer account registered through the portal.',
    });
    const rows = await s.db('employer_requests').where({ user_id: reg.body.data.user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ company_name: 'Nordic Quant Oy', is_account: true });
  });

  it.each([
    [{ companyName: '' }, 'Company name is required'],
    [{ contactPerson: '' }, 'Contact person is required'],
    [{ email: 'x@' }, 'Invalid email address'],
    [{ jobTitle: '' }, 'Job title is required'],
    [{ location: 'mars' }, 'Invalid input'],
    [{ description: 'short' }, 'Description must be at least 20 characters'],
    [{ urgency: 'asap' }, 'Invalid input'],
  ])('refuses %j', async (over, message) => {
    const res = await s.client().post('/api/employer-request', { ...body, ...over });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});

describe('candidate registration with a CV', () => {
  it("uploads a CV at registration and completes the signed-in candidate's record", async () => {
    const c = s.client();
    const reg = await c.post('/api/auth/register', {
      email: 'anna@example.hu',
      firstName: 'Anna',
      lastName: 'Tóth',
      role: 'candidate',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    const up = await c.upload('/api/upload-cv-registration', 'Anna_Toth.pdf', files.pdf());
    expect(up.status).toBe(201);
    const res = await c.post('/api/candidate-register', {
      firstName: 'Anna',
      lastName: 'Tóth',
      email: 'anna@example.hu',
      phone: '+36 1 234 5678',
      currentLocation: 'hungary',
      jobCategory: 'ai-ml',
      experience: 'senior',
      availableForRemote: true,
      cvFile: up.body.filePath,
    });
    expect(res.status).toBe(201);
    const rows = await s.db('candidate_registrations').where({ user_id: reg.body.data.user.id });
    expect(rows).toHaveLength(1);
    // The record refers to the upload by key: the path it was sent as names that file.
    expect(rows[0]).toMatchObject({
      job_category: 'ai-ml',
      experience: 'senior',
      cv_file_id: up.body.filePath.split('/').pop(),
    });
    const cv = await c.get('/api/candidate/cv-status');
    expect(cv.body.data.hasExistingCv).toBe(true);
  });

  it('refuses unknown options and a CV path that is not an upload', async () => {
    const base = {
      firstName: 'A',
      lastName: 'B',
      email: 'ab@example.hu',
      currentLocation: 'hungary',
      jobCategory: 'devops',
    };
    expect((await s.client().post('/api/candidate-register', { ...base, currentLocation: 'mars' })).body.error).toBe(
      'Location is required',
    );
    expect((await s.client().post('/api/candidate-register', { ...base, experience: 'guru' })).status).toBe(400);
    for (const cvFile of ['/etc/passwd', '/api/files/00000000-0000-4000-8000-000000000000']) {
      const res = await s.client().post('/api/candidate-register', { ...base, cvFile });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'The selected CV could not be found. Please upload it again.',
        fields: { cvFile: expect.any(String) },
      });
    }
    expect((await s.client().post('/api/candidate-register', base)).status).toBe(201);
  });

  it.each([
    [{ firstName: '' }, 'First name is required', 'firstNameRequired', 'firstName'],
    [{ firstName: undefined }, 'First name is required', 'firstNameRequired', 'firstName'],
    [{ lastName: '   ' }, 'Last name is required', 'lastNameRequired', 'lastName'],
    [{ lastName: undefined }, 'Last name is required', 'lastNameRequired', 'lastName'],
    [{ email: 'not-an-email' }, 'Invalid email address', 'emailInvalid', 'email'],
    [{ email: undefined }, 'Invalid email address', 'emailInvalid', 'email'],
  ])('answers %j with the message "%s" and code %s', async (over, message, code, field) => {
    const base = {
      firstName: 'Eva',
      lastName: 'Novak',
      email: 'eva@example.sk',
      currentLocation: 'hungary',
      jobCategory: 'devops',
    };
    const before = await s.db('candidate_registrations').count('* as n').first();
    const res = await s.client().post('/api/candidate-register', { ...base, ...over });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, error: message, code });
    expect(res.body.fields[field]).toBe(code);
    expect(await s.db('candidate_registrations').count('* as n').first()).toEqual(before);
  });
});

describe('bad input is a 400, never a 500', () => {
  it('refuses a NUL character in any text field with a clear message', async () => {
    const contact = {
      firstName: 'Mikko',
      lastName: 'Virtanen',
      email: 'nul@example.fi',
      message: 'How does umbrella payroll work?',
    };
    for (const over of [
      { firstName: 'Mi\u0000kko' },
      { message: 'How does umbrella\u0000 payroll work?' },
      { phone: '+358\u0000' },
    ]) {
      const res = await s.client().post('/api/contact', { ...contact, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error).toBe('The text contains a character that is not allowed.');
    }
    expect(await s.db('contact_enquiries').where({ email: 'nul@example.fi' })).toHaveLength(0);
    // A path parameter reaches the database unvalidated: PostgreSQL's refusal (22021) is bad input too.
    const slug = await s.client().get('/api/jobs/abc%00def');
    expect(slug.status).toBe(400);
    expect(slug.body.error).toBe('The text contains a character that is not allowed.');
  });

  it('answers a missing field, a non-object body, a wrong nested type and an unknown key with the generic texts', async () => {
    const contact = {
      firstName: 'Mikko',
      lastName: 'Virtanen',
      email: 'generic@example.fi',
      message: 'How does umbrella payroll work?',
    };
    const notObject = await s.client().post('/api/contact', [contact]);
    expect(notObject.status).toBe(400);
    expect(notObject.body.error).toBe('Invalid input');
    const badId = await s.client().post('/api/contact', { ...contact, clientId: 'not-a-uuid' });
    expect(badId.body).toMatchObject({
      error: 'Invalid input',
      code: 'invalidInput',
      fields: { clientId: 'invalidInput' },
    });
    const { client: emp } = await s.as('employer');
    const job = {
      title: 'Analyst',
      company: 'Acme',
      location: 'Budapest',
      type: 'full-time',
      category: 'finance',
      description: 'A job long enough to pass the fifty character minimum of the job form.',
    };
    const nested = await emp.post('/api/employer/jobs', { ...job, salary: { min: 'ten' } });
    expect(nested.body).toMatchObject({ error: 'Salary must be a whole number' }); // a specific message stays
    const nestedType = await emp.post('/api/employer/jobs', { ...job, salary: 'lots' });
    expect(nestedType.status).toBe(400);
    expect(nestedType.body.error).toBe('Invalid input');
    const { client: admin } = await s.as('admin');
    const unknownKey = await admin.patch(`/api/admin/jobs/999999`, { isActive: true, colour: 'red' });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.body.error).toBe('Invalid input');
    const missing = await admin.patch(`/api/admin/jobs/999999`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Invalid input'); // toggleActiveSchema names its own message
  });
});

describe('content', () => {
  it.each(['about', 'privacy', 'terms', 'cookies'])('/api/%s answers in English and Hungarian', async (slug) => {
    const en = contentResponseSchema.parse((await s.client().get(`/api/${slug}`)).body);
    const hu = contentResponseSchema.parse((await s.client().get(`/api/${slug}?lang=hu`)).body);
    expect(en.lang).toBe('en');
    expect(hu.lang).toBe('hu');
    expect(en.content.length).toBeGreaterThan(200);
    expect(hu.content).not.toBe(en.content);
    const byHeader = await s
      .client()
      .request('GET', `/api/${slug}`, undefined, { headers: { 'Accept-Language': 'hu-HU,hu;q=0.9,en;q=0.5' } });
    expect(byHeader.body.lang).toBe('hu');
  });

  it('falls back to English when the Hungarian text is missing', async () => {
    await s.db('content_pages').where({ slug: 'cookies', lang: 'hu' }).delete();
    const res = await s.client().get('/api/cookies?lang=hu');
    expect(res.body.lang).toBe('en');
  });

  it('reads ?lang= case-insensitively and falls back to English for a language it does not have', async () => {
    for (const [query, lang] of [
      ['lang=HU', 'hu'],
      ['lang=Hu', 'hu'],
      ['lang=de', 'en'],
      ['lang=EN', 'en'],
      ['lang=hu&lang=en', 'hu'],
      ['lang=', 'en'],
    ]) {
      const res = await s.client().get(`/api/about?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.body.lang, query).toBe(lang);
    }
    expect((await s.client().get('/api/sync/content?lang=de')).status).toBe(200);
  });
});

describe('delta sync', () => {
  /** Moves every row's updated_at a minute back (order kept), as if the changes were long settled. */
  const settle = (table: 'jobs' | 'content_pages') =>
    s.db.transaction(async (trx) => {
      await trx.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${table}_touch`);
      await trx(table).update({ updated_at: trx.raw("updated_at - interval '1 minute'") });
      // The jobs' version is bumped at commit (a deferred trigger): run it now, as ALTER TABLE wants none pending.
      await trx.raw('SET CONSTRAINTS ALL IMMEDIATE');
      await trx.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${table}_touch`);
    });

  it('pulls everything first, then only changes, with tombstones for jobs that left the list', async () => {
    const { client: emp } = await s.as('employer');
    const a = (await emp.post('/api/employer/jobs', validJob({ title: 'ML Engineer' }))).body.data.job;
    const b = (await emp.post('/api/employer/jobs', validJob({ title: 'Credit Analyst' }))).body.data.job;
    await settle('jobs');
    const first = syncJobsSchema.parse((await s.client().get('/api/sync/jobs')).body);
    expect(first.jobs.map((j) => j.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(first.removed).toEqual([]);
    expect(first.hasMore).toBe(false);

    const empty = await s.client().get(`/api/sync/jobs?since=${first.cursor}`);
    expect(syncJobsSchema.parse(empty.body)).toEqual({ jobs: [], removed: [], cursor: first.cursor, hasMore: false });
    expect(empty.text.length).toBeLessThan(200);

    await emp.put(`/api/employer/jobs/${a.id}`, validJob({ title: 'Senior ML Engineer' }));
    await emp.delete(`/api/employer/jobs/${b.id}`);
    const delta = syncJobsSchema.parse((await s.client().get(`/api/sync/jobs?since=${first.cursor}`)).body);
    expect(delta.jobs.map((j) => j.title)).toEqual(['Senior ML Engineer']);
    expect(delta.removed).toEqual([b.id]);
    // Changes of the last two seconds come once more (late commits are caught), then nothing.
    const again = syncJobsSchema.parse((await s.client().get(`/api/sync/jobs?since=${delta.cursor}`)).body);
    expect(again.jobs.map((j) => j.title)).toEqual(['Senior ML Engineer']);
    await settle('jobs');
    const settled = syncJobsSchema.parse((await s.client().get(`/api/sync/jobs?since=${again.cursor}`)).body);
    const quiet = syncJobsSchema.parse((await s.client().get(`/api/sync/jobs?since=${settled.cursor}`)).body);
    expect(quiet).toEqual({ jobs: [], removed: [], cursor: settled.cursor, hasMore: false });
    expect((await s.client().get('/api/sync/jobs?since=not-a-cursor')).status).toBe(400);
  });

  it('does not skip a row whose transaction commits after a newer row was pulled', async () => {
    const { client: emp } = await s.as('employer');
    const slow = (await emp.post('/api/employer/jobs', validJob({ title: 'Slow Commit' }))).body.data.job;
    const fast = (await emp.post('/api/employer/jobs', validJob({ title: 'Fast Commit' }))).body.data.job;
    await settle('jobs');
    const start = syncJobsSchema.parse((await s.client().get('/api/sync/jobs')).body).cursor;

    const trx = await s.db.transaction();
    const [stamped] = await trx('jobs')
      .where({ id: slow.id })
      .update({ title: 'Slow Commit renamed' }) // stamped now, committed later
      .returning('updated_at');
    await untilDatabaseClockPasses(s.db, stamped!.updated_at);
    await emp.put(`/api/employer/jobs/${fast.id}`, validJob({ title: 'Fast Commit renamed' })); // stamped later, committed first
    const before = syncJobsSchema.parse((await s.client().get(`/api/sync/jobs?since=${start}`)).body);
    expect(before.jobs.map((j) => j.title)).toEqual(['Fast Commit renamed']);
    await trx.commit();

    const after = syncJobsSchema.parse((await s.client().get(`/api/sync/jobs?since=${before.cursor}`)).body);
    expect(after.jobs.map((j) => j.title)).toContain('Slow Commit renamed');
  });

  it('pulls content pages and then nothing', async () => {
    await settle('content_pages');
    const first = syncContentSchema.parse((await s.client().get('/api/sync/content')).body);
    expect(first.pages.length).toBeGreaterThanOrEqual(7);
    const next = syncContentSchema.parse((await s.client().get(`/api/sync/content?since=${first.cursor}`)).body);
    expect(next).toEqual({ pages: [], cursor: first.cursor });
  });
});

describe('health and the app', () => {
  it('reports the database', async () => {
    const res = await s.client().get('/api/health');
    expect(res.body).toEqual({ status: 'ok', database: { connected: true, engine: 'postgresql' } });
  });
});
