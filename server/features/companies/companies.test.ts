// Clients are companies, over HTTP on both engines: staff keep client companies (bad tax and VAT
// numbers are a 400 with a code and write nothing) and link employers to them; an employer sees and edits
// their own; a contract needs its company's billing data complete; an invoice to a Hungarian and to a German
// company, issued by approving a month, carries every element Áfa tv. 169. § asks for in both languages and
// its NAV XML (and its credit note's) validates against NAV's schema; a company with an active contract or an
// unpaid invoice cannot be removed; erasing the employer keeps the company's invoices and its next invoice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessToday,
  companiesSchema,
  companySchema,
  contractDocumentsSchema,
  type CompanyInput,
  type Invoice,
} from '../../contract/index.ts';
import { contractBody, givePayrollProfile, saveTimesheet, submitAndApprove } from '../../test/fixtures.ts';
import { pdfText } from '../../test/pdf.ts';
import { startServer, TEST_PASSWORD, type Client, type TestServer } from '../../test/harness.ts';
import { buildInvoiceData } from '../nav/invoiceData.ts';
import { navInputFromInvoice } from '../nav/fromInvoice.ts';
import { validateAgainstNav } from '../nav/xsdCheck.ts';
import { addDays } from '../../contract/dates.ts';
import { fulfilmentDate } from '../payroll/invoiceElements.ts';
import { migrationConfig } from '../../db/index.ts';

const HU_COMPANY: CompanyInput = {
  legalName: 'Példa Pénzügyi Zrt.',
  countryCode: 'HU',
  postalCode: '7600',
  city: 'Pécs',
  street: 'Király utca 1.',
  huTaxNumber: '10773381-2-44',
  euVatNumber: null,
  billingEmail: 'Szamla@Pelda.example',
  contactName: 'Kovács Eszter',
};
const DE_COMPANY: CompanyInput = {
  legalName: 'Beispiel Software GmbH',
  countryCode: 'DE',
  postalCode: '81543',
  city: 'München',
  street: 'Hochstraße 5',
  huTaxNumber: null,
  euVatNumber: 'DE 136 695 976',
  billingEmail: 'rechnung@beispiel.example',
  contactName: 'Hans Müller',
};

describe('the fulfilment date of a month settled periodically (Áfa tv. 58. §)', () => {
  const period = { end: '2026-10-31' };
  it('is the due date when it falls after the month, at most its 60th day after', () => {
    expect(fulfilmentDate(period, '2026-11-02', '2026-11-17')).toBe('2026-11-17');
    expect(fulfilmentDate(period, '2026-11-02', '2027-01-15')).toBe('2026-12-30');
  });
  it('is the issue date when the due date and the issue both precede the month’s last day', () => {
    expect(fulfilmentDate(period, '2026-10-10', '2026-10-25')).toBe('2026-10-10');
  });
  it('is the month’s last day otherwise', () => {
    expect(fulfilmentDate(period, '2026-11-02', '2026-10-31')).toBe('2026-10-31');
    expect(fulfilmentDate(period, '2026-10-31', '2026-10-31')).toBe('2026-10-31');
  });
});

describe.each(['postgresql', 'pglite'] as const)('client companies (%s)', (engine) => {
  let s: TestServer;
  let staff: Client;
  let contractor: { client: Client; user: { id: number } };

  beforeAll(async () => {
    s = await startServer({ engine });
    staff = (await s.as('admin')).client;
    contractor = await s.as('candidate', { firstName: 'Kata', lastName: 'Fekete' });
    await givePayrollProfile(s, contractor.user.id);
    // The MNB rate of the issue day (approval is today).
    expect((await staff.post('/api/admin/exchange-rates', { date: businessToday(), hufPer100: 39117 })).status).toBe(
      201,
    );
  }, 120_000);
  afterAll(() => s.close());

  const count = async () => Number((await s.db('client_companies').count({ n: '*' }).first())?.n);

  async function companyWithEmployer(input: CompanyInput) {
    const created = await staff.post('/api/admin/companies', input);
    expect(created.status).toBe(201);
    const company = companySchema.parse(created.body.data.company);
    const employer = await s.as('employer');
    expect(
      (await staff.put(`/api/admin/employers/${employer.user.id}/company`, { companyId: company.id })).status,
    ).toBe(200);
    return { company, employer };
  }

  async function contractWith(employerId: number) {
    return staff.post('/api/admin/contracts', contractBody(contractor.user.id, employerId));
  }

  /** A month of two days on the contract, submitted and approved over HTTP: the contract's invoice. */
  async function invoicedMonth(contractId: number, month: string): Promise<Invoice> {
    const tsId = await saveTimesheet(contractor.client, contractId, month, { [`${month}-01`]: 1, [`${month}-02`]: 1 });
    const approved = await submitAndApprove(contractor.client, staff, tsId);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const docs = contractDocumentsSchema.parse((await staff.get(`/api/admin/contracts/${contractId}/documents`)).body);
    return docs.invoices.find((i) => i.timesheetId === tsId && i.kind === 'invoice')!;
  }

  const pdf = async (id: number, lang: 'en' | 'hu') => {
    const res = await fetch(`${s.url}/api/admin/invoices/${id}/pdf?lang=${lang}`, {
      headers: { Cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    return (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, ' ');
  };

  const navXml = async (id: number) => {
    const row = await s.db('invoices').where({ id }).first();
    const original = row?.credits_invoice_id
      ? await s.db('invoices').where({ id: row.credits_invoice_id }).first()
      : undefined;
    const built = buildInvoiceData(navInputFromInvoice(row!, original && { original, earlier: [] }));
    expect(validateAgainstNav(built.xml, 'data')).toEqual({ valid: true, errors: '- validates\n' });
    return built;
  };

  it('refuses a bad tax number or VAT number with its code, and writes nothing', async () => {
    const before = await count();
    for (const [over, field, code] of [
      [{ huTaxNumber: '10773382-2-44' }, 'huTaxNumber', 'huTaxNumberInvalid'],
      [{ huTaxNumber: '1077338-2-44' }, 'huTaxNumber', 'huTaxNumberInvalid'],
      [{ huTaxNumber: null }, 'huTaxNumber', 'huTaxNumberRequired'],
      [{ euVatNumber: 'HU1077338' }, 'euVatNumber', 'euVatNumberInvalid'],
      [{ postalCode: '7' }, 'postalCode', 'postalCodeInvalid'],
      [{ countryCode: 'XX' }, 'countryCode', 'countryInvalid'],
      [{ billingEmail: 'nope' }, 'billingEmail', 'emailInvalid'],
    ] as const) {
      const res = await staff.post('/api/admin/companies', { ...HU_COMPANY, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.code).toBe(code);
      expect(res.body.fields).toMatchObject({ [field]: code });
    }
    for (const [over, code] of [
      [{ euVatNumber: 'DE136695977' }, 'euVatNumberInvalid'], // the check digit
      [{ euVatNumber: 'AT136695976' }, 'euVatNumberInvalid'], // another state's prefix
      [{ euVatNumber: null }, 'vatNumberRequired'],
    ] as const) {
      const res = await staff.post('/api/admin/companies', { ...DE_COMPANY, ...over });
      expect(res.status).toBe(400);
      expect(res.body.fields).toMatchObject({ euVatNumber: code });
    }
    expect(await count()).toBe(before);
  });

  it('links employers (several may share one); an employer sees and edits only their own', async () => {
    const { company, employer } = await companyWithEmployer(HU_COMPANY);
    expect(company).toMatchObject({
      huTaxNumber: '10773381-2-44',
      billingEmail: 'szamla@pelda.example',
      complete: true,
    });
    const colleague = await s.as('employer');
    await staff.put(`/api/admin/employers/${colleague.user.id}/company`, { companyId: company.id });
    const listed = companiesSchema.parse((await staff.get('/api/admin/companies')).body.data);
    expect(
      listed.companies
        .find((c) => c.id === company.id)
        ?.employers.map((e) => e.id)
        .sort(),
    ).toEqual([employer.user.id, colleague.user.id].sort());
    const own = await employer.client.get('/api/employer/company');
    expect(own.body.data.company).toMatchObject({ id: company.id, legalName: 'Példa Pénzügyi Zrt.' });
    const edited = await colleague.client.put('/api/employer/company', { ...HU_COMPANY, street: 'Király utca 2.' });
    expect(edited.status).toBe(200);
    expect((await employer.client.get('/api/employer/company')).body.data.company.street).toBe('Király utca 2.');
    const bad = await employer.client.put('/api/employer/company', { ...HU_COMPANY, huTaxNumber: '12345678-1-12' });
    expect(bad.body.code).toBe('huTaxNumberInvalid');
    // Unlinked, the employer has no company to read or edit; staff's unknown ids are a 404.
    await staff.put(`/api/admin/employers/${colleague.user.id}/company`, { companyId: null });
    expect((await colleague.client.get('/api/employer/company')).body.data.company).toBeNull();
    expect((await colleague.client.put('/api/employer/company', HU_COMPANY)).status).toBe(404);
    expect((await staff.put(`/api/admin/employers/${employer.user.id}/company`, { companyId: 999_999 })).status).toBe(
      404,
    );
    expect(
      (await staff.put(`/api/admin/employers/${contractor.user.id}/company`, { companyId: company.id })).status,
    ).toBe(404);
  });

  it('makes no contract for a company whose billing data are incomplete, or for an employer without one', async () => {
    const employer = await s.as('employer');
    // An old company, migrated from an employer's company name: no address, no tax number.
    const [old] = await s.db('client_companies').insert({ legal_name: 'Régi Kft.' }).returning('id');
    await s.db('users').where({ id: employer.user.id }).update({ company_id: old!.id });
    const refused = await contractWith(employer.user.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('companyBillingIncomplete');
    await s.db('users').where({ id: employer.user.id }).update({ company_id: null });
    expect((await contractWith(employer.user.id)).body.code).toBe('companyRequired');
    // Completed by staff, the contract is made.
    await staff.put(`/api/admin/companies/${old!.id}`, { ...HU_COMPANY, legalName: 'Régi Kft.' });
    await staff.put(`/api/admin/employers/${employer.user.id}/company`, { companyId: old!.id });
    expect((await contractWith(employer.user.id)).status).toBe(201);
  });

  it('invoices a Hungarian company with every element, in English and Hungarian, and its NAV XML validates', async () => {
    const { employer } = await companyWithEmployer(HU_COMPANY);
    const contract = await contractWith(employer.user.id);
    const inv = await invoicedMonth(contract.body.data.contract.id as number, '2026-10');
    const today = businessToday();
    const due = addDays(today, 15);
    const fulfilment = fulfilmentDate({ end: '2026-10-31' }, today, due);
    expect(inv).toMatchObject({
      clientName: 'Példa Pénzügyi Zrt.',
      vatRegime: 'domestic',
      dueDate: due,
      fulfilmentDate: fulfilment,
      paymentMethod: 'transfer',
      exchangeRate: { hufPer100: 39117, date: today },
      // €900 × 391.17 = 352,053 Ft; VAT €243 × 391.17 = 95,054.31 → 95,054 Ft.
      huf: { net: 352_053, vat: 95_054, total: 447_107 },
      seller: {
        name: 'Portal Talent Partners Ltd',
        huTaxNumber: '12345676-2-41',
        euVatNumber: 'HU12345676',
        bankAccount: 'HU42117730161111101800000000',
      },
      buyer: { name: 'Példa Pénzügyi Zrt.', postalCode: '7600', city: 'Pécs', huTaxNumber: '10773381-2-44' },
    });
    const date = (iso: string, lang: 'en' | 'hu') =>
      new Date(`${iso}T00:00:00Z`).toLocaleDateString(lang === 'en' ? 'en-GB' : 'hu-HU', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
    const en = await pdf(inv.id, 'en');
    for (const text of [
      `Number: ${inv.number}`,
      `Issue date: ${date(today, 'en')}`,
      `Fulfilment date: ${date(fulfilment, 'en')}`,
      'Payment method: Bank transfer',
      'Bank account (IBAN): HU42 1177 3016 1111 1018 0000 0000',
      `Due date: ${date(due, 'en')}`,
      `1 EUR = 391.17 HUF (MNB official rate of ${date(today, 'en')})`,
      'Portal Talent Partners Ltd',
      'Október 6. utca 12.',
      '1051 Budapest',
      'Tax number: 12345676-2-41',
      'EU VAT number: HU12345676',
      'Példa Pénzügyi Zrt.',
      'Király utca 1.',
      '7600 Pécs',
      'Tax number: 10773381-2-44',
      '2 days × day rate, October 2026 (Data Engineer)',
      'VAT 27%',
      '€243.00',
      'VAT in HUF',
      'HUF 95,054',
      '€1,143.00',
      'Áfa tv. 58. § (1a) b)',
    ])
      expect(en).toContain(text);
    const hu = await pdf(inv.id, 'hu');
    for (const text of [
      `Teljesítés dátuma: ${date(fulfilment, 'hu')}`,
      'Fizetési mód: Átutalás',
      'Bankszámlaszám (IBAN): HU42 1177 3016 1111 1018 0000 0000',
      `Fizetési határidő: ${date(due, 'hu')}`,
      `1 EUR = 391,17 Ft (MNB hivatalos árfolyama, ${date(today, 'hu')})`,
      'Adószám: 12345676-2-41',
      'Közösségi adószám: HU12345676',
      'Adószám: 10773381-2-44',
      'ÁFA forintban',
      '95 054 Ft',
      'Magyarország',
    ])
      expect(hu.replace(/\u00a0/g, ' ')).toContain(text);

    const { xml, operation } = await navXml(inv.id);
    expect(operation).toBe('CREATE');
    expect(xml).toContain('<customerVatStatus>DOMESTIC</customerVatStatus>');
    expect(xml).toContain(`<invoiceDeliveryDate>${fulfilment}</invoiceDeliveryDate>`);
    expect(xml).toContain('<invoiceVatAmountHUF>95054</invoiceVatAmountHUF>');
    expect(xml).toContain('<exchangeRate>391.17</exchangeRate>');
    expect(xml).toContain('<paymentMethod>TRANSFER</paymentMethod>');
  });

  it('invoices a German company under reverse charge, and its credit note reports to NAV as a cancellation', async () => {
    const { company, employer } = await companyWithEmployer(DE_COMPANY);
    const contract = await contractWith(employer.user.id);
    expect(contract.body.data.contract).toMatchObject({ clientCountry: 'DE', clientVatNumber: 'DE136695976' });
    const contractId = contract.body.data.contract.id as number;
    const inv = await invoicedMonth(contractId, '2026-09');
    expect(inv).toMatchObject({
      vatRegime: 'reverse_charge',
      vatCents: 0,
      huf: { net: 352_053, vat: 0, total: 352_053 },
      buyer: { name: 'Beispiel Software GmbH', countryCode: 'DE', euVatNumber: 'DE136695976', huTaxNumber: null },
    });
    const en = await pdf(inv.id, 'en');
    for (const text of [
      'Beispiel Software GmbH',
      'Hochstraße 5',
      '81543 München',
      'Germany',
      'EU VAT number: DE136695976',
      'Reverse charge',
      'VAT in HUF',
      'HUF 0',
    ])
      expect(en).toContain(text);
    expect(await pdf(inv.id, 'hu')).toContain('Németország');
    const { xml } = await navXml(inv.id);
    expect(xml).toContain('<communityVatNumber>DE136695976</communityVatNumber>');
    expect(xml).toContain('<case>EUFAD37</case>');

    // Removing the company is refused while its contract runs and while its invoice is unpaid.
    expect((await staff.delete(`/api/admin/companies/${company.id}`)).body.code).toBe('companyInUse');
    await s.db('contracts').where({ id: contractId }).update({ end_date: '2026-10-31' });
    const stillUnpaid = await staff.delete(`/api/admin/companies/${company.id}`);
    expect(stillUnpaid.status).toBe(409);
    expect(stillUnpaid.body.code).toBe('companyInUse');

    const credit = await staff.post(`/api/admin/invoices/${inv.id}/credit-note`, { reason: 'Wrong month' });
    expect(credit.status).toBe(201);
    const note = credit.body.data.invoice as Invoice;
    expect(note).toMatchObject({ buyer: inv.buyer, huf: { net: -352_053, vat: 0, total: -352_053 } });
    const cancelled = await navXml(note.id);
    expect(cancelled.operation).toBe('STORNO');
    expect(cancelled.xml).toContain(`<originalInvoiceNumber>${inv.number}</originalInvoiceNumber>`);
    expect(await pdf(note.id, 'en')).toContain('Beispiel Software GmbH');

    // Closed and settled, it goes; its invoices stay as issued.
    expect((await staff.delete(`/api/admin/companies/${company.id}`)).status).toBe(200);
    expect((await s.db('invoices').where({ id: inv.id }).first())?.buyer).toMatchObject({
      name: 'Beispiel Software GmbH',
      euVatNumber: 'DE136695976',
    });
    expect((await staff.get(`/api/admin/companies/${company.id}`)).status).toBe(404);
  });

  it('keeps the company’s invoices when the employer is erased, and invoices the company next month', async () => {
    const { employer } = await companyWithEmployer({ ...HU_COMPANY, legalName: 'Marad Kft.' });
    const contractId = (await contractWith(employer.user.id)).body.data.contract.id as number;
    const first = await invoicedMonth(contractId, '2026-07');
    expect((await employer.client.post('/api/account/delete', { password: TEST_PASSWORD })).status).toBe(200);
    const next = await invoicedMonth(contractId, '2026-08');
    expect(next).toMatchObject({ clientName: 'Marad Kft.', buyer: { name: 'Marad Kft.' } });
    expect(await s.db('invoices').where({ id: first.id }).first()).toMatchObject({ client_name: 'Marad Kft.' });
  });
});

describe.each(['postgresql', 'pglite'] as const)('the migrations (20261130020001, 20261204030001) (%s)', (engine) => {
  const MIGRATION = '20261130020001_create_client_companies.ts';
  const FROM_COMPANY = '20261204030001_contract_country_from_company.ts';
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ engine });
  });
  afterAll(() => s.close());

  it('makes each employer’s company name a company, and their contracts bill it and take its country', async () => {
    // Later migrations come down first; they go up again with latest().
    const later = (await s.db('knex_migrations').pluck('name')).filter((n: string) => n > MIGRATION);
    for (const n of later.reverse()) await s.db.migrate.down({ ...migrationConfig, name: n });
    await s.db.migrate.down({ ...migrationConfig, name: MIGRATION });
    // Users as they were before (the harness's employers get a company, which this state has no table for).
    const employer = async (first: string, last: string) =>
      (
        await s
          .db('users')
          .insert({
            email: `${first}.${last}@old.example`.toLowerCase(),
            role: 'employer',
            first_name: first,
            last_name: last,
          })
          .returning(['id', 'email'])
      )[0]!;
    const named = await employer('Eszter', 'Kovács');
    const unnamed = await employer('Bálint', 'Horváth');
    const idle = await employer('Idle', 'Employer');
    const contractorId = (await s.createUser({ role: 'candidate' })).id;
    await s.db('employer_requests').insert(
      [named, idle].map((u, i) => ({
        user_id: u.id,
        company_name: i === 0 ? 'Kovács és Társa Kft.' : '  ',
        contact_person: 'x',
        email: u.email,
        job_title: 'x',
        description: 'x',
        is_account: true,
      })),
    );
    const contract = async (employerId: number, country = 'HU', vat: string | null = null) =>
      (
        await s
          .db('contracts')
          .insert({
            contractor_id: contractorId,
            employer_id: employerId,
            job_title: 'x',
            day_rate: 1,
            // The columns before 20261204030001 (the schema this test migrates from has them).
            ...({ client_country: country, client_vat_number: vat } as object),
          })
          .returning('id')
      )[0]!.id;
    const a = await contract(named.id);
    const b = await contract(unnamed.id, 'DE', 'DE136695976');
    await s.db.migrate.up({ ...migrationConfig, name: MIGRATION });

    const companyOfUser = async (id: number) =>
      s.db('users as u').join('client_companies as c', 'c.id', 'u.company_id').where('u.id', id).first('c.*');
    expect(await companyOfUser(named.id)).toMatchObject({
      legal_name: 'Kovács és Társa Kft.',
      country_code: 'HU',
      billing_email: named.email,
      contact_name: 'Eszter Kovács',
      hu_tax_number: null,
      postal_code: null,
    });
    expect(await companyOfUser(unnamed.id)).toMatchObject({
      legal_name: 'Bálint Horváth',
      country_code: 'DE',
      eu_vat_number: 'DE136695976',
    });
    // No company name and no contract: no company.
    expect(await companyOfUser(idle.id)).toBeUndefined();
    const billed = await s.db('contracts').whereIn('id', [a, b]).orderBy('id').pluck('client_company_id');
    expect(billed).toEqual([(await companyOfUser(named.id))!.id, (await companyOfUser(unnamed.id))!.id]);

    // Up to the latest: the contracts' own copies of the country go, the company's is the one source.
    await s.db.migrate.latest(migrationConfig);
    const columns = async () => Object.keys(await s.db('contracts').columnInfo());
    expect(await columns()).not.toContain('client_country');
    expect(await columns()).not.toContain('client_vat_number');
    // Down again: the copies come back filled from each contract's company.
    await s.db.migrate.down({ ...migrationConfig, name: FROM_COMPANY });
    const copies = await s
      .db('contracts')
      .whereIn('id', [a, b])
      .orderBy('id')
      .select(s.db.raw('client_country, client_vat_number'));
    expect(copies).toEqual([
      { client_country: 'HU', client_vat_number: null },
      { client_country: 'DE', client_vat_number: 'DE136695976' },
    ]);
    await s.db.migrate.latest(migrationConfig);
    expect(await columns()).not.toContain('client_country');
  });
});
