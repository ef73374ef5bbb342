// An application is written in one statement when nothing stands in its way (issue 15, Speed: it took
// seven sequential queries); the unusual cases still answer why, as before.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, startServer, validJob, type TestServer } from '../../test/harness.ts';
import { submitApplication } from './repo.ts';

/** The route's parsed body: no CV named, no cover letter, unless given. */
const form = (o: { jobId: number; cvUrl?: string; clientId?: string }) => ({ cvUrl: null, notes: '', ...o });

async function queriesDuring<T>(db: Knex, call: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  const sql: string[] = [];
  const record = (q: { sql: string }) => sql.push(q.sql);
  db.on('query', record);
  try {
    return { result: await call(), sql };
  } finally {
    db.off('query', record);
  }
}

describe.each(['postgresql', 'pglite'] as const)('submitting an application on %s', (engine) => {
  let s: TestServer;
  let jobs: number[];
  beforeAll(async () => {
    s = await startServer({ engine });
    const { client } = await s.as('employer');
    jobs = [];
    for (let i = 0; i < 3; i++) jobs.push((await client.post('/api/employer/jobs', validJob())).body.data.job.id);
  });
  afterAll(() => s.close());

  it('takes one query with the latest CV or a named one', async () => {
    const { client, user } = await s.as('candidate');
    await client.upload('/api/upload-cv', 'cv.pdf', files.pdf());
    const latest = await queriesDuring(s.db, () => submitApplication(s.db, user.id, form({ jobId: jobs[0]! })));
    expect(latest.sql).toHaveLength(1);
    expect(latest.result.created).toBe(true);
    const named = (await client.upload('/api/upload-cv-registration', 'other.pdf', files.pdf('other'))).body.filePath;
    const withCv = await queriesDuring(s.db, () =>
      submitApplication(s.db, user.id, form({ jobId: jobs[1]!, cvUrl: named, clientId: crypto.randomUUID() })),
    );
    expect(withCv.sql).toHaveLength(1);
    const rows = await s.db('applications').where({ candidate_id: user.id }).orderBy('id').pluck('cv_file_id');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toBe(named.split('/').pop());
  });

  it('still says why when it cannot apply: a resend, a second application, a CV not theirs, no CV', async () => {
    const { client, user } = await s.as('candidate');
    await client.upload('/api/upload-cv', 'cv.pdf', files.pdf());
    const clientId = crypto.randomUUID();
    const first = await submitApplication(s.db, user.id, form({ jobId: jobs[2]!, clientId }));
    expect(await submitApplication(s.db, user.id, form({ jobId: jobs[2]!, clientId }))).toEqual({
      id: first.id,
      created: false,
    });
    await expect(submitApplication(s.db, user.id, form({ jobId: jobs[2]! }))).rejects.toMatchObject({
      code: 'alreadyApplied',
    });
    const stranger = await s.as('candidate');
    const theirs = (await stranger.client.upload('/api/upload-cv', 'cv.pdf', files.pdf())).body.filePath;
    await expect(submitApplication(s.db, user.id, form({ jobId: jobs[0]!, cvUrl: theirs }))).rejects.toMatchObject({
      code: 'cvNotFound',
    });
    const noCv = await s.as('candidate');
    await expect(submitApplication(s.db, noCv.user.id, form({ jobId: jobs[0]! }))).rejects.toMatchObject({
      code: 'cvRequired',
    });
    await s.db('jobs').where({ id: jobs[0] }).update({ is_active: false });
    await expect(submitApplication(s.db, stranger.user.id, form({ jobId: jobs[0]! }))).rejects.toMatchObject({
      code: 'jobNotOpen',
    });
    expect(await s.db('applications').where({ candidate_id: stranger.user.id }).first('id')).toBeUndefined();
  });
});
