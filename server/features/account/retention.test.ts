// Retention: one run at a fixed "now" removes exactly what is past its period, on both engines.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, startServer, type TestServer } from '../../test/harness.ts';
import { purgeStaleData, retentionOf } from './retention.ts';

const HOUR = 3600 * 1000;
const NOW = new Date('2031-03-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe.each(['postgresql', 'pglite'] as const)('retention purge on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ engine, mailWorker: false });
  }, 120_000);
  afterAll(() => s?.close());

  it('removes unclaimed uploads, expired links, old counters, sign-in addresses unused for 90 days and old mail bodies, and nothing younger', async () => {
    const user = await s.createUser({ role: 'candidate' });
    const file = async (owner: number | null, created: Date) => {
      const id = crypto.randomUUID();
      const data = files.pdf();
      await s.db('files').insert({
        id,
        owner_id: owner,
        original_name: 'cv.pdf',
        mime_type: 'application/pdf',
        size: data.length,
        data,
        created_at: created,
      });
      return id;
    };
    const oldOrphan = await file(null, ago(25 * HOUR));
    const freshOrphan = await file(null, ago(23 * HOUR));
    const owned = await file(user.id, ago(1000 * HOUR));
    const link = (table: 'password_resets' | 'email_changes', expired: Date) =>
      s.db(table).insert({
        token_hash: crypto.randomBytes(8).toString('hex'),
        user_id: user.id,
        expires_at: expired,
        ...(table === 'email_changes' ? { new_email: 'new@example.test' } : {}),
      });
    await link('password_resets', ago(25 * HOUR));
    await link('password_resets', ago(23 * HOUR));
    await link('email_changes', ago(25 * HOUR));
    await link('email_changes', ago(23 * HOUR));
    await s.db('rate_limits').insert([
      { key: 'old', hits: 1, window_start: ago(25 * HOUR) },
      { key: 'old-but-waiting', hits: 9, window_start: ago(25 * HOUR), blocked_until: new Date(NOW.getTime() + HOUR) },
      { key: 'fresh', hits: 1, window_start: ago(HOUR) },
    ]);
    await s.db('sign_in_sources').insert([
      { user_id: user.id, address: '198.51.100.1', last_seen_at: ago(91 * 24 * HOUR) },
      { user_id: user.id, address: '198.51.100.2', last_seen_at: ago(89 * 24 * HOUR) },
    ]);
    const mail = (status: 'sent' | 'pending' | 'kept', created: Date) =>
      s.db('mail_outbox').insert({
        kind: 'passwordChanged',
        to_address: 'someone@example.test',
        subject: `${status} ${created.toISOString()}`,
        text_body: 'Dear Someone',
        html_body: '<p>Dear Someone</p>',
        message_id: `<${crypto.randomUUID()}@test>`,
        status,
        created_at: created,
      });
    await mail('sent', ago(31 * 24 * HOUR));
    await mail('kept', ago(31 * 24 * HOUR));
    await mail('pending', ago(31 * 24 * HOUR));
    await mail('sent', ago(29 * 24 * HOUR));

    const purged = await purgeStaleData(s.db, NOW, retentionOf(30));
    expect(purged).toEqual({
      uploads: 1,
      passwordResets: 1,
      emailChanges: 1,
      rateLimits: 1,
      signInSources: 1,
      mailBodies: 2,
    });
    expect(await s.db('sign_in_sources').pluck('address')).toEqual(['198.51.100.2']);

    const fileIds = (await s.db('files').select('id')).map((f) => f.id);
    expect(fileIds).not.toContain(oldOrphan);
    expect(fileIds).toEqual(expect.arrayContaining([freshOrphan, owned]));
    expect((await s.db('rate_limits').orderBy('key').select('key')).map((r) => r.key)).toEqual([
      'fresh',
      'old-but-waiting',
    ]);
    const bodies = await s.db('mail_outbox').orderBy('id').select('status', 'text_body', 'html_body');
    expect(bodies).toEqual([
      { status: 'sent', text_body: '', html_body: '' },
      { status: 'kept', text_body: '', html_body: '' },
      { status: 'pending', text_body: 'Dear Someone', html_body: '<p>Dear Someone</p>' },
      { status: 'sent', text_body: 'Dear Someone', html_body: '<p>Dear Someone</p>' },
    ]);
    // A second run (another process, or the next hour) finds nothing more.
    expect(await purgeStaleData(s.db, NOW, retentionOf(30))).toEqual({
      uploads: 0,
      passwordResets: 0,
      emailChanges: 0,
      rateLimits: 0,
      signInSources: 0,
      mailBodies: 0,
    });
  });
});
