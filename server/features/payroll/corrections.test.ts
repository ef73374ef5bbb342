// A credit note reopens the month: the reopened timesheet, corrected by the contractor or by staff and
// approved again, issues a corrected invoice naming the credited one and a payslip superseding the first.
// Staff see what an approval will issue before they confirm it. On both engines, over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvalPreviewSchema,
  businessToday,
  contractDocumentsSchema,
  payslipsSchema,
  timesheetsSchema,
} from '../../contract/index.ts';
import { insertContract, saveTimesheet, submitTimesheet } from '../../test/fixtures.ts';
import { startServer, type Client, type TestServer } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf.ts';

describe.each(['postgresql', 'pglite'] as const)('reopening a credited month on %s', (engine) => {
  let s: TestServer;
  let me: Client;
  let meId: number;
  let staff: Client;
  let clientId: number;

  beforeAll(async () => {
    s = await startServer({ engine });
    const contractor = await s.as('candidate', { firstName: 'Kata', lastName: 'Fekete' });
    me = contractor.client;
    meId = contractor.user.id;
    staff = (await s.as('admin')).client;
    clientId = (await s.createUser({ role: 'employer', firstName: 'Bálint', lastName: 'Horváth' })).id;
  });
  afterAll(() => s.close());

  const contract = () => insertContract(s, { contractorId: meId, employerId: clientId, jobTitle: 'Data Engineer' });
  const numbers = async () => (await s.db('invoices').orderBy('id').select('number')).map((r) => r.number);
  const docsOf = async (contractId: number) =>
    contractDocumentsSchema.parse((await staff.get(`/api/admin/contracts/${contractId}/documents`)).body);
  const csv = async (month: string) => {
    const res = await fetch(`${s.url}/api/admin/payroll/export.csv?month=${month}`, {
      headers: { Cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    return (await res.text()).split('\r\n');
  };

  it('shows the month’s holidays in the queue and previews the approval without issuing anything', async () => {
    const contractId = await contract();
    // Three days, one of them 23 October (a public holiday).
    const id = await saveTimesheet(me, contractId, '2026-10', { '2026-10-22': 1, '2026-10-23': 1, '2026-10-26': 1 });
    await submitTimesheet(me, id);
    const queue = timesheetsSchema.parse((await staff.get('/api/admin/timesheets')).body);
    expect(queue.timesheets.find((t) => t.id === id)?.marks).toEqual({
      month: '2026-10',
      holidays: [{ date: '2026-10-23', name: { en: 'National Day', hu: '1956-os forradalom' } }],
      workingDays: [],
      restDays: [],
      swapSource: '10/2025. (IV. 30.) NGM rendelet',
    });

    const before = await numbers();
    const res = await staff.get(`/api/admin/timesheets/${id}/preview`);
    expect(res.status).toBe(200);
    // 3 days × €450 = €1,350 + 27 % VAT €364.50 = €1,714.50.
    expect(approvalPreviewSchema.parse(res.body)).toMatchObject({
      invoice: { netCents: 135_000, vatCents: 36_450, totalCents: 171_450, correctsNumber: null },
    });
    expect(await numbers()).toEqual(before);
    expect(await s.db('payslips').where({ timesheet_id: id })).toHaveLength(0);

    const approved = await staff.post(`/api/admin/timesheets/${id}/approve`, {});
    const preview = approvalPreviewSchema.parse(res.body);
    const docs = await docsOf(contractId);
    expect(docs.invoices[0]?.totalCents).toBe(preview.invoice.totalCents);
    expect(docs.payslips[0]).toMatchObject({
      id: approved.body.data.timesheet.payslipId,
      netCents: preview.payslip.netCents,
      grossCents: preview.payslip.grossCents,
    });
    expect(docs.payslips[0]?.breakdown.huf.net).toBe(preview.payslip.netHuf);
    // Only a submitted month has a preview; an unknown one is not found.
    expect((await staff.get(`/api/admin/timesheets/${id}/preview`)).body.code).toBe('timesheetNotSubmitted');
    expect((await staff.get('/api/admin/timesheets/999999/preview')).status).toBe(404);
  });

  it('contractor path: credit note → reopen → resubmit → corrected invoice and a payslip superseding the first', async () => {
    const contractId = await contract();
    const id = await saveTimesheet(me, contractId, '2026-09', { '2026-09-01': 1, '2026-09-02': 1, '2026-09-03': 1 });
    await submitTimesheet(me, id);
    const first = (await staff.post(`/api/admin/timesheets/${id}/approve`, {})).body.data.timesheet;

    // Without a credit note the month stays closed.
    const closed = await staff.post(`/api/admin/timesheets/${id}/reopen`, { note: 'Two days only' });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('invoiceNotCredited');
    const noNote = await staff.post(`/api/admin/timesheets/${id}/reopen`, { note: ' ' });
    expect([noNote.status, noNote.body.code]).toEqual([400, 'reviewNoteRequired']);
    expect((await staff.post('/api/admin/timesheets/999999/reopen', { note: 'x' })).status).toBe(404);

    const credit = await staff.post(`/api/admin/invoices/${first.invoiceId}/credit-note`, { reason: 'Wrong days' });
    expect(credit.status).toBe(201);
    const reopened = await staff.post(`/api/admin/timesheets/${id}/reopen`, { note: 'Two days only' });
    expect(reopened.status).toBe(200);
    // Reopening twice: the month is no longer approved.
    const twice = await staff.post(`/api/admin/timesheets/${id}/reopen`, { note: 'Again' });
    expect([twice.status, twice.body.code]).toEqual([409, 'timesheetNotApproved']);

    const mine = timesheetsSchema.parse((await me.get('/api/candidate/timesheets')).body);
    expect(mine.timesheets.find((t) => t.id === id)).toMatchObject({ status: 'rejected', reviewNote: 'Two days only' });

    // The returned month's payslip is void: the contractor and staff see it cancelled by the credit note,
    // and its PDF says so first, in both languages.
    const creditNote = (await docsOf(contractId)).invoices.find((i) => i.kind === 'credit_note');
    const cancelledBy = { number: creditNote?.number, issueDate: creditNote?.issueDate };
    const myVoid = payslipsSchema.parse((await me.get('/api/candidate/payslips')).body).payslips;
    expect(myVoid.find((p) => p.id === first.payslipId)?.cancelledBy).toEqual(cancelledBy);
    expect((await docsOf(contractId)).payslips.find((p) => p.id === first.payslipId)?.cancelledBy).toEqual(cancelledBy);
    const pdf = async (lang: string) => {
      const res = await fetch(`${s.url}/api/candidate/payslips/${first.payslipId}/pdf?lang=${lang}`, {
        headers: { Cookie: [...me.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(res.status).toBe(200);
      return (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, ' ');
    };
    const [y, m, d] = (creditNote?.issueDate ?? '').split('-').map(Number);
    const monthsEn = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    const monthsHu = [
      'január',
      'február',
      'március',
      'április',
      'május',
      'június',
      'július',
      'augusztus',
      'szeptember',
      'október',
      'november',
      'december',
    ];
    const en = await pdf('en');
    expect(en).toContain('Payslip – CANCELLED');
    expect(en).toContain(
      `Cancelled: by credit note ${creditNote?.number} of ${d} ${monthsEn[m! - 1]} ${y}; this payslip no longer applies`,
    );
    const hu = await pdf('hu');
    expect(hu).toContain('Bérjegyzék – ÉRVÉNYTELENÍTVE');
    expect(hu).toContain(
      `Érvénytelenítve: a(z) ${creditNote?.number} számú, ${y}. ${monthsHu[m! - 1]} ${d}. keltű jóváíró számlával`,
    );

    await saveTimesheet(me, contractId, '2026-09', { '2026-09-01': 1, '2026-09-02': 1 });
    await submitTimesheet(me, id);

    const preview = approvalPreviewSchema.parse((await staff.get(`/api/admin/timesheets/${id}/preview`)).body);
    const originalNumber = (await docsOf(contractId)).invoices.find((i) => i.id === first.invoiceId)?.number;
    expect(preview.invoice).toMatchObject({ netCents: 90_000, totalCents: 114_300, correctsNumber: originalNumber });

    const second = await staff.post(`/api/admin/timesheets/${id}/approve`, {});
    expect(second.status).toBe(200);
    const ts = second.body.data.timesheet;
    expect(ts.invoiceId).not.toBe(first.invoiceId);
    expect(ts.payslipId).not.toBe(first.payslipId);

    const docs = await docsOf(contractId);
    expect(docs.invoices.map((i) => [i.kind, i.creditsInvoiceId, i.correctsInvoiceId, i.totalCents])).toEqual([
      ['invoice', null, first.invoiceId, 114_300],
      ['credit_note', first.invoiceId, null, -171_450],
      ['invoice', null, null, 171_450],
    ]);
    expect(docs.payslips.map((p) => [p.id, p.days, p.supersedesPayslipId])).toEqual([
      [ts.payslipId, 2, first.payslipId],
      [first.payslipId, 3, null],
    ]);
    // The contractor sees both: the corrected one names the one it supersedes.
    const slips = payslipsSchema.parse((await me.get('/api/candidate/payslips')).body).payslips;
    expect(slips.find((p) => p.id === ts.payslipId)?.supersedesPayslipId).toBe(first.payslipId);
    expect(slips.some((p) => p.id === first.payslipId)).toBe(true);
    // The corrected month's payslip stands; the first stays cancelled.
    expect(slips.find((p) => p.id === ts.payslipId)?.cancelledBy).toBeNull();
    expect(slips.find((p) => p.id === first.payslipId)?.cancelledBy?.number).toBe(creditNote?.number);

    // A second reopen needs a second credit note (of the corrected invoice).
    const again = await staff.post(`/api/admin/timesheets/${id}/reopen`, { note: 'Once more' });
    expect([again.status, again.body.code]).toEqual([409, 'invoiceNotCredited']);

    // The accountant's export: the invoice, its credit note and the corrected invoice (issued this month),
    // and both payslips of September, the first marked superseded.
    const byNumber = (rows: string[], n: string) => rows.find((r) => r.split(',')[1] === n)?.split(',')[0];
    const issued = await csv(businessToday().slice(0, 7));
    const [original, note, corrected] = docs.invoices.map((i) => i.number).reverse();
    expect([byNumber(issued, original!), byNumber(issued, note!), byNumber(issued, corrected!)]).toEqual([
      'invoice',
      'credit_note',
      'corrected_invoice',
    ]);
    const september = await csv('2026-09');
    expect(
      september.filter((r) => r.includes(`P-${first.payslipId},`)).every((r) => r.startsWith('payslip_superseded,')),
    ).toBe(true);
    expect(
      september.filter((r) => r.includes(`P-${ts.payslipId},`)).every((r) => r.startsWith('payslip_corrected,')),
    ).toBe(true);
    expect(september.filter((r) => r.includes(`P-${ts.payslipId},`))).toHaveLength(7);
  });

  it('staff path: staff correct the days themselves and the month waits for approval', async () => {
    const contractId = await contract();
    const id = await saveTimesheet(me, contractId, '2026-08', { '2026-08-03': 1, '2026-08-04': 1 });
    await submitTimesheet(me, id);
    const first = (await staff.post(`/api/admin/timesheets/${id}/approve`, {})).body.data.timesheet;
    await staff.post(`/api/admin/invoices/${first.invoiceId}/credit-note`, { reason: 'Half day' });

    const outside = await staff.post(`/api/admin/timesheets/${id}/reopen`, { note: 'x', days: { '2026-09-01': 1 } });
    expect([outside.status, outside.body.code]).toEqual([400, 'dayOutsideContract']);
    const empty = await staff.post(`/api/admin/timesheets/${id}/reopen`, { note: 'x', days: {} });
    expect([empty.status, empty.body.code]).toEqual([400, 'timesheetEmpty']);
    expect((await s.db('timesheets').where({ id }).first())?.status).toBe('approved');

    const res = await staff.post(`/api/admin/timesheets/${id}/reopen`, {
      note: 'The 4th was a half day',
      days: { '2026-08-03': 1, '2026-08-04': 0.5 },
    });
    expect(res.status).toBe(200);
    const queue = timesheetsSchema.parse((await staff.get('/api/admin/timesheets')).body);
    expect(queue.timesheets.find((t) => t.id === id)).toMatchObject({ status: 'submitted', daysWorked: 1.5 });
    // August 2026: the 8th is a Saturday worked, the 21st a weekday rest day (10/2025. (IV. 30.) NGM rendelet).
    expect(queue.timesheets.find((t) => t.id === id)?.marks).toMatchObject({
      workingDays: ['2026-08-08'],
      restDays: ['2026-08-21'],
    });
    const approved = (await staff.post(`/api/admin/timesheets/${id}/approve`, {})).body.data.timesheet;
    const docs = await docsOf(contractId);
    expect(docs.invoices[0]).toMatchObject({
      id: approved.invoiceId,
      correctsInvoiceId: first.invoiceId,
      netCents: 67_500,
    });
    expect(docs.payslips[0]).toMatchObject({ id: approved.payslipId, supersedesPayslipId: first.payslipId, days: 1.5 });
  });
});
