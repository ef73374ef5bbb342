import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payslipsSchema } from '../../contract/index.ts';
import { insertContract, saveTimesheet } from '../../test/fixtures.ts';
import { startServer, type Client, type TestServer } from '../../test/harness.ts';
import { minimumWagesOn, proRated } from './wageFloor.ts';

// Eight weekdays of October 2026 (20–23 and 26–29), worked whole.
const EIGHT_DAYS = Object.fromEntries(
  ['20', '21', '22', '23', '26', '27', '28', '29'].map((d) => [`2026-10-${d}`, 1] as const),
);

describe('proRated', () => {
  it('pro-rates a monthly minimum by 8 hours a day over 174 hours a month, to the forint', () => {
    // 322,800 × 8 days × 8 h / 174 h = 118,731.03 → 118,731 (the figure).
    expect(proRated(322_800, 16)).toBe(118_731);
    // One day: 322,800 × 8 / 174 = 14,841.38 → 14,841; half a day 7,420.69 → 7,421.
    expect(proRated(322_800, 2)).toBe(14_841);
    expect(proRated(322_800, 1)).toBe(7_421);
    // 21.75 days (174 hours) is the whole month.
    expect(proRated(322_800, 43.5)).toBe(322_800);
  });
});

for (const engine of ['postgresql', 'pglite'] as const) {
  describe(`the minimum-wage floor at submission (${engine})`, () => {
    let s: TestServer;
    let me: Client;
    let meId: number;
    let staff: Client;
    let clientId: number;
    beforeAll(async () => {
      s = await startServer({ engine });
      const c = await s.as('candidate', { firstName: 'Kata', lastName: 'Fekete' });
      me = c.client;
      meId = c.user.id;
      staff = (await s.as('admin')).client;
      clientId = (await s.as('employer')).user.id;
    });
    afterAll(() => s.close());

    /** A contract at the given euro day rate (5 % fee), and its October with the eight days saved. */
    async function october(dayRateEuros: number, opts: { partTime?: boolean; startDate?: string } = {}) {
      const contractId = await insertContract(s, {
        contractorId: meId,
        employerId: clientId,
        jobTitle: 'Data Engineer',
        ...(opts.startDate ? { startDate: opts.startDate } : {}),
      });
      await s
        .db('contracts')
        .where({ id: contractId })
        .update({ day_rate: dayRateEuros * 100, part_time: opts.partTime ?? false });
      return { contractId, id: await saveTimesheet(me, contractId, '2026-10', EIGHT_DAYS) };
    }

    it('holds the 2026 minimums as dated data', async () => {
      expect(await minimumWagesOn(s.db, '2026-10-01')).toEqual({
        validFrom: '2026-01-01',
        minimumWage: 322_800,
        guaranteedMinimum: 373_200,
      });
      expect(await minimumWagesOn(s.db, '2025-12-31')).toBeUndefined();
    });

    it.each([
      // 8 × €40 = €320; fee €16; gross floor(304 / 1.13) = €269.02 → × 390 = 104,917.8 → 104,918 Ft (the issue's).
      [40, 104_918],
      // 8 × €45 = €360; fee €18; gross €302.65 → 118,033.5 → 118,034 Ft: 697 Ft short of 118,731.
      [45, 118_034],
    ])(
      'refuses a full-time month at €%i a day (%i Ft gross) below the pro-rated 118,731 Ft, leaving it a draft',
      async (rate) => {
        const { id } = await october(rate);
        const res = await me.post(`/api/candidate/timesheets/${id}/submit`);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('belowMinimumWage');
        expect(res.body.error).toMatch(/below the minimum wage pro-rated for the days worked/);
        expect((await s.db('timesheets').where({ id }).first())?.status).toBe('draft');
      },
    );

    it('accepts €46 a day: gross €309.38 × 390 = 120,658 Ft, above the floor', async () => {
      const { id } = await october(46);
      expect((await me.post(`/api/candidate/timesheets/${id}/submit`)).status).toBe(200);
    });

    it('pro-rates for the days worked on a contract that starts mid-month', async () => {
      // From 20 October: the same eight days; the full month's 322,800 Ft does not apply.
      const late = await october(46, { startDate: '2026-10-20' });
      expect((await me.post(`/api/candidate/timesheets/${late.id}/submit`)).status).toBe(200);
      const short = await october(45, { startDate: '2026-10-20' });
      expect((await me.post(`/api/candidate/timesheets/${short.id}/submit`)).body.code).toBe('belowMinimumWage');
    });

    it('lets a part-time contract through, and issues its payslip on the gross as worked', async () => {
      const { id } = await october(40, { partTime: true });
      expect((await me.post(`/api/candidate/timesheets/${id}/submit`)).status).toBe(200);
      const approved = await staff.post(`/api/admin/timesheets/${id}/approve`, {});
      expect(approved.status).toBe(200);
      const slip = payslipsSchema
        .parse((await me.get('/api/candidate/payslips')).body)
        .payslips.find((p) => p.timesheetId === id);
      // 104,918 Ft: SZJA 15,737.7 → 15,738; TB 19,409.83 → 19,410; net 104,918 − 15,738 − 19,410 = 69,770.
      expect(slip?.breakdown.huf).toMatchObject({
        gross: 104_918,
        incomeTax: 15_738,
        socialSecurity: 19_410,
        net: 69_770,
      });
    });

    it('checks again at approval, where a lower rate for the month’s last day refuses it, issuing nothing', async () => {
      const { id } = await october(46);
      expect((await me.post(`/api/candidate/timesheets/${id}/submit`)).status).toBe(200);
      // MNB's rate of Friday 30 October, 380.00: €309.38 × 380 = 117,564.4 → 117,564 Ft < 118,731.
      await s.db('exchange_rates').insert({ rate_date: '2026-10-30', huf_per_100: 38_000, source: 'staff' });
      try {
        const res = await staff.post(`/api/admin/timesheets/${id}/approve`, {});
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('belowMinimumWage');
        expect(await s.db('payslips').where({ timesheet_id: id })).toHaveLength(0);
        expect(await s.db('invoices').where({ timesheet_id: id })).toHaveLength(0);
        expect((await s.db('timesheets').where({ id }).first())?.status).toBe('submitted');
      } finally {
        await s.db('exchange_rates').where({ rate_date: '2026-10-30' }).delete();
      }
    });

    it('lets staff mark a contract part-time, and refuses anything but true or false', async () => {
      const { contractId } = await october(46);
      const current = (await staff.get('/api/admin/contracts')).body.contracts.find(
        (c: { id: number }) => c.id === contractId,
      );
      expect(current.partTime).toBe(false);
      const body = {
        contractorId: meId,
        employerId: clientId,
        jobTitle: 'Data Engineer',
        startDate: '2026-01-01',
        dayRate: 4600,
        feePercentage: 500,
      };
      const put = await staff.put(`/api/admin/contracts/${contractId}`, { ...body, partTime: true });
      expect(put.status).toBe(200);
      expect((await s.db('contracts').where({ id: contractId }).first())?.part_time).toBe(true);
      // Left out, an edit keeps it.
      expect((await staff.put(`/api/admin/contracts/${contractId}`, body)).status).toBe(200);
      expect((await s.db('contracts').where({ id: contractId }).first())?.part_time).toBe(true);
      const bad = await staff.put(`/api/admin/contracts/${contractId}`, { ...body, partTime: 'yes' });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toMatchObject({ partTime: 'invalidInput' });
    });
  });
}
