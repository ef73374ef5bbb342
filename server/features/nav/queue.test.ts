// The NAV submission queue over HTTP on both engines, against a local NAV test server (testServer.ts) that
// checks every request against invoiceApi.xsd, the password hash and the request signature: approving a
// timesheet reports the invoice (CREATE) until NAV says DONE; a credit note is reported as STORNO after it;
// a 500 and an unanswered call are retried; NAV's messages on an ABORTED invoice reach staff, who send it
// again; missing buyer data fails with its reason; without settings nothing is sent.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractNavSchema, type NavSubmission } from '../../contract/index.ts';
import { contractBody, givePayrollProfile, saveTimesheet, submitAndApprove } from '../../test/fixtures.ts';
import { startServer, type Client } from '../../test/harness.ts';
import { startNavTestServer, type NavTestServer } from './testServer.ts';

const USER = {
  login: 'portaltest01',
  password: 'technical-user-password',
  signingKey: 'ac-ac3a-7f661bff7d342N43CYX4U9FG',
  exchangeKey: '2CFDZ5NI6X9ZRIYB',
  taxpayerId: '12345676',
};

async function setUp(engine: 'postgresql' | 'pglite', env: NodeJS.ProcessEnv) {
  const s = await startServer({ engine, navWorker: true, mailWorker: false, env });
  const staff = (await s.as('admin')).client;
  const contractor = await s.as('candidate', { firstName: 'Kata', lastName: 'Fekete' });
  await givePayrollProfile(s, contractor.user.id);
  const employerId = (await s.as('employer', { firstName: 'Hans', lastName: 'Müller' })).user.id;
  // The employer's client company is in Germany: its invoices are reverse charge.
  const company = await staff.post('/api/admin/companies', {
    legalName: 'Beispiel Software GmbH',
    countryCode: 'DE',
    postalCode: '81543',
    city: 'München',
    street: 'Hochstraße 5',
    huTaxNumber: null,
    euVatNumber: 'DE136695976',
    billingEmail: 'rechnung@beispiel.example',
    contactName: 'Hans Müller',
  });
  expect(company.status).toBe(201);
  const linked = await staff.put(`/api/admin/employers/${employerId}/company`, {
    companyId: company.body.data.company.id as number,
  });
  expect(linked.status).toBe(200);
  const contract = async (over: Record<string, unknown> = {}) => {
    const res = await staff.post('/api/admin/contracts', contractBody(contractor.user.id, employerId, over));
    expect(res.status).toBe(201);
    return res.body.data.contract.id as number;
  };
  /** Approves a month of the contract: the invoice's id. */
  const approve = async (contractId: number, month: string): Promise<number> => {
    const id = await saveTimesheet(contractor.client, contractId, month, { [`${month}-01`]: 1, [`${month}-02`]: 1 });
    expect((await submitAndApprove(contractor.client, staff, id)).status).toBe(200);
    const invoice = await s.db('invoices').where({ timesheet_id: id, kind: 'invoice' }).first('id', 'number');
    return invoice!.id;
  };
  return { s, staff, contract, approve };
}

/** What staff see of an invoice's NAV report, once it satisfies `until`. */
async function navState(
  staff: Client,
  contractId: number,
  invoiceId: number,
  until: (n: NavSubmission) => boolean,
): Promise<NavSubmission> {
  return vi.waitFor(
    async () => {
      const res = await staff.get(`/api/admin/contracts/${contractId}/nav`);
      expect(res.status).toBe(200);
      const sub = contractNavSchema.parse(res.body).submissions.find((x) => x.invoiceId === invoiceId);
      if (!sub || !until(sub)) throw new Error(`not yet: ${JSON.stringify(sub)}`);
      return sub;
    },
    { timeout: 20_000, interval: 50 },
  );
}

const settled = (n: NavSubmission) => ['done', 'aborted', 'failed', 'not_configured'].includes(n.status);

describe.each(['postgresql', 'pglite'] as const)('reporting invoices to NAV (%s)', (engine) => {
  let nav: NavTestServer;
  let t: Awaited<ReturnType<typeof setUp>>;

  beforeAll(async () => {
    nav = await startNavTestServer(USER);
    t = await setUp(engine, {
      NAV_API_URL: nav.url,
      NAV_LOGIN: USER.login,
      NAV_PASSWORD: USER.password,
      NAV_SIGNING_KEY: USER.signingKey,
      NAV_EXCHANGE_KEY: USER.exchangeKey,
      COMPANY_TAX_NUMBER: '12345676-2-41',
      NAV_RETRY_BASE_MS: '20',
      NAV_TIMEOUT_MS: '5000',
      NAV_LOST_WAIT_MS: '200',
    });
  }, 120_000);
  afterAll(async () => {
    await t.s.close();
    await nav.close();
  });

  it('an approved timesheet’s invoice is reported (CREATE), checked by NAV’s schema, and reaches DONE', async () => {
    const contractId = await t.contract();
    const invoiceId = await t.approve(contractId, '2026-03');
    const number = (await t.s.db('invoices').where({ id: invoiceId }).first('number'))!.number;
    const sub = await navState(t.staff, contractId, invoiceId, settled);
    expect(sub).toMatchObject({ status: 'done', operation: 'CREATE', attempts: 1, messages: [], lastError: null });
    expect(sub.transactionId).toMatch(/^[A-F0-9]{20}$/);
    const received = nav.invoices.filter((i) => i.xml.includes(`<invoiceNumber>${number}</invoiceNumber>`));
    expect(received.map((i) => i.operation)).toEqual(['CREATE']);
    expect(received[0]!.xml).toContain('<communityVatNumber>DE136695976</communityVatNumber>');
    expect(received[0]!.xml).toContain('<case>EUFAD37</case>');
    // Token first, then the report, then the status until DONE; every body valid, nothing refused.
    const ops = nav.requests.map((r) => r.operation);
    expect(ops.slice(0, 4)).toEqual([
      'tokenExchange',
      'manageInvoice',
      'queryTransactionStatus',
      'queryTransactionStatus',
    ]);
    expect(nav.requests.every((r) => r.valid)).toBe(true);
    expect(nav.problems).toEqual([]);
  }, 60_000);

  it('a credit note is reported as STORNO of the invoice it cancels, after it', async () => {
    const contractId = await t.contract();
    const invoiceId = await t.approve(contractId, '2026-04');
    const number = (await t.s.db('invoices').where({ id: invoiceId }).first('number'))!.number;
    const res = await t.staff.post(`/api/admin/invoices/${invoiceId}/credit-note`, { reason: 'Wrong days' });
    expect(res.status).toBe(201);
    const noteId = res.body.data.invoice.id as number;
    const note = await navState(t.staff, contractId, noteId, settled);
    expect(note).toMatchObject({ status: 'done', operation: 'STORNO' });
    expect((await navState(t.staff, contractId, invoiceId, settled)).status).toBe('done');
    const storno = nav.invoices.find((i) => i.operation === 'STORNO' && i.xml.includes(number))!;
    expect(storno.xml).toContain(`<originalInvoiceNumber>${number}</originalInvoiceNumber>`);
    expect(storno.xml).toContain('<lineOperation>CREATE</lineOperation>');
    expect(storno.xml).toMatch(/<invoiceNetAmount>-\d/);
    const order = nav.invoices.filter((i) => i.xml.includes(number)).map((i) => i.operation);
    expect(order).toEqual(['CREATE', 'STORNO']);
    expect(nav.problems).toEqual([]);
  }, 60_000);

  it('a 500 from NAV and a call left unanswered are tried again', async () => {
    const contractId = await t.contract();
    nav.failNext('manageInvoice');
    const first = await t.approve(contractId, '2026-05');
    expect(await navState(t.staff, contractId, first, settled)).toMatchObject({ status: 'done', attempts: 2 });

    nav.hangNext('tokenExchange');
    const second = await t.approve(contractId, '2026-06');
    expect(await navState(t.staff, contractId, second, settled)).toMatchObject({ status: 'done', attempts: 2 });
    nav.failNext('queryTransactionStatus');
    const third = await t.approve(contractId, '2026-07');
    expect(await navState(t.staff, contractId, third, settled)).toMatchObject({ status: 'done', attempts: 1 });
    expect(nav.problems).toEqual([]);
  }, 90_000);

  it('a report NAV received but never answered is found by its invoice number and not sent twice (spec § 1.9.2)', async () => {
    const contractId = await t.contract();
    const before = nav.requests.length;
    nav.swallowNext('manageInvoice');
    const invoiceId = await t.approve(contractId, '2026-09');
    const number = (await t.s.db('invoices').where({ id: invoiceId }).first('number'))!.number;
    const sub = await navState(t.staff, contractId, invoiceId, settled);
    // NAV has the invoice exactly once, and the report follows the transaction the lost answer carried.
    const received = nav.invoices.filter((i) => i.xml.includes(`<invoiceNumber>${number}</invoiceNumber>`));
    expect(received).toHaveLength(1);
    expect(sub).toMatchObject({ status: 'done', attempts: 1, transactionId: received[0]!.transactionId });
    const ops = nav.requests.slice(before).map((r) => r.operation);
    expect(ops.filter((o) => o === 'manageInvoice')).toHaveLength(1);
    // The lookup came before anything else: the list of transactions, then the unknown one's original request.
    expect(ops.slice(ops.indexOf('manageInvoice') + 1, ops.indexOf('manageInvoice') + 3)).toEqual([
      'queryTransactionList',
      'queryTransactionStatus',
    ]);
    expect(nav.problems).toEqual([]);
  }, 60_000);

  it('a report that never reached NAV is looked for, not found, and sent again once', async () => {
    const contractId = await t.contract();
    const before = nav.requests.length;
    nav.hangNext('manageInvoice');
    const invoiceId = await t.approve(contractId, '2026-10');
    const number = (await t.s.db('invoices').where({ id: invoiceId }).first('number'))!.number;
    const sub = await navState(t.staff, contractId, invoiceId, settled);
    expect(sub).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    const received = nav.invoices.filter((i) => i.xml.includes(`<invoiceNumber>${number}</invoiceNumber>`));
    expect(received).toHaveLength(1);
    const ops = nav.requests.slice(before).map((r) => r.operation);
    expect(ops.indexOf('queryTransactionList')).toBeLessThan(ops.lastIndexOf('manageInvoice'));
    expect(nav.problems).toEqual([]);
  }, 60_000);

  it('an ABORTED report shows NAV’s messages; staff send it again', async () => {
    const contractId = await t.contract();
    nav.abortNext([{ code: 'INVALID_CUSTOMER_TAX_NUMBER', message: 'The customer tax number is not valid' }]);
    const invoiceId = await t.approve(contractId, '2026-08');
    const aborted = await navState(t.staff, contractId, invoiceId, settled);
    expect(aborted).toMatchObject({
      status: 'aborted',
      messages: [
        { result: 'ERROR', code: 'INVALID_CUSTOMER_TAX_NUMBER', message: 'The customer tax number is not valid' },
      ],
    });
    const retried = await t.staff.post(`/api/admin/nav-submissions/${aborted.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.data.submission).toMatchObject({ status: 'pending', messages: [] });
    expect(await navState(t.staff, contractId, invoiceId, settled)).toMatchObject({ status: 'done', messages: [] });
    // Only a failed or aborted report is sent again.
    const again = await t.staff.post(`/api/admin/nav-submissions/${aborted.id}/retry`);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('navRetryNotAllowed');
    expect((await t.staff.post('/api/admin/nav-submissions/999999/retry')).status).toBe(404);
    expect((await t.staff.get('/api/admin/contracts/999999/nav')).status).toBe(404);
  }, 60_000);
});

describe.each(['postgresql', 'pglite'] as const)('without NAV settings (%s)', (engine) => {
  let nav: NavTestServer;
  let t: Awaited<ReturnType<typeof setUp>>;

  beforeAll(async () => {
    nav = await startNavTestServer(USER);
    t = await setUp(engine, {});
  }, 120_000);
  afterAll(async () => {
    await t.s.close();
    await nav.close();
  });

  it('nothing is sent, and each report says it is not configured', async () => {
    const contractId = await t.contract();
    const invoiceId = await t.approve(contractId, '2026-03');
    expect(await navState(t.staff, contractId, invoiceId, settled)).toMatchObject({
      status: 'not_configured',
      operation: 'CREATE',
      attempts: 0,
      transactionId: null,
    });
    // Built all the same: the report waits, whole, for the settings.
    const row = await t.s.db('nav_submissions').where({ invoice_id: invoiceId }).first('invoice_data');
    expect(Buffer.from(row!.invoice_data!, 'base64').toString('utf8')).toContain('<InvoiceData');
    expect(nav.requests).toEqual([]);
  });
});
