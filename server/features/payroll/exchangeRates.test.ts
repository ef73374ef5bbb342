import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminExchangeRatesSchema, businessToday, publicPayrollRatesSchema } from '../../contract/index.ts';
import { startServer, type Client, type TestServer } from '../../test/harness.ts';
import { findRateOn, parseMnbCsv, rateOn } from './exchangeRates.ts';

// MNB's download as staff save it: a header, a unit line, Hungarian dates and decimal commas.
const MNB_CSV = [
  'Dátum/ISO;EUR',
  'Egység;1',
  '2026.11.02.;383,45',
  '2026.11.03.;384,10',
  '2026.11.06.;"385,5"',
  '',
  '2026-11-09;386.01',
].join('\r\n');

describe('parseMnbCsv', () => {
  it('reads MNB dates and decimal commas, skipping the header, unit and blank lines', () => {
    expect(parseMnbCsv(`\uFEFF${MNB_CSV}\n`)).toEqual([
      { date: '2026-11-02', hufPer100: 38345 },
      { date: '2026-11-03', hufPer100: 38410 },
      { date: '2026-11-06', hufPer100: 38550 },
      { date: '2026-11-09', hufPer100: 38601 },
    ]);
    expect(parseMnbCsv('2026.11.02.;383,4500')).toEqual([{ date: '2026-11-02', hufPer100: 38345 }]);
  });

  it.each([
    ['2026.02.30.;383,45', { 'line 1': 'dateInvalid' }],
    ['2026.11.02.;383,456', { 'line 1': 'exchangeRateInvalid' }],
    ['2026.11.02.;abc', { 'line 1': 'exchangeRateInvalid' }],
    ['2026.11.02.;0', { 'line 1': 'exchangeRateInvalid' }],
    ['2026.11.02.;383,45\n2026.11.02.;384', { 'line 2': 'exchangeRateExists' }],
    ['Dátum;EUR', {}],
  ])('refuses %j, naming each bad line', (csv, fields) => {
    try {
      parseMnbCsv(csv);
      expect.unreachable();
    } catch (err) {
      expect(err).toMatchObject({ status: 400, code: 'exchangeRateCsvInvalid', fields });
    }
  });
});

for (const engine of ['postgresql', 'pglite'] as const) {
  describe(`exchange rates (${engine})`, () => {
    let s: TestServer;
    let admin: Client;
    beforeAll(async () => {
      s = await startServer({ engine });
      admin = (await s.as('admin', { firstName: 'Réka', lastName: 'Szabó' })).client;
    });
    afterAll(() => s.close());

    it("turns the rate set's single staff-set rate into one dated row, sourced 'staff-set'", async () => {
      expect(await findRateOn(s.db, '2026-01-01')).toEqual({
        date: '2026-01-01',
        hufPer100: 39000,
        source: 'staff-set',
      });
      expect(await findRateOn(s.db, '2025-12-31')).toBeUndefined();
      await expect(rateOn(s.db, '2025-12-31')).rejects.toMatchObject({ status: 409, code: 'noExchangeRate' });
      const cols = await s
        .db('information_schema.columns')
        .where({ table_name: 'payroll_rate_sets' })
        .pluck('column_name');
      expect(cols).not.toContain('huf_per_eur_100');
    });

    it('imports MNB’s CSV, lists it newest first, and answers each date with the last rate on or before it', async () => {
      const res = await admin.post('/api/admin/exchange-rates/import', { csv: MNB_CSV });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ added: 4, updated: 0, unchanged: 0 });
      // Saturday 7 and Sunday 8 November take Friday 6's rate; the 5th (no rate published) the 3rd's.
      expect((await rateOn(s.db, '2026-11-08')).hufPer100).toBe(38550);
      expect((await rateOn(s.db, '2026-11-05')).hufPer100).toBe(38410);
      expect(await rateOn(s.db, '2026-11-30')).toEqual({ date: '2026-11-09', hufPer100: 38601, source: 'mnb-csv' });

      const again = await admin.post('/api/admin/exchange-rates/import', {
        csv: '2026.11.02.;383,45\n2026.11.09.;386,11\n2026.11.10.;387',
      });
      expect(again.body.data).toEqual({ added: 1, updated: 1, unchanged: 1 });

      const list = adminExchangeRatesSchema.parse((await admin.get('/api/admin/exchange-rates')).body);
      expect(list.rates.slice(0, 2)).toMatchObject([
        { date: '2026-11-10', hufPer100: 38700, source: 'mnb-csv', enteredBy: 'Réka Szabó' },
        { date: '2026-11-09', hufPer100: 38611, source: 'mnb-csv' },
      ]);
      expect(list.rates.at(-1)).toMatchObject({ date: '2026-01-01', source: 'staff-set', enteredBy: null });
      expect(list.total).toBe(list.rates.length);
    });

    it('refuses a bad file whole, naming the line, and writes nothing', async () => {
      const before = await s.db('exchange_rates').count({ n: '*' }).first();
      const res = await admin.post('/api/admin/exchange-rates/import', {
        csv: '2026.12.01.;390,10\n2026.12.02.;390,1234',
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'exchangeRateCsvInvalid', fields: { 'line 2': 'exchangeRateInvalid' } });
      expect(await s.db('exchange_rates').count({ n: '*' }).first()).toEqual(before);
      for (const body of [{}, { csv: '' }, { csv: 7 }, { csv: 'x'.repeat(200_001) }]) {
        const bad = await admin.post('/api/admin/exchange-rates/import', body);
        expect(bad.status).toBe(400);
      }
    });

    it('takes one rate typed in by staff, once per date', async () => {
      const res = await admin.post('/api/admin/exchange-rates', { date: '2026-12-14', hufPer100: 39117 });
      expect(res.status).toBe(201);
      expect(res.body.data.rate).toEqual({ date: '2026-12-14', hufPer100: 39117, source: 'staff' });
      const dup = await admin.post('/api/admin/exchange-rates', { date: '2026-12-14', hufPer100: 39000 });
      expect(dup.status).toBe(400);
      expect(dup.body).toMatchObject({ code: 'exchangeRateExists', fields: { date: 'exchangeRateExists' } });
      for (const [body, code] of [
        [{ date: '2026-02-30', hufPer100: 39000 }, 'dateInvalid'],
        [{ date: '2026-12-15', hufPer100: 0 }, 'exchangeRateInvalid'],
        [{ date: '2026-12-15', hufPer100: 391.5 }, 'exchangeRateInvalid'],
        [{ date: '2026-12-15', hufPer100: '39000' }, 'exchangeRateInvalid'],
      ] as const) {
        const bad = await admin.post('/api/admin/exchange-rates', body);
        expect(bad.status).toBe(400);
        expect(bad.body.code).toBe(code);
      }
      expect(await findRateOn(s.db, '2026-12-15')).toMatchObject({ date: '2026-12-14' });
    });

    it('gives the calculator the latest rate with its date', async () => {
      const body = publicPayrollRatesSchema.parse((await s.client().get('/api/payroll/rates')).body);
      expect(body.exchangeRate).toEqual((await findRateOn(s.db, businessToday())) ?? null);
      expect(body.exchangeRate).not.toBeNull();
      expect(body.rateSet).not.toHaveProperty('hufPerEur100');
    });

    it.each([
      ['anonymous', 401],
      ['candidate', 403],
      ['employer', 403],
    ] as const)('refuses %s (%i) on every exchange-rate call', async (who, status) => {
      const client = who === 'anonymous' ? s.client() : (await s.as(who)).client;
      expect((await client.get('/api/admin/exchange-rates')).status).toBe(status);
      expect((await client.post('/api/admin/exchange-rates', { date: '2026-12-20', hufPer100: 1 })).status).toBe(
        status,
      );
      expect((await client.post('/api/admin/exchange-rates/import', { csv: '2026.12.20.;1' })).status).toBe(status);
      expect(await findRateOn(s.db, '2026-12-20')).toMatchObject({ date: '2026-12-14' });
    });
  });
}
