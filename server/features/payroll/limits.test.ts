// The payroll engine's limits are the schemas' limits (PAYROLL_LIMITS in the contract): a day rate the
// engine could not pay is refused when the contract is written, and a row that got past them before
// (written straight to the table) is a 400 with a code at submission and approval, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_LIMITS } from '../../contract/index.ts';
import { contractBody, insertContract, saveTimesheet, submitTimesheet } from '../../test/fixtures.ts';
import { startServer, type Client, type TestServer } from '../../test/harness.ts';

for (const engine of ['postgresql', 'pglite'] as const) {
  describe(`payroll limits (${engine})`, () => {
    let s: TestServer;
    let staff: Client;
    let contractor: { client: Client; user: { id: number } };
    let employerId: number;
    beforeAll(async () => {
      s = await startServer({ engine });
      staff = (await s.as('admin')).client;
      contractor = await s.as('candidate', { firstName: 'Kata', lastName: 'Fekete' });
      employerId = (await s.as('employer')).user.id;
    });
    afterAll(() => s.close());

    const body = (over: Record<string, unknown> = {}) => contractBody(contractor.user.id, employerId, over);
    const count = async (table: string) => Number((await s.db(table).count({ n: '*' }).first())?.n);

    it('refuses a day rate above €100,000 at creation and on edit, with a code, writing nothing', async () => {
      const before = await count('contracts');
      for (const dayRate of [PAYROLL_LIMITS.maxDayRate + 1, 100_000_000]) {
        const res = await staff.post('/api/admin/contracts', body({ dayRate }));
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('dayRateTooHigh');
        expect(res.body.fields).toEqual({ dayRate: 'dayRateTooHigh' });
      }
      expect(await count('contracts')).toBe(before);

      const created = await staff.post('/api/admin/contracts', body({ dayRate: PAYROLL_LIMITS.maxDayRate }));
      expect(created.status).toBe(201);
      const id = created.body.data.contract.id as number;
      const edit = await staff.put(`/api/admin/contracts/${id}`, body({ dayRate: PAYROLL_LIMITS.maxDayRate + 1 }));
      expect(edit.status).toBe(400);
      expect(edit.body.code).toBe('dayRateTooHigh');
      expect((await s.db('contracts').where({ id }).first())?.day_rate).toBe(PAYROLL_LIMITS.maxDayRate);
    });

    it('answers 400 payrollOutOfRange, not 500, for a month on a day rate the engine cannot pay', async () => {
      const contractId = await insertContract(s, {
        contractorId: contractor.user.id,
        employerId,
        jobTitle: 'Data Engineer',
      });
      const id = await saveTimesheet(contractor.client, contractId, '2026-10', { '2026-10-20': 1 });
      await submitTimesheet(contractor.client, id);
      // A row written before the schemas held the limit: €1,000,000 a day.
      await s.db('contracts').where({ id: contractId }).update({ day_rate: 100_000_000 });
      const invoices = await count('invoices');

      const preview = await staff.get(`/api/admin/timesheets/${id}/preview`);
      expect(preview.status).toBe(400);
      expect(preview.body.code).toBe('payrollOutOfRange');
      const approved = await staff.post(`/api/admin/timesheets/${id}/approve`, {});
      expect(approved.status).toBe(400);
      expect(approved.body.code).toBe('payrollOutOfRange');
      expect(await count('invoices')).toBe(invoices);
      expect((await s.db('timesheets').where({ id }).first())?.status).toBe('submitted');
    });
  });
}
