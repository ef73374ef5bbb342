// Job alerts over real SMTP: a visitor's double opt-in, each new matching job mailed once per alert
// across runs (the worker's run called with a fixed time), the List-Unsubscribe headers and the
// one-click unsubscribe, daily digests, and each user reaching only their own alerts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlertSchema } from '../../contract/alerts.ts';
import { databaseNow } from '../../db/index.ts';
import { startServer, validJob, type Client, type TestServer } from '../../test/harness.ts';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../../test/smtp.ts';

let smtp: SmtpCapture;
let s: TestServer;
let employer: Client;
const BASE = 'https://portal.example';
const MINUTE = 60 * 1000;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  s = await startServer({ env: { SMTP_URL: smtp.url, PUBLIC_URL: BASE } });
  employer = (await s.as('employer')).client;
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

let n = 0;
/** A job with a title no other test's alert searches for. */
async function postJob(title: string, over: Record<string, unknown> = {}) {
  const res = await employer.post('/api/employer/jobs', validJob({ title, ...over }));
  expect(res.status).toBe(201);
  return res.body.data.job as { id: number; slug: string; title: string };
}
const word = () => `Zorblat${++n}${Date.now().toString(36)}`;
const mailsTo = (to: string, kind?: RegExp) =>
  smtp.messages.filter((m) => m.to.includes(to) && (!kind || kind.test(m.subject)));
/** A header as the message carried it (unfolded), '' when absent. */
const header = (m: CapturedMail, name: string) => {
  const head = m.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
};
/** Runs the due alerts at the database's present (plus `ahead` ms) and waits for the outbox to drain. */
async function runAlerts(ahead = 0) {
  const now = new Date((await databaseNow(s.db)).getTime() + ahead);
  const written = await s.alerts.run(now);
  await expect
    .poll(
      async () => Number((await s.db('mail_outbox').whereIn('status', ['pending', 'sending']).count({ c: '*' }))[0]!.c),
      { message: 'the alert mails leave the outbox', timeout: 15_000 },
    )
    .toBe(0);
  return written;
}

describe('a visitor’s alert', () => {
  it('is confirmed by the double opt-in link, in the visitor’s language, and only then mails jobs', async () => {
    const q = word();
    const email = `visitor-${q}@example.test`;
    const created = await s
      .client()
      .post('/api/alerts', { query: { q }, frequency: 'instant', email }, { headers: { 'Accept-Language': 'hu' } });
    expect(created.status).toBe(202);
    const confirm = await smtp.waitFor((m) => m.to.includes(email));
    expect(confirm.subject).toBe('Erősítse meg állásértesítőjét');
    expect(header(confirm, 'List-Unsubscribe')).toBe(''); // a transactional mail has none
    const link = /https:\/\/portal\.example\/alerts\/confirm\?token=([\w-]{43})/.exec(confirm.text);
    expect(link).not.toBeNull();

    // Unconfirmed: a matching job is not mailed.
    await postJob(`${q} Engineer`);
    await runAlerts();
    expect(mailsTo(email)).toHaveLength(1);

    const unknown = await s.client().post('/api/alerts/confirm', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ token: 'invalidInput' });
    const ok = await s.client().post('/api/alerts/confirm', { token: link![1] });
    expect(ok.status).toBe(200);
    expect(jobAlertSchema.parse(ok.body.data.alert)).toMatchObject({ status: 'active', query: { q } });
    // A second click on the link is still fine.
    expect((await s.client().post('/api/alerts/confirm', { token: link![1] })).status).toBe(200);

    const job = await postJob(`Senior ${q} Analyst`);
    await runAlerts();
    const alert = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('felel meg'));
    expect(alert.subject).toBe('Új állás felel meg az értesítőjének');
    expect(alert.text).toContain(`${BASE}/jobs/${job.slug}`);
    // Published before the alert was confirmed: not among the new jobs.
    expect(alert.text).not.toContain(`${q} Engineer\n`);
  });

  it('refuses a visitor without an address, and bad input, with a clear code and no row', async () => {
    const before = (await s.db('job_alerts').count({ c: '*' }))[0]!.c;
    const noMail = await s.client().post('/api/alerts', { query: { q: 'x' }, frequency: 'instant' });
    expect(noMail.status).toBe(400);
    expect(noMail.body.code).toBe('invalidEmail');
    const badType = await s
      .client()
      .post('/api/alerts', { query: { type: 'gig' }, frequency: 'instant', email: 'a@example.test' });
    expect(badType.status).toBe(400);
    expect(badType.body.code).toBe('jobTypeInvalid');
    const badFrequency = await s
      .client()
      .post('/api/alerts', { query: {}, frequency: 'hourly', email: 'a@example.test' });
    expect(badFrequency.status).toBe(400);
    expect((await s.db('job_alerts').count({ c: '*' }))[0]!.c).toEqual(before);
  });
});

describe('a candidate’s instant alert', () => {
  it('is active at once, mails each matching job once across runs, no more than once a minute, with one-click unsubscribe', async () => {
    const q = word();
    const cand = await s.as('candidate');
    const created = await cand.client.post('/api/alerts', {
      query: { q, type: 'contract' },
      frequency: 'instant',
    });
    expect(created.status).toBe(201);
    expect(created.body.data.alert).toMatchObject({ status: 'active', frequency: 'instant' });

    const first = await postJob(`${q} Developer`, { type: 'contract' });
    await postJob(`${q} Intern`, { type: 'part-time' }); // another type: never mailed
    expect(await runAlerts()).toBeGreaterThanOrEqual(1);
    const one = mailsTo(cand.user.email);
    expect(one).toHaveLength(1);
    expect(one[0]!.subject).toBe('A new job matches your alert');
    expect(one[0]!.text).toContain(`${BASE}/jobs/${first.slug}`);
    expect(one[0]!.text).not.toContain('Intern');
    expect(one[0]!.html).toContain(`href="${BASE}/jobs/${first.slug}?lang=en"`);
    const unsubscribe = /^<(https:\/\/portal\.example\/api\/alerts\/unsubscribe\?token=[\w-]{43})>$/.exec(
      header(one[0]!, 'List-Unsubscribe'),
    );
    expect(unsubscribe).not.toBeNull();
    expect(header(one[0]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // A second run mails nothing again; a new job waits for the minute to pass, then comes alone.
    await runAlerts();
    const second = await postJob(`${q} Lead`, { type: 'contract' });
    await runAlerts(30 * 1000);
    expect(mailsTo(cand.user.email)).toHaveLength(1);
    await runAlerts(MINUTE + 5000);
    const two = mailsTo(cand.user.email);
    expect(two).toHaveLength(2);
    expect(two[1]!.text).toContain(`${BASE}/jobs/${second.slug}`);
    expect(two[1]!.text).not.toContain(first.slug);

    // One-click unsubscribe as a mail provider sends it (RFC 8058): a form POST, no cookie, no Origin.
    const url = new URL(unsubscribe![1]!);
    const info = await s.client().get(`${url.pathname}${url.search}`);
    expect(info.body.data.alert).toMatchObject({ query: { q } });
    const res = await fetch(`${s.url}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await s.client().get(`${url.pathname}${url.search}`)).body.data.alert).toBeNull();
    await postJob(`${q} Architect`, { type: 'contract' });
    await runAlerts(10 * MINUTE);
    expect(mailsTo(cand.user.email)).toHaveLength(2);
    expect((await cand.client.get('/api/account/alerts')).body.data.alerts).toEqual([]);
  });
});

describe('a job that goes public after the alert was made', () => {
  it('reaches the alert when staff approve it in review, not before', async () => {
    const q = word();
    const cand = await s.as('candidate');
    const reviewed = await s.as('employer');
    const staff = (await s.as('admin')).client;
    // Staff turn the employer back to review; their job waits in the queue.
    expect((await staff.patch(`/api/admin/employers/${reviewed.user.id}`, { jobReview: true })).status).toBe(200);
    const res = await reviewed.client.post(
      '/api/employer/jobs',
      validJob({ title: `${q} Reviewer`, type: 'contract' }),
    );
    expect(res.status).toBe(201);
    const job = res.body.data.job as { id: number; slug: string };
    // The alert is made while the job waits: nothing is public yet, nothing is mailed.
    const created = await cand.client.post('/api/alerts', { query: { q }, frequency: 'instant' });
    expect(created.status).toBe(201);
    await runAlerts();
    expect(mailsTo(cand.user.email)).toHaveLength(0);
    // Approved: it went public after the alert, so the alert mails it, once.
    expect((await staff.post(`/api/admin/jobs/${job.id}/approve`, {})).status).toBe(200);
    await runAlerts();
    const mails = mailsTo(cand.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${BASE}/jobs/${job.slug}`);
    await runAlerts(10 * MINUTE);
    expect(mailsTo(cand.user.email)).toHaveLength(1);
  });
});

describe('a daily alert', () => {
  it('collects the day’s jobs into one mail a day', async () => {
    const q = word();
    const cand = await s.as('candidate');
    await s.db('users').where({ id: cand.user.id }).update({ language: 'hu' });
    const created = await cand.client.post('/api/alerts', { query: { q }, frequency: 'daily' });
    expect(created.status).toBe(201);
    await postJob(`${q} One`);
    await postJob(`${q} Two`);
    await runAlerts(MINUTE);
    expect(mailsTo(cand.user.email)).toHaveLength(0);
    await runAlerts(24 * 60 * MINUTE + MINUTE);
    const mails = mailsTo(cand.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 új állás felel meg az értesítőjének');
    expect(mails[0]!.text).toContain('leiratkozhat');
  });
});

// A delete's row count reads the same on both engines (PGlite's Knex client once answered a result
// object, so another user's id answered 200 there).
describe.each(['postgresql', 'pglite'] as const)('own alerts only, on %s', (engine) => {
  let e: TestServer;
  beforeAll(async () => {
    e = await startServer({ engine, env: { PUBLIC_URL: BASE } });
  }, 120_000);
  afterAll(() => e.close());

  it('lists and deletes only the signed-in user’s alerts', async () => {
    const a = await e.as('candidate');
    const b = await e.as('candidate');
    const mine = (await a.client.post('/api/alerts', { query: { q: 'data' }, frequency: 'daily' })).body.data.alert;
    await b.client.post('/api/alerts', { query: { q: 'devops' }, frequency: 'instant' });
    const listA = (await a.client.get('/api/account/alerts')).body.data.alerts;
    expect(listA.map((x: { id: number }) => x.id)).toEqual([mine.id]);
    expect((await b.client.delete(`/api/account/alerts/${mine.id}`)).status).toBe(404);
    expect((await b.client.delete('/api/account/alerts/999999')).status).toBe(404);
    expect((await e.client().delete(`/api/account/alerts/${mine.id}`)).status).toBe(401);
    expect((await e.client().get('/api/account/alerts')).status).toBe(401);
    expect((await a.client.get('/api/account/alerts')).body.data.alerts).toHaveLength(1);
    expect((await a.client.delete(`/api/account/alerts/${mine.id}`)).status).toBe(200);
    expect((await a.client.delete(`/api/account/alerts/${mine.id}`)).status).toBe(404);
    expect((await a.client.get('/api/account/alerts')).body.data.alerts).toEqual([]);
    expect((await b.client.get('/api/account/alerts')).body.data.alerts).toHaveLength(1);
  });
});

describe('on the embedded database (PGlite)', () => {
  it('runs an alert the same way: one mail, with its unsubscribe headers, kept in the outbox', async () => {
    const p = await startServer({ engine: 'pglite', env: { PUBLIC_URL: BASE } });
    try {
      const cand = await p.as('candidate');
      const emp = (await p.as('employer')).client;
      expect((await cand.client.post('/api/alerts', { query: { q: 'Fortran' }, frequency: 'instant' })).status).toBe(
        201,
      );
      await emp.post('/api/employer/jobs', validJob({ title: 'Fortran Engineer' }));
      const now = new Date((await databaseNow(p.db)).getTime());
      expect(await p.alerts.run(now)).toBe(1);
      expect(await p.alerts.run(new Date(now.getTime() + 2 * MINUTE))).toBe(0);
      const rows = await p.db('mail_outbox').where({ kind: 'jobAlert' });
      expect(rows).toHaveLength(1);
      expect(rows[0]!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
      expect(rows[0]!.text_body).toContain('Fortran Engineer');
    } finally {
      await p.close();
    }
  }, 120_000); // a first PGlite open is slow on a loaded machine
});
