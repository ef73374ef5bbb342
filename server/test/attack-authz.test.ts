// Attack (a hostile client, on the account and privacy routes): every new route × ten identities, with the
// ids of candidate A's things (contract, timesheet, payslip, invoice, alert, CV). Each identity gets
// exactly its answer: the owner and staff their data, another user 404 (their id is not even
// confirmed) or 403 for a role that may not pass, a signed-out, disabled or erased session 401.
// Writes of the wrong identity leave every row as it was.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContract, passwordSignIn, saveTimesheet, submitAndApprove, twoFactorOn } from './fixtures.ts';
import { files, startServer, TEST_PASSWORD, validJob, type Client, type TestServer } from './harness.ts';

const IDENTITIES = [
  'anonymous',
  'candidateA',
  'candidateB',
  'employerA',
  'employerB',
  'admin',
  'owner',
  'disabledStaff',
  'erasedUser',
  'contractorB',
] as const;
type Identity = (typeof IDENTITIES)[number];

let s: TestServer;
const as = {} as Record<Identity, Client>;
const ids = {} as {
  candidateA: number;
  contract: number;
  timesheet: number;
  draftTimesheet: number;
  payslip: number;
  invoice: number;
  alert: number;
  file: string;
  job: number;
  application: number;
  interview: number;
};

beforeAll(async () => {
  s = await startServer({ env: { READ_CACHE_MS: '0' } });
  as.anonymous = s.client();
  const a = await s.as('candidate');
  as.candidateA = a.client;
  ids.candidateA = a.user.id;
  as.candidateB = (await s.as('candidate')).client;
  const contractorB = await s.as('candidate');
  as.contractorB = contractorB.client;
  const employerA = await s.as('employer');
  as.employerA = employerA.client;
  as.employerB = (await s.as('employer')).client;
  as.admin = (await s.as('admin')).client;
  as.owner = (await s.as('owner')).client;
  const disabled = await s.as('admin');
  as.disabledStaff = disabled.client;
  const erased = await s.as('candidate');
  as.erasedUser = erased.client;

  // A's CV, sent to employer A with an application.
  const up = await as.candidateA.upload('/api/upload-cv', 'cv.pdf', files.pdf('A'), 'application/pdf');
  expect(up.status).toBe(201);
  ids.file = (up.body.filePath as string).split('/').pop()!;
  ids.job = (await as.employerA.post('/api/employer/jobs', validJob())).body.data.job.id;
  const applied = await as.candidateA.post('/api/applications', {
    jobId: ids.job,
    notes: 'I would love to build your data platform: ten years of Spark and dbt.',
  });
  expect(applied.status).toBe(201);
  ids.application = applied.body.data.application.id;
  // A staff-only note on it: no identity but staff ever reads it.
  expect(
    (await as.admin.post(`/api/admin/applications/${ids.application}/notes`, { text: 'Staff only: A is expensive' }))
      .status,
  ).toBe(201);
  // An interview on it, proposed by staff and scheduled by A.
  const proposed = await as.admin.post(`/api/admin/applications/${ids.application}/interviews`, {
    slots: [{ date: `${new Date().getUTCFullYear() + 1}-06-01`, time: '10:00', minutes: 60 }],
    location: 'Budapest',
  });
  expect(proposed.status).toBe(201);
  ids.interview = proposed.body.data.interview.id;
  const slotId = proposed.body.data.interview.slots[0].id;
  expect((await as.candidateA.post(`/api/candidate/interviews/${ids.interview}/answer`, { slotId })).status).toBe(200);
  // A's alert.
  ids.alert = (
    await as.candidateA.post('/api/alerts', { query: { q: 'data' }, frequency: 'daily' })
  ).body.data.alert.id;
  // A's contract with employer A, an approved timesheet (so an invoice and a payslip) and a draft one;
  // contractor B has a contract of their own with the same client.
  const contract = { employerId: employerA.user.id, jobTitle: 'Data Engineer' };
  ids.contract = await insertContract(s, {
    ...contract,
    contractorId: a.user.id,
    notes: 'Staff only: A asked for a raise',
  });
  expect(await insertContract(s, { ...contract, contractorId: contractorB.user.id })).toBeDefined();
  ids.timesheet = await saveTimesheet(as.candidateA, ids.contract, '2026-03', { '2026-03-02': 1, '2026-03-03': 0.5 });
  const approved = await submitAndApprove(as.candidateA, as.admin, ids.timesheet);
  expect(approved.status).toBe(200);
  ids.invoice = approved.body.data.timesheet.invoiceId;
  ids.payslip = approved.body.data.timesheet.payslipId;
  ids.draftTimesheet = await saveTimesheet(as.candidateA, ids.contract, '2026-04');

  // Then the disabled staff member is disabled, and the erased user erased by the owner.
  await s.db('users').where({ id: disabled.user.id }).update({ is_active: false });
  expect((await as.owner.delete(`/api/admin/users/${erased.user.id}`)).status).toBe(200);
}, 60_000);
afterAll(() => s.close());

const SIGNED_OUT: Identity[] = ['anonymous', 'disabledStaff', 'erasedUser'];
const CANDIDATES: Identity[] = ['candidateA', 'candidateB', 'contractorB'];
const EMPLOYERS: Identity[] = ['employerA', 'employerB'];
const STAFF: Identity[] = ['admin', 'owner'];

/** Expected status by identity: signed-out sessions 401, the listed ones as given, everyone else `other`. */
function expectations(given: Partial<Record<Identity, number>>, other: number): Record<Identity, number> {
  return Object.fromEntries(
    IDENTITIES.map((who) => [who, SIGNED_OUT.includes(who) ? 401 : (given[who] ?? other)]),
  ) as Record<Identity, number>;
}
const each = (who: Identity[], status: number) => Object.fromEntries(who.map((w) => [w, status]));

type Case = [name: string, call: (c: Client) => Promise<{ status: number }>, expected: () => Record<Identity, number>];
const READS: Case[] = [
  [
    "A's interview invitation",
    (c) => c.get(`/api/interviews/${ids.interview}/invite.ics`),
    () => expectations({ candidateA: 200, employerA: 200, ...each(STAFF, 200) }, 404),
  ],
  [
    "A's application's interviews (employer route)",
    (c) => c.get(`/api/employer/applications/${ids.application}/interviews`),
    () => expectations({ employerA: 200, employerB: 404 }, 403),
  ],
  [
    "A's CV",
    (c) => c.get(`/api/files/${ids.file}`),
    () => expectations({ candidateA: 200, employerA: 200, ...each(STAFF, 200) }, 404),
  ],
  [
    "A's CV, id in upper case",
    (c) => c.get(`/api/files/${ids.file.toUpperCase()}`),
    () => expectations({ candidateA: 200, employerA: 200, ...each(STAFF, 200) }, 404),
  ],
  [
    "A's payslip PDF (contractor's route)",
    (c) => c.get(`/api/candidate/payslips/${ids.payslip}/pdf`),
    () => expectations({ candidateA: 200, candidateB: 404, contractorB: 404 }, 403),
  ],
  [
    "A's payslip PDF (staff route)",
    (c) => c.get(`/api/admin/payslips/${ids.payslip}/pdf?lang=hu`),
    () => expectations(each(STAFF, 200), 403),
  ],
  [
    "A's invoice PDF",
    (c) => c.get(`/api/admin/invoices/${ids.invoice}/pdf`),
    () => expectations(each(STAFF, 200), 403),
  ],
  [
    "A's contract documents",
    (c) => c.get(`/api/admin/contracts/${ids.contract}/documents`),
    () => expectations(each(STAFF, 200), 403),
  ],
  [
    'payroll summary',
    (c) => c.get('/api/admin/payroll/summary?month=2026-03'),
    () => expectations(each(STAFF, 200), 403),
  ],
  [
    'payroll CSV',
    (c) => c.get('/api/admin/payroll/export.csv?month=2026-03'),
    () => expectations(each(STAFF, 200), 403),
  ],
  ['staff list CSV', (c) => c.get('/api/admin/users/export.csv'), () => expectations(each(STAFF, 200), 403)],
  ['staff list page', (c) => c.get('/api/admin/users?page=2&pageSize=1'), () => expectations(each(STAFF, 200), 403)],
  ['timesheet queue', (c) => c.get('/api/admin/timesheets'), () => expectations(each(STAFF, 200), 403)],
  ['exchange rates', (c) => c.get('/api/admin/exchange-rates'), () => expectations(each(STAFF, 200), 403)],
  [
    "A's data export (staff)",
    (c) => c.get(`/api/admin/users/${ids.candidateA}/export`),
    () => expectations(each(STAFF, 200), 403),
  ],
  [
    'own data export',
    (c) => c.get('/api/account/export'),
    () => expectations({ ...each(CANDIDATES, 200), ...each(EMPLOYERS, 200) }, 403),
  ],
  ['own payslips', (c) => c.get('/api/candidate/payslips'), () => expectations(each(CANDIDATES, 200), 403)],
  ['own timesheets', (c) => c.get('/api/candidate/timesheets'), () => expectations(each(CANDIDATES, 200), 403)],
  [
    'own alerts',
    (c) => c.get('/api/account/alerts'),
    () => expectations({ ...each(CANDIDATES, 200), ...each(EMPLOYERS, 200), ...each(STAFF, 200) }, 200),
  ],
  ['two-factor state', (c) => c.get('/api/admin/totp'), () => expectations(each(STAFF, 200), 403)],
  [
    "A's application panel (staff)",
    (c) => c.get(`/api/admin/applications/${ids.application}`),
    () => expectations(each(STAFF, 200), 403),
  ],
  [
    "A's application panel (employer)",
    (c) => c.get(`/api/employer/applications/${ids.application}`),
    () => expectations({ employerA: 200, employerB: 404 }, 403),
  ],
  [
    "the pipeline of A's job (employer)",
    (c) => c.get(`/api/employer/jobs/${ids.job}/applications`),
    () => expectations({ employerA: 200, employerB: 404 }, 403),
  ],
  [
    "the pipeline of A's job (staff)",
    (c) => c.get(`/api/admin/jobs/${ids.job}/applications`),
    () => expectations(each(STAFF, 200), 403),
  ],
  [
    'the rejection message for A, filled in (staff)',
    (c) => c.get(`/api/admin/applications/${ids.application}/message?stage=rejected`),
    () => expectations(each(STAFF, 200), 403),
  ],
  [
    'the rejection message for A, filled in (employer)',
    (c) => c.get(`/api/employer/applications/${ids.application}/message?stage=rejected`),
    () => expectations({ employerA: 200, employerB: 404 }, 403),
  ],
  [
    'the stage message templates',
    (c) => c.get('/api/admin/message-templates'),
    () => expectations(each(STAFF, 200), 403),
  ],
  ['own stage messages', (c) => c.get('/api/candidate/messages'), () => expectations(each(CANDIDATES, 200), 403)],
];

describe('attack: reads of candidate A\u2019s things by every identity', () => {
  it.each(READS)('%s', async (_name, call, expected) => {
    const want = expected();
    const got = {} as Record<Identity, number>;
    for (const who of IDENTITIES) got[who] = (await call(as[who])).status;
    expect(got).toEqual(want);
  });

  it("the staff's internal note on A's application reaches no one but staff", async () => {
    const note = 'Staff only: A is expensive';
    for (const who of IDENTITIES.filter((w) => !STAFF.includes(w))) {
      for (const path of [
        `/api/employer/applications/${ids.application}`,
        `/api/employer/jobs/${ids.job}/applications`,
        '/api/employer/dashboard',
        '/api/candidate/applications',
        '/api/candidate/application-history',
        '/api/account/export',
      ])
        expect((await as[who].get(path)).text, `${who} ${path}`).not.toContain(note);
    }
    expect((await as.admin.get(`/api/admin/applications/${ids.application}`)).text).toContain(note);
  });

  it("what another user sees of A's things: nothing in their lists, exports or payslips", async () => {
    for (const who of ['candidateB', 'contractorB'] as const) {
      expect((await as[who].get('/api/candidate/timesheets')).body.timesheets).toEqual([]);
      expect((await as[who].get('/api/candidate/payslips')).body.payslips).toEqual([]);
      expect((await as[who].get('/api/account/alerts')).body.data.alerts).toEqual([]);
      const exported = (await as[who].get('/api/account/export')).text;
      expect(exported).not.toContain(ids.file);
      expect(JSON.parse(exported).contracts.map((c: { id: number }) => c.id)).not.toContain(ids.contract);
    }
    // The client of A's contract does not see A's timesheets or payslips through its own export.
    const employerExport = JSON.parse((await as.employerA.get('/api/account/export')).text);
    expect(employerExport.timesheets.map((t: { id: number }) => t.id)).not.toContain(ids.timesheet);
    expect(JSON.stringify(employerExport)).not.toContain('payslip');
    // Nor the staff's notes on the contract or the fee taken from A's pay.
    const asClient = employerExport.contracts.find((c: { id: number }) => c.id === ids.contract);
    expect(asClient).toMatchObject({ id: ids.contract, job_title: 'Data Engineer', day_rate: 45_000 });
    expect(asClient).not.toHaveProperty('notes');
    expect(asClient).not.toHaveProperty('fee_percentage');
    // A, the contractor, gets all of it.
    const own = JSON.parse((await as.candidateA.get('/api/account/export')).text);
    expect(own.contracts.find((c: { id: number }) => c.id === ids.contract)).toMatchObject({
      notes: 'Staff only: A asked for a raise',
      fee_percentage: 500,
    });
    expect(own.timesheets.map((t: { id: number }) => t.id)).toEqual([ids.timesheet, ids.draftTimesheet]);
  });
});

describe('attack: writes on candidate A\u2019s things by another identity change nothing', () => {
  const snapshot = async () => ({
    applications: await s.db('applications').orderBy('id').select('id', 'status'),
    notes: await s.db('application_notes').orderBy('id').select('id', 'body', 'visibility'),
    ratings: await s.db('application_ratings').orderBy('application_id').select('application_id', 'rating'),
    messages: await s.db('application_messages').orderBy('id').select('id', 'body'),
    templates: await s.db('stage_message_templates').orderBy(['stage', 'language']).select('subject', 'body'),
    interviews: await s.db('interviews').orderBy('id').select('id', 'status', 'sequence', 'chosen_slot_id'),
    interviewSlots: await s.db('interview_slots').orderBy('id').select('id', 'starts_at', 'ends_at'),
    timesheets: await s.db('timesheets').orderBy('id').select('id', 'status', 'half_days', 'days', 'review_note'),
    alerts: await s.db('job_alerts').orderBy('id').select('id', 'status'),
    files: await s.db('files').orderBy('id').select('id', 'owner_id'),
    invoices: await s.db('invoices').orderBy('id').select('id'),
    users: await s.db('users').orderBy('id').select('id', 'email', 'role', 'is_active', 'deleted_at'),
  });

  it('submit, save, delete, approve, credit and erase with the wrong identity: refused, nothing written', async () => {
    // A second active owner, so that only 'never yourself' (not 'never the last owner') refuses below.
    await s.createUser({ role: 'owner' });
    const before = await snapshot();
    const attempts: [string, Identity, () => Promise<{ status: number }>, number][] = [];
    for (const who of ['candidateB', 'contractorB'] as const) {
      attempts.push(
        ["submit A's draft", who, () => as[who].post(`/api/candidate/timesheets/${ids.draftTimesheet}/submit`), 404],
        [
          "save days on A's contract",
          who,
          () =>
            as[who].put('/api/candidate/timesheets', {
              contractId: ids.contract,
              month: '2026-05',
              days: { '2026-05-04': 1 },
            }),
          404,
        ],
        ["delete A's alert", who, () => as[who].delete(`/api/account/alerts/${ids.alert}`), 404],
        ['remove own CV (not A\u2019s)', who, () => as[who].delete('/api/candidate/cv'), 200],
      );
    }
    for (const who of [...EMPLOYERS, ...STAFF] as Identity[])
      attempts.push(["delete A's alert", who, () => as[who].delete(`/api/account/alerts/${ids.alert}`), 404]);
    // The desk: another employer's writes on A's application find nothing; candidates and
    // employers on the staff routes, and candidates and staff on the employer routes, are refused.
    const desk = (area: 'admin' | 'employer', who: Identity, want: number) => {
      const base = `/api/${area}/applications/${ids.application}`;
      attempts.push(
        ['move A', who, () => as[who].put(`${base}/stage`, { stage: 'rejected' }), want],
        [
          'move A with a message',
          who,
          () => as[who].put(`${base}/stage`, { stage: 'rejected', message: { subject: 'x', body: 'y' } }),
          want,
        ],
        ['note on A', who, () => as[who].post(`${base}/notes`, { text: 'x', visibility: 'shared' }), want],
        ['rate A', who, () => as[who].put(`${base}/rating`, { rating: 1 }), want],
        [
          "move A's interview",
          who,
          () =>
            as[who].put(`/api/${area}/interviews/${ids.interview}`, {
              slot: { date: `${new Date().getUTCFullYear() + 1}-06-02`, time: '10:00', minutes: 30 },
            }),
          want,
        ],
        ["cancel A's interview", who, () => as[who].post(`/api/${area}/interviews/${ids.interview}/cancel`, {}), want],
        [
          'propose to A',
          who,
          () =>
            as[who].post(`${base}/interviews`, {
              slots: [{ date: `${new Date().getUTCFullYear() + 1}-06-02`, time: '10:00', minutes: 30 }],
              location: 'x',
            }),
          want,
        ],
      );
    };
    desk('employer', 'employerB', 404);
    for (const who of [...CANDIDATES, ...EMPLOYERS] as Identity[]) desk('admin', who, 403);
    for (const who of [...CANDIDATES, ...STAFF] as Identity[]) desk('employer', who, 403);
    for (const who of SIGNED_OUT) {
      desk('admin', who, 401);
      desk('employer', who, 401);
    }
    // Another candidate cannot answer A's interview; staff and employers may not answer at all.
    for (const who of ['candidateB', 'contractorB'] as const)
      attempts.push([
        "answer A's interview",
        who,
        () => as[who].post(`/api/candidate/interviews/${ids.interview}/answer`, { slotId: null }),
        404,
      ]);
    for (const who of [...EMPLOYERS, ...STAFF] as Identity[])
      attempts.push([
        "answer A's interview",
        who,
        () => as[who].post(`/api/candidate/interviews/${ids.interview}/answer`, { slotId: null }),
        403,
      ]);
    // Employer A may not write an internal note on their own applicant.
    attempts.push([
      'internal note by the employer',
      'employerA',
      () =>
        as.employerA.post(`/api/employer/applications/${ids.application}/notes`, { text: 'x', visibility: 'internal' }),
      403,
    ]);
    for (const who of [...CANDIDATES, ...EMPLOYERS] as Identity[]) {
      attempts.push(
        ["approve A's draft", who, () => as[who].post(`/api/admin/timesheets/${ids.draftTimesheet}/approve`, {}), 403],
        [
          "credit A's invoice",
          who,
          () => as[who].post(`/api/admin/invoices/${ids.invoice}/credit-note`, { reason: 'x' }),
          403,
        ],
        ['erase A', who, () => as[who].delete(`/api/admin/users/${ids.candidateA}`), 403],
        ['set up two-factor', who, () => as[who].post('/api/admin/totp/setup'), 403],
        [
          'edit a message template',
          who,
          () => as[who].put('/api/admin/message-templates/rejected/en', { subject: 'x', body: 'y' }),
          403,
        ],
      );
    }
    for (const who of SIGNED_OUT)
      attempts.push(
        ["submit A's draft", who, () => as[who].post(`/api/candidate/timesheets/${ids.draftTimesheet}/submit`), 401],
        ["delete A's alert", who, () => as[who].delete(`/api/account/alerts/${ids.alert}`), 401],
        ['erase A', who, () => as[who].delete(`/api/admin/users/${ids.candidateA}`), 401],
        [
          'edit a message template',
          who,
          () => as[who].put('/api/admin/message-templates/rejected/en', { subject: 'x', body: 'y' }),
          401,
        ],
        ['remove a CV', who, () => as[who].delete('/api/candidate/cv'), 401],
        ['delete the account', who, () => as[who].post('/api/account/delete', { password: TEST_PASSWORD }), 401],
        [
          'change the address',
          who,
          () => as[who].post('/api/account/email', { email: 'x@example.test', currentPassword: TEST_PASSWORD }),
          401,
        ],
      );
    // An admin may not erase or export staff; nobody erases themselves from the console.
    const me = (await as.admin.get('/api/auth/me')).body.data.user.id as number;
    const staffIds = await s.db('users').whereIn('role', ['admin', 'owner']).whereNull('deleted_at').pluck('id');
    for (const id of staffIds.filter((i) => i !== me))
      attempts.push(['admin erases staff', 'admin', () => as.admin.delete(`/api/admin/users/${id}`), 403]);
    attempts.push(['admin erases self', 'admin', () => as.admin.delete(`/api/admin/users/${me}`), 409]);
    const ownerId = (await as.owner.get('/api/auth/me')).body.data.user.id as number;
    attempts.push(['owner erases self', 'owner', () => as.owner.delete(`/api/admin/users/${ownerId}`), 409]);
    // Nor disables themselves (the owner's own PATCH answered 200 and ended the session).
    const disable = (who: 'owner' | 'admin', id: number) => () =>
      as[who].patch(`/api/admin/users/${id}`, { isActive: false });
    attempts.push(['owner disables self', 'owner', disable('owner', ownerId), 409]);
    attempts.push(['admin disables self', 'admin', disable('admin', me), 403]);

    const got = [];
    for (const [what, who, call, want] of attempts) got.push({ what, who, status: (await call()).status, want });
    expect(got.filter((g) => g.status !== g.want)).toEqual([]);
    expect(await snapshot()).toEqual(before);
    const own = await as.owner.patch(`/api/admin/users/${ownerId}`, { isActive: false });
    expect(own.body.code).toBe('protectedAccount');
    expect((await as.owner.get('/api/auth/me')).status).toBe(200); // still signed in
    // A's CV still downloads for A and employer A.
    expect((await as.candidateA.get(`/api/files/${ids.file}`)).status).toBe(200);
    expect((await as.employerA.get(`/api/files/${ids.file}`)).status).toBe(200);
  });

  it('mass assignment: role, status, owner and ids in bodies are refused or ignored', async () => {
    // Registration cannot choose a staff role.
    const reg = await s.client().post('/api/auth/register', {
      email: `mass-${Date.now()}@example.test`,
      firstName: 'M',
      lastName: 'A',
      role: 'owner',
      password: 'mass-assign-1',
      confirmPassword: 'mass-assign-1',
    });
    expect(reg.status).toBe(400);
    expect(reg.body.code).toBe('roleInvalid');
    // A timesheet's status, id or review fields in the body: 400, the draft unchanged.
    const before = await s.db('timesheets').where({ id: ids.draftTimesheet }).first();
    for (const extra of [{ status: 'approved' }, { id: ids.timesheet }, { reviewNote: 'ok' }, { halfDays: 60 }]) {
      const res = await as.candidateA.put('/api/candidate/timesheets', {
        contractId: ids.contract,
        month: '2026-04',
        days: { '2026-04-01': 1 },
        ...extra,
      });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.code).toEqual(expect.any(String));
    }
    expect(await s.db('timesheets').where({ id: ids.draftTimesheet }).first()).toEqual(before);
    // The account's own update cannot set role, email, activity or another user's id.
    const { client, user } = await s.as('candidate');
    const put = await client.put('/api/account', {
      firstName: 'New',
      lastName: 'Name',
      language: 'hu',
      notifications: false,
      role: 'owner',
      email: 'owner@example.test',
      isActive: false,
      id: ids.candidateA,
    });
    expect(put.status).toBe(200);
    const row = await s.db('users').where({ id: user.id }).first('role', 'email', 'is_active', 'first_name');
    expect(row).toEqual({ role: 'candidate', email: user.email, is_active: true, first_name: 'New' });
    expect((await s.db('users').where({ id: ids.candidateA }).first('first_name'))!.first_name).toBe('Test');
    // A visitor's alert cannot be made active, or another user's, by naming it in the body.
    const email = `visitor-mass-${Date.now()}@example.test`;
    const alert = await s.client().post('/api/alerts', {
      query: {},
      frequency: 'instant',
      email,
      status: 'active',
      userId: ids.candidateA,
      user_id: ids.candidateA,
    });
    expect(alert.status).toBe(202);
    expect(await s.db('job_alerts').where({ email }).first('status', 'user_id')).toEqual({
      status: 'pending',
      user_id: null,
    });
  });

  it('two-factor: a second setup in another session does not replace the secret without a code', async () => {
    const { client, user } = await s.as('admin');
    const { secret } = await twoFactorOn(client);
    // A code of a secret set up in this session is refused by enable without a fresh setup.
    const other = await passwordSignIn(s, user.email);
    expect((await other.post('/api/admin/totp/enable', { code: await generate({ secret }) })).status).toBe(401);
    expect((await s.db('users').where({ id: user.id }).first('totp_secret'))!.totp_secret).toBe(secret);
  });

  it('two-factor: while it is on, a signed-in session alone cannot replace the secret or the recovery codes', async () => {
    const { client, user } = await s.as('owner');
    // A second session signed in before two-factor was on, with a setup of its own waiting.
    const other = await passwordSignIn(s, user.email);
    const waiting = (await other.post('/api/admin/totp/setup')).body.data as { secret: string };
    const { secret } = await twoFactorOn(client);
    const codesBefore = await s.db('totp_recovery_codes').where({ user_id: user.id }).orderBy('id').pluck('code_hash');

    const again = await client.post('/api/admin/totp/setup');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('totpAlreadyOn');
    expect(again.body.data).toBeUndefined();
    const replaced = await other.post('/api/admin/totp/enable', { code: await generate({ secret: waiting.secret }) });
    expect(replaced.status).toBe(409);
    expect(replaced.body.code).toBe('totpAlreadyOn');
    expect((await s.db('users').where({ id: user.id }).first('totp_secret'))!.totp_secret).toBe(secret);
    expect(await s.db('totp_recovery_codes').where({ user_id: user.id }).orderBy('id').pluck('code_hash')).toEqual(
      codesBefore,
    );
  });
});
