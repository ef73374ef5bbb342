import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCandidateSchema,
  adminContractsSchema,
  adminDashboardSchema,
  adminEmployerSchema,
  adminJobSchema,
  businessToday,
  settingsSchema,
  userSchema,
} from '../../contract/index.ts';
import { onlyRow } from '../../db/rows.ts';
import { startServer, validJob, type Client, type TestServer } from '../../test/harness.ts';

let s: TestServer;
let admin: Client;
beforeAll(async () => {
  s = await startServer();
  admin = (await s.as('admin')).client;
});
afterAll(() => s.close());

const candidateBody = (over: Record<string, unknown> = {}) => ({
  firstName: 'Eszter',
  lastName: 'Szabó',
  email: `eszter-${Math.random().toString(36).slice(2)}@example.test`,
  phone: '+36 30 111 2222',
  currentLocation: 'Budapest',
  jobCategory: 'IT & Technology',
  experience: 'senior',
  availableForRemote: false,
  password: 'longenough',
  ...over,
});
const employerBody = (over: Record<string, unknown> = {}) => ({
  firstName: 'Piotr',
  lastName: 'Zieliński',
  email: `piotr-${Math.random().toString(36).slice(2)}@example.test`,
  companyName: 'Vistula Capital',
  password: 'longenough',
  ...over,
});

describe('candidates', () => {
  it('creates a candidate who can sign in, lists, edits and disables them', async () => {
    const body = candidateBody();
    const created = await admin.post('/api/admin/candidates', body);
    expect(created.status).toBe(201);
    const c = adminCandidateSchema.parse(created.body.data.candidate);
    expect(c).toMatchObject({
      firstName: 'Eszter',
      email: body.email,
      isActive: true,
      applicationCount: 0,
      registration: {
        phone: '+36 30 111 2222',
        currentLocation: 'Budapest',
        jobCategory: 'IT & Technology',
        experience: 'senior',
        availableForRemote: false,
      },
    });
    const login = s.client();
    expect((await login.post('/api/auth/login', { email: body.email, password: 'longenough' })).status).toBe(200);

    const list = (await admin.get('/api/admin/candidates')).body;
    expect(list.map((x: unknown) => adminCandidateSchema.parse(x).id)).toContain(c.id);

    const edit = await admin.patch(`/api/admin/candidates/${c.id}`, {
      ...candidateBody({ email: body.email, firstName: 'Eszti', experience: 'lead' }),
      password: undefined,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data.candidate).toMatchObject({ firstName: 'Eszti', registration: { experience: 'lead' } });

    const off = await admin.patch(`/api/admin/candidates/${c.id}`, { isActive: false });
    expect(off.body.data.candidate.isActive).toBe(false);
    expect((await login.get('/api/auth/me')).status).toBe(401); // their session ended at once
    expect((await s.client().post('/api/auth/login', { email: body.email, password: 'longenough' })).status).toBe(403);
    const on = await admin.patch(`/api/admin/candidates/${c.id}`, { isActive: true });
    expect(on.body.data.candidate.isActive).toBe(true);
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: 'bad' }, 'Invalid email address'],
    [{ currentLocation: '' }, 'Location is required'],
    [{ jobCategory: '' }, 'Job category is required'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ experience: 'guru' }, 'Invalid input'],
  ])('refuses %j', async (over, message) => {
    const before = await s.db('users').count('* as n').first();
    const res = await admin.post('/api/admin/candidates', candidateBody(over));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await s.db('users').count('* as n').first()).toEqual(before);
  });

  it('creates without a password (the account cannot sign in) and refuses a taken email with 409', async () => {
    const body = candidateBody({ password: '' });
    expect((await admin.post('/api/admin/candidates', body)).status).toBe(201);
    expect((await s.client().post('/api/auth/login', { email: body.email, password: '' })).status).toBe(400);
    const dup = await admin.post('/api/admin/candidates', candidateBody({ email: body.email.toUpperCase() }));
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('An account with this email already exists.');
  });

  it('does not edit a non-candidate through the candidate route', async () => {
    const emp = await s.createUser({ role: 'employer' });
    expect((await admin.patch(`/api/admin/candidates/${emp.id}`, candidateBody())).status).toBe(404);
    expect((await admin.patch(`/api/admin/candidates/${emp.id}`, { isActive: false })).status).toBe(404);
  });
});

describe('PATCH of a candidate or employer: a toggle or an edit, nothing else', () => {
  it.each([
    ['candidates', () => candidateBody({ password: undefined })],
    ['employers', () => employerBody({ password: undefined })],
  ] as const)("%s: refuses a body that is neither, and keeps the edit form's messages", async (kind, body) => {
    const id = (await admin.post(`/api/admin/${kind}`, body())).body.data[
      kind === 'candidates' ? 'candidate' : 'employer'
    ].id;
    for (const neither of [{}, { isActive: 'no' }, { isActive: true, firstName: 'Mixed' }, { enabled: true }, []]) {
      const res = await admin.patch(`/api/admin/${kind}/${id}`, neither);
      expect(res.status, JSON.stringify(neither)).toBe(400);
      expect(res.body).toMatchObject({ error: 'Invalid input', code: 'invalidInput' });
    }
    const blankName = await admin.patch(`/api/admin/${kind}/${id}`, { ...body(), firstName: '' });
    expect(blankName.status).toBe(400);
    expect(blankName.body).toMatchObject({
      error: 'First name is required',
      code: 'firstNameRequired',
      fields: { firstName: 'firstNameRequired' },
    });
    const row = await s.db('users').where({ id }).first('first_name', 'is_active');
    expect(row).toEqual({ first_name: body().firstName, is_active: true }); // nothing was changed
  });
});

describe('employers', () => {
  it('creates, lists with job counts, edits and toggles', async () => {
    const created = await admin.post('/api/admin/employers', employerBody());
    expect(created.status).toBe(201);
    const e = adminEmployerSchema.parse(created.body.data.employer);
    expect(e).toMatchObject({ request: { companyName: 'Vistula Capital' }, jobCount: 0 });
    await s.db('jobs').insert({
      employer_id: e.id,
      title: 'x',
      company: 'x',
      location: 'x',
      type: 'contract',
      category: 'x',
      description: 'x'.repeat(60),
      slug: `x-${e.id}`,
    });
    const list = (await admin.get('/api/admin/employers')).body.map((x: unknown) => adminEmployerSchema.parse(x));
    expect(list.find((x: { id: number }) => x.id === e.id)?.jobCount).toBe(1);
    const edit = await admin.patch(`/api/admin/employers/${e.id}`, {
      firstName: 'Piotr',
      lastName: 'Z.',
      email: e.email,
      companyName: 'Vistula Capital S.A.',
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data.employer.request.companyName).toBe('Vistula Capital S.A.');
    expect((await admin.patch(`/api/admin/employers/${e.id}`, { isActive: false })).body.data.employer.isActive).toBe(
      false,
    );
    const bad = await admin.post('/api/admin/employers', employerBody({ companyName: '' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Company name is required');
  });
});

describe('users and jobs', () => {
  it('lists users and toggles employers and candidates, but admin and owner accounts are protected', async () => {
    const users = (await admin.get('/api/admin/users')).body;
    users.forEach((u: unknown) => userSchema.parse(u));
    const cand = await s.createUser({ role: 'candidate' });
    const res = await admin.patch(`/api/admin/users/${cand.id}`, { isActive: false });
    expect(res.status).toBe(200);
    expect(res.body.data.user.isActive).toBe(false);
    for (const role of ['admin', 'owner'] as const) {
      const staff = await s.createUser({ role });
      const refused = await admin.patch(`/api/admin/users/${staff.id}`, { isActive: false });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('Admin and owner accounts are protected.');
    }
    expect((await admin.patch(`/api/admin/users/${cand.id}`, { isActive: 'no' })).status).toBe(400);
    expect((await admin.patch('/api/admin/users/999999', { isActive: true })).status).toBe(404);
  });

  it('lists all jobs and deactivates one off the public list', async () => {
    const { client: emp } = await s.as('employer');
    const job = (await emp.post('/api/employer/jobs', validJob({ title: 'Payroll Specialist' }))).body.data.job;
    const list = (await admin.get('/api/admin/jobs')).body.map((j: unknown) => adminJobSchema.parse(j));
    expect(list.find((j: { id: number }) => j.id === job.id)).toMatchObject({
      employerName: { firstName: expect.any(String), lastName: expect.any(String) },
      applicationCount: 0,
    });
    expect((await admin.patch(`/api/admin/jobs/${job.id}`, { isActive: false })).status).toBe(200);
    expect((await s.client().get(`/api/jobs/${job.slug}`)).status).toBe(404);
    expect((await admin.patch(`/api/admin/jobs/${job.id}`, { isActive: true })).status).toBe(200);
    expect((await s.client().get(`/api/jobs/${job.slug}`)).status).toBe(200);
  });
});

describe('contracts', () => {
  /** A date relative to today in Europe/Budapest, the calendar the status derivation uses. */
  const shift = (days: number) => {
    const d = new Date(`${businessToday()}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };

  it('derives status from dates (boundaries included) and totals active contracts only', async () => {
    const contractor = await s.createUser({ role: 'candidate' });
    const employer = await s.createUser({ role: 'employer' });
    const make = async (startDate: string, endDate: string | null, dayRate: number) => {
      const res = await admin.post('/api/admin/contracts', {
        contractorId: contractor.id,
        employerId: employer.id,
        jobTitle: 'Data Engineer',
        startDate,
        endDate,
        dayRate,
        feePercentage: 1250,
        source: 'portal_match',
        notes: null,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.contract;
    };
    expect((await make(shift(0), null, 10000)).status).toBe('active'); // starts today
    expect((await make(shift(-10), shift(0), 20000)).status).toBe('active'); // ends today
    expect((await make(shift(1), null, 40000)).status).toBe('upcoming');
    expect((await make(shift(-30), shift(-1), 80000)).status).toBe('completed');
    await s.db('contracts').insert({
      contractor_id: contractor.id,
      employer_id: employer.id,
      job_title: 'Pending',
      day_rate: 5000,
      start_date: null,
    });

    const all = adminContractsSchema.parse((await admin.get('/api/admin/contracts')).body);
    expect(all.contracts.map((c) => c.status).sort()).toEqual(['active', 'active', 'completed', 'pending', 'upcoming']);
    expect(all.contracts[0]).toMatchObject({
      contractorName: { firstName: 'Test', lastName: expect.any(String) },
      feePercentage: null,
    });
    expect(all.contractors.map((c) => c.id)).toContain(contractor.id);
    expect(all.employers.map((c) => c.id)).toContain(employer.id);
    expect(all.contractors.map((c) => c.id)).not.toContain(employer.id);
    const { totalActiveDayRate } = await import('../../contract/index.ts');
    expect(totalActiveDayRate(all.contracts)).toBe(30000);
  });

  it.each([
    [{ contractorId: undefined }, 'Please select a contractor'],
    [{ employerId: null }, 'Please select an employer'],
    [{ jobTitle: '' }, 'Job title is required'],
    [{ startDate: '' }, 'Start date is required'],
    [{ dayRate: undefined }, 'Day rate is required'],
    [{ endDate: '2020-01-01' }, 'End date cannot be before the start date'],
    [{ feePercentage: 10001 }, 'Fee percentage must be between 0 and 100'],
    [{ source: 'agency' }, 'Invalid input'],
  ])('validates %j', async (over, message) => {
    const contractor = await s.createUser({ role: 'candidate' });
    const employer = await s.createUser({ role: 'employer' });
    const res = await admin.post('/api/admin/contracts', {
      contractorId: contractor.id,
      employerId: employer.id,
      jobTitle: 'X',
      startDate: '2026-01-01',
      dayRate: 100,
      ...over,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('allows only candidates as contractors and employers as employers; edits with PUT', async () => {
    const cand = await s.createUser({ role: 'candidate' });
    const emp = await s.createUser({ role: 'employer' });
    const base = { jobTitle: 'DevOps', startDate: shift(-60), dayRate: 50000 };
    const swapped = await admin.post('/api/admin/contracts', { ...base, contractorId: emp.id, employerId: cand.id });
    expect(swapped.status).toBe(400);
    expect(swapped.body.error).toBe('The contractor must be a candidate.');
    const wrongEmp = await admin.post('/api/admin/contracts', { ...base, contractorId: cand.id, employerId: cand.id });
    expect(wrongEmp.body.error).toBe('The employer must be an employer account.');
    const ok = await admin.post('/api/admin/contracts', { ...base, contractorId: cand.id, employerId: emp.id });
    expect(ok.body.data.contract.source).toBe('internal');
    const put = await admin.put(`/api/admin/contracts/${ok.body.data.contract.id}`, {
      ...base,
      contractorId: cand.id,
      employerId: emp.id,
      dayRate: 65000,
      endDate: shift(-1),
    });
    expect(put.status).toBe(200);
    expect(put.body.data.contract).toMatchObject({ dayRate: 65000, endDate: shift(-1), status: 'completed' });
    // An edit moves the derived status across today's boundaries: ending yesterday, today, tomorrow.
    for (const [endDate, status] of [
      [shift(-1), 'completed'],
      [shift(0), 'active'],
      [shift(1), 'active'],
    ] as const) {
      const res = await admin.put(`/api/admin/contracts/${ok.body.data.contract.id}`, {
        ...base,
        contractorId: cand.id,
        employerId: emp.id,
        endDate,
      });
      expect(res.body.data.contract, endDate).toMatchObject({ endDate, status });
    }
    for (const [startDate, status] of [
      [shift(0), 'active'],
      [shift(1), 'upcoming'],
    ] as const) {
      const res = await admin.put(`/api/admin/contracts/${ok.body.data.contract.id}`, {
        ...base,
        contractorId: cand.id,
        employerId: emp.id,
        startDate,
      });
      expect(res.body.data.contract, startDate).toMatchObject({ startDate, status });
    }
    expect(
      (await admin.put('/api/admin/contracts/999999', { ...base, contractorId: cand.id, employerId: emp.id })).status,
    ).toBe(404);
  });
});

describe('dashboard and settings', () => {
  it('answers the dashboard shape with correct counts', async () => {
    const res = await admin.get('/api/admin/dashboard');
    const d = adminDashboardSchema.parse(res.body);
    const count = async (table: string, where: Record<string, unknown> = {}) =>
      Number((await s.db(table).where(where).count('* as n').first())!.n);
    expect(d.stats.totalUsers).toBe(await count('users'));
    expect(d.stats.totalCandidates).toBe(await count('users', { role: 'candidate' }));
    expect(d.stats.totalEmployers).toBe(await count('users', { role: 'employer' }));
    expect(d.stats.activeJobs).toBe(await count('jobs', { is_active: true }));
    expect(d.stats.totalContracts).toBe(await count('contracts'));
    expect(d.recentUsers.length).toBeLessThanOrEqual(5);
    expect(d.recentJobs.length).toBeLessThanOrEqual(5);
    expect(d.recentApplications.length).toBeLessThanOrEqual(3);
  });

  it('reports real settings', async () => {
    const res = await admin.get('/api/admin/settings');
    expect(settingsSchema.parse(res.body)).toMatchObject({
      database: { connected: true, engine: 'postgresql' },
      security: { sessionDays: 30, passwordPolicy: 'Min 6 characters', twoFactor: false },
      email: { configured: false },
    });
  });
});

describe('status change from the dashboard', () => {
  // The dashboard writes the answer into its cache instead of reloading every application (the
  // dashboard keeps them all), so the answer must be the one changed row, not the list. The
  // payload with thousands of realistic rows is measured in server/test/scale.test.ts.
  it('answers with the one application changed', async () => {
    const employer = await s.createUser({ role: 'employer' });
    const job = await s
      .db('jobs')
      .insert({
        employer_id: employer.id,
        title: 'Data Engineer',
        company: 'Tisza Analytics Kft.',
        location: 'Budapest',
        type: 'full-time',
        category: 'data-science',
        description: 'd'.repeat(1500),
        slug: `status-row-${employer.id}`,
      })
      .returning('id')
      .then((rows) => onlyRow(rows, 'job'));
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const candidate = await s.createUser({ role: 'candidate' });
      const rows = await s
        .db('applications')
        .insert({ job_id: job.id, candidate_id: candidate.id, notes: 'n'.repeat(1000) })
        .returning('id');
      ids.push(onlyRow(rows, 'application').id);
    }
    const put = await admin.put(`/api/applications/${ids[1]}`, { status: 'interview' });
    expect(put.status).toBe(200);
    expect(put.body.data.application).toMatchObject({ id: ids[1], status: 'interview' });
    expect(Object.keys(put.body.data)).toEqual(['application']);
    expect(Buffer.byteLength(put.text)).toBeLessThan(5000);
  });
});
