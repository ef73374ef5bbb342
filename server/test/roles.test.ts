// Role guards on the server: every protected route answers 401 without a session, 403 to a role that may
// not pass (and to a disabled user's old session, 401), and lets the right roles through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouters } from '../app.ts';
import type { Role } from '../contract/index.ts';
import type { AppDeps } from '../types.ts';
import { startServer, validJob, type Client, type TestServer } from './harness.ts';

let s: TestServer;
const clients = {} as Record<Role | 'anonymous' | 'disabled', Client>;
let jobId: number;
let candidateId: number;

beforeAll(async () => {
  s = await startServer();
  clients.anonymous = s.client();
  for (const role of ['candidate', 'employer', 'admin', 'owner'] as const) clients[role] = (await s.as(role)).client;
  const disabled = await s.as('admin');
  await s.db('users').where({ id: disabled.user.id }).update({ is_active: false });
  clients.disabled = disabled.client;
  jobId = (await clients.employer.post('/api/employer/jobs', validJob())).body.data.job.id;
  candidateId = (await s.createUser({ role: 'candidate' })).id;
});
afterAll(() => s.close());

const STAFF: Role[] = ['admin', 'owner'];
const MEMBERS: Role[] = ['candidate', 'employer', 'admin', 'owner'];
type Route = [
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: () => string,
  allowed: Role[],
  body?: () => unknown,
];
const routes: Route[] = [
  ['get', () => '/api/auth/me', ['candidate', 'employer', 'admin', 'owner']],
  ['get', () => '/api/candidate/jobs', ['candidate']],
  ['get', () => '/api/candidate/applications', ['candidate']],
  ['get', () => '/api/candidate/cv-status', ['candidate']],
  ['post', () => '/api/applications', ['candidate'], () => ({ jobId, notes: 'x' })],
  ['put', () => '/api/applications/999999', STAFF, () => ({ status: 'review' })],
  ['get', () => '/api/employer/dashboard', ['employer']],
  ['get', () => '/api/employer/applications', ['employer']],
  ['post', () => '/api/employer/jobs', ['employer'], () => ({})],
  ['put', () => `/api/employer/jobs/${jobId}`, ['employer'], () => ({})],
  ['delete', () => '/api/employer/jobs/999999', ['employer']],
  ['get', () => '/api/admin/dashboard', STAFF],
  ['get', () => '/api/admin/users', STAFF],
  ['patch', () => `/api/admin/users/${candidateId}`, STAFF, () => ({})],
  ['get', () => '/api/admin/jobs', STAFF],
  ['patch', () => `/api/admin/jobs/${jobId}`, STAFF, () => ({})],
  ['get', () => '/api/admin/candidates', STAFF],
  ['post', () => '/api/admin/candidates', STAFF, () => ({})],
  ['patch', () => `/api/admin/candidates/${candidateId}`, STAFF, () => ({})],
  ['get', () => '/api/admin/employers', STAFF],
  ['post', () => '/api/admin/employers', STAFF, () => ({})],
  ['patch', () => '/api/admin/employers/999999', STAFF, () => ({})],
  ['get', () => '/api/admin/contracts', STAFF],
  ['post', () => '/api/admin/contracts', STAFF, () => ({})],
  ['put', () => '/api/admin/contracts/999999', STAFF, () => ({})],
  ['get', () => '/api/admin/settings', STAFF],
  ['post', () => '/api/upload-cv', ['candidate']],
  ['get', () => '/api/files/00000000-0000-4000-8000-000000000000', ['candidate', 'employer', 'admin', 'owner']],
  // The recruitment desk: staff on /api/admin, employers on /api/employer.
  ...(['admin', 'employer'] as const).flatMap((area): Route[] => {
    const allowed: Role[] = area === 'admin' ? STAFF : ['employer'];
    return [
      ['get', () => `/api/${area}/applications/999999`, allowed],
      ['put', () => `/api/${area}/applications/999999/stage`, allowed, () => ({ stage: 'review' })],
      ['post', () => `/api/${area}/applications/bulk-stage`, allowed, () => ({ ids: [999999], stage: 'review' })],
      ['get', () => `/api/${area}/bulk-message`, allowed],
      ['post', () => `/api/${area}/applications/999999/notes`, allowed, () => ({ text: 'x' })],
      ['put', () => `/api/${area}/applications/999999/rating`, allowed, () => ({ rating: 3 })],
      ['get', () => `/api/${area}/jobs/${jobId}/applications`, allowed],
      ['get', () => `/api/${area}/applications/999999/interviews`, allowed],
      ['post', () => `/api/${area}/applications/999999/interviews`, allowed, () => ({})],
      ['put', () => `/api/${area}/interviews/999999`, allowed, () => ({})],
      ['post', () => `/api/${area}/interviews/999999/cancel`, allowed, () => ({})],
    ];
  }),
  // Interviews: the candidate answers; whoever may see the application downloads the .ics.
  ['get', () => '/api/candidate/interviews', ['candidate']],
  ['post', () => '/api/candidate/interviews/999999/answer', ['candidate'], () => ({ slotId: null })],
  ['get', () => '/api/interviews/999999/invite.ics', ['candidate', 'employer', 'admin', 'owner']],
  // The staff inbox of leads and an employer's draft made from one.
  ['get', () => '/api/admin/leads', STAFF],
  ['get', () => '/api/admin/leads/999999', STAFF],
  ['patch', () => '/api/admin/leads/999999', STAFF, () => ({ status: 'won' })],
  ['post', () => '/api/admin/leads/999999/replies', STAFF, () => ({ subject: 'Hi', body: 'Hello' })],
  ['post', () => '/api/admin/leads/999999/convert', STAFF, () => ({})],
  ['post', () => '/api/employer/jobs/999999/publish', ['employer']],
  // The candidate's own lists and documents.
  ['get', () => '/api/candidate/applied-jobs', ['candidate']],
  ['get', () => '/api/candidate/saved-jobs', ['candidate']],
  ['put', () => '/api/candidate/saved-jobs/999999', ['candidate']],
  ['delete', () => '/api/candidate/saved-jobs/999999', ['candidate']],
  ['post', () => '/api/candidate/saved-jobs/merge', ['candidate'], () => ({})],
  ['get', () => '/api/candidate/contracts', ['candidate']],
  ['get', () => '/api/candidate/timesheets', ['candidate']],
  ['put', () => '/api/candidate/timesheets', ['candidate'], () => ({})],
  ['post', () => '/api/candidate/timesheets/999999/submit', ['candidate'], () => ({})],
  ['get', () => '/api/candidate/payslips', ['candidate']],
  ['get', () => '/api/candidate/payslips/999999/pdf', ['candidate']],
  // The contractor's tax details and declared allowances.
  ['get', () => '/api/candidate/payroll-profile', ['candidate']],
  ['put', () => '/api/candidate/payroll-profile', ['candidate'], () => ({})],
  ['post', () => '/api/candidate/allowances', ['candidate'], () => ({})],
  ['delete', () => '/api/candidate/allowances/999999', ['candidate']],
  ['get', () => '/api/candidate/application-history', ['candidate']],
  ['get', () => '/api/candidate/messages', ['candidate']],
  ['delete', () => '/api/candidate/cv', ['candidate']],
  ['post', () => `/api/employer/jobs/999999/renew`, ['employer'], () => ({})],
  // Leads and trust: the employer's address check, duplicating, staff's review queue.
  ['post', () => '/api/employer/verification', ['employer'], () => ({})],
  ['post', () => '/api/employer/jobs/999999/duplicate', ['employer'], () => ({})],
  ['post', () => '/api/admin/jobs/999999/approve', STAFF, () => ({})],
  ['post', () => '/api/admin/jobs/999999/reject', STAFF, () => ({ reason: 'x' })],
  // The account page of candidates and employers (staff accounts are kept in the console).
  ...(
    [
      ['get', '/api/account'],
      ['put', '/api/account'],
      ['post', '/api/account/password'],
      ['post', '/api/account/email'],
      ['get', '/api/account/export'],
      ['post', '/api/account/delete'],
    ] as const
  ).map(([method, path]): Route => [method, () => path, ['candidate', 'employer'], () => ({})]),
  ['put', () => '/api/auth/language', MEMBERS, () => ({})],
  ['get', () => '/api/account/alerts', MEMBERS],
  ['delete', () => '/api/account/alerts/999999', MEMBERS],
  // The staff console's lists, exports, payroll, documents, mail and settings.
  ['get', () => '/api/admin/applications', STAFF],
  ['get', () => '/api/admin/applications/export.csv', STAFF],
  ['get', () => '/api/admin/users/export.csv', STAFF],
  ['get', () => '/api/admin/jobs/export.csv', STAFF],
  ['get', () => '/api/admin/candidates/export.csv', STAFF],
  ['get', () => `/api/admin/candidates/${candidateId}`, STAFF],
  ['get', () => '/api/admin/employers/export.csv', STAFF],
  ['get', () => '/api/admin/contracts/export.csv', STAFF],
  ['get', () => '/api/admin/contracts/summary', STAFF],
  ['get', () => '/api/admin/users/999999/export', STAFF],
  ['delete', () => '/api/admin/users/999999', STAFF],
  ['get', () => '/api/admin/applications/999999/history', STAFF],
  ['get', () => '/api/admin/timesheets', STAFF],
  ['post', () => '/api/admin/timesheets/999999/approve', STAFF, () => ({})],
  ['post', () => '/api/admin/timesheets/999999/reject', STAFF, () => ({})],
  ['get', () => '/api/admin/timesheets/999999/preview', STAFF],
  ['post', () => '/api/admin/timesheets/999999/reopen', STAFF, () => ({ note: 'x' })],
  ['get', () => '/api/admin/payroll/rates', STAFF],
  ['post', () => '/api/admin/payroll/rates', STAFF, () => ({})],
  ['patch', () => '/api/admin/payroll/rates/999999', STAFF, () => ({})],
  ['get', () => '/api/admin/exchange-rates', STAFF],
  ['post', () => '/api/admin/exchange-rates', STAFF, () => ({})],
  ['post', () => '/api/admin/exchange-rates/import', STAFF, () => ({})],
  ['get', () => '/api/admin/payslips/999999/pdf', STAFF],
  ['get', () => '/api/admin/invoices/999999/pdf', STAFF],
  ['get', () => '/api/admin/contracts/999999/documents', STAFF],
  ['post', () => '/api/admin/invoices/999999/credit-note', STAFF, () => ({})],
  ['get', () => '/api/admin/contracts/999999/nav', STAFF],
  ['post', () => '/api/admin/nav-submissions/999999/retry', STAFF, () => ({})],
  ['get', () => '/api/admin/payroll/summary', STAFF],
  ['get', () => '/api/admin/payroll/export.csv', STAFF],
  ['get', () => '/api/admin/mail', STAFF],
  ['get', () => '/api/admin/mail/999999/attachments/0', STAFF],
  ['get', () => '/api/admin/message-templates', STAFF],
  ['put', () => '/api/admin/message-templates/rejected/en', STAFF, () => ({})],
  ['get', () => '/api/admin/totp', STAFF],
  ['post', () => '/api/admin/totp/setup', STAFF, () => ({})],
  ['post', () => '/api/admin/totp/enable', STAFF, () => ({})],
  ['post', () => '/api/admin/totp/disable', STAFF, () => ({})],
  ...(['admin', 'employer'] as const).map((area): Route => [
    'get',
    () => `/api/${area}/applications/999999/message`,
    area === 'admin' ? STAFF : ['employer'],
  ]),
  // Live updates: the event stream (a streaming answer: see `request` below) and the unread counts.
  ['get', () => '/api/events', MEMBERS],
  ['get', () => '/api/live/unread', MEMBERS],
  ['post', () => '/api/live/seen', MEMBERS, () => ({ area: 'applications' })],
  // Client companies: staff manage them and link employers; an employer keeps their own.
  ['get', () => '/api/admin/companies', STAFF],
  ['post', () => '/api/admin/companies', STAFF, () => ({})],
  ['get', () => '/api/admin/companies/999999', STAFF],
  ['put', () => '/api/admin/companies/999999', STAFF, () => ({})],
  ['delete', () => '/api/admin/companies/999999', STAFF],
  ['put', () => '/api/admin/employers/999999/company', STAFF, () => ({ companyId: null })],
  ['get', () => '/api/employer/company', ['employer']],
  ['put', () => '/api/employer/company', ['employer'], () => ({})],
];

/** Routes whose allowed answer is a stream that stays open: read up to its status, then let go. */
const STREAMING = new Set(['/api/events']);

/** A call of the role matrix: a streaming route's body is not awaited (it never ends). */
async function request(
  client: Client,
  method: Route[0],
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  if (!STREAMING.has(path) || method !== 'get') return client[method](path, body);
  const abort = new AbortController();
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(client.base + path, { headers: { Cookie: cookie }, signal: abort.signal });
  if (res.status === 200) {
    abort.abort();
    return { status: 200, body: undefined };
  }
  return { status: res.status, body: await res.json() };
}

/**
 * The routes anyone may call, signed in or not: signing up and in, the public forms and pages, the job
 * board and its offline copy, one-time links from mail (their token is the key), the public calculator's
 * rates and the health check.
 */
const OPEN: [method: Route[0], path: string][] = [
  ['post', '/api/auth/register'],
  ['post', '/api/auth/login'],
  ['post', '/api/auth/login/totp'],
  ['post', '/api/auth/logout'],
  ['post', '/api/auth/forgot-password'],
  ['post', '/api/auth/reset-password'],
  ['post', '/api/auth/confirm-email'],
  ['post', '/api/auth/verify-email'],
  ['post', '/api/contact'],
  ['post', '/api/employer-request'],
  ['post', '/api/candidate-register'],
  ['post', '/api/upload-cv-registration'],
  ['get', '/api/about'],
  ['get', '/api/privacy'],
  ['get', '/api/terms'],
  ['get', '/api/cookies'],
  ['get', '/api/jobs'],
  ['get', '/api/jobs/some-job'],
  ['get', '/api/sync/jobs'],
  ['get', '/api/sync/content'],
  ['post', '/api/alerts'],
  ['post', '/api/alerts/confirm'],
  ['get', '/api/alerts/unsubscribe'],
  ['post', '/api/alerts/unsubscribe'],
  ['get', '/api/payroll/rates'],
  ['get', '/api/payroll/work-calendar/2026-10'],
  ['get', '/api/health'],
];

it('lists every route of the API: each one is either checked above for every role or open on purpose', () => {
  // The routers only keep their dependencies for the requests they answer; listing routes calls none.
  const routers = apiRouters({ config: { loginLimits: {} } } as unknown as AppDeps);
  const listed: [string, string][] = [...routes.map(([method, path]): [string, string] => [method, path()]), ...OPEN];
  const unlisted: string[] = [];
  for (const router of routers)
    for (const layer of router.stack)
      for (const method of layer.methods.filter((m) => m !== 'HEAD').map((m) => m.toLowerCase()))
        if (!listed.some(([m, path]) => m === method && layer.match(path)))
          unlisted.push(`${method.toUpperCase()} ${layer.path}`);
  expect(unlisted, 'routes in neither the role matrix nor OPEN').toEqual([]);
});

describe.each(OPEN)('%s %s (open)', (method, path) => {
  it('needs no session', async () => {
    const res = await clients.anonymous[method](path, {});
    expect(res.status, JSON.stringify(res.body)).not.toBe(401);
    expect(res.status).not.toBe(403);
  });
});

describe.each(routes)('%s %s', (method, path, allowed, body) => {
  it('answers 401 to a visitor and to a disabled user', async () => {
    for (const who of ['anonymous', 'disabled'] as const) {
      const res = await request(clients[who], method, path(), body?.());
      expect(res.status, who).toBe(401);
      expect(res.body).toEqual({
        ok: false,
        requestId: expect.any(String),
        error: 'Not authenticated',
        code: 'notAuthenticated',
      });
    }
  });

  it('answers 403 to the wrong roles and lets the right ones through', async () => {
    for (const role of ['candidate', 'employer', 'admin', 'owner'] as const) {
      const res = await request(clients[role], method, path(), body?.());
      if (allowed.includes(role))
        expect([200, 201, 400, 404], `${role}: ${JSON.stringify(res.body)}`).toContain(res.status);
      else expect(res.status, role).toBe(403);
    }
  });
});

it('tells a non-candidate why they cannot apply', async () => {
  const res = await clients.employer.post('/api/applications', { jobId, notes: 'I would like this job.' });
  expect(res.status).toBe(403);
  expect(res.body).toEqual({
    ok: false,
    requestId: expect.any(String),
    error: 'Only candidates can apply for jobs.',
    code: 'onlyCandidatesApply',
  });
});
