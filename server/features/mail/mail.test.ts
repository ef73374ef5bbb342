// The mail channel over real SMTP (a capturing smtp-server on loopback): delivery, retries after a
// temporary refusal, permanent failures kept for staff, no duplicates with two workers on one
// PostgreSQL, unsent mail surviving a restart, and the keep-and-show mode without SMTP_URL.
import crypto from 'node:crypto';
import knexPkg from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailListSchema, settingsSchema } from '../../contract/index.ts';
import { startServer, type TestServer } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp.ts';
import { enqueueMail } from './outbox.ts';
import { MailWorker } from './worker.ts';

const BRAND = { brand: 'Portal Talent', company: 'Portal Talent Partners Ltd', domain: 'portaltalent.eu' };
const fast = (smtp: SmtpCapture) => ({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '20' });

/** Polls the outbox row of a recipient until it reaches a settled status. */
function settled(s: TestServer, to: string) {
  return vi.waitFor(
    async () => {
      const row = await s.db('mail_outbox').where({ to_address: to }).orderBy('id', 'desc').first();
      if (!row || !['sent', 'failed', 'kept'].includes(row.status)) throw new Error(`the mail to ${to} is not settled`);
      return row;
    },
    { timeout: 20_000, interval: 20 },
  );
}

describe('mail through SMTP', () => {
  let smtp: SmtpCapture;
  let s: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    s = await startServer({ env: fast(smtp) });
  });
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });

  it('delivers a mail with plain-text and HTML parts, the brand and a footer saying why', async () => {
    const user = await s.createUser({ firstName: 'Anna', lastName: 'Kovács' });
    const res = await s.client().post('/api/auth/forgot-password', { email: user.email });
    expect(res.status).toBe(202);
    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Portal Talent');
    expect(mail.text).toContain('Dear Anna Kovács,');
    expect(mail.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(mail.text).toContain('a password reset was requested for your account');
    // No PUBLIC_URL: links are built on the server's own listen address, never the request's Host.
    expect(mail.html).toContain('<a href="http://localhost:');
    expect(mail.html).toContain('a password reset was requested for your account');
    expect(mail.messageId).toMatch(/@portaltalent\.eu>$/);
    const row = await settled(s, user.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('retries after a temporary refusal and delivers once', async () => {
    const user = await s.createUser();
    smtp.refuseNext(2, 451);
    await s.client().post('/api/auth/forgot-password', { email: user.email });
    await smtp.waitFor((m) => m.to.includes(user.email));
    const row = await settled(s, user.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(smtp.messages.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  it('keeps a permanent failure, with its error, in the staff list', async () => {
    const user = await s.createUser();
    smtp.refuseNext(1, 550);
    await s.client().post('/api/auth/forgot-password', { email: user.email });
    const row = await settled(s, user.email);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    const { client } = await s.as('admin');
    const list = mailListSchema.parse((await client.get('/api/admin/mail?pageSize=100')).body);
    expect(list.mode).toBe('smtp');
    const shown = list.mails.find((m) => m.to === user.email);
    expect(shown).toMatchObject({ status: 'failed', subject: 'Reset your password' });
    expect(shown?.lastError).toMatch(/550/);
  });

  it('settings say mail is configured and sent through SMTP', async () => {
    const { client } = await s.as('admin');
    const settings = settingsSchema.parse((await client.get('/api/admin/settings')).body);
    expect(settings.email).toMatchObject({ configured: true, mode: 'smtp' });
  });
});

describe('two workers on one PostgreSQL', () => {
  it('send every mail exactly once', async () => {
    const smtp = await startSmtpCapture();
    const s = await startServer({ mailWorker: false });
    const second = knexPkg({ client: 'pg', connection: s.databaseUrl });
    try {
      const tag = crypto.randomBytes(4).toString('hex');
      const N = 40;
      await s.db.transaction(async (trx) => {
        for (let i = 0; i < N; i++) {
          await enqueueMail(trx, BRAND, {
            kind: 'staffEnquiry',
            to: `race-${tag}-${i}@example.test`,
            language: 'en',
            subject: `Race ${i}`,
            paragraphs: ['x'],
          });
        }
      });
      const config = {
        smtpUrl: smtp.url,
        mailFrom: 'hello@portaltalent.eu',
        brand: 'Portal Talent',
        mailRetryBaseMs: 20,
      };
      const a = new MailWorker(s.db, config, { batch: 3 });
      const b = new MailWorker(second, config, { batch: 3 });
      // Each worker takes batches until it finds none left (a deadline in case it never does).
      const drain = (w: MailWorker) =>
        vi.waitFor(
          async () => {
            const sent = await w.runOnce();
            if (sent > 0) throw new Error(`the worker still found mail to send (${sent} in its last batch)`);
          },
          { timeout: 60_000, interval: 0 },
        );
      await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
      await Promise.all([a.stop(), b.stop()]);
      const mine = smtp.messages.filter((m) => m.to.includes(`race-${tag}-`));
      expect(mine).toHaveLength(N);
      expect(new Set(mine.map((m) => m.to)).size).toBe(N);
      const rows = await s.db('mail_outbox').where('to_address', 'like', `race-${tag}-%`);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await second.destroy();
      await s.close();
      await smtp.close();
    }
  });
});

describe('a restart', () => {
  it('sends the mail the stopped server had not sent', async () => {
    const smtp = await startSmtpCapture();
    // The first server cannot reach its SMTP server (nothing listens there): the mail waits.
    const closed = await startSmtpCapture();
    await closed.close();
    const first = await startServer({ keepDatabase: true, env: { SMTP_URL: closed.url, MAIL_RETRY_BASE_MS: '60000' } });
    const user = await first.createUser();
    await first.client().post('/api/auth/forgot-password', { email: user.email });
    await expect
      .poll(async () => await first.db('mail_outbox').where({ to_address: user.email }).first('status', 'attempts'), {
        message: 'the first attempt failed and the mail waits for its retry',
        timeout: 20_000,
        interval: 20,
      })
      .toEqual({ status: 'pending', attempts: 1 });
    await first.close();
    const again = await startServer({ databaseUrl: first.databaseUrl, env: fast(smtp) });
    try {
      // Its retry is due in a minute: make it due now, as the clock would.
      await again
        .db('mail_outbox')
        .where({ to_address: user.email })
        .update({ next_attempt_at: new Date(0) });
      const mail = await smtp.waitFor((m) => m.to.includes(user.email));
      expect(mail.subject).toBe('Reset your password');
      expect((await settled(again, user.email)).status).toBe('sent');
    } finally {
      await again.close();
      await smtp.close();
    }
  });
});

describe('without SMTP_URL', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s.close());

  it('keeps the mail and shows it to staff in the Sent mail list, page by page', async () => {
    const user = await s.createUser();
    await s.client().post('/api/auth/forgot-password', { email: user.email });
    await s.client().post('/api/auth/forgot-password', { email: user.email });
    expect((await settled(s, user.email)).status).toBe('kept');
    const { client } = await s.as('owner');
    const page1 = mailListSchema.parse((await client.get('/api/admin/mail?pageSize=1')).body);
    expect(page1).toMatchObject({ mode: 'log', page: 1, pageSize: 1 });
    expect(page1.total).toBeGreaterThanOrEqual(2);
    expect(page1.mails).toHaveLength(1);
    // The one-time link went to the recipient only: staff read it redacted.
    expect(page1.mails[0]!.text).toContain('[link sent to the recipient]');
    expect(page1.mails[0]!.text).not.toMatch(/token=/);
    const page2 = mailListSchema.parse((await client.get('/api/admin/mail?pageSize=1&page=2')).body);
    expect(page2.mails[0]!.id).not.toBe(page1.mails[0]!.id);
    const settings = settingsSchema.parse((await client.get('/api/admin/settings')).body);
    expect(settings.email).toMatchObject({ configured: false, mode: 'log' });
  });

  it('answers 400 for a bad page and refuses other roles', async () => {
    const { client } = await s.as('admin');
    expect((await client.get('/api/admin/mail?page=0')).status).toBe(400);
    expect((await client.get('/api/admin/mail?pageSize=abc')).status).toBe(400);
    expect((await s.client().get('/api/admin/mail')).status).toBe(401);
    expect((await (await s.as('candidate')).client.get('/api/admin/mail')).status).toBe(403);
    expect((await (await s.as('employer')).client.get('/api/admin/mail')).status).toBe(403);
  });
});

describe('on PGlite', () => {
  it('claims and delivers with the same statement', async () => {
    const smtp = await startSmtpCapture();
    const s = await startServer({ engine: 'pglite', env: fast(smtp) });
    try {
      const user = await s.createUser();
      await s.client().post('/api/auth/forgot-password', { email: user.email });
      await smtp.waitFor((m) => m.to.includes(user.email));
      expect((await settled(s, user.email)).status).toBe('sent');
    } finally {
      await s.close();
      await smtp.close();
    }
    // Starts and migrates its own embedded database inside the test.
  }, 120_000);
});
