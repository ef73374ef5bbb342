// GET /api/admin/contracts/summary: the contracts screen's figures (statuses derived from the dates on
// today's business day, day rates of the active ones summed) and the parties a new contract may name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminContractsSummarySchema } from '../../contract/index.ts';
import { startServer, type Client, type TestServer } from '../../test/harness.ts';

describe.each(['postgresql', 'pglite'] as const)('the contracts summary on %s', (engine) => {
  let s: TestServer;
  let admin: Client;
  let contractor: number;
  let employer: number;
  beforeAll(async () => {
    s = await startServer({ engine });
    admin = (await s.as('admin')).client;
    contractor = (await s.createUser({ role: 'candidate', firstName: 'Csaba', lastName: 'Contractor' })).id;
    employer = (await s.createUser({ role: 'employer', firstName: 'Emese', lastName: 'Employer' })).id;
    const row = (job_title: string, day_rate: number, start_date: string | null, end_date: string | null) => ({
      contractor_id: contractor,
      employer_id: employer,
      job_title,
      day_rate,
      start_date,
      end_date,
      source: 'internal' as const,
    });
    await s
      .db('contracts')
      .insert([
        row('Active open-ended', 45050, '2020-01-01', null),
        row('Active until 2099', 50000, '2020-01-01', '2099-12-31'),
        row('Upcoming', 99900, '2099-01-01', null),
        row('Completed', 70000, '2020-01-01', '2020-06-30'),
        row('Pending', 12300, null, null),
      ]);
  });
  afterAll(() => s.close());

  it('counts the contracts by derived status and sums the day rates of the active ones only', async () => {
    const res = await admin.get('/api/admin/contracts/summary');
    expect(res.status).toBe(200);
    const summary = adminContractsSummarySchema.parse(res.body);
    expect(summary).toMatchObject({ total: 5, active: 2, upcoming: 1, pending: 1, completed: 1, dayRates: 95050 });
    expect(summary.contractors.map((p) => p.id)).toContain(contractor);
    expect(summary.employers.map((p) => p.id)).toEqual([employer]);
  });

  it('answers staff only', async () => {
    const candidate = await s.as('candidate');
    expect((await candidate.client.get('/api/admin/contracts/summary')).status).toBe(403);
    expect((await s.client().get('/api/admin/contracts/summary')).status).toBe(401);
  });
});
