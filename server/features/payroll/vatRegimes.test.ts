// Invoices to clients abroad, over HTTP on both engines: a contract's billing country and EU VAT number
// are its client company's (the contract keeps no copy); approving a timesheet issues the invoice under the country's VAT regime
// (Hungarian VAT, reverse charge, outside the scope) with both VAT numbers; a credit note copies the
// regime; the CSV names it; the payslip does not change; the approval mail links to the contract's page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocumentsSchema, contractsPageSchema, payslipsSchema, type Invoice } from '../../contract/index.ts';
import { contractBody, givePayrollProfile, saveTimesheet, submitAndApprove } from '../../test/fixtures.ts';
import { pdfText } from '../../test/pdf.ts';
import { startServer, type Client, type TestServer } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp.ts';

describe.each(['postgresql', 'pglite'] as const)('invoices by the client’s country (%s)', (engine) => {
  let s: TestServer;
  let smtp: SmtpCapture;
  let staff: Client;
  let contractor: { client: Client; user: { id: number; email: string } };
  let employerId: number;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    s = await startServer({
      engine,
      env: { SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '20', COMPANY_VAT_NUMBER: 'HU87654323' },
    });
    staff = (await s.as('admin')).client;
    contractor = await s.as('candidate', { firstName: 'Kata', lastName: 'Fekete' });
    await givePayrollProfile(s, contractor.user.id);
    employerId = (await s.as('employer', { firstName: 'Hans', lastName: 'Müller' })).user.id;
  });
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });

  const body = (over: Record<string, unknown> = {}) => contractBody(contractor.user.id, employerId, over);

  it('a contract’s billing country and EU VAT number are its client company’s; one sent that differs is a 400', async () => {
    // The employer's company is Hungarian (the harness's): so is the contract, with or without the country sent.
    const hungarian = (await s.db('users').where({ id: employerId }).first('company_id'))!.company_id;
    const plain = await staff.post('/api/admin/contracts', body());
    expect(plain.status).toBe(201);
    expect(plain.body.data.contract).toMatchObject({ clientCountry: 'HU', clientVatNumber: null });
    const same = await staff.post('/api/admin/contracts', body({ clientCountry: 'HU' }));
    expect(same.status).toBe(201);
    expect(same.body.data.contract).toMatchObject({ clientCountry: 'HU', clientVatNumber: null });
    // The contract row keeps no copy that could disagree with its company.
    expect(
      await s
        .db('contracts')
        .where({ id: plain.body.data.contract.id as number })
        .first(),
    ).not.toHaveProperty('client_country');

    const count = async () => Number((await s.db('contracts').count({ n: '*' }).first())?.n);
    const before = await count();
    for (const [over, field, code] of [
      [{ clientCountry: 'DE', clientVatNumber: 'DE136695976' }, 'clientCountry', 'billingFromCompany'],
      [{ clientCountry: 'XX' }, 'clientCountry', 'countryInvalid'],
      [{ clientCountry: 'de' }, 'clientCountry', 'countryInvalid'],
      [{ clientCountry: ['AT'] }, 'clientCountry', 'countryInvalid'],
      [{ clientCountry: 'AT' }, 'clientVatNumber', 'vatNumberRequired'],
      [{ clientCountry: 'GR', clientVatNumber: 'GR123456789' }, 'clientVatNumber', 'vatNumberInvalid'],
      [{ clientCountry: 'FR', clientVatNumber: 'FR' + '1'.repeat(40) }, 'clientVatNumber', 'tooLong'],
    ] as const) {
      const res = await staff.post('/api/admin/contracts', body(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.code).toBe(code);
      expect(res.body.fields).toEqual({ [field]: code });
    }
    expect(await count()).toBe(before);

    // Linked to an Austrian company, the employer's contracts are Austrian, with the company's VAT number.
    const company = await staff.post('/api/admin/companies', COMPANIES.AT);
    const companyId = company.body.data.company.id as number;
    expect((await staff.put(`/api/admin/employers/${employerId}/company`, { companyId })).status).toBe(200);
    const id = plain.body.data.contract.id as number;
    const kept = await staff.put(`/api/admin/contracts/${id}`, body({ dayRate: 46_000 }));
    expect(kept.status).toBe(200);
    expect(kept.body.data.contract).toMatchObject({
      dayRate: 46_000,
      clientCountry: 'AT',
      clientVatNumber: 'ATU12345675',
    });
    const agreeing = await staff.put(
      `/api/admin/contracts/${id}`,
      body({ clientCountry: 'AT', clientVatNumber: 'atu 1234 5675' }),
    );
    expect(agreeing.status).toBe(200);
    const otherVat = await staff.put(
      `/api/admin/contracts/${id}`,
      body({ clientCountry: 'AT', clientVatNumber: 'ATU12345678', dayRate: 1 }),
    );
    expect(otherVat.status).toBe(400);
    expect(otherVat.body).toMatchObject({
      code: 'billingFromCompany',
      fields: { clientVatNumber: 'billingFromCompany' },
    });
    expect(otherVat.body.error).toBe(
      "The billing country and EU VAT number are the client company's. Change them on the company's page.",
    );
    const hu = await staff.put(`/api/admin/contracts/${id}`, body({ clientCountry: 'HU', dayRate: 1 }));
    expect(hu.body).toMatchObject({ code: 'billingFromCompany', fields: { clientCountry: 'billingFromCompany' } });

    // The company moves to Switzerland: every contract billing it is Swiss at once, with no VAT number.
    expect((await staff.put(`/api/admin/companies/${companyId}`, COMPANIES.CH)).status).toBe(200);
    const listed = contractsPageSchema.parse((await staff.get('/api/admin/contracts?page=1')).body);
    expect(listed.items.find((c) => c.id === id)).toMatchObject({ clientCountry: 'CH', clientVatNumber: null });
    const again = await staff.put(`/api/admin/contracts/${id}`, body({ dayRate: 46_000 }));
    expect(again.body.data.contract).toMatchObject({ clientCountry: 'CH', clientVatNumber: null });

    // Back to the employer's Hungarian company for the next tests.
    await staff.put(`/api/admin/employers/${employerId}/company`, { companyId: hungarian });

    // Staff see the company's own VAT number (COMPANY_VAT_NUMBER) among the settings.
    expect((await staff.get('/api/admin/settings')).body.general).toMatchObject({ vatNumber: 'HU87654323' });

    // Only staff write contracts.
    const employer = (await s.as('employer')).client;
    expect((await employer.post('/api/admin/contracts', body({ clientCountry: 'DE' }))).status).toBe(403);
    expect((await contractor.client.put(`/api/admin/contracts/${id}`, body())).status).toBe(403);
    expect((await s.client().post('/api/admin/contracts', body())).status).toBe(401);
  });

  const COMPANIES = {
    AT: {
      legalName: 'Beispiel Daten GmbH',
      countryCode: 'AT',
      postalCode: '1010',
      city: 'Wien',
      street: 'Graben 1',
      huTaxNumber: null,
      euVatNumber: 'ATU12345675',
      billingEmail: 'rechnung@beispiel.example',
      contactName: 'Hans Müller',
    },
    FR: {
      legalName: 'Exemple Données SAS',
      countryCode: 'FR',
      postalCode: '75001',
      city: 'Paris',
      street: 'Rue de Rivoli 1',
      huTaxNumber: null,
      euVatNumber: 'FR12345678901',
      billingEmail: 'factures@donnees.example',
      contactName: 'Hans Müller',
    },
    CH: {
      legalName: 'Exemple Finance SA',
      countryCode: 'CH',
      postalCode: '1201',
      city: 'Genève',
      street: 'Rue du Rhône 10',
      huTaxNumber: null,
      euVatNumber: null,
      billingEmail: 'factures@exemple.example',
      contactName: 'Hans Müller',
    },
  };

  /** A contract with the client in `country`, a submitted month, approved over HTTP: its invoice and payslip. */
  async function approvedFor(country: 'HU' | keyof typeof COMPANIES, month: string) {
    // The employer's company is in that country (every test employer starts with a Hungarian one).
    let companyId: number | null = null;
    if (country !== 'HU') {
      const company = await staff.post('/api/admin/companies', COMPANIES[country]);
      expect(company.status).toBe(201);
      companyId = company.body.data.company.id as number;
      const linked = await staff.put(`/api/admin/employers/${employerId}/company`, { companyId });
      expect(linked.status).toBe(200);
    }
    const res = await staff.post('/api/admin/contracts', body());
    const contractId = res.body.data.contract.id as number;
    const tsId = await saveTimesheet(contractor.client, contractId, month, {
      [`${month}-01`]: 1,
      [`${month}-02`]: 1,
    });
    const approved = await submitAndApprove(contractor.client, staff, tsId);
    expect(approved.status).toBe(200);
    const docs = contractDocumentsSchema.parse((await staff.get(`/api/admin/contracts/${contractId}/documents`)).body);
    return { contractId, companyId, invoice: docs.invoices[0]!, payslip: docs.payslips[0]! };
  }

  const pdf = async (invoice: Invoice, lang: 'en' | 'hu') => {
    const res = await fetch(`${s.url}/api/admin/invoices/${invoice.id}/pdf?lang=${lang}`, {
      headers: { Cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    return pdfText(new Uint8Array(await res.arrayBuffer()));
  };

  it('issues Hungarian VAT at home, reverse charge in the EU and no VAT outside it; the payslip is the same', async () => {
    const home = await approvedFor('HU', '2026-03');
    const eu = await approvedFor('AT', '2026-04');
    const abroad = await approvedFor('CH', '2026-05');

    expect(home.invoice).toMatchObject({
      vatRegime: 'domestic',
      reverseCharge: false,
      clientCountry: 'HU',
      clientVatNumber: null,
      sellerVatNumber: 'HU87654323',
      netCents: 90_000,
      vatRateBp: 2700,
      vatCents: 24_300,
      totalCents: 114_300,
    });
    expect(eu.invoice).toMatchObject({
      vatRegime: 'reverse_charge',
      reverseCharge: true,
      clientCountry: 'AT',
      clientVatNumber: 'ATU12345675',
      sellerVatNumber: 'HU87654323',
      netCents: 90_000,
      vatRateBp: 0,
      vatCents: 0,
      totalCents: 90_000,
    });
    expect(abroad.invoice).toMatchObject({
      vatRegime: 'outside_scope',
      reverseCharge: false,
      clientCountry: 'CH',
      clientVatNumber: null,
      vatRateBp: 0,
      vatCents: 0,
      totalCents: 90_000,
    });
    // The contractor's pay does not depend on where the client is.
    for (const p of [home.payslip, eu.payslip, abroad.payslip]) expect(p).toMatchObject({ netCents: 50_316 });
    const mine = payslipsSchema.parse((await contractor.client.get('/api/candidate/payslips')).body).payslips;
    expect(mine.map((p) => p.breakdown.huf.net)).toEqual([196_232, 196_232, 196_232]);

    const euEn = await pdf(eu.invoice, 'en');
    for (const part of [
      'Reverse charge — VAT to be accounted for by the recipient (Article 196, Directive 2006/112/EC)',
      'EU VAT number: HU87654323',
      'EU VAT number: ATU12345675',
      'Austria',
      'VAT 0% €0.00',
      'Total €900.00',
    ])
      expect(euEn).toContain(part);
    const euHu = await pdf(eu.invoice, 'hu');
    for (const part of [
      'Fordított adózás – az adót a vevő fizeti (2006/112/EK irányelv 196. cikk)',
      'Közösségi adószám: HU87654323',
      'Közösségi adószám: ATU12345675',
      'Ausztria',
    ])
      expect(euHu).toContain(part);

    const abroadEn = await pdf(abroad.invoice, 'en');
    expect(abroadEn).toContain('Not subject to Hungarian VAT');
    expect(abroadEn).toContain('Switzerland');
    expect(abroadEn).not.toContain('Reverse charge');
    expect(await pdf(abroad.invoice, 'hu')).toContain('Nem tartozik a magyar ÁFA hatálya alá');

    const homeEn = await pdf(home.invoice, 'en');
    expect(homeEn).toContain('VAT 27% €243.00');
    expect(homeEn).toContain('EU VAT number: HU87654323');
    expect(homeEn).not.toContain('Reverse charge');
    expect(homeEn).not.toContain('Not subject');

    // The issued regime stays when the company's country changes later; the credit note copies it.
    const moved = await staff.put(`/api/admin/companies/${eu.companyId}`, COMPANIES.CH);
    expect(moved.status).toBe(200);
    const credit = await staff.post(`/api/admin/invoices/${eu.invoice.id}/credit-note`, { reason: 'Wrong month' });
    expect(credit.status).toBe(201);
    expect(credit.body.data.invoice).toMatchObject({
      kind: 'credit_note',
      vatRegime: 'reverse_charge',
      reverseCharge: true,
      clientCountry: 'AT',
      clientVatNumber: 'ATU12345675',
      sellerVatNumber: 'HU87654323',
      vatCents: 0,
      totalCents: -90_000,
    });
    expect(await pdf(credit.body.data.invoice as Invoice, 'en')).toContain('Reverse charge — VAT to be accounted');
    const [reloaded] = contractDocumentsSchema
      .parse((await staff.get(`/api/admin/contracts/${eu.contractId}/documents`)).body)
      .invoices.filter((i) => i.id === eu.invoice.id);
    expect(reloaded).toMatchObject({ vatRegime: 'reverse_charge', clientCountry: 'AT' });

    // The accountant's CSV names each invoice's regime, country and VAT number (the last column, an
    // allowance's base, is empty on these rows).
    const month = home.invoice.issueDate.slice(0, 7);
    const csv = await staff.get(`/api/admin/payroll/export.csv?month=${month}`);
    const rows = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toMatch(
      /,amount_huf,vat_huf,total_huf,huf_per_eur,rate_date,vat_regime,client_country,client_vat_number,base_huf$/,
    );
    const rowOf = (number: string) => rows.find((r) => r.split(',')[1] === number)!;
    expect(rowOf(home.invoice.number)).toMatch(/,domestic,HU,,$/);
    expect(rowOf(eu.invoice.number)).toMatch(/,reverse_charge,AT,ATU12345675,$/);
    expect(rowOf(abroad.invoice.number)).toMatch(/,outside_scope,CH,,$/);
    expect(rowOf(credit.body.data.invoice.number as string)).toMatch(/^credit_note,.*,reverse_charge,AT,ATU12345675,$/);
    expect(rows.filter((r) => r.startsWith('payslip,')).every((r) => r.endsWith(',,,,'))).toBe(true);
  });

  it('the approval mail links to the contract’s page (where the payslip is listed) and keeps the net pay', async () => {
    const { contractId } = await approvedFor('FR', '2026-06');
    const mail = await smtp.waitFor((m) => m.to.includes(contractor.user.email) && /June 2026/.test(m.subject));
    expect(mail.subject).toBe('Your timesheet for June 2026 is approved');
    // The link is on the server's configured address (PUBLIC_URL, here its listen address), in the
    // contractor's language.
    const link = `${s.url.replace('127.0.0.1', 'localhost')}/candidate/contracts/${contractId}?lang=en`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).not.toContain('/pdf');
    expect(mail.text.replace(/\s+/g, ' ')).toContain('Net pay: €503.16 (HUF 196,232)');
  });
});
