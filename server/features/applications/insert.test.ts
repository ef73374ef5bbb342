// An application is written with one read and one statement when nothing stands in its way (it
// once took eleven sequential queries): the application, its history entry and both mails; the
// unusual cases still answer why, as before, and a failure anywhere leaves nothing written.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, queriesDuring, startServer, validJob, type TestServer } from '../../test/harness.ts';
import type { MailEnv } from '../mail/notify.ts';
import { submitApplication } from './repo.ts';

const ENV: MailEnv = {
  config: { brand: 'Brand', company: 'Company Kft.', domain: 'example.test', staffEmail: 'staff@example.test' },
  base: 'http://portal.test',
};

/** The route's parsed body: no CV named, no cover letter, unless given. */
const form = (o: { jobId: number; cvUrl?: string; clientId?: string }) => ({ cvUrl: null, notes: '', ...o });

describe.each(['postgresql', 'pglite'] as const)('submitting an application on %s', (engine) => {
  let s: TestServer;
  let jobs: number[];
  let employer: { id: number; email: string };
  beforeAll(async () => {
    s = await startServer({ engine });
    const { client, user } = await s.as('employer');
    employer = user;
    jobs = [];
    for (let i = 0; i < 3; i++) jobs.push((await client.post('/api/employer/jobs', validJob())).body.data.job.id);
  });
  afterAll(() => s.close());

  it('takes one read and one statement with the latest CV or a named one', async () => {
    const { client, user } = await s.as('candidate');
    await client.upload('/api/upload-cv', 'cv.pdf', files.pdf());
    const latest = await queriesDuring(s.db, () => submitApplication(s.db, ENV, user.id, form({ jobId: jobs[0]! })));
    expect(latest.sql).toHaveLength(2);
    expect(latest.result.created).toBe(true);
    const named = (await client.upload('/api/upload-cv-registration', 'other.pdf', files.pdf('other'))).body.filePath;
    const withCv = await queriesDuring(s.db, () =>
      submitApplication(s.db, ENV, user.id, form({ jobId: jobs[1]!, cvUrl: named, clientId: crypto.randomUUID() })),
    );
    expect(withCv.sql).toHaveLength(2);
    const rows = await s.db('applications').where({ candidate_id: user.id }).orderBy('id').pluck('cv_file_id');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toBe(named.split('/').pop());
    // The same statement wrote the history entry and the mails: the candidate's and the employer's.
    const history = await s
      .db('application_status_history')
      .whereIn('application_id', [latest.result.id, withCv.result.id])
      .pluck('status');
    expect(history).toEqual(['submitted', 'submitted']);
    const mails = await s.db('mail_outbox').where({ to_address: user.email }).pluck('kind');
    expect(mails).toEqual(['applicationReceived', 'applicationReceived']);
    expect(await s.db('mail_outbox').where({ to_address: employer.email }).pluck('kind')).toEqual([
      'newApplication',
      'newApplication',
    ]);
  });

  it('tells no employer who turned notifications off or whose account is disabled', async () => {
    const { client, user } = await s.as('candidate');
    await client.upload('/api/upload-cv', 'cv.pdf', files.pdf());
    for (const change of [{ notifications: false }, { is_active: false }]) {
      const owner = await s.as('employer');
      const job = (await owner.client.post('/api/employer/jobs', validJob())).body.data.job.id as number;
      await s.db('users').where({ id: owner.user.id }).update(change);
      expect((await submitApplication(s.db, ENV, user.id, form({ jobId: job }))).created).toBe(true);
      expect(await s.db('mail_outbox').where({ to_address: owner.user.email }).first('id')).toBeUndefined();
    }
    expect(await s.db('mail_outbox').where({ to_address: user.email }).pluck('kind')).toEqual([
      'applicationReceived',
      'applicationReceived',
    ]);
  });

  it('writes nothing when a part of the statement fails', async () => {
    const { client, user } = await s.as('candidate');
    await client.upload('/api/upload-cv', 'cv.pdf', files.pdf());
    const job = (await (await s.as('employer')).client.post('/api/employer/jobs', validJob())).body.data.job
      .id as number;
    // The outbox refuses this candidate's mail (as a full disk or a broken constraint would).
    await s.db.raw(`CREATE FUNCTION refuse_mail() RETURNS trigger AS $$ BEGIN
        IF NEW.to_address = '${user.email}' THEN RAISE EXCEPTION 'mail refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await s.db.raw(
      'CREATE TRIGGER refuse_mail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_mail()',
    );
    try {
      await expect(submitApplication(s.db, ENV, user.id, form({ jobId: job }))).rejects.toThrow(/mail refused/);
    } finally {
      await s.db.raw('DROP TRIGGER refuse_mail ON mail_outbox');
      await s.db.raw('DROP FUNCTION refuse_mail()');
    }
    expect(await s.db('applications').where({ candidate_id: user.id }).first('id')).toBeUndefined();
    expect(await s.db('mail_outbox').where({ to_address: user.email }).first('id')).toBeUndefined();
    // Once the outbox takes mail again, the same application goes through.
    expect((await submitApplication(s.db, ENV, user.id, form({ jobId: job }))).created).toBe(true);
  });

  it('still says why when it cannot apply: a resend, a second application, a CV not theirs, no CV', async () => {
    const { client, user } = await s.as('candidate');
    await client.upload('/api/upload-cv', 'cv.pdf', files.pdf());
    const clientId = crypto.randomUUID();
    const first = await submitApplication(s.db, ENV, user.id, form({ jobId: jobs[2]!, clientId }));
    expect(await submitApplication(s.db, ENV, user.id, form({ jobId: jobs[2]!, clientId }))).toEqual({
      id: first.id,
      created: false,
    });
    await expect(submitApplication(s.db, ENV, user.id, form({ jobId: jobs[2]! }))).rejects.toMatchObject({
      code: 'alreadyApplied',
    });
    const stranger = await s.as('candidate');
    const theirs = (await stranger.client.upload('/api/upload-cv', 'cv.pdf', files.pdf())).body.filePath;
    await expect(submitApplication(s.db, ENV, user.id, form({ jobId: jobs[0]!, cvUrl: theirs }))).rejects.toMatchObject(
      {
        code: 'cvNotFound',
      },
    );
    const noCv = await s.as('candidate');
    await expect(submitApplication(s.db, ENV, noCv.user.id, form({ jobId: jobs[0]! }))).rejects.toMatchObject({
      code: 'cvRequired',
    });
    await s.db('jobs').where({ id: jobs[0] }).update({ is_active: false });
    await expect(submitApplication(s.db, ENV, stranger.user.id, form({ jobId: jobs[0]! }))).rejects.toMatchObject({
      code: 'jobNotOpen',
    });
    expect(await s.db('applications').where({ candidate_id: stranger.user.id }).first('id')).toBeUndefined();
  });
});
