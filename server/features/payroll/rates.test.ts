import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPayrollRatesSchema, monthMarksSchema, publicPayrollRatesSchema } from '../../contract/index.ts';
import { startServer, type Client, type TestServer } from '../../test/harness.ts';

let s: TestServer;
let admin: Client;
let adminName: { firstName: string; lastName: string };
beforeAll(async () => {
  s = await startServer();
  const a = await s.as('admin', { firstName: 'Réka', lastName: 'Szabó' });
  admin = a.client;
  adminName = { firstName: 'Réka', lastName: 'Szabó' };
});
afterAll(() => s.close());

const set2027 = {
  validFrom: '2027-01-01',
  vatBp: 2700,
  szochoBp: 1250,
  szjaBp: 1500,
  tbBp: 1850,
};

describe('GET /api/payroll/rates (public)', () => {
  it('gives a visitor the seeded 2026 rates in force today', async () => {
    const res = await s.client().get('/api/payroll/rates');
    expect(res.status).toBe(200);
    const { rateSet } = publicPayrollRatesSchema.parse(res.body);
    expect(rateSet).toMatchObject({ validFrom: '2026-01-01', vatBp: 2700, szochoBp: 1300, szjaBp: 1500, tbBp: 1850 });
  });

  it('does not offer a set that starts after today', async () => {
    const res = await admin.post('/api/admin/payroll/rates', { ...set2027, validFrom: '2099-01-01' });
    expect(res.status).toBe(201);
    expect((await s.client().get('/api/payroll/rates')).body.rateSet.validFrom).toBe('2026-01-01');
  });
});

describe('GET /api/payroll/work-calendar/:month (public)', () => {
  it('gives the month’s public holidays in both languages and the year’s swapped days, as the approver sees them', async () => {
    const october = await s.client().get('/api/payroll/work-calendar/2026-10');
    expect(october.status).toBe(200);
    expect(monthMarksSchema.parse(october.body).holidays).toEqual([
      { date: '2026-10-23', name: { en: 'National Day', hu: '1956-os forradalom' } },
    ]);
    const august = monthMarksSchema.parse((await s.client().get('/api/payroll/work-calendar/2026-08')).body);
    expect([august.workingDays, august.restDays, august.swapSource]).toEqual([
      ['2026-08-08'],
      ['2026-08-21'],
      '10/2025. (IV. 30.) NGM rendelet',
    ]);
    const bad = await s.client().get('/api/payroll/work-calendar/2026-13');
    expect([bad.status, bad.body.code]).toEqual([400, 'dateInvalid']);
  });
});

describe('staff rate sets', () => {
  it.each([
    ['anonymous', 401],
    ['candidate', 403],
    ['employer', 403],
  ] as const)('refuses %s (%i) on every call', async (who, status) => {
    const client = who === 'anonymous' ? s.client() : (await s.as(who)).client;
    expect((await client.get('/api/admin/payroll/rates')).status).toBe(status);
    expect((await client.post('/api/admin/payroll/rates', set2027)).status).toBe(status);
    expect((await client.patch('/api/admin/payroll/rates/1', { vatBp: 0 })).status).toBe(status);
  });

  it('lets the owner read them', async () => {
    const owner = (await s.as('owner')).client;
    expect((await owner.get('/api/admin/payroll/rates')).status).toBe(200);
  });

  it('adds a set and edits it, keeping who changed what from which value to which', async () => {
    const created = await admin.post('/api/admin/payroll/rates', set2027);
    expect(created.status).toBe(201);
    const id = created.body.data.rateSet.id as number;
    const patched = await admin.patch(`/api/admin/payroll/rates/${id}`, { szochoBp: 1200, tbBp: 1800 });
    expect(patched.status).toBe(200);
    expect(patched.body.data.rateSet).toMatchObject({ ...set2027, szochoBp: 1200, tbBp: 1800 });

    const list = adminPayrollRatesSchema.parse((await admin.get('/api/admin/payroll/rates')).body);
    expect(list.rateSets.map((r) => r.validFrom)).toContain('2027-01-01');
    const mine = list.changes.filter((c) => c.rateSetId === id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      changedBy: adminName,
      oldValues: { szochoBp: 1250, tbBp: 1850 },
      newValues: { szochoBp: 1200, tbBp: 1800 },
    });
    expect(mine[1]).toMatchObject({ changedBy: adminName, oldValues: null, newValues: set2027 });
  });

  it('logs nothing when nothing changed', async () => {
    const seeded = (await admin.get('/api/admin/payroll/rates')).body.rateSets.find(
      (r: { validFrom: string }) => r.validFrom === '2026-01-01',
    );
    const before = (await s.db('payroll_rate_changes').where({ rate_set_id: seeded.id })).length;
    expect((await admin.patch(`/api/admin/payroll/rates/${seeded.id}`, { vatBp: seeded.vatBp })).status).toBe(200);
    expect(await s.db('payroll_rate_changes').where({ rate_set_id: seeded.id })).toHaveLength(before);
  });

  it.each([
    [{ ...set2027, validFrom: '2026-01-01' }, 'rateSetExists'],
    [{ ...set2027, validFrom: '2027-02-30' }, 'dateInvalid'],
    [{ ...set2027, validFrom: '2028-01-01', vatBp: 10_001 }, 'rateInvalid'],
    [{ ...set2027, validFrom: '2028-01-01', szochoBp: 13.5 }, 'rateInvalid'],
    [{ ...set2027, validFrom: '2028-01-01', szjaBp: 6000, tbBp: 5000 }, 'rateInvalid'],
    // The exchange rate is dated data of its own now (exchangeRates.ts), no longer part of a set.
    [{ ...set2027, validFrom: '2028-01-01', hufPerEur100: 40000 }, 'invalidInput'],
    [{ validFrom: '2028-01-01' }, 'rateInvalid'],
  ])('refuses a new set %j with %s', async (body, code) => {
    const before = await s.db('payroll_rate_sets').count('* as n').first();
    const res = await admin.post('/api/admin/payroll/rates', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(await s.db('payroll_rate_sets').count('* as n').first()).toEqual(before);
  });

  it('refuses a change that would push the deductions over 100 % or clash on the date, changing nothing', async () => {
    const seeded = (await admin.get('/api/admin/payroll/rates')).body.rateSets.find(
      (r: { validFrom: string }) => r.validFrom === '2026-01-01',
    );
    const over = await admin.patch(`/api/admin/payroll/rates/${seeded.id}`, { szjaBp: 9000 });
    expect(over.status).toBe(400);
    expect(over.body.code).toBe('rateInvalid');
    const clash = await admin.patch(`/api/admin/payroll/rates/${seeded.id}`, { validFrom: '2027-01-01' });
    expect(clash.body.code).toBe('rateSetExists');
    expect((await admin.patch(`/api/admin/payroll/rates/${seeded.id}`, {})).status).toBe(400);
    expect((await admin.patch('/api/admin/payroll/rates/999999', { vatBp: 0 })).status).toBe(404);
    expect((await admin.patch('/api/admin/payroll/rates/abc', { vatBp: 0 })).status).toBe(400);
    const after = (await s.client().get('/api/payroll/rates')).body.rateSet;
    expect(after).toMatchObject({ validFrom: '2026-01-01', szjaBp: 1500 });
  });
});

describe('on embedded PGlite', () => {
  it('reads, adds and corrects rate sets with dates as YYYY-MM-DD', async () => {
    const p = await startServer({ engine: 'pglite' });
    try {
      expect((await p.client().get('/api/payroll/rates')).body.rateSet).toMatchObject({
        validFrom: '2026-01-01',
        szochoBp: 1300,
      });
      const { client } = await p.as('owner');
      const created = await client.post('/api/admin/payroll/rates', set2027);
      expect(created.status).toBe(201);
      expect(created.body.data.rateSet.validFrom).toBe('2027-01-01');
      const patched = await client.patch(`/api/admin/payroll/rates/${created.body.data.rateSet.id}`, {
        validFrom: '2027-02-01',
      });
      expect(patched.body.data.rateSet.validFrom).toBe('2027-02-01');
      const { changes } = adminPayrollRatesSchema.parse((await client.get('/api/admin/payroll/rates')).body);
      expect(changes[0]).toMatchObject({
        oldValues: { validFrom: '2027-01-01' },
        newValues: { validFrom: '2027-02-01' },
      });
    } finally {
      await p.close();
    }
  }, 120_000); // starts and migrates its own PGlite inside the test
});
