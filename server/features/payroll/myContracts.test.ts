import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday, myContractsSchema } from '../../contract/index.ts';
import { startServer, type TestServer } from '../../test/harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const shift = (days: number) => {
  const d = new Date(`${businessToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('GET /api/candidate/contracts', () => {
  it("gives a contractor their own contracts with derived status, client, day rate and fee, and nobody else's", async () => {
    const me = await s.as('candidate');
    const other = await s.createUser({ role: 'candidate' });
    const client = await s.createUser({ role: 'employer', firstName: 'Bálint', lastName: 'Horváth' });
    // The client is the company the contract bills; the employer is its contact person.
    const [company] = await s
      .db('client_companies')
      .insert({
        legal_name: 'Horváth Adat Kft.',
        country_code: 'HU',
        postal_code: '1051',
        city: 'Budapest',
        street: 'Nádor utca 2.',
        hu_tax_number: '10773381-2-44',
        billing_email: 'szamla@horvath.example',
        contact_name: 'Bálint Horváth',
      })
      .returning('id');
    const base = {
      employer_id: client.id,
      client_company_id: (company as { id: number }).id,
      day_rate: 45_000,
      fee_percentage: 550,
      notes: 'staff only',
    };
    await s.db('contracts').insert([
      { ...base, contractor_id: me.user.id, job_title: 'Data Engineer', start_date: shift(-30), end_date: shift(30) },
      { ...base, contractor_id: me.user.id, job_title: 'Old gig', start_date: shift(-90), end_date: shift(-31) },
      { ...base, contractor_id: me.user.id, job_title: 'Next gig', start_date: shift(10), end_date: null },
      { ...base, contractor_id: me.user.id, job_title: 'Unsigned', start_date: null, end_date: null },
      { ...base, contractor_id: other.id, job_title: 'Not mine', start_date: shift(-1), end_date: null },
    ]);
    const res = await me.client.get('/api/candidate/contracts');
    expect(res.status).toBe(200);
    const { contracts } = myContractsSchema.parse(res.body);
    const byTitle = Object.fromEntries(contracts.map((c) => [c.jobTitle, c]));
    expect(Object.keys(byTitle).sort()).toEqual(['Data Engineer', 'Next gig', 'Old gig', 'Unsigned']);
    expect(byTitle['Data Engineer']).toMatchObject({
      status: 'active',
      client: 'Horváth Adat Kft.',
      contact: { firstName: 'Bálint', lastName: 'Horváth' },
      dayRate: 45_000,
      feePercentage: 550,
    });
    expect(byTitle['Old gig']?.status).toBe('completed');
    expect(byTitle['Next gig']?.status).toBe('upcoming');
    expect(byTitle['Unsigned']?.status).toBe('pending');
    expect(JSON.stringify(res.body)).not.toContain('staff only');
  });

  it('answers an empty list to a candidate without contracts', async () => {
    const { client } = await s.as('candidate');
    expect((await client.get('/api/candidate/contracts')).body).toEqual({ contracts: [] });
  });

  it.each([
    ['anonymous', 401],
    ['employer', 403],
    ['admin', 403],
  ] as const)('refuses %s (%i)', async (who, status) => {
    const client = who === 'anonymous' ? s.client() : (await s.as(who)).client;
    expect((await client.get('/api/candidate/contracts')).status).toBe(status);
  });
});
