// Attack (a hostile client, on the privacy rights and job alerts): an erased account must stay
// erased whatever the console does, its address must leave no alert behind, and the alert sign-up must
// not let a stranger flood somebody's mailbox. Over real HTTP on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_PER_ACCOUNT, ALERTS_PER_ADDRESS } from '../features/alerts/routes.ts';
import { contractorWithContract, saveTimesheet } from './fixtures.ts';
import { startServer, TEST_PASSWORD, type Client, type TestServer } from './harness.ts';

describe.each(['postgresql', 'pglite'] as const)('attack on erasure and alert mail on %s', (engine) => {
  let s: TestServer;
  let owner: Client;
  beforeAll(async () => {
    s = await startServer({ engine, mailWorker: false, env: { READ_CACHE_MS: '0' } });
    owner = (await s.as('owner')).client;
  }, 120_000);
  afterAll(() => s.close());

  it('the console cannot enable, rename or re-address an erased account', async () => {
    const candidate = await s.as('candidate');
    const employer = await s.as('employer');
    for (const { user } of [candidate, employer])
      expect((await owner.delete(`/api/admin/users/${user.id}`)).status).toBe(200);
    const erased = async () =>
      s
        .db('users')
        .whereIn('id', [candidate.user.id, employer.user.id])
        .orderBy('id')
        .select('email', 'first_name', 'is_active');
    const before = await erased();
    const attempts: [string, unknown][] = [
      [`/api/admin/users/${candidate.user.id}`, { isActive: true }],
      [`/api/admin/users/${employer.user.id}`, { isActive: true }],
      [`/api/admin/candidates/${candidate.user.id}`, { isActive: true }],
      [`/api/admin/employers/${employer.user.id}`, { isActive: true }],
      [
        `/api/admin/candidates/${candidate.user.id}`,
        {
          firstName: 'Back',
          lastName: 'Again',
          email: `back-${candidate.user.id}@example.test`,
          phone: '+36 30 111 2222',
          currentLocation: 'Budapest',
          jobCategory: 'IT & Technology',
          experience: 'senior',
          availableForRemote: false,
        },
      ],
      [
        `/api/admin/employers/${employer.user.id}`,
        {
          firstName: 'Back',
          lastName: 'Again',
          email: `back-${employer.user.id}@example.test`,
          companyName: 'Revenant Kft.',
        },
      ],
    ];
    for (const [path, body] of attempts) {
      const res = await owner.patch(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(404);
      expect(res.body.code).toBe('notFound');
    }
    expect(await erased()).toEqual(before);
    expect(before.every((u) => !u.is_active && u.email.endsWith('@deleted.invalid'))).toBe(true);
    // Nor can a reset open it: the placeholder address gets no link.
    for (const u of before) await s.client().post('/api/auth/forgot-password', { email: u.email });
    expect(await s.db('password_resets').whereIn('user_id', [candidate.user.id, employer.user.id])).toHaveLength(0);
  });

  it('an erased contractor gets no invoice or payslip, and an erased account is no party to a contract', async () => {
    const { contractor, employer, contractId } = await contractorWithContract(s, 'Tester');
    const id = await saveTimesheet(contractor.client, contractId, '2026-06');
    expect((await contractor.client.post(`/api/candidate/timesheets/${id}/submit`)).status).toBe(200);
    expect((await owner.delete(`/api/admin/users/${contractor.user.id}`)).status).toBe(200);

    const approved = await owner.post(`/api/admin/timesheets/${id}/approve`, {});
    expect(approved.status).toBe(409);
    expect(approved.body.code).toBe('contractorErased');
    expect(await s.db('invoices').where({ contract_id: contractId })).toHaveLength(0);
    expect(await s.db('payslips').where({ contract_id: contractId })).toHaveLength(0);
    expect((await s.db('timesheets').where({ id }).first('status'))!.status).toBe('submitted');

    // New or edited contracts cannot name an erased candidate or employer.
    const goneEmployer = await s.createUser({ role: 'employer' });
    const liveCandidate = await s.createUser({ role: 'candidate' });
    expect((await owner.delete(`/api/admin/users/${goneEmployer.id}`)).status).toBe(200);
    const base = { jobTitle: 'DevOps', startDate: '2026-01-01', dayRate: 50000 };
    const erasedContractor = await owner.post('/api/admin/contracts', {
      ...base,
      contractorId: contractor.user.id,
      employerId: employer.id,
    });
    expect([erasedContractor.status, erasedContractor.body.code]).toEqual([400, 'contractorNotCandidate']);
    const erasedEmployer = await owner.post('/api/admin/contracts', {
      ...base,
      contractorId: liveCandidate.id,
      employerId: goneEmployer.id,
    });
    expect([erasedEmployer.status, erasedEmployer.body.code]).toEqual([400, 'employerNotEmployer']);
    const edited = await owner.put(`/api/admin/contracts/${contractId}`, {
      ...base,
      contractorId: liveCandidate.id,
      employerId: goneEmployer.id,
    });
    expect(edited.status).toBe(400);
    expect(await s.db('contracts').where({ employer_id: goneEmployer.id })).toHaveLength(0);
  });

  it('erasure removes the alerts the address subscribed to without signing in', async () => {
    const { client, user } = await s.as('candidate');
    expect((await client.post('/api/alerts', { query: { q: 'mine' }, frequency: 'daily' })).status).toBe(201);
    const visitor = await s
      .client()
      .post('/api/alerts', { query: { q: 'as a visitor' }, frequency: 'daily', email: user.email.toUpperCase() });
    expect(visitor.status).toBe(202);
    const someoneElse = `else-${user.id}@example.test`;
    await s.client().post('/api/alerts', { query: {}, frequency: 'daily', email: someoneElse });
    expect((await client.post('/api/account/delete', { password: TEST_PASSWORD })).status).toBe(200);
    expect(await s.db('job_alerts').whereRaw('lower(email) = lower(?)', [user.email])).toEqual([]);
    expect(await s.db('job_alerts').where({ user_id: user.id })).toEqual([]);
    expect(await s.db('job_alerts').where({ email: someoneElse })).toHaveLength(1);
  });

  it('alert sign-ups for one address mail it at most three confirmations an hour; the answer never changes', async () => {
    const victim = `victim-${Date.now()}@example.test`;
    const answers = [];
    // From "different visitors": the limit is per recipient, not per client address.
    for (let i = 0; i < 6; i++) {
      const res = await s.client().post('/api/alerts', {
        query: { q: `spam ${i}` },
        frequency: 'instant',
        email: i % 2 ? victim.toUpperCase() : victim,
      });
      answers.push({ status: res.status, body: res.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 202, body: { ok: true, data: { status: 'pending' } } });
    expect(await s.db('mail_outbox').whereRaw('lower(to_address) = ?', [victim])).toHaveLength(3);
    expect(await s.db('job_alerts').whereRaw('lower(email) = ?', [victim])).toHaveLength(3);
    // Another address is not held back by it.
    const other = await s.client().post('/api/alerts', { query: {}, frequency: 'daily', email: `other-${victim}` });
    expect(other.status).toBe(202);
    expect(await s.db('mail_outbox').where({ to_address: `other-${victim}` })).toHaveLength(1);
  });

  it('an account holds at most 20 alerts (400 tooManyAlerts), an address at most 20 (then nothing is written or mailed)', async () => {
    expect([ALERTS_PER_ACCOUNT, ALERTS_PER_ADDRESS]).toEqual([20, 20]);
    const { client, user } = await s.as('candidate');
    const rows = (email: string, userId: number | null, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        user_id: userId,
        email,
        language: 'en' as const,
        // jsonb is written as its JSON text
        query: JSON.stringify({ q: `held ${i}` }) as never,
        frequency: 'daily' as const,
        status: 'active' as const,
        unsubscribe_token: `held-${userId ?? 'visitor'}-${i}-${Date.now()}`,
      }));
    await s.db('job_alerts').insert(rows(user.email, user.id, ALERTS_PER_ACCOUNT - 1));
    expect((await client.post('/api/alerts', { query: { q: 'last' }, frequency: 'daily' })).status).toBe(201);
    const over = await client.post('/api/alerts', { query: { q: 'one too many' }, frequency: 'daily' });
    expect([over.status, over.body.code]).toEqual([400, 'tooManyAlerts']);
    expect(await s.db('job_alerts').where({ user_id: user.id })).toHaveLength(ALERTS_PER_ACCOUNT);

    const address = `held-${Date.now()}@example.test`;
    await s.db('job_alerts').insert(rows(address, null, ALERTS_PER_ADDRESS));
    const visitor = await s.client().post('/api/alerts', { query: { q: 'more' }, frequency: 'daily', email: address });
    expect(visitor.status).toBe(202);
    expect(visitor.body).toEqual({ ok: true, data: { status: 'pending' } });
    expect(await s.db('job_alerts').where({ email: address })).toHaveLength(ALERTS_PER_ADDRESS);
    expect(await s.db('mail_outbox').where({ to_address: address })).toHaveLength(0);
  });
});
