// Attack (a hostile client, on the account and privacy routes): hostile bodies, queries and path ids, sent
// by an identity the route lets through. Every one is refused with 4xx and a message code (400 for
// bad input, never a 5xx), and no row is written. A handful of fixed cases per shape (wrong types,
// huge and odd strings, non-finite and negative numbers, prototype keys, non-object JSON) plus a few
// generated ones (fast-check, small numRuns), on both engines.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseNow } from '../db/index.ts';
import { contractorWithContract, saveTimesheet, submitTimesheet } from './fixtures.ts';
import { startServer, TEST_PASSWORD, type Client, type Res, type TestServer } from './harness.ts';

/** JSON texts no schema should accept (sent as they are, with Content-Type: application/json). */
const RAW_BODIES = [
  '[]',
  '"text"',
  '42',
  'null',
  'true',
  '{"a":1',
  '{"__proto__":{"isAdmin":true,"role":"owner"}}',
  '{"constructor":{"prototype":{"role":"owner"}}}',
  '{"token":1e999,"code":1e999,"email":1e999,"reason":1e999,"note":1e999}',
  `{"nested":${'['.repeat(2000)}${']'.repeat(2000)}}`,
];

/** Values put into every field of a route's body in turn. */
const HOSTILE_VALUES: unknown[] = [
  null,
  -1,
  0,
  1.5,
  -0.5,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '1',
  'x'.repeat(20_000),
  '\u0000',
  '\ud800',
  '\u202eevil',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  true,
  [],
  ['a'],
  {},
  { $ne: null },
  { __proto__: { role: 'owner' } },
];

interface Target {
  name: string;
  who: Identity;
  method: 'POST' | 'PUT' | 'DELETE';
  path: () => string;
  /** A body of the right shape (the fuzz changes one field at a time). */
  valid: () => Record<string, unknown>;
}
type Identity = 'anonymous' | 'candidate' | 'contractor' | 'admin';

describe.each(['postgresql', 'pglite'] as const)('attack: hostile input on %s', (engine) => {
  let s: TestServer;
  const as = {} as Record<Identity, Client>;
  let contractId: number;
  let timesheetId: number;

  beforeAll(async () => {
    s = await startServer({ engine, mailWorker: false });
    as.anonymous = s.client();
    as.candidate = (await s.as('candidate')).client;
    const contracted = await contractorWithContract(s, 'QA');
    as.contractor = contracted.contractor.client;
    contractId = contracted.contractId;
    as.admin = (await s.as('admin')).client;
    timesheetId = await saveTimesheet(as.contractor, contractId, '2026-02', { '2026-02-02': 1 });
    await submitTimesheet(as.contractor, timesheetId);
  }, 120_000);
  afterAll(() => s.close());

  const targets = (): Target[] => [
    {
      name: 'alert sign-up',
      who: 'anonymous',
      method: 'POST',
      path: () => '/api/alerts',
      valid: () => ({ query: { q: 'rust', minSalary: 10 }, frequency: 'daily', email: 'fuzz@example.test' }),
    },
    {
      name: 'alert (signed in)',
      who: 'candidate',
      method: 'POST',
      path: () => '/api/alerts',
      valid: () => ({ query: { q: 'rust', type: 'contract' }, frequency: 'instant' }),
    },
    {
      name: 'alert confirm',
      who: 'anonymous',
      method: 'POST',
      path: () => '/api/alerts/confirm',
      valid: () => ({ token: 'a'.repeat(43) }),
    },
    {
      name: 'alert unsubscribe',
      who: 'anonymous',
      method: 'POST',
      path: () => '/api/alerts/unsubscribe',
      valid: () => ({ token: 'a'.repeat(43) }),
    },
    {
      name: 'email change',
      who: 'candidate',
      method: 'POST',
      path: () => '/api/account/email',
      valid: () => ({ email: 'new@example.test', currentPassword: 'not-the-password' }),
    },
    {
      name: 'email confirm',
      who: 'anonymous',
      method: 'POST',
      path: () => '/api/auth/confirm-email',
      valid: () => ({ token: 'a'.repeat(43) }),
    },
    {
      name: 'account deletion',
      who: 'candidate',
      method: 'POST',
      path: () => '/api/account/delete',
      valid: () => ({ password: 'not-the-password' }),
    },
    {
      name: 'timesheet save',
      who: 'contractor',
      method: 'PUT',
      path: () => '/api/candidate/timesheets',
      valid: () => ({ contractId, month: '2026-03', days: { '2026-03-02': 1 } }),
    },
    {
      name: 'timesheet reject',
      who: 'admin',
      method: 'POST',
      path: () => `/api/admin/timesheets/${timesheetId}/reject`,
      valid: () => ({ note: 'x' }),
    },
    {
      name: 'credit note',
      who: 'admin',
      method: 'POST',
      path: () => '/api/admin/invoices/999999/credit-note',
      valid: () => ({ reason: 'x' }),
    },
    {
      name: 'totp sign-in step',
      who: 'anonymous',
      method: 'POST',
      path: () => '/api/auth/login/totp',
      valid: () => ({ code: '123456' }),
    },
    {
      name: 'totp enable',
      who: 'admin',
      method: 'POST',
      path: () => '/api/admin/totp/enable',
      valid: () => ({ code: '123456' }),
    },
    {
      name: 'totp disable',
      who: 'admin',
      method: 'POST',
      path: () => '/api/admin/totp/disable',
      valid: () => ({ password: 'wrong', code: '123456' }),
    },
    {
      name: 'password reset',
      who: 'anonymous',
      method: 'POST',
      path: () => '/api/auth/reset-password',
      valid: () => ({ token: 'a'.repeat(43), password: 'long-enough-1', confirmPassword: 'long-enough-1' }),
    },
  ];

  /** Rows the routes above could write. */
  const counts = async () => {
    const out: Record<string, number> = {};
    for (const t of [
      'job_alerts',
      'email_changes',
      'timesheets',
      'invoices',
      'totp_recovery_codes',
      'mail_outbox',
    ] as const)
      out[t] = Number((await s.db(t).count({ n: '*' }).first())!.n);
    out.deleted = Number((await s.db('users').whereNotNull('deleted_at').count({ n: '*' }).first())!.n);
    out.totp = Number((await s.db('users').whereNotNull('totp_secret').count({ n: '*' }).first())!.n);
    return out;
  };

  const send = (c: Client, method: string, path: string, body: string) =>
    c.request(method, path, body, { headers: { 'Content-Type': 'application/json' } });

  /** Refused as bad input: a 4xx with a message code, never 5xx. */
  function refused(res: Res, what: string) {
    expect(res.status, `${what}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect(res.status, `${what}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
    expect(res.body?.code, what).toEqual(expect.any(String));
  }

  it('non-object JSON, broken JSON, prototype keys and non-finite numbers: 400 with a code, nothing written', async () => {
    const before = await counts();
    for (const t of targets())
      for (const raw of RAW_BODIES) {
        const res = await send(as[t.who], t.method, t.path(), raw);
        refused(res, `${t.name} ${raw.slice(0, 40)}`);
        expect(res.status, `${t.name} ${raw.slice(0, 40)}`).not.toBe(200);
      }
    expect(await counts()).toEqual(before);
  });

  // Field by field on PostgreSQL only: the same validation runs before either engine is asked, and the
  // engine-specific answers (NUL, huge text) are covered on both by the raw bodies above.
  if (engine === 'postgresql')
    it('each field replaced by a hostile value: refused with 400 and a code, nothing written', async () => {
      const before = await counts();
      const start = await databaseNow(s.db);
      const values = HOSTILE_VALUES;
      for (const t of targets()) {
        const body = t.valid();
        for (const key of Object.keys(body))
          for (const value of values) {
            const what = `${t.name}.${key}=${JSON.stringify(value)?.slice(0, 30)}`;
            const res = await send(as[t.who], t.method, t.path(), JSON.stringify({ ...body, [key]: value }));
            // Whitespace or a short string may pass some schemas: what matters is no 5xx and no write.
            expect(res.status, what).toBeLessThan(500);
            if (res.status >= 400) expect(res.body?.code, what).toEqual(expect.any(String));
          }
      }
      // Nothing above carried a right password, a real token or a real code: nothing may have changed.
      const after = await counts();
      // A hostile alert sign-up may be a valid one (any address passes), and `days: {}` is an empty draft
      // of the month; nothing else writes.
      expect({ ...after, job_alerts: 0, mail_outbox: 0, timesheets: 0 }).toEqual({
        ...before,
        job_alerts: 0,
        mail_outbox: 0,
        timesheets: 0,
      });
      const made = await s
        .db('timesheets')
        .where('created_at', '>', start)
        .select(s.db.raw("to_char(month, 'YYYY-MM') as month"), 'half_days', 'status');
      expect(made).toEqual(made.length ? [{ month: '2026-03', half_days: 0, status: 'draft' }] : []);
    });

  it('generated JSON bodies (fast-check): never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets()), fc.jsonValue({ maxDepth: 3 }), async (t, value) => {
        const res = await send(as[t.who], t.method, t.path(), JSON.stringify(value));
        expect(res.status, `${t.name} ${JSON.stringify(value).slice(0, 80)}`).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it('path ids: traversal, huge, negative, fractional, hex and encoded ids are 4xx, never 5xx', async () => {
    const ids = [
      'abc',
      '-1',
      '0',
      '1.5',
      '1e3',
      '0x10',
      '99999999999999999999',
      '%00',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e',
      '1%20OR%201=1',
      encodeURIComponent('١٢'),
    ];
    const routes: [Identity, string, (id: string) => string][] = [
      ['contractor', 'POST', (id) => `/api/candidate/timesheets/${id}/submit`],
      ['admin', 'POST', (id) => `/api/admin/timesheets/${id}/approve`],
      ['admin', 'POST', (id) => `/api/admin/invoices/${id}/credit-note`],
      ['contractor', 'GET', (id) => `/api/candidate/payslips/${id}/pdf`],
      ['admin', 'GET', (id) => `/api/admin/payslips/${id}/pdf`],
      ['admin', 'GET', (id) => `/api/admin/invoices/${id}/pdf`],
      ['admin', 'GET', (id) => `/api/admin/contracts/${id}/documents`],
      ['admin', 'GET', (id) => `/api/admin/users/${id}/export`],
      ['admin', 'DELETE', (id) => `/api/admin/users/${id}`],
      ['candidate', 'DELETE', (id) => `/api/account/alerts/${id}`],
      ['candidate', 'GET', (id) => `/api/files/${id}`],
    ];
    const fileIds = [
      '..%2F..%2F..%2Fetc%2Fpasswd',
      '00000000-0000-4000-8000-000000000000%2F..%2F..',
      '00000000-0000-4000-8000-00000000000g',
      `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.pdf`,
      '%2e%2e%5c%2e%2e%5cwindows',
    ];
    const before = await counts();
    for (const [who, method, path] of routes)
      for (const id of ids) {
        const res = await as[who].request(method, path(id), method === 'GET' || method === 'DELETE' ? undefined : {});
        expect(res.status, `${method} ${path(id)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path(id)}`).toBeLessThan(500);
      }
    for (const id of fileIds) {
      const res = await as.admin.get(`/api/files/${id}`);
      expect([400, 404], id).toContain(res.status);
    }
    expect(await counts()).toEqual(before);
  });

  it('queries: month, lang and list paging out of range are 400 with a code', async () => {
    const months = [
      '',
      '2026-13',
      '2026-00',
      '26-01',
      '2026-1',
      '2026-01-01',
      'x'.repeat(5000),
      '2026-01&month=2026-02',
    ];
    for (const month of months)
      for (const path of ['/api/admin/payroll/summary', '/api/admin/payroll/export.csv']) {
        const res = await as.admin.get(`${path}?month=${encodeURIComponent(month)}`);
        refused(res, `${path} ${month.slice(0, 20)}`);
        expect(res.status).toBe(400);
      }
    const twice = await as.admin.get('/api/admin/payroll/summary?month=2026-01&month=2026-02');
    expect(twice.status).toBe(400);
    for (const lang of ['de', '', 'EN', 'en&lang=hu'])
      expect((await as.admin.get(`/api/admin/invoices/1/pdf?lang=${lang}`)).status, lang).toBe(400);
    for (const q of [
      'page=0',
      'page=-1',
      'page=1e3',
      'pageSize=101',
      'pageSize=0',
      'page=1&page=2',
      'sort=password_hash',
      'role=root',
      `q=${'x'.repeat(201)}`,
    ]) {
      for (const path of ['/api/admin/users', '/api/admin/users/export.csv']) {
        const res = await as.admin.get(`${path}?${q}`);
        refused(res, `${path}?${q}`);
        expect(res.status, `${path}?${q}`).toBe(400);
      }
    }
  });

  it('cross-origin writes and other content types to the new routes are refused before they run', async () => {
    const before = await counts();
    const foreign = { Origin: 'https://evil.example', 'Content-Type': 'application/json' };
    const writes: [Identity, string, string, unknown][] = [
      ['candidate', 'POST', '/api/account/delete', { password: TEST_PASSWORD }],
      ['candidate', 'POST', '/api/account/email', { email: 'evil@example.test', currentPassword: TEST_PASSWORD }],
      ['candidate', 'DELETE', '/api/candidate/cv', undefined],
      ['candidate', 'POST', '/api/alerts', { query: {}, frequency: 'daily' }],
      ['contractor', 'PUT', '/api/candidate/timesheets', { contractId, month: '2026-04', days: { '2026-04-01': 1 } }],
      ['admin', 'POST', `/api/admin/timesheets/${timesheetId}/approve`, {}],
      ['admin', 'POST', '/api/admin/totp/setup', undefined],
      ['admin', 'DELETE', '/api/admin/users/1', undefined],
    ];
    for (const [who, method, path, body] of writes) {
      const res = await as[who].request(method, path, body === undefined ? undefined : JSON.stringify(body), {
        headers: foreign,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code).toBe('crossOrigin');
      // Upper-case spelling of the same route: refused alike.
      const upper = await as[who].request(
        method,
        path.toUpperCase(),
        body === undefined ? undefined : JSON.stringify(body),
        { headers: foreign },
      );
      expect(upper.status, `${method} ${path.toUpperCase()}`).toBeGreaterThanOrEqual(403);
      expect(upper.status).toBeLessThan(500);
      // A form post (what a foreign HTML form can send) with no Origin: 415.
      if (body !== undefined) {
        const form = await as[who].request(method, path, 'password=x', {
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        });
        expect(form.status, `form ${method} ${path}`).toBe(415);
      }
    }
    expect(await counts()).toEqual(before);
    expect((await as.candidate.get('/api/auth/me')).status).toBe(200);
  });
});
