// Attack (a hostile client, on the once-only writes): the same single-use or once-only action sent many
// times at once. Exactly one wins, the others get a 4xx with a code (never a 5xx), and exactly one row
// records it: one address owner, one invoice and payslip per timesheet, one credit note per invoice,
// one confirmation. On PostgreSQL, where requests really run side by side; and sign-in codes guessed
// in a row are throttled.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorWithContract, passwordSignIn, saveTimesheet, submitAndApprove, twoFactorOn } from './fixtures.ts';
import { startServer, TEST_PASSWORD, type Client, type Res, type TestServer } from './harness.ts';

let s: TestServer;
let admin: Client;
let owner: Client;
beforeAll(async () => {
  s = await startServer({ mailWorker: false, env: { READ_CACHE_MS: '0' } });
  admin = (await s.as('admin')).client;
  owner = (await s.as('owner')).client;
});
afterAll(() => s.close());

const N = 6;
const statuses = (all: Res[]) => all.map((r) => r.status).sort();
function oneWins(all: Res[], ok: number) {
  expect(
    all.filter((r) => r.status === ok),
    JSON.stringify(statuses(all)),
  ).toHaveLength(1);
  for (const r of all.filter((x) => x.status !== ok)) {
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.body.code).toEqual(expect.any(String));
  }
}

/** A contractor's saved (not yet submitted) July. */
async function savedTimesheet() {
  const { contractor, contractId } = await contractorWithContract(s, 'SRE');
  const id = await saveTimesheet(contractor.client, contractId, '2026-07', { '2026-07-01': 1, '2026-07-02': 1 });
  return { contractor, id };
}

describe('attack: the same once-only action sent at once', () => {
  it('two accounts confirm links to the same new address at once: one gets it, the other 409', async () => {
    const a = await s.as('candidate');
    const b = await s.as('employer');
    const target = `race-${a.user.id}@example.test`;
    const tokens: string[] = [];
    for (const who of [a, b]) {
      await who.client.post('/api/account/email', { email: target, currentPassword: TEST_PASSWORD });
      const mail = await s.db('mail_outbox').where({ to_address: target }).orderBy('id', 'desc').first();
      // The parts the worker will send (the stored body has the link redacted).
      tokens.push(/confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(mail!.live_parts!.text)![1]!);
    }
    const all = await Promise.all(tokens.map((token) => s.client().post('/api/auth/confirm-email', { token })));
    oneWins(all, 200);
    expect(await s.db('users').whereRaw('lower(email) = ?', [target])).toHaveLength(1);
  });

  it('one timesheet submitted and approved many times at once: one approval, one invoice, one payslip', async () => {
    const { contractor, id } = await savedTimesheet();
    const submits = await Promise.all(
      Array.from({ length: N }, () => contractor.client.post(`/api/candidate/timesheets/${id}/submit`)),
    );
    oneWins(submits, 200);
    const approvals = await Promise.all(
      Array.from({ length: N }, (_, i) => (i % 2 ? owner : admin).post(`/api/admin/timesheets/${id}/approve`, {})),
    );
    oneWins(approvals, 200);
    expect(await s.db('invoices').where({ timesheet_id: id })).toHaveLength(1);
    expect(await s.db('payslips').where({ timesheet_id: id })).toHaveLength(1);
    // And a reject racing nothing now: the approved timesheet stays approved.
    const late = await admin.post(`/api/admin/timesheets/${id}/reject`, { note: 'too late' });
    expect(late.status).toBe(400);
    expect((await s.db('timesheets').where({ id }).first('status'))!.status).toBe('approved');
  });

  it('one invoice credited many times at once: one credit note', async () => {
    const { contractor, id } = await savedTimesheet();
    const invoiceId = (await submitAndApprove(contractor.client, admin, id)).body.data.timesheet.invoiceId as number;
    const credits = await Promise.all(
      Array.from({ length: N }, () =>
        admin.post(`/api/admin/invoices/${invoiceId}/credit-note`, { reason: 'Wrong days' }),
      ),
    );
    oneWins(credits, 201);
    expect(await s.db('invoices').where({ credits_invoice_id: invoiceId })).toHaveLength(1);
  });

  it('one erasure sent many times at once: one 200, the account erased once, one goodbye mail', async () => {
    const { user } = await s.as('candidate');
    const all = await Promise.all(Array.from({ length: N }, () => owner.delete(`/api/admin/users/${user.id}`)));
    oneWins(all, 200);
    expect(await s.db('mail_outbox').where({ to_address: user.email })).toHaveLength(1);
  });

  it('guessed sign-in codes are throttled: a few tries, then 429 even for the right code', async () => {
    const { client, user } = await s.as('admin');
    const { secret } = await twoFactorOn(client);
    const browser = await passwordSignIn(s, user.email);
    const seen: number[] = [];
    for (let i = 0; i < 10; i++)
      seen.push((await browser.post('/api/auth/login/totp', { code: String(100000 + i) })).status);
    expect(seen.filter((x) => x === 401).length).toBeLessThanOrEqual(5);
    expect(seen.slice(-3)).toEqual([429, 429, 429]);
    const right = await browser.post('/api/auth/login/totp', { code: await generate({ secret }) });
    expect(right.status).toBe(429);
    expect((await browser.get('/api/auth/me')).status).toBe(401);
  });
});
