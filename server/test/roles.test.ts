// Role guards on the server: every protected route answers 401 without a session, 403 to a role that may
// not pass (and to a disabled user's old session, 401), and lets the right roles through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../contract/index.ts';
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
  // The recruitment desk (issue 23): staff on /api/admin, employers on /api/employer.
  ...(['admin', 'employer'] as const).flatMap((area): Route[] => {
    const allowed: Role[] = area === 'admin' ? STAFF : ['employer'];
    return [
      ['get', () => `/api/${area}/applications/999999`, allowed],
      ['put', () => `/api/${area}/applications/999999/stage`, allowed, () => ({ stage: 'review' })],
      ['post', () => `/api/${area}/applications/999999/notes`, allowed, () => ({ text: 'x' })],
      ['put', () => `/api/${area}/applications/999999/rating`, allowed, () => ({ rating: 3 })],
      ['get', () => `/api/${area}/jobs/${jobId}/applications`, allowed],
      ['get', () => `/api/${area}/applications/999999/interviews`, allowed],
      ['post', () => `/api/${area}/applications/999999/interviews`, allowed, () => ({})],
      ['put', () => `/api/${area}/interviews/999999`, allowed, () => ({})],
      ['post', () => `/api/${area}/interviews/999999/cancel`, allowed, () => ({})],
    ];
  }),
  // Interviews (issue 23): the candidate answers; whoever may see the application downloads the .ics.
  ['get', () => '/api/candidate/interviews', ['candidate']],
  ['post', () => '/api/candidate/interviews/999999/answer', ['candidate'], () => ({ slotId: null })],
  ['get', () => '/api/interviews/999999/invite.ics', ['candidate', 'employer', 'admin', 'owner']],
];

describe.each(routes)('%s %s', (method, path, allowed, body) => {
  it('answers 401 to a visitor and to a disabled user', async () => {
    for (const who of ['anonymous', 'disabled'] as const) {
      const res = await clients[who][method](path(), body?.());
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
      const res = await clients[role][method](path(), body?.());
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
