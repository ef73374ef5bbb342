// What a mail's links may be and who may read them.
// - One-time links and tokens (password reset, email change, alert confirm and unsubscribe) go to the
//   recipient over SMTP and nowhere else: not in the stored mail, not in staff's 'Sent mail', not in the
//   log, not in an export; the live copy the worker needs is erased when the mail is settled.
// - Every link is built on PUBLIC_URL (else the server's own address), never on the request's Host or
//   X-Forwarded-Host, and carries the recipient's language (lang=).
// Over real HTTP and real SMTP, on both engines.
import http from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseNow } from '../../db/index.ts';
import { contractorWithContract, saveTimesheet, submitAndApprove, submitTimesheet } from '../../test/fixtures.ts';
import { builtAppDir } from '../../test/fixtures.ts';
import { files, startServer, TEST_PASSWORD, validJob, type TestServer } from '../../test/harness.ts';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../../test/smtp.ts';
import type { MailKind } from './outbox.ts';
import mailEn from './locales/en.json' with { type: 'json' };

/** A request with headers fetch will not send (Host): what an attacker's client sends. */
function rawPost(base: string, path: string, body: unknown, headers: Record<string, string>): Promise<number> {
  const url = new URL(path, base);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
function rawGet(base: string, path: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, base), { headers }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
}

const TOKEN = /token=([A-Za-z0-9_-]{43})/;
const HOSTILE = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };

describe.each(['postgresql', 'pglite'] as const)('mailed links on %s', (engine) => {
  let smtp: SmtpCapture;
  let s: TestServer;
  /** No PUBLIC_URL: the server's own listen address; TRUST_PROXY on, so X-Forwarded-Host is tempting. */
  let base: string;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    s = await startServer({
      engine,
      env: { SMTP_URL: smtp.url, TRUST_PROXY: '1', STAFF_EMAIL: 'office@example.test' },
    });
    base = s.url.replace('127.0.0.1', 'localhost');
  }, 120_000);
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });

  /** The outbox row a captured message was sent from. */
  const rowOf = async (m: CapturedMail) => (await s.db('mail_outbox').where({ message_id: m.messageId }).first())!;

  /** Everything a reader other than the recipient can see of the mails to `to`. */
  async function readable(to: string) {
    const staff = await s.as('admin');
    const list = await staff.client.get('/api/admin/mail?pageSize=100');
    expect(list.status).toBe(200);
    const rows = await s.db('mail_outbox').where({ to_address: to });
    return { api: JSON.stringify(list.body), rows: JSON.stringify(rows), live: rows.map((r) => r.live_parts) };
  }

  it("an admin who asks for the owner's reset reads no link; the owner's mailbox gets one that works", async () => {
    const owner = await s.createUser({ role: 'owner' });
    await s.db('users').where({ id: owner.id }).update({ language: 'hu' });
    // Asked with a hostile Host and X-Forwarded-Host: the link still points at the configured base.
    expect(await rawPost(s.url, '/api/auth/forgot-password', { email: owner.email }, HOSTILE)).toBe(202);
    const mail = await smtp.waitFor((m) => m.to.includes(owner.email) && TOKEN.test(m.text));
    const token = TOKEN.exec(mail.text)![1]!;
    expect(mail.text).toContain(`${base}/reset-password?token=${token}&lang=hu`);
    expect(mail.html).toContain(`href="${base}/reset-password?token=${token}&amp;lang=hu"`);
    expect(mail.text + mail.html).not.toContain('evil.example');

    await expect
      .poll(async () => (await rowOf(mail)).status, { message: 'the mail with the link is sent', timeout: 20_000 })
      .toBe('sent');
    const seen = await readable(owner.email);
    expect(seen.api).not.toContain(token);
    expect(seen.rows).not.toContain(token);
    expect(seen.live).toEqual([null]);
    expect((await rowOf(mail)).text_body).toContain('[hivatkozás: elküldve a címzettnek]');

    const reset = await s
      .client()
      .post('/api/auth/reset-password', { token, password: 'owner-new-pass-1', confirmPassword: 'owner-new-pass-1' });
    expect(reset.status).toBe(200);
    const login = await s.client().post('/api/auth/login', { email: owner.email, password: 'owner-new-pass-1' });
    expect(login.status).toBe(200);
  });

  it('every one-time link (email change, alert confirm, alert unsubscribe) reaches only the recipient', async () => {
    // Email change: the link goes to the new address.
    const { client, user } = await s.as('candidate');
    const newAddress = `moved-${user.id}@example.test`;
    expect(
      (await client.post('/api/account/email', { email: newAddress, currentPassword: TEST_PASSWORD })).status,
    ).toBe(202);
    // A visitor's alert confirmation, asked in Hungarian.
    const visitor = `alert-${user.id}@example.test`;
    const asked = await s
      .client()
      .post(
        '/api/alerts',
        { query: { q: `Quokka${user.id}` }, frequency: 'instant', email: visitor },
        { headers: { 'Accept-Language': 'hu' } },
      );
    expect(asked.status).toBe(202);
    // A signed-in candidate's alert digest, with its unsubscribe links.
    const word = `Wombat${user.id}`;
    expect((await client.post('/api/alerts', { query: { q: word }, frequency: 'instant' })).status).toBe(201);
    const employer = await s.as('employer');
    expect((await employer.client.post('/api/employer/jobs', validJob({ title: `${word} Engineer` }))).status).toBe(
      201,
    );
    await s.alerts.run(new Date((await databaseNow(s.db)).getTime() + 1000));

    const mails = await Promise.all([
      smtp.waitFor((m) => m.to.includes(newAddress)),
      smtp.waitFor((m) => m.to.includes(visitor)),
      smtp.waitFor((m) => m.to.includes(user.email) && m.text.includes(`${word} Engineer`)),
    ]);
    const digest = mails[2];
    const unsubscribe = /^List-Unsubscribe:.*$/im.exec(digest.raw.replace(/\r?\n[ \t]+/g, ' '))![0];
    expect(unsubscribe).toMatch(TOKEN);
    for (const mail of mails) {
      const token = TOKEN.exec(mail.text)![1]!;
      await expect
        .poll(async () => (await rowOf(mail)).status, { message: 'the mail with the link is sent', timeout: 20_000 })
        .toBe('sent');
      const row = await rowOf(mail);
      const seen = await readable(row.to_address);
      expect(seen.api).not.toContain(token);
      expect(seen.rows).not.toContain(token);
      expect(seen.live).not.toContainEqual(expect.anything());
      expect(row.text_body + row.html_body).toMatch(
        /\[link sent to the recipient\]|\[hivatkozás: elküldve a címzettnek\]/,
      );
    }
    expect(await readable(user.email).then((r) => r.rows)).not.toContain(TOKEN.exec(unsubscribe)![1]);
    // The links work for the recipient.
    const confirm = await s.client().post('/api/auth/confirm-email', { token: TOKEN.exec(mails[0].text)![1] });
    expect(confirm.status).toBe(200);
    const alert = await s.client().post('/api/alerts/confirm', { token: TOKEN.exec(mails[1].text)![1] });
    expect(alert.status).toBe(200);
  });

  it('waiting mail keeps its link only where the worker reads it: never in "Sent mail" or the export', async () => {
    const waiting = await startServer({ engine, mailWorker: false });
    try {
      const { client, user } = await waiting.as('candidate');
      expect((await waiting.client().post('/api/auth/forgot-password', { email: user.email })).status).toBe(202);
      const row = (await waiting.db('mail_outbox').where({ to_address: user.email }).first())!;
      expect(row.status).toBe('pending');
      const token = TOKEN.exec(row.live_parts!.text)![1]!;
      expect(row.text_body + row.html_body + JSON.stringify(row.headers)).not.toContain(token);
      const staff = await waiting.as('owner');
      expect((await staff.client.get('/api/admin/mail')).text).not.toContain(token);
      const mine = await client.get('/api/account/export');
      expect(mine.status).toBe(200);
      expect(mine.text).not.toContain(token);
      const theirs = await staff.client.get(`/api/admin/users/${user.id}/export`);
      expect(theirs.status).toBe(200);
      expect(theirs.text).not.toContain(token);
    } finally {
      await waiting.close();
    }
  }, 120_000); // a second server: a first PGlite open is slow on a loaded machine

  it('every link in every mail kind carries the recipient’s language', async () => {
    // The mails with links not sent above: applications, status changes, timesheets, staff notices.
    const hu = await s.as('candidate', { firstName: 'Anna', lastName: 'Kovács' });
    await s.db('users').where({ id: hu.user.id }).update({ language: 'hu' });
    const employer = await s.as('employer');
    const job = (await employer.client.post('/api/employer/jobs', validJob({ title: 'Lingo Analyst' }))).body.data.job;
    await hu.client.upload('/api/upload-cv', 'cv.pdf', files.pdf());
    const applied = await hu.client.post('/api/applications', {
      jobId: job.id,
      notes: 'I have built data platforms for ten years and would love to join.',
    });
    expect(applied.status).toBe(201);
    const staff = await s.as('admin');
    // The dropdown's notice (a stage without a message), then the interview stage's message.
    for (const status of ['review', 'interview'])
      await staff.client.put(`/api/applications/${applied.body.data.application.id}`, { status });
    // Interviews: one proposed, accepted, moved and cancelled; another declined.
    const interviews = `/api/admin/applications/${applied.body.data.application.id}/interviews`;
    const slot = { date: `${new Date().getUTCFullYear() + 1}-06-01`, time: '10:00', minutes: 60 };
    for (const answer of ['pick', 'decline'] as const) {
      const proposed = await staff.client.post(interviews, { slots: [slot], location: 'Budapest' });
      expect(proposed.status).toBe(201);
      const { id, slots } = proposed.body.data.interview as { id: number; slots: { id: number }[] };
      const slotId = answer === 'pick' ? slots[0]!.id : null;
      expect((await hu.client.post(`/api/candidate/interviews/${id}/answer`, { slotId })).status).toBe(200);
      if (answer === 'pick') {
        const moved = { slot: { ...slot, time: '11:00' } };
        expect((await staff.client.put(`/api/admin/interviews/${id}`, moved)).status).toBe(200);
        expect((await staff.client.post(`/api/admin/interviews/${id}/cancel`, {})).status).toBe(200);
      }
    }
    await s.client().post('/api/contact', {
      firstName: 'Péter',
      lastName: 'Szabó',
      email: 'peter@example.test',
      subject: 'umbrella',
      message: 'Please tell me more about umbrella payroll in Hungary.',
    });
    await s.client().post('/api/employer-request', {
      companyName: 'Duna Bank Zrt.',
      contactPerson: 'Kata Horváth',
      email: 'kata@dunabank.example',
      jobTitle: 'Head of Data',
      description: 'We need a head of data to build our analytics team from scratch in Budapest.',
    });
    // Leads: staff reply to the employer request and convert it (the invitation to a password).
    const lead = (await s.db('leads').where({ email: 'kata@dunabank.example' }).first())!;
    const reply = { subject: 'Your request', body: 'Thank you, we will call you tomorrow morning.' };
    expect((await staff.client.post(`/api/admin/leads/${lead.id}/replies`, reply)).status).toBe(201);
    expect((await staff.client.post(`/api/admin/leads/${lead.id}/convert`, {})).status).toBe(201);
    // A new employer in Hungarian: the address to verify, then their first job turned down in review.
    const newcomer = s.client();
    const signedUp = await newcomer.post(
      '/api/auth/register',
      {
        email: 'vera.nagy@tiszalabs.example',
        firstName: 'Vera',
        lastName: 'Nagy',
        role: 'employer',
        companyName: 'Tisza Labs',
        password: 'secret1',
        confirmPassword: 'secret1',
      },
      { headers: { 'Accept-Language': 'hu' } },
    );
    expect(signedUp.status).toBe(201);
    const firstJob = (await newcomer.post('/api/employer/jobs', validJob({ title: 'Review Analyst' }))).body.data.job;
    expect((await staff.client.post(`/api/admin/jobs/${firstJob.id}/reject`, { reason: 'Add a salary.' })).status).toBe(
      200,
    );
    const c = await contractorWithContract(s, 'SRE');
    await s.db('users').where({ id: c.contractor.user.id }).update({ language: 'hu' });
    await submitAndApprove(
      c.contractor.client,
      staff.client,
      await saveTimesheet(c.contractor.client, c.contractId, '2026-07'),
    );
    const rejected = await saveTimesheet(c.contractor.client, c.contractId, '2026-08');
    await submitTimesheet(c.contractor.client, rejected);
    await staff.client.post(`/api/admin/timesheets/${rejected}/reject`, { note: 'Please fix the second week.' });

    // Someone registers with the Hungarian candidate's address: the owner's notice.
    const again = await s.client().post('/api/auth/register', {
      email: hu.user.email,
      firstName: 'X',
      lastName: 'Y',
      role: 'candidate',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(again.status).toBe(201);

    // Every kind of mail but those that carry no link (a notice of something done, or a staff message).
    const withoutLinks: MailKind[] = [
      'passwordChanged',
      'emailChangeNotice',
      'accountDeleted',
      'stageMessage',
      'leadReply',
    ];
    const withLinks = (Object.keys(mailEn.reason) as MailKind[]).filter((k) => !withoutLinks.includes(k));
    await expect
      .poll(
        async () => (await s.db('mail_outbox').where({ status: 'sent' }).distinct('kind')).map((r) => r.kind).sort(),
        { timeout: 20_000, message: 'every mail kind with a link sent' },
      )
      .toEqual(expect.arrayContaining(withLinks));
    const byKind = new Map<string, number>();
    for (const m of smtp.messages) {
      const row = await rowOf(m);
      if (!row) continue;
      const links = [...(m.text + m.html).matchAll(/https?:\/\/[^\s"<>]+/g)].map((x) => x[0].replace(/&amp;/g, '&'));
      for (const link of links) {
        expect(link.startsWith(base), `${row.kind}: ${link}`).toBe(true);
        expect(new URL(link).searchParams.get('lang'), `${row.kind}: ${link}`).toBe(row.language);
      }
      if (links.length) byKind.set(row.kind, row.language === 'hu' ? 1 : (byKind.get(row.kind) ?? 0));
    }
    expect([...byKind.keys()]).toEqual(expect.arrayContaining(withLinks));
  }, 120_000);
});

describe('links on other pages than mail', () => {
  it("the sitemap, robots.txt, the feed and a page's canonical/hreflang/Open Graph ignore a hostile Host", async () => {
    const app = builtAppDir();
    const s = await startServer({ engine: 'pglite', env: { STATIC_DIR: app.dir, TRUST_PROXY: '1' } });
    try {
      const base = s.url.replace('127.0.0.1', 'localhost');
      const employer = await s.as('employer');
      const job = (await employer.client.post('/api/employer/jobs', validJob({ title: 'Host Header Analyst' }))).body
        .data.job;
      for (const path of ['/sitemap.xml', '/robots.txt', '/feeds/jobs.xml', `/jobs/${job.slug}`, '/about']) {
        const text = await rawGet(s.url, path, HOSTILE);
        expect(text, path).toContain(base);
        expect(text, path).not.toContain('evil.example');
      }
      const page = await rawGet(s.url, `/jobs/${job.slug}`, HOSTILE);
      expect(page).toContain(`<link rel="canonical" href="${base}/jobs/${job.slug}"`);
    } finally {
      await s.close();
      app.remove();
    }
  }, 120_000);
});

describe('kept mail (no SMTP_URL)', () => {
  it('shows and logs no one-time link anywhere', async () => {
    let log = '';
    const s = await startServer({
      engine: 'pglite',
      log: new Writable({
        write(chunk: Buffer, _enc, done) {
          log += chunk.toString();
          done();
        },
      }),
    });
    try {
      const user = await s.createUser();
      expect((await s.client().post('/api/auth/forgot-password', { email: user.email })).status).toBe(202);
      await expect
        .poll(async () => (await s.db('mail_outbox').where({ to_address: user.email }).first())?.status, {
          message: 'the mail to the user is sent',
        })
        .toBe('kept');
      const row = (await s.db('mail_outbox').where({ to_address: user.email }).first())!;
      expect(row.live_parts).toBeNull();
      expect(row.text_body).toContain('[link sent to the recipient]');
      expect(JSON.stringify(row)).not.toMatch(/token=/);
      const staff = await s.as('owner');
      expect((await staff.client.get('/api/admin/mail')).text).not.toMatch(/token=/);
      expect(log).toContain('Mail kept, not sent');
      expect(log).not.toMatch(/token=/);
    } finally {
      await s.close();
    }
  }, 120_000);
});
