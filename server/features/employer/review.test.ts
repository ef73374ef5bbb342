// Leads and trust: a new employer verifies their address before anything they post is public;
// their first job waits in staff's review queue (approve, or reject with a reason mailed in their
// language); later jobs publish directly unless staff turn the employer back to review. Employers reopen
// an archived job and duplicate a job. On both database engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminJobSchema, employerDashboardSchema, jobSchema } from '../../contract/index.ts';
import { startServer, validJob, type Client, type TestServer } from '../../test/harness.ts';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../../test/smtp.ts';

const tokenOf = (m: CapturedMail) => /verify-email\?token=([A-Za-z0-9_-]{43})/.exec(m.text)![1]!;
let n = 0;

describe.each(['postgresql', 'pglite'] as const)('employer verification and job review on %s', (engine) => {
  let smtp: SmtpCapture;
  let s: TestServer;
  let staff: Client;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    s = await startServer({ engine, env: { SMTP_URL: smtp.url } });
    staff = (await s.as('admin')).client;
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  /** A visitor's employer sign-up, in `language`: the signed-in client and the address. */
  async function signUp(language: 'en' | 'hu' = 'en') {
    const client = s.client();
    const email = `new.employer.${engine}.${++n}@example.test`;
    const res = await client.post(
      '/api/auth/register',
      {
        email,
        firstName: 'Vera',
        lastName: 'Nagy',
        role: 'employer',
        companyName: 'Tisza Labs',
        password: 'secret1',
        confirmPassword: 'secret1',
      },
      { headers: { 'Accept-Language': language } },
    );
    expect(res.status).toBe(201);
    return { client, email, id: res.body.data.user.id as number };
  }
  const isPublic = async (slug: string) => {
    const board = await s.client().get('/api/jobs');
    const detail = await s.client().get(`/api/jobs/${slug}`);
    const sitemap = await s.client().get('/sitemap.xml');
    const sync = await s.client().get('/api/sync/jobs');
    const on = [
      board.body.some((j: { slug: string }) => j.slug === slug),
      detail.status === 200,
      sitemap.text.includes(`/jobs/${slug}`),
      sync.body.jobs.some((j: { slug: string }) => j.slug === slug),
    ];
    expect(new Set(on).size, `board, page, sitemap and sync agree on ${slug}`).toBe(1);
    return on[0];
  };
  const dashboard = async (c: Client) => employerDashboardSchema.parse((await c.get('/api/employer/dashboard')).body);

  it('a new employer is mailed a one-time link; until it is opened their jobs are not public', async () => {
    const { client, email } = await signUp();
    const mail = await smtp.waitFor((m) => m.to === email && m.subject === 'Verify your email address');
    const token = tokenOf(mail);
    // The stored copy (staff's 'Sent mail') has the link redacted; only the hash is kept.
    const row = (await s.db('mail_outbox').where({ to_address: email, kind: 'emailVerification' }).first())!;
    expect(row.text_body + row.html_body).not.toContain(token);
    expect((await staff.get('/api/admin/mail')).text).not.toContain(token);
    expect(JSON.stringify(await s.db('email_verifications'))).not.toContain(token);

    expect((await dashboard(client)).standing).toEqual({ emailVerified: false, jobReview: true });
    const posted = await client.post('/api/employer/jobs', validJob({ title: 'Unverified Analyst' }));
    expect(posted.status).toBe(201);
    expect(posted.body.data.review).toEqual({ status: 'pending', reason: null });
    expect(await isPublic(posted.body.data.job.slug)).toBe(false);
    // Staff cannot let it through before the address is verified.
    const early = await staff.post(`/api/admin/jobs/${posted.body.data.job.id}/approve`, {});
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('employerNotVerified');

    // The link verifies the address from any browser, once.
    expect((await s.client().post('/api/auth/verify-email', { token })).status).toBe(200);
    expect((await dashboard(client)).standing).toEqual({ emailVerified: true, jobReview: true });
    const again = await s.client().post('/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'verifyLinkInvalid', fields: { token: 'verifyLinkInvalid' } });
    const resend = await client.post('/api/employer/verification', {});
    expect(resend.status).toBe(400);
    expect(resend.body.code).toBe('alreadyVerified');
  });

  it('refuses a malformed or unknown token with 400 and a code', async () => {
    for (const token of ['', 'short', 'x'.repeat(43), 42]) {
      const res = await s.client().post('/api/auth/verify-email', { token });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('verifyLinkInvalid');
    }
  });

  it('resend mails a new link, a few an hour, then 429', async () => {
    const { client, email } = await signUp();
    await smtp.waitFor((m) => m.to === email);
    for (let i = 0; i < 3; i++) expect((await client.post('/api/employer/verification', {})).status).toBe(202);
    const refused = await client.post('/api/employer/verification', {});
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('tooManyVerificationMails');
    expect(refused.headers.get('retry-after')).toBeTruthy();
    await expect.poll(() => smtp.messages.filter((m) => m.to === email).length).toBe(4);
    // The newest link works.
    const last = smtp.messages.filter((m) => m.to === email).at(-1)!;
    expect((await s.client().post('/api/auth/verify-email', { token: tokenOf(last) })).status).toBe(200);
  });

  it('the first job waits for review; approval publishes it and later jobs publish directly', async () => {
    const { client, email, id } = await signUp();
    await s.client().post('/api/auth/verify-email', {
      token: tokenOf(await smtp.waitFor((m) => m.to === email)),
    });
    const posted = (await client.post('/api/employer/jobs', validJob({ title: 'Queue Engineer' }))).body.data;
    expect(posted.review.status).toBe('pending');
    const first = posted.job;
    expect(await isPublic(first.slug)).toBe(false);
    // Nobody applies to a job that is not public.
    const candidate = await s.as('candidate');
    const apply = await candidate.client.post('/api/applications', { jobId: first.id, notes: 'I would love to join.' });
    expect(apply.status).toBe(404);

    const queue = await staff.get('/api/admin/jobs?status=pending&pageSize=100');
    expect(queue.status).toBe(200);
    const waiting = queue.body.items.map((j: unknown) => adminJobSchema.parse(j));
    expect(waiting.find((j: { id: number }) => j.id === first.id)?.review).toEqual({ status: 'pending', reason: null });
    expect(waiting.every((j: { review: { status: string } }) => j.review.status === 'pending')).toBe(true);

    const approved = await staff.post(`/api/admin/jobs/${first.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body.data.review.status).toBe('approved');
    expect(await isPublic(first.slug)).toBe(true);
    const twice = await staff.post(`/api/admin/jobs/${first.id}/approve`, {});
    expect(twice.status).toBe(400);
    expect(twice.body.code).toBe('jobNotPending');

    const second = (await client.post('/api/employer/jobs', validJob({ title: 'Direct Engineer' }))).body.data;
    expect(second.review.status).toBe('approved');
    expect(await isPublic(second.job.slug)).toBe(true);

    // Staff turn the employer back to review: the next job waits again.
    const employers = await staff.get('/api/admin/employers?pageSize=100&sort=newest');
    expect(employers.body.items.find((e: { id: number }) => e.id === id)).toMatchObject({
      emailVerified: true,
      jobReview: false,
    });
    const turned = await staff.patch(`/api/admin/employers/${id}`, { jobReview: true });
    expect(turned.status).toBe(200);
    expect(turned.body.data.employer.jobReview).toBe(true);
    const third = (await client.post('/api/employer/jobs', validJob({ title: 'Held Engineer' }))).body.data;
    expect(third.review.status).toBe('pending');
    expect(await isPublic(third.job.slug)).toBe(false);
    expect((await staff.patch('/api/admin/employers/999999', { jobReview: true })).status).toBe(404);
    const bad = await staff.patch(`/api/admin/employers/${id}`, { jobReview: 'yes' });
    expect(bad.status).toBe(400);
  });

  it('a rejection mails the reason in the employer’s language; an edit sends the job back to the queue', async () => {
    const { client, email } = await signUp('hu');
    await s.client().post('/api/auth/verify-email', {
      token: tokenOf(await smtp.waitFor((m) => m.to === email && m.subject === 'Erősítse meg e-mail-címét')),
    });
    const job = (await client.post('/api/employer/jobs', validJob({ title: 'Rejected Engineer' }))).body.data.job;
    for (const [body, code] of [
      [{}, 'rejectReasonRequired'],
      [{ reason: '   ' }, 'rejectReasonRequired'],
      [{ reason: 'x'.repeat(2001) }, 'rejectReasonTooLong'],
    ] as const) {
      const res = await staff.post(`/api/admin/jobs/${job.id}/reject`, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
    }
    expect((await s.db('jobs').where({ id: job.id }).first())!.review_status).toBe('pending');
    expect((await staff.post('/api/admin/jobs/999999/reject', { reason: 'Nope' })).status).toBe(404);

    const reason = 'Kérjük, adja meg a fizetési sávot.';
    const rejected = await staff.post(`/api/admin/jobs/${job.id}/reject`, { reason });
    expect(rejected.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to === email && m.subject.startsWith('Álláshirdetését nem tettük közzé'));
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('Rejected Engineer');
    const mine = (await dashboard(client)).jobs.find((j) => j.id === job.id)!;
    expect(mine.review).toEqual({ status: 'rejected', reason });
    expect(await isPublic(job.slug)).toBe(false);

    const edited = await client.put(`/api/employer/jobs/${job.id}`, validJob({ title: 'Rejected Engineer' }));
    expect(edited.body.data.review).toEqual({ status: 'pending', reason: null });
  });

  it('reopens an archived job and duplicates a job as an unpublished copy; another employer gets 404', async () => {
    const { client } = await s.as('employer');
    const other = (await s.as('employer')).client;
    const job = jobSchema.parse(
      (await client.post('/api/employer/jobs', validJob({ title: 'Reopened Engineer' }))).body.data.job,
    );
    expect((await client.delete(`/api/employer/jobs/${job.id}`)).status).toBe(200);
    expect(await isPublic(job.slug)).toBe(false);
    expect((await other.post(`/api/employer/jobs/${job.id}/renew`, {})).status).toBe(404);
    const reopened = await client.post(`/api/employer/jobs/${job.id}/renew`, {});
    expect(reopened.status).toBe(200);
    expect(reopened.body.data.job.isActive).toBe(true);
    expect(await isPublic(job.slug)).toBe(true);

    expect((await other.post(`/api/employer/jobs/${job.id}/duplicate`, {})).status).toBe(404);
    expect((await client.post('/api/employer/jobs/abc/duplicate', {})).status).toBe(400);
    const copy = await client.post(`/api/employer/jobs/${job.id}/duplicate`, {});
    expect(copy.status).toBe(201);
    const dup = copy.body.data.job;
    expect(dup).toMatchObject({
      title: job.title,
      description: job.description,
      skills: job.skills,
      salary: job.salary,
      startDate: job.startDate,
      isActive: false,
    });
    expect(dup.id).not.toBe(job.id);
    expect(dup.slug).not.toBe(job.slug);
    expect(await isPublic(dup.slug)).toBe(false);
    expect((await client.post(`/api/employer/jobs/${dup.id}/renew`, {})).status).toBe(200);
    expect(await isPublic(dup.slug)).toBe(true);
  });
});
