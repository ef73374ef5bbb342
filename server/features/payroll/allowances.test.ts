import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payrollProfileSchema, payslipsSchema } from '../../contract/index.ts';
import { insertContract, saveTimesheet } from '../../test/fixtures.ts';
import { startServer, type Client, type TestServer } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf.ts';

// Valid by their check digits: 8123456786 (1·8 + 2·1 + … + 9·8 = 248 ≡ 6 mod 11) and 123456788
// (3·1 + 7·2 + 3·3 + 7·4 + 3·5 + 7·6 + 3·7 + 7·8 = 208 ≡ 8 mod 10).
const TAX_ID = '8123456786';
const TAJ = '123456788';

/** Weekdays of October 2026, worked whole. */
const octoberDays = (days: string[]) => Object.fromEntries(days.map((d) => [`2026-10-${d}`, 1] as const));
const TEN = octoberDays(['01', '02', '05', '06', '07', '08', '09', '12', '13', '14']);
const EIGHT = octoberDays(['20', '21', '22', '23', '26', '27', '28', '29']);

for (const engine of ['postgresql', 'pglite'] as const) {
  describe(`the contractor's tax details, allowances and the payslip in forints (${engine})`, () => {
    let s: TestServer;
    let me: Client;
    let meId: number;
    let other: Client;
    let staff: Client;
    let clientId: number;
    beforeAll(async () => {
      s = await startServer({ engine });
      const c = await s.as('candidate', { firstName: 'Kata', lastName: 'Fekete' });
      me = c.client;
      meId = c.user.id;
      other = (await s.as('candidate')).client;
      staff = (await s.as('admin')).client;
      clientId = (await s.as('employer')).user.id;
    });
    afterAll(() => s.close());

    async function contract(dayRateEuros: number, c: { partTime?: boolean; qualification?: boolean; start?: string }) {
      const id = await insertContract(s, {
        contractorId: meId,
        employerId: clientId,
        jobTitle: 'Data Engineer',
        ...(c.start ? { startDate: c.start } : {}),
      });
      await s
        .db('contracts')
        .where({ id })
        .update({
          day_rate: dayRateEuros * 100,
          part_time: c.partTime ?? false,
          requires_qualification: c.qualification ?? false,
        });
      return id;
    }

    async function approvedSlip(contractId: number, days: Record<string, number>) {
      const id = await saveTimesheet(me, contractId, '2026-10', days);
      const submitted = await me.post(`/api/candidate/timesheets/${id}/submit`);
      expect(submitted.status, submitted.text).toBe(200);
      const approved = await staff.post(`/api/admin/timesheets/${id}/approve`, {});
      expect(approved.status, approved.text).toBe(200);
      const slip = payslipsSchema
        .parse((await me.get('/api/candidate/payslips')).body)
        .payslips.find((p) => p.timesheetId === id);
      if (!slip) throw new Error('no payslip');
      return slip;
    }

    it('refuses a tax ID or TAJ number whose check digit fails, with its code, and keeps a valid pair', async () => {
      const badId = await me.put('/api/candidate/payroll-profile', { taxId: '8123456787', tajNumber: TAJ });
      expect(badId.status).toBe(400);
      expect(badId.body.fields).toEqual({ taxId: 'taxIdInvalid' });
      const badTaj = await me.put('/api/candidate/payroll-profile', { taxId: TAX_ID, tajNumber: '123 456 789' });
      expect(badTaj.status).toBe(400);
      expect(badTaj.body.fields).toEqual({ tajNumber: 'tajNumberInvalid' });
      expect(await s.db('contractor_tax_details').where({ user_id: meId })).toHaveLength(0);
      const ok = await me.put('/api/candidate/payroll-profile', { taxId: '81234 56786', tajNumber: '123-456-788' });
      expect(ok.status).toBe(200);
      expect(payrollProfileSchema.parse((await me.get('/api/candidate/payroll-profile')).body)).toMatchObject({
        taxId: TAX_ID,
        tajNumber: TAJ,
      });
    });

    it('never shows the tax ID or TAJ number in staff lists', async () => {
      for (const path of [
        '/api/admin/users',
        '/api/admin/candidates',
        '/api/admin/contracts',
        '/api/admin/dashboard',
      ]) {
        const res = await staff.get(path);
        expect(res.status, path).toBe(200);
        expect(res.text, path).not.toContain(TAX_ID);
        expect(res.text, path).not.toContain(TAJ);
      }
      expect(payrollProfileSchema.parse((await other.get('/api/candidate/payroll-profile')).body).taxId).toBeNull();
    });

    it('refuses to approve (and to preview) a month whose contractor lacks a tax ID or TAJ number, naming it, writing nothing', async () => {
      const who = await s.as('candidate');
      const contractId = await insertContract(s, { contractorId: who.user.id, employerId: clientId, jobTitle: 'QA' });
      const id = await saveTimesheet(who.client, contractId, '2026-10', EIGHT);
      expect((await who.client.post(`/api/candidate/timesheets/${id}/submit`)).status).toBe(200);
      const counters = await s.db('invoice_counters').select();
      const refused = async (fields: object) => {
        for (const res of [
          await staff.get(`/api/admin/timesheets/${id}/preview`),
          await staff.post(`/api/admin/timesheets/${id}/approve`, {}),
        ]) {
          expect(res.status, res.text).toBe(409);
          expect(res.body.code).toBe('payrollProfileMissing');
          expect(res.body.error).toMatch(/tax ID \(adóazonosító jel\) and TAJ number/);
          expect(res.body.fields).toEqual(fields);
        }
        expect(await s.db('invoices').where({ timesheet_id: id })).toHaveLength(0);
        expect(await s.db('payslips').where({ timesheet_id: id })).toHaveLength(0);
        expect((await s.db('timesheets').where({ id }).first())?.status).toBe('submitted');
        expect(await s.db('invoice_counters').select()).toEqual(counters);
      };
      await s.db('contractor_tax_details').where({ user_id: who.user.id }).delete();
      await refused({ taxId: 'taxIdMissing', tajNumber: 'tajNumberMissing' });
      await s.db('contractor_tax_details').insert({ user_id: who.user.id, tax_id: TAX_ID, taj_number: null });
      await refused({ tajNumber: 'tajNumberMissing' });
      // Once the contractor gives both, the month is approved and the payslip carries them.
      expect((await who.client.put('/api/candidate/payroll-profile', { taxId: TAX_ID, tajNumber: TAJ })).status).toBe(
        200,
      );
      expect((await staff.get(`/api/admin/timesheets/${id}/preview`)).status).toBe(200);
      expect((await staff.post(`/api/admin/timesheets/${id}/approve`, {})).status).toBe(200);
      expect(await s.db('payslips').where({ timesheet_id: id }).first('employee_tax_id', 'employee_taj')).toEqual({
        employee_tax_id: TAX_ID,
        employee_taj: TAJ,
      });
    });

    it('takes an allowance only as a dated declaration, and refuses bad ones with their codes', async () => {
      const post = (body: object) => me.post('/api/candidate/allowances', body);
      const undeclared = await post({ kind: 'under25', validFrom: '2026-01' });
      expect(undeclared.status).toBe(400);
      expect(undeclared.body.fields).toEqual({ declaration: 'declarationRequired' });
      const noChildren = await post({ kind: 'family', validFrom: '2026-01', declaration: true });
      expect(noChildren.body.fields).toEqual({ children: 'childrenInvalid' });
      expect((await post({ kind: 'family', children: 0, validFrom: '2026-01', declaration: true })).body.code).toBe(
        'childrenInvalid',
      );
      expect((await post({ kind: 'grandmother', validFrom: '2026-01', declaration: true })).body.fields).toEqual({
        kind: 'allowanceKindInvalid',
      });
      const backwards = await post({ kind: 'under25', validFrom: '2026-05', validTo: '2026-04', declaration: true });
      expect(backwards.body.fields).toEqual({ validTo: 'endBeforeStart' });
      expect(await s.db('contractor_allowances').where({ user_id: meId })).toHaveLength(0);
    });

    it('a payslip with no allowance: SZJA, TB and szocho each on the forint gross', async () => {
      // 10 × €200 = €2,000; fee 5 % €100; gross floor(€1,900 / 1.13) = €1,681.41; × 390 = 655,749.9 →
      // 655,750 Ft. SZJA 98,362.5 → 98,363; TB 121,313.75 → 121,314; szocho 85,247.5 → 85,248;
      // net 655,750 − 98,363 − 121,314 = 436,073.
      const slip = await approvedSlip(await contract(200, {}), TEN);
      expect(slip.breakdown.huf).toMatchObject({
        gross: 655_750,
        incomeTax: 98_363,
        socialSecurity: 121_314,
        employerTax: 85_248,
        net: 436_073,
      });
      expect(slip.allowanceLines).toEqual([]);
      // Labour Code § 157: paid by the 10th of the next month (or on the issue day when later).
      expect(slip.paymentDate! >= '2026-11-10').toBe(true);
    });

    it('applies the declared allowances valid in the month, each a line; the employee IDs and employer on the PDF', async () => {
      const declare = async (body: object) =>
        expect((await me.post('/api/candidate/allowances', { ...body, declaration: true })).status).toBe(201);
      await declare({ kind: 'under25', validFrom: '2026-01' });
      await declare({ kind: 'family', children: 1, validFrom: '2026-10', validTo: '2026-12' });
      // Over before October: not applied.
      await declare({ kind: 'firstMarriage', validFrom: '2025-10', validTo: '2026-09' });
      const profile = payrollProfileSchema.parse((await me.get('/api/candidate/payroll-profile')).body);
      expect(profile.allowances.map((a) => [a.kind, a.validFrom, a.validTo])).toEqual([
        ['family', '2026-10', '2026-12'],
        ['under25', '2026-01', null],
        ['firstMarriage', '2025-10', '2026-09'],
      ]);

      // The same 655,750 Ft gross. Under 25: 655,750 ≤ 715,765 all exempt, SZJA 0 (saves 98,363).
      // The family allowance (one child, 133,340) finds no base left: 133,340 × 15 % = 20,001 off
      // TB 121,314 → 101,313. Net 655,750 − 0 − 101,313 = 554,437. Szocho still 85,248.
      // In euros: TB 101,313 / 390 = €259.78; net €1,681.41 − €259.78 = €1,421.63.
      const slip = await approvedSlip(await contract(200, {}), TEN);
      expect(slip.breakdown.huf).toMatchObject({
        gross: 655_750,
        incomeTax: 0,
        socialSecurity: 101_313,
        employerTax: 85_248,
        net: 554_437,
      });
      expect(slip.allowanceLines).toEqual([
        { kind: 'under25', baseHuf: 655_750, taxHuf: 98_363 },
        { kind: 'familyContribution', baseHuf: 133_340, taxHuf: 20_001 },
      ]);
      expect(slip.breakdown.eur).toMatchObject({ gross: 168_141, incomeTax: 0, socialSecurity: 25_978, net: 142_163 });
      expect(slip.netCents).toBe(142_163);

      const download = async (path: string) => {
        const res = await fetch(s.url + path, {
          headers: { Cookie: [...me.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        expect(res.status).toBe(200);
        // Lines wrapped in the table's first column read as one.
        return (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, ' ');
      };
      const en = await download(`/api/candidate/payslips/${slip.id}/pdf?lang=en`);
      for (const text of [
        'Employer',
        'Portal Talent Partners Ltd',
        'Október 6. utca 12., 1051 Budapest, Hungary',
        'Tax number: 12345676-2-41',
        `Tax ID (adóazonosító jel): ${TAX_ID}`,
        'TAJ number: 123 456 788',
        'Period: October 2026',
        'Payment date:',
        'Under-25s’ exemption: income tax relief Exempt income: HUF 655,750',
        '−HUF 98,363',
        'Family allowance set against contributions: social security relief Allowance left unused against income tax: HUF 133,340',
        '−HUF 20,001',
        'HUF 554,437',
        '€1,421.63',
      ])
        expect(en).toContain(text);
      expect(en).not.toContain('No tax allowance is applied.');
      const hu = await download(`/api/candidate/payslips/${slip.id}/pdf?lang=hu`);
      for (const text of [
        'Munkáltató',
        '1051 Budapest, Október 6. utca 12.',
        'Adószám: 12345676-2-41',
        `Adóazonosító jel: ${TAX_ID}`,
        'TAJ-szám: 123 456 788',
        '25 év alattiak kedvezménye: SZJA-mentesség Mentes jövedelem: 655 750 Ft',
        'Családi járulékkedvezmény',
        '554 437 Ft',
      ])
        expect(hu).toContain(text);

      // The accountant's export (in Hungarian, for Hungarian Excel) carries the payslip's tax details: the
      // forint gross, SZJA, TB and szocho, then each allowance with what it cut and its base, then the net.
      const csv = (await staff.get('/api/admin/payroll/export.csv?month=2026-10&lang=hu')).text;
      const rows = csv
        .split('\r\n')
        .filter((l) => l.includes(`;P-${slip.id};`))
        .map((l) => l.split(';'));
      expect(rows.map((r) => [r[6], r[12], r[20]])).toEqual([
        ['számla nettó összege', '780000', ''],
        ['közvetítői díj', '39000', ''],
        ['szociális hozzájárulási adó', '85248', ''],
        ['bruttó bér', '655750', ''],
        ['személyi jövedelemadó', '0', ''],
        ['társadalombiztosítási járulék', '101313', ''],
        ['25 év alattiak kedvezménye (SZJA)', '-98363', '655750'],
        ['családi járulékkedvezmény (TB-járulék)', '-20001', '133340'],
        ['nettó bér', '554437', ''],
      ]);
      expect(rows[0]![5]).toBe('Fekete Kata');

      // A withdrawn declaration is the contractor's own to withdraw: 404 for anyone else's.
      const under25 = profile.allowances.find((a) => a.kind === 'under25')!;
      expect((await other.delete(`/api/candidate/allowances/${under25.id}`)).status).toBe(404);
      for (const a of profile.allowances)
        expect((await me.delete(`/api/candidate/allowances/${a.id}`)).status).toBe(200);
      // The issued payslip keeps its lines.
      expect(
        payslipsSchema.parse((await me.get('/api/candidate/payslips')).body).payslips.find((p) => p.id === slip.id)
          ?.allowanceLines,
      ).toHaveLength(2);
    });

    it('under 25 above the cap: NAV’s 2026 cap of 715,765 Ft is exempt, a saving of 107,365 Ft', async () => {
      await s.db('contractor_allowances').where({ user_id: meId }).delete();
      expect(
        (await me.post('/api/candidate/allowances', { kind: 'under25', validFrom: '2026-10', declaration: true }))
          .status,
      ).toBe(201);
      // 10 × €300 = €3,000; fee 5 % €150; gross floor(€2,850 / 1.13) = €2,522.12 × 390 = 983,626.8 →
      // 983,627 Ft. Under 25: 715,765 exempt (NAV's 2026 cap), 267,862 taxed: SZJA 40,179.3 → 40,179;
      // saved 147,544.05 → 147,544 − 40,179 = 107,365 (NAV's figure). TB 181,970.995 → 181,971; szocho
      // 127,871.51 → 127,872. Net 983,627 − 40,179 − 181,971 = 761,477.
      const slip = await approvedSlip(await contract(300, {}), TEN);
      expect(slip.breakdown.huf).toMatchObject({
        gross: 983_627,
        incomeTax: 40_179,
        socialSecurity: 181_971,
        employerTax: 127_872,
        net: 761_477,
      });
      expect(slip.allowanceLines).toEqual([{ kind: 'under25', baseHuf: 715_765, taxHuf: 107_365 }]);
      await s.db('contractor_allowances').where({ user_id: meId }).delete();
    });

    it('a job needing secondary qualification has the guaranteed minimum as its floor', async () => {
      // 8 × €50 = €400; fee €20; gross floor(€380 / 1.13) = €336.28 × 390 = 131,149.2 → 131,149 Ft: above
      // the minimum wage pro-rated (322,800 × 64 h / 174 h = 118,731) but below the guaranteed minimum
      // pro-rated (373,200 × 64 / 174 = 137,268.97 → 137,269).
      const plain = await saveTimesheet(me, await contract(50, {}), '2026-10', EIGHT);
      expect((await me.post(`/api/candidate/timesheets/${plain}/submit`)).status).toBe(200);
      const qualified = await saveTimesheet(me, await contract(50, { qualification: true }), '2026-10', EIGHT);
      const refused = await me.post(`/api/candidate/timesheets/${qualified}/submit`);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('belowGuaranteedMinimum');
      expect(refused.body.error).toMatch(/guaranteed wage minimum/);
      // €60 a day: 8 × €60 = €480; fee €24; gross €403.53 × 390 = 157,376.7 → 157,377 Ft ≥ 137,269.
      const enough = await saveTimesheet(me, await contract(60, { qualification: true }), '2026-10', EIGHT);
      expect((await me.post(`/api/candidate/timesheets/${enough}/submit`)).status).toBe(200);
      // A part-time contract is let through.
      const part = await saveTimesheet(
        me,
        await contract(50, { qualification: true, partTime: true }),
        '2026-10',
        EIGHT,
      );
      expect((await me.post(`/api/candidate/timesheets/${part}/submit`)).status).toBe(200);
    });

    it('lets staff set the qualification flag in the contract, and refuses anything but true or false', async () => {
      const id = await contract(60, {});
      const body = {
        contractorId: meId,
        employerId: clientId,
        jobTitle: 'Data Engineer',
        startDate: '2026-01-01',
        dayRate: 6000,
        feePercentage: 500,
      };
      expect((await staff.put(`/api/admin/contracts/${id}`, { ...body, requiresQualification: true })).status).toBe(
        200,
      );
      expect((await s.db('contracts').where({ id }).first())?.requires_qualification).toBe(true);
      expect((await staff.put(`/api/admin/contracts/${id}`, body)).status).toBe(200);
      expect((await s.db('contracts').where({ id }).first())?.requires_qualification).toBe(true);
      const bad = await staff.put(`/api/admin/contracts/${id}`, { ...body, requiresQualification: 'yes' });
      expect(bad.body.fields).toMatchObject({ requiresQualification: 'invalidInput' });
    });

    it('a part-time month below the minimum contribution base: the employer pays TB on the difference, pro-rated mid-month', async () => {
      // 2 × €40 = €80; fee €4; gross floor(€76 / 1.13) = €67.25 × 390 = 26,227.5 → 26,228 Ft.
      // SZJA 3,934.2 → 3,934; TB 4,852.18 → 4,852; net 26,228 − 3,934 − 4,852 = 17,442 (the employee's
      // pay is unchanged by the minimum base).
      const twoDays = octoberDays(['20', '21']);
      // No declaration left from an earlier test (whatever became of it).
      await s.db('contractor_allowances').where({ user_id: meId }).delete();
      // A whole month: base 30 % × 322,800 = 96,840; 96,840 − 26,228 = 70,612 × 18.5 % = 13,063.22 → 13,063.
      const whole = await approvedSlip(await contract(40, { partTime: true }), twoDays);
      expect(whole.breakdown.huf).toMatchObject({
        gross: 26_228,
        incomeTax: 3_934,
        socialSecurity: 4_852,
        net: 17_442,
      });
      expect(whole.allowanceLines).toEqual([{ kind: 'minimumBase', baseHuf: 70_612, taxHuf: 13_063 }]);
      // From 17 October: 15 of 31 days, 96,840 × 15 / 30 = 48,420; 48,420 − 26,228 = 22,192 × 18.5 % =
      // 4,105.52 → 4,106.
      const mid = await approvedSlip(await contract(40, { partTime: true, start: '2026-10-17' }), twoDays);
      expect(mid.breakdown.huf).toMatchObject({ gross: 26_228, net: 17_442 });
      expect(mid.allowanceLines).toEqual([{ kind: 'minimumBase', baseHuf: 22_192, taxHuf: 4_106 }]);
    });
  });
}
