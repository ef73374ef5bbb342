import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday, timesheetsSchema } from '../../contract/index.ts';
import { demoTaj, demoTaxId } from '../../db/demoIds.ts';
import { contractorWithContract, saveTimesheet } from '../../test/fixtures.ts';
import { startServer, type Client, type TestServer } from '../../test/harness.ts';

let s: TestServer;
let me: Client;
let staff: Client;
let contractId: number;
let otherContractId: number;
let pendingContractId: number;

beforeAll(async () => {
  s = await startServer();
  const contractor = await s.as('candidate', { firstName: 'Kata', lastName: 'Fekete' });
  me = contractor.client;
  staff = (await s.as('admin')).client;
  const other = await s.createUser({ role: 'candidate' });
  const client = await s.createUser({ role: 'employer', firstName: 'Bálint', lastName: 'Horváth' });
  // The contract bills the employer's company, as the staff route sets it.
  const company = await s.db('users').where({ id: client.id }).first('company_id');
  const base = {
    employer_id: client.id,
    client_company_id: company?.company_id ?? null,
    day_rate: 45_000,
    fee_percentage: 500,
    job_title: 'Data Engineer',
  };
  const rows = await s
    .db('contracts')
    .insert([
      { ...base, contractor_id: contractor.user.id, start_date: '2026-09-10', end_date: '2026-11-20' },
      { ...base, contractor_id: other.id, start_date: '2026-09-01', end_date: null },
      { ...base, contractor_id: contractor.user.id, start_date: null, end_date: null },
    ])
    .returning('id');
  [contractId, otherContractId, pendingContractId] = rows.map((r) => r.id) as [number, number, number];
  // The contractor has given the tax ID and TAJ number a payslip carries.
  await s.db('contractor_tax_details').insert({
    user_id: contractor.user.id,
    tax_id: demoTaxId(contractor.user.id),
    taj_number: demoTaj(contractor.user.id),
  });
});
afterAll(() => s.close());

const count = async () => (await s.db('timesheets').select('id')).length;

describe('timesheets', () => {
  it('a contractor saves half and whole days, submits, staff reject with a note, the contractor corrects and resubmits, staff approve', async () => {
    const saved = await me.put('/api/candidate/timesheets', {
      contractId,
      month: '2026-10',
      days: { '2026-10-01': 1, '2026-10-02': 0.5 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.timesheet).toMatchObject({
      status: 'draft',
      daysWorked: 1.5,
      client: { firstName: 'Bálint', lastName: 'Horváth' },
    });
    const id = saved.body.data.timesheet.id as number;

    // Saving the same month again changes the draft, never makes a second one.
    const again = await me.put('/api/candidate/timesheets', {
      contractId,
      month: '2026-10',
      days: { '2026-10-01': 1, '2026-10-02': 1, '2026-10-05': 0.5 },
    });
    expect(again.body.data.timesheet).toMatchObject({ id, daysWorked: 2.5 });
    expect(await count()).toBe(1);

    expect((await me.post(`/api/candidate/timesheets/${id}/submit`)).body.data.timesheet.status).toBe('submitted');
    const locked = await me.put('/api/candidate/timesheets', { contractId, month: '2026-10', days: {} });
    expect(locked.status).toBe(400);
    expect(locked.body.code).toBe('timesheetLocked');

    const queue = timesheetsSchema.parse((await staff.get('/api/admin/timesheets')).body);
    expect(queue.timesheets.map((t) => t.id)).toEqual([id]);
    expect(queue.timesheets[0]).toMatchObject({
      contractorName: { firstName: 'Kata', lastName: 'Fekete' },
      client: { firstName: expect.any(String), lastName: expect.any(String) },
    });

    const noNote = await staff.post(`/api/admin/timesheets/${id}/reject`, {});
    expect(noNote.body.code).toBe('reviewNoteRequired');
    const rejected = await staff.post(`/api/admin/timesheets/${id}/reject`, { note: 'The 5th was a holiday.' });
    expect(rejected.body.data.timesheet).toMatchObject({ status: 'rejected', reviewNote: 'The 5th was a holiday.' });
    expect((await staff.get('/api/admin/timesheets')).body.timesheets).toEqual([]);

    await me.put('/api/candidate/timesheets', {
      contractId,
      month: '2026-10',
      days: { '2026-10-01': 1, '2026-10-02': 1 },
    });
    await me.post(`/api/candidate/timesheets/${id}/submit`);
    const approved = await staff.post(`/api/admin/timesheets/${id}/approve`, {});
    expect(approved.body.data.timesheet).toMatchObject({ status: 'approved', daysWorked: 2 });
    expect((await staff.post(`/api/admin/timesheets/${id}/approve`, {})).body.code).toBe('timesheetNotSubmitted');
    expect((await me.post(`/api/candidate/timesheets/${id}/submit`)).body.code).toBe('timesheetLocked');

    const mine = timesheetsSchema.parse((await me.get('/api/candidate/timesheets')).body);
    expect(mine.timesheets).toHaveLength(1);
  });

  it.each([
    ['a day before the contract starts', { month: '2026-09', days: { '2026-09-09': 1 } }, 'dayOutsideContract'],
    ['a day after it ends', { month: '2026-11', days: { '2026-11-21': 0.5 } }, 'dayOutsideContract'],
    ['a day of another month', { month: '2026-11', days: { '2026-10-30': 1 } }, 'dayOutsideContract'],
    ['a quarter day', { month: '2026-11', days: { '2026-11-03': 0.25 } }, 'invalidInput'],
    ['a day that does not exist', { month: '2026-11', days: { '2026-11-31': 1 } }, 'dateInvalid'],
    ['a month that does not exist', { month: '2026-13', days: {} }, 'dateInvalid'],
  ])('refuses %s, writing nothing', async (_, body, code) => {
    const before = await count();
    const res = await me.put('/api/candidate/timesheets', { contractId, ...body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(await count()).toBe(before);
  });

  it('a draft may hold planned days, but days after today in Budapest are refused on submit', async () => {
    const { contractor, contractId: planned } = await contractorWithContract(s, 'Planner');
    const today = businessToday();
    const tomorrow = businessToday(new Date(Date.now() + 24 * 3600 * 1000));
    for (const [month, days] of [
      ['2030-12', { '2030-12-02': 1 }],
      [tomorrow.slice(0, 7), { [tomorrow]: 0.5 }],
    ] as const) {
      const saved = await contractor.client.put('/api/candidate/timesheets', { contractId: planned, month, days });
      expect(saved.status, month).toBe(200);
      const id = saved.body.data.timesheet.id as number;
      const submitted = await contractor.client.post(`/api/candidate/timesheets/${id}/submit`);
      expect([submitted.status, submitted.body.code], month).toEqual([400, 'futureDays']);
      expect((await s.db('timesheets').where({ id }).first('status'))!.status).toBe('draft');
    }
    // Today counts as worked.
    const id = await saveTimesheet(contractor.client, planned, today.slice(0, 7), { [today]: 1 });
    expect((await contractor.client.post(`/api/candidate/timesheets/${id}/submit`)).status).toBe(200);
  });

  it('refuses a contract without dates, and an empty submission', async () => {
    const pending = await me.put('/api/candidate/timesheets', {
      contractId: pendingContractId,
      month: '2026-11',
      days: {},
    });
    expect(pending.body.code).toBe('dayOutsideContract');
    const empty = await me.put('/api/candidate/timesheets', { contractId, month: '2026-11', days: {} });
    const submit = await me.post(`/api/candidate/timesheets/${empty.body.data.timesheet.id}/submit`);
    expect(submit.body.code).toBe('timesheetEmpty');
  });

  it('keeps contractors to their own contracts and timesheets (404, nothing written)', async () => {
    const before = await count();
    const res = await me.put('/api/candidate/timesheets', { contractId: otherContractId, month: '2026-10', days: {} });
    expect(res.status).toBe(404);
    expect(await count()).toBe(before);
    const stranger = (await s.as('candidate')).client;
    const [mine] = (await me.get('/api/candidate/timesheets')).body.timesheets as { id: number }[];
    expect((await stranger.post(`/api/candidate/timesheets/${mine?.id}/submit`)).status).toBe(404);
    expect((await stranger.get('/api/candidate/timesheets')).body.timesheets).toEqual([]);
  });

  it.each([
    ['anonymous', 401, 401],
    ['employer', 403, 403],
    ['admin', 403, 200],
  ] as const)('guards the roles: %s', async (who, contractorStatus, staffStatus) => {
    const client = who === 'anonymous' ? s.client() : (await s.as(who)).client;
    expect((await client.get('/api/candidate/timesheets')).status).toBe(contractorStatus);
    expect((await client.put('/api/candidate/timesheets', {})).status).toBe(contractorStatus);
    expect((await client.post('/api/candidate/timesheets/1/submit')).status).toBe(contractorStatus);
    expect((await client.get('/api/admin/timesheets')).status).toBe(staffStatus);
  });

  it('refuses a candidate the staff queue and decisions', async () => {
    expect((await me.get('/api/admin/timesheets')).status).toBe(403);
    expect((await me.post('/api/admin/timesheets/1/approve', {})).status).toBe(403);
    expect((await me.post('/api/admin/timesheets/1/reject', { note: 'x' })).status).toBe(403);
  });
});
