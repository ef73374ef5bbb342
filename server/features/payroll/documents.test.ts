import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessToday,
  contractDocumentsSchema,
  payslipsSchema,
  payrollSummarySchema,
  timesheetsSchema,
} from '../../contract/index.ts';
import { migrationConfig } from '../../db/index.ts';
import { pdfText } from '../../test/pdf.ts';
import { insertContract, saveTimesheet, submitTimesheet } from '../../test/fixtures.ts';
import { startServer, type Client, type TestServer } from '../../test/harness.ts';
import { formatInvoiceNumber, lineDescription, monthRange } from './documents.ts';
import { addDays } from '../../contract/dates.ts';

describe('invoice numbers and dates (pure)', () => {
  it('formats YYYY-NNNNNN and refuses a seventh digit', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('2026-000001');
    expect(formatInvoiceNumber(2027, 999_999)).toBe('2027-999999');
    expect(() => formatInvoiceNumber(2026, 1_000_000)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(2026, 0)).toThrow(RangeError);
  });
  it('adds days across months and years, and bounds a month', () => {
    expect(addDays('2026-12-20', 15)).toBe('2027-01-04');
    expect(addDays('2028-02-20', 15)).toBe('2028-03-06');
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
  });
  it('words the invoice line', () => {
    expect(lineDescription(20, '2026-10', 'Data Engineer')).toBe('20 days × day rate, October 2026 (Data Engineer)');
    expect(lineDescription(1, '2026-03', 'QA')).toBe('1 day × day rate, March 2026 (QA)');
  });
});

let s: TestServer;
let me: Client;
let meId: number;
let staff: Client;
let employer: Client;
let clientId: number;
const year = businessToday().slice(0, 4);

beforeAll(async () => {
  s = await startServer();
  const contractor = await s.as('candidate', { firstName: 'Kata', lastName: 'Fekete' });
  me = contractor.client;
  meId = contractor.user.id;
  staff = (await s.as('admin')).client;
  const emp = await s.as('employer', { firstName: 'Bálint', lastName: 'Horváth' });
  employer = emp.client;
  clientId = emp.user.id;
  // The employer's company has a name of its own: the client on every document, not its contact person.
  const company = await s.db('users').where({ id: clientId }).first('company_id');
  await s.db('client_companies').where({ id: company!.company_id! }).update({ legal_name: 'Horváth Adat Kft.' });
});
afterAll(() => s.close());

/** A contract of the contractor's (45,000 cents a day, 5 % fee, from the month's first day). */
function contract(contractorId = meId, startDate = '2026-01-01') {
  return insertContract(s, { contractorId, employerId: clientId, jobTitle: 'Data Engineer', startDate });
}

/** A submitted timesheet written straight to the table (the API's own path is the first test's). */
async function submitted(contractId: number, month = '2026-10', halfDays = 4) {
  const [row] = await s
    .db('timesheets')
    .insert({
      contract_id: contractId,
      month: `${month}-01`,
      days: { [`${month}-01`]: 1, [`${month}-02`]: 1 },
      half_days: halfDays,
      status: 'submitted',
      submitted_at: new Date(),
    })
    .returning('id');
  return row!.id;
}

const invoiceNumbers = async () => (await s.db('invoices').orderBy('number').select('number')).map((r) => r.number);

describe('issuing on approval', () => {
  it('approving a timesheet issues one invoice to the client and one payslip the contractor sees', async () => {
    const contractId = await contract();
    const saved = await me.put('/api/candidate/timesheets', {
      contractId,
      month: '2026-10',
      days: { '2026-10-01': 1, '2026-10-02': 1 },
    });
    const id = saved.body.data.timesheet.id as number;
    expect(saved.body.data.timesheet).toMatchObject({ invoiceId: null, payslipId: null });
    await me.post(`/api/candidate/timesheets/${id}/submit`);
    const approved = await staff.post(`/api/admin/timesheets/${id}/approve`, {});
    expect(approved.status).toBe(200);
    const ts = approved.body.data.timesheet;
    expect(ts.invoiceId).toEqual(expect.any(Number));
    expect(ts.payslipId).toEqual(expect.any(Number));

    const { payslips } = payslipsSchema.parse((await me.get('/api/candidate/payslips')).body);
    expect(payslips).toHaveLength(1);
    // 2 days × €450 = €900; fee 5 % = €45; gross = 855 / 1.13 = €756.63; deductions 33.5 % = €253.47.
    expect(payslips[0]).toMatchObject({
      id: ts.payslipId,
      contractId,
      timesheetId: id,
      month: '2026-10',
      jobTitle: 'Data Engineer',
      // The client is the company billed, as on the invoice, not the employer's contact person.
      client: 'Horváth Adat Kft.',
      days: 2,
      grossCents: 75_663,
      netCents: 50_316,
      // The rate in force on 31 October: the staff-set 390 dated 1 January (migration 20261127010001).
      exchangeRate: 390,
      exchangeRateDate: '2026-01-01',
    });
    expect(payslips[0]?.breakdown.eur).toMatchObject({ invoice: 90_000, vat: 24_300, fee: 4_500, net: 50_316 });
    // Forint gross 756.63 × 390 = 295,085.7 → 295,086; SZJA 44,262.9 → 44,263; TB 54,590.91 → 54,591.
    expect(payslips[0]?.breakdown.huf).toMatchObject({
      gross: 295_086,
      incomeTax: 44_263,
      socialSecurity: 54_591,
      employerTax: 38_361, // 13 % = 38,361.18
      net: 196_232,
    });

    const docs = contractDocumentsSchema.parse((await staff.get(`/api/admin/contracts/${contractId}/documents`)).body);
    expect(docs.payslips.map((p) => p.id)).toEqual([ts.payslipId]);
    expect(docs.invoices).toHaveLength(1);
    const today = businessToday();
    expect(docs.invoices[0]).toMatchObject({
      id: ts.invoiceId,
      number: `${year}-000001`,
      kind: 'invoice',
      creditsInvoiceId: null,
      clientName: 'Horváth Adat Kft.',
      issueDate: today,
      dueDate: addDays(today, 15),
      lines: [
        {
          description: '2 days × day rate, October 2026 (Data Engineer)',
          quantity: 2,
          unitCents: 45_000,
          amountCents: 90_000,
        },
      ],
      netCents: 90_000,
      vatRateBp: 2700,
      vatCents: 24_300,
      totalCents: 114_300,
      reverseCharge: false,
    });
    const mine = timesheetsSchema.parse((await me.get('/api/candidate/timesheets')).body);
    expect(mine.timesheets.find((t) => t.id === id)).toMatchObject({
      invoiceId: ts.invoiceId,
      payslipId: ts.payslipId,
      // The client billed is the company; its contact person apart.
      clientCompany: 'Horváth Adat Kft.',
      client: { firstName: 'Bálint', lastName: 'Horváth' },
    });
  });

  it('issues exactly once under two concurrent approvals', async () => {
    const id = await submitted(await contract());
    const results = await Promise.all([
      staff.post(`/api/admin/timesheets/${id}/approve`, {}),
      staff.post(`/api/admin/timesheets/${id}/approve`, {}),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)?.body.code).toBe('timesheetNotSubmitted');
    expect(await s.db('invoices').where({ timesheet_id: id })).toHaveLength(1);
    expect(await s.db('payslips').where({ timesheet_id: id })).toHaveLength(1);
  });

  it('numbers concurrent approvals without gaps or repeats', async () => {
    const before = (await invoiceNumbers()).length;
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await submitted(await contract()));
    const results = await Promise.all(ids.map((id) => staff.post(`/api/admin/timesheets/${id}/approve`, {})));
    expect(results.map((r) => r.status)).toEqual(ids.map(() => 200));
    const all = await invoiceNumbers();
    expect(all).toEqual(Array.from({ length: before + 6 }, (_, i) => formatInvoiceNumber(Number(year), i + 1)));
  });

  it('gives the number back when the approval fails after taking it (no gap), and leaves the timesheet submitted', async () => {
    const before = await invoiceNumbers();
    // The payslip insert (after the invoice took its number) fails for this timesheet only.
    const id = await submitted(await contract(), '2026-11', 3);
    await s.db.raw(`
      CREATE FUNCTION test_fail_payslip() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.half_days = 3 THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$`);
    await s.db.raw(
      'CREATE TRIGGER test_fail_payslip BEFORE INSERT ON payslips FOR EACH ROW EXECUTE FUNCTION test_fail_payslip()',
    );
    const failed = await staff.post(`/api/admin/timesheets/${id}/approve`, {});
    expect(failed.status).toBe(500);
    await s.db.raw('DROP TRIGGER test_fail_payslip ON payslips');
    await s.db.raw('DROP FUNCTION test_fail_payslip()');
    expect(await invoiceNumbers()).toEqual(before);
    expect((await s.db('timesheets').where({ id }).first())?.status).toBe('submitted');

    const next = await staff.post(`/api/admin/timesheets/${id}/approve`, {});
    expect(next.status).toBe(200);
    expect((await invoiceNumbers()).at(-1)).toBe(formatInvoiceNumber(Number(year), before.length + 1));
  });

  it('refuses to approve a month no rate set covers, writing nothing', async () => {
    const id = await submitted(await contract(meId, '2025-12-01'), '2025-12');
    const before = await invoiceNumbers();
    const res = await staff.post(`/api/admin/timesheets/${id}/approve`, {});
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('noRateSet');
    expect(await invoiceNumbers()).toEqual(before);
    expect((await s.db('timesheets').where({ id }).first())?.status).toBe('submitted');
  });

  it('converts at the MNB rate in force on the last day of the month worked, and records its date', async () => {
    await s.db('exchange_rates').insert([
      { rate_date: '2026-09-30', huf_per_100: 38_900, source: 'staff' },
      { rate_date: '2026-09-25', huf_per_100: 38_700, source: 'staff' },
      { rate_date: '2026-10-01', huf_per_100: 39_999, source: 'staff' },
    ]);
    // 30 September 2026 is a Wednesday; the rate of 1 October belongs to the next month.
    const id = await submitted(await contract(), '2026-09');
    expect((await staff.post(`/api/admin/timesheets/${id}/approve`, {})).status).toBe(200);
    const slip = await s.db('payslips').where({ timesheet_id: id }).first();
    expect(slip).toMatchObject({ huf_per_eur_100: 38_900 });
    const [p] = payslipsSchema
      .parse((await me.get('/api/candidate/payslips')).body)
      .payslips.filter((x) => x.timesheetId === id);
    expect(p).toMatchObject({ exchangeRate: 389, exchangeRateDate: '2026-09-30' });
    // Forint gross 756.63 × 389 = 294,329.07 → 294,329; SZJA 44,149.35 → 44,149; TB 54,450.865 → 54,451;
    // szocho 38,262.77 → 38,263; net 294,329 − 44,149 − 54,451 = 195,729.
    expect(p?.breakdown.huf).toMatchObject({
      gross: 294_329,
      incomeTax: 44_149,
      socialSecurity: 54_451,
      employerTax: 38_263,
      net: 195_729,
    });
    await s.db('exchange_rates').whereIn('rate_date', ['2026-09-30', '2026-09-25', '2026-10-01']).delete();
  });

  it('refuses to approve a month with no exchange rate on or before its last day, writing nothing', async () => {
    const [set] = await s
      .db('payroll_rate_sets')
      .insert({ valid_from: '2025-11-01', vat_bp: 2700, szocho_bp: 1300, szja_bp: 1500, tb_bp: 1850 })
      .returning('id');
    const id = await submitted(await contract(meId, '2025-11-01'), '2025-11');
    const before = await invoiceNumbers();
    const res = await staff.post(`/api/admin/timesheets/${id}/approve`, {});
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('noExchangeRate');
    expect(await invoiceNumbers()).toEqual(before);
    expect((await s.db('timesheets').where({ id }).first())?.status).toBe('submitted');
    await s.db('timesheets').where({ id }).delete();
    await s.db('payroll_rate_sets').where({ id: set!.id }).delete();
  });

  it('keeps issued documents immutable in the database', async () => {
    await expect(s.db('invoices').update({ client_name: 'Someone else' })).rejects.toThrow(/immutable/);
    await expect(s.db('payslips').update({ net_cents: 1 })).rejects.toThrow(/immutable/);
  });
});

describe('who sees what', () => {
  it('shows a contractor only their own payslips', async () => {
    const stranger = await s.as('candidate');
    const id = await submitted(await contract(stranger.user.id), '2026-10');
    await staff.post(`/api/admin/timesheets/${id}/approve`, {});
    const theirs = payslipsSchema.parse((await stranger.client.get('/api/candidate/payslips')).body).payslips;
    expect(theirs.map((p) => p.timesheetId)).toEqual([id]);
    const mine = payslipsSchema.parse((await me.get('/api/candidate/payslips')).body).payslips;
    expect(mine.map((p) => p.timesheetId)).not.toContain(id);
  });

  it.each([
    ['anonymous', 401, 401],
    ['employer', 403, 403],
    ['candidate', 200, 403],
  ] as const)('guards the roles: %s', async (who, candidateStatus, staffStatus) => {
    const client = who === 'anonymous' ? s.client() : who === 'employer' ? employer : me;
    expect((await client.get('/api/candidate/payslips')).status).toBe(candidateStatus);
    expect((await client.get('/api/admin/contracts/1/documents')).status).toBe(staffStatus);
    expect((await client.post('/api/admin/invoices/1/credit-note', { reason: 'x' })).status).toBe(staffStatus);
    expect((await client.get('/api/admin/payroll/summary?month=2026-10')).status).toBe(staffStatus);
  });

  it('answers 404 for a contract that does not exist and 400 for a bad id', async () => {
    expect((await staff.get('/api/admin/contracts/999999/documents')).status).toBe(404);
    expect((await staff.get('/api/admin/contracts/abc/documents')).status).toBe(400);
  });
});

/** A GET's raw bytes, with the client's cookies. */
async function download(client: Client, path: string) {
  const res = await fetch(s.url + path, {
    headers: { Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { res, data: new Uint8Array(await res.arrayBuffer()) };
}

describe('PDFs', () => {
  it('the contractor downloads their payslip in English and Hungarian, showing the net pay', async () => {
    const id = await submitted(await contract(), '2026-09');
    const approved = await staff.post(`/api/admin/timesheets/${id}/approve`, {});
    const payslipId = approved.body.data.timesheet.payslipId as number;

    const en = await download(me, `/api/candidate/payslips/${payslipId}/pdf?lang=en`);
    expect(en.res.status).toBe(200);
    expect(en.res.headers.get('content-type')).toBe('application/pdf');
    expect(en.res.headers.get('content-disposition')).toBe('attachment; filename="payslip-2026-09.pdf"');
    const enText = await pdfText(en.data);
    expect(enText).toContain('Payslip');
    expect(enText).toContain('Net pay €503.16');
    expect(enText).toContain('Kata Fekete');
    expect(enText).toContain('Horváth Adat Kft.');
    expect(enText).not.toContain('Bálint Horváth');

    const hu = await download(me, `/api/candidate/payslips/${payslipId}/pdf?lang=hu`);
    const huText = await pdfText(hu.data);
    expect(huText).toContain('Bérjegyzék');
    expect(huText).toContain('Nettó bér 503,16 EUR');
    expect(huText).toContain('Fekete Kata');
    expect(huText).toContain('Horváth Adat Kft.');
    expect(huText).not.toContain('Horváth Bálint');

    // Staff read the same payslip; another contractor gets 404, an employer 403.
    expect((await download(staff, `/api/admin/payslips/${payslipId}/pdf`)).res.status).toBe(200);
    const stranger = (await s.as('candidate')).client;
    expect((await download(stranger, `/api/candidate/payslips/${payslipId}/pdf`)).res.status).toBe(404);
    expect((await download(employer, `/api/candidate/payslips/${payslipId}/pdf`)).res.status).toBe(403);
    expect((await download(me, `/api/admin/payslips/${payslipId}/pdf`)).res.status).toBe(403);
    expect((await me.get(`/api/candidate/payslips/${payslipId}/pdf?lang=de`)).body.code).toBe('invalidInput');
    expect((await me.get('/api/candidate/payslips/999999/pdf')).status).toBe(404);
  });

  it('staff download the invoice with its number, VAT and total', async () => {
    const id = await submitted(await contract(), '2026-08');
    const approved = await staff.post(`/api/admin/timesheets/${id}/approve`, {});
    const invoiceId = approved.body.data.timesheet.invoiceId as number;
    const number = (await s.db('invoices').where({ id: invoiceId }).first())!.number;
    const { res, data } = await download(staff, `/api/admin/invoices/${invoiceId}/pdf?lang=hu`);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${number}.pdf"`);
    const text = await pdfText(data);
    for (const part of ['Számla', number, 'Horváth Adat Kft.', 'ÁFA 27%', '243,00 EUR', '1143,00 EUR'])
      expect(text).toContain(part);
    expect((await download(me, `/api/admin/invoices/${invoiceId}/pdf`)).res.status).toBe(403);
    expect((await download(staff, '/api/admin/invoices/999999/pdf')).res.status).toBe(404);
  });
});

describe('credit notes', () => {
  it('cancel an invoice once, with the next number and negated amounts, and the month nets to zero for it', async () => {
    const month = businessToday().slice(0, 7);
    const summary = async () =>
      payrollSummarySchema.parse((await staff.get(`/api/admin/payroll/summary?month=${month}`)).body).invoicedCents;
    const id = await submitted(await contract(), '2026-07');
    const approved = await staff.post(`/api/admin/timesheets/${id}/approve`, {});
    const invoiceId = approved.body.data.timesheet.invoiceId as number;
    const before = await summary();
    const numbers = await invoiceNumbers();

    const empty = await staff.post(`/api/admin/invoices/${invoiceId}/credit-note`, { reason: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('creditNoteReasonRequired');

    const res = await staff.post(`/api/admin/invoices/${invoiceId}/credit-note`, { reason: 'Wrong days' });
    expect(res.status).toBe(201);
    const credit = res.body.data.invoice;
    expect(credit).toMatchObject({
      kind: 'credit_note',
      creditsInvoiceId: invoiceId,
      number: formatInvoiceNumber(Number(year), numbers.length + 1),
      netCents: -90_000,
      vatCents: -24_300,
      totalCents: -114_300,
      lines: [{ quantity: -2, unitCents: 45_000, amountCents: -90_000 }],
    });
    expect(await summary()).toBe(before - 114_300);

    const again = await staff.post(`/api/admin/invoices/${invoiceId}/credit-note`, { reason: 'Twice' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invoiceAlreadyCredited');
    const ofCredit = await staff.post(`/api/admin/invoices/${credit.id}/credit-note`, { reason: 'x' });
    expect(ofCredit.body.code).toBe('creditNoteNotCreditable');
    expect((await staff.post('/api/admin/invoices/999999/credit-note', { reason: 'x' })).status).toBe(404);
    expect(await invoiceNumbers()).toHaveLength(numbers.length + 1);

    const docs = contractDocumentsSchema.parse(
      (await staff.get(`/api/admin/contracts/${approved.body.data.timesheet.contractId}/documents`)).body,
    );
    expect(docs.invoices.map((i) => i.kind)).toEqual(['credit_note', 'invoice']);
    const pdf = await pdfText((await download(staff, `/api/admin/invoices/${credit.id}/pdf`)).data);
    for (const part of ['Credit note', credit.number, 'Wrong days', '-€1,143.00']) expect(pdf).toContain(part);
  });

  it('two concurrent credit notes for one invoice: one is issued, the other refused', async () => {
    const id = await submitted(await contract(), '2026-06');
    const invoiceId = (await staff.post(`/api/admin/timesheets/${id}/approve`, {})).body.data.timesheet.invoiceId;
    const results = await Promise.all(
      [1, 2].map(() => staff.post(`/api/admin/invoices/${invoiceId}/credit-note`, { reason: 'Duplicate' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await s.db('invoices').where({ credits_invoice_id: invoiceId })).toHaveLength(1);
  });
});

describe('the CSV export', () => {
  it('streams the month’s invoices and payslip lines as UTF-8 CSV with a BOM', async () => {
    const month = businessToday().slice(0, 7);
    const { res, data } = await download(staff, `/api/admin/payroll/export.csv?month=${month}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="payroll-${month}.csv"`);
    expect([...data.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(data).slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'type,number,date,month,contract_id,party,item,quantity,unit_eur,amount_eur,vat_eur,total_eur,amount_huf,vat_huf,total_huf,huf_per_eur,rate_date,vat_regime,client_country,client_vat_number,base_huf',
    );
    // Every invoice row has its forints and the rate they were reckoned at.
    for (const row of lines.filter((l) => /^(invoice|credit_note),/.test(l))) {
      const cells = row.split(',');
      expect(
        cells.slice(-7, -3).every((c) => c !== ''),
        row,
      ).toBe(true);
    }
    const invoices = await s.db('invoices').where('issue_date', '>=', `${month}-01`).pluck('number');
    for (const n of invoices) expect(lines.some((l) => l.split(',')[1] === n)).toBe(true);
    expect(lines.filter((l) => l.startsWith('credit_note,')).length).toBeGreaterThan(0);
    expect(lines.find((l) => l.startsWith('invoice,'))).toContain(',Horváth Adat Kft.,');

    const october = await download(staff, '/api/admin/payroll/export.csv?month=2026-10');
    const rows = new TextDecoder()
      .decode(october.data)
      .split('\r\n')
      .filter((l) => l.startsWith('payslip,'));
    const slips = await s.db('payslips').where({ month: '2026-10-01' }).pluck('id');
    expect(rows).toHaveLength(slips.length * 7);
    expect(rows.some((l) => l.includes(',Kata Fekete,net,,,503.16,,,196232'))).toBe(true);

    // In Hungarian: Hungarian headers and words, `;` and decimal commas, the family name first.
    const magyar = new TextDecoder()
      .decode((await download(staff, '/api/admin/payroll/export.csv?month=2026-10&lang=hu')).data)
      .split('\r\n');
    expect(magyar[0]!.split(';').slice(0, 3)).toEqual(['Típus', 'Sorszám', 'Kelt']);
    expect(magyar.some((l) => l.includes(';Fekete Kata;nettó bér;;;503,16;;;196232;'))).toBe(true);
    expect((await staff.get('/api/admin/payroll/export.csv?month=2026-10&lang=de')).status).toBe(400);

    expect((await staff.get('/api/admin/payroll/export.csv?month=2026-1')).body.code).toBe('dateInvalid');
    expect((await me.get(`/api/admin/payroll/export.csv?month=${month}`)).status).toBe(403);
    expect((await employer.get(`/api/admin/payroll/export.csv?month=${month}`)).status).toBe(403);
  });
});

describe('mails', () => {
  const outbox = (kind: string) => s.db('mail_outbox').where({ kind }).orderBy('id', 'desc');

  it('staff hear of a submission in English; the contractor of approval (net pay, payslip link) in their language', async () => {
    const hu = await s.as('candidate', { firstName: 'Ödön', lastName: 'Szűcs' });
    await s.db('users').where({ id: hu.user.id }).update({ language: 'hu' });
    const contractId = await contract(hu.user.id);
    const id = await saveTimesheet(hu.client, contractId, '2026-10', { '2026-10-01': 1, '2026-10-02': 1 });
    await submitTimesheet(hu.client, id);
    const [staffMail] = await outbox('staffTimesheetSubmitted');
    expect(staffMail).toMatchObject({ language: 'en', subject: 'Timesheet submitted: Ödön Szűcs, October 2026' });
    expect(staffMail?.text_body).toContain('Days worked: 2');

    const approved = await staff.post(`/api/admin/timesheets/${id}/approve`, {});
    const [mail] = await outbox('timesheetApproved');
    expect(mail).toMatchObject({ to_address: hu.user.email, language: 'hu' });
    expect(mail?.subject).toBe('Jóváhagytuk a(z) 2026. október havi munkaidő-nyilvántartását');
    expect(mail?.text_body.replace(/\s/g, ' ')).toContain('Nettó bér: 503,16 EUR (196 232 Ft)');
    // The contract's page lists the payslip (its PDF behind the sign-in).
    expect(approved.status).toBe(200);
    expect(mail?.text_body).toContain(`/candidate/contracts/${contractId}`);
  });

  it('the contractor hears of a rejection with the note; nothing is sent when the review fails', async () => {
    const id = await submitted(await contract(), '2026-05');
    const before = (await outbox('timesheetRejected')).length;
    await staff.post(`/api/admin/timesheets/${id}/reject`, {});
    expect(await outbox('timesheetRejected')).toHaveLength(before);
    await staff.post(`/api/admin/timesheets/${id}/reject`, { note: 'Május 1. ünnepnap volt.' });
    const [mail] = await outbox('timesheetRejected');
    expect(mail).toMatchObject({ language: 'en', subject: 'Your timesheet for May 2026 needs a correction' });
    expect(mail?.text_body).toContain('Május 1. ünnepnap volt.');
    expect(mail?.text_body).toContain('/candidate/contracts');
  });
});

describe('the month summary', () => {
  it('adds the month’s invoices (with VAT) and payslips’ net pay, and validates the month', async () => {
    const summary = payrollSummarySchema.parse(
      (await staff.get(`/api/admin/payroll/summary?month=${businessToday().slice(0, 7)}`)).body,
    );
    const invoices = await s.db('invoices').select('total_cents', 'issue_date');
    expect(summary.invoicedCents).toBe(invoices.reduce((n, r) => n + r.total_cents, 0));
    const october = payrollSummarySchema.parse((await staff.get('/api/admin/payroll/summary?month=2026-10')).body);
    const octoberNet = await s.db('payslips').where({ month: '2026-10-01' }).pluck('net_cents');
    expect(october.paidOutCents).toBe(octoberNet.reduce((n: number, v: number) => n + v, 0));
    expect(october.paidOutCents).toBeGreaterThan(0);
    for (const bad of ['2026-13', '', 'x', '2026-1'])
      expect((await staff.get(`/api/admin/payroll/summary?month=${bad}`)).body.code).toBe('dateInvalid');
  });
});

describe('the documents migration', () => {
  it('goes down and up again with issued documents in place', async () => {
    const name = '20261124040001_create_payroll_documents.ts';
    // Later migrations (if any) come down first; they go up again with latest().
    const later = (await s.db('knex_migrations').pluck('name')).filter((n: string) => n > name);
    for (const n of later.reverse()) await s.db.migrate.down({ ...migrationConfig, name: n });
    await s.db.migrate.down({ ...migrationConfig, name });
    const tables = await s.db('pg_tables').where({ schemaname: 'public' }).pluck('tablename');
    expect(tables).not.toContain('invoices');
    expect(tables).not.toContain('payslips');
    await s.db.migrate.latest(migrationConfig);
    expect(await s.db('invoices').count({ n: '*' })).toEqual([{ n: expect.anything() }]);
    expect(Number((await s.db('invoice_counters').count({ n: '*' }).first())?.n)).toBe(0);
  });
});

describe('on embedded PGlite', () => {
  it('issues, lists, credits, sums and exports the same way (dates as YYYY-MM-DD, sums as numbers)', async () => {
    const p = await startServer({ engine: 'pglite' });
    try {
      const admin = (await p.as('admin')).client;
      const contractor = await p.createUser({ role: 'candidate', firstName: 'Őz', lastName: 'Űr' });
      const client = await p.createUser({ role: 'employer' });
      const contractId = await insertContract(p, {
        contractorId: contractor.id,
        employerId: client.id,
        jobTitle: 'QA',
      });
      const [t] = await p
        .db('timesheets')
        .insert({
          contract_id: contractId,
          month: '2026-10-01',
          days: { '2026-10-01': 1, '2026-10-02': 1 },
          half_days: 4,
          status: 'submitted',
          submitted_at: new Date(),
        })
        .returning('id');
      const approved = await admin.post(`/api/admin/timesheets/${t!.id}/approve`, {});
      expect(approved.status).toBe(200);
      const docs = contractDocumentsSchema.parse(
        (await admin.get(`/api/admin/contracts/${contractId}/documents`)).body,
      );
      expect(docs.invoices[0]).toMatchObject({ number: `${year}-000001`, issueDate: businessToday() });
      expect(docs.payslips[0]).toMatchObject({ month: '2026-10', netCents: 50_316 });
      const credit = await admin.post(`/api/admin/invoices/${docs.invoices[0]!.id}/credit-note`, { reason: 'x' });
      expect(credit.body.data.invoice.number).toBe(`${year}-000002`);
      const summary = payrollSummarySchema.parse((await admin.get('/api/admin/payroll/summary?month=2026-10')).body);
      expect(summary.paidOutCents).toBe(50_316);
      const csv = (await admin.get(`/api/admin/payroll/export.csv?month=${businessToday().slice(0, 7)}`)).text;
      expect(csv).toContain(`invoice,${year}-000001,${businessToday()},2026-10,`);
      expect(csv).toContain(`credit_note,${year}-000002,`);
      const pdf = await admin.get(`/api/admin/payslips/${docs.payslips[0]!.id}/pdf?lang=hu`);
      expect(pdf.status).toBe(200);
    } finally {
      await p.close();
    }
  }, 120_000); // starts and migrates its own PGlite inside the test
});
