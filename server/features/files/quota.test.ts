// Per-account upload limits: so many uploads an hour and so many bytes kept in
// all, both counted in the database (every server process sees the same counts). Replacing a CV frees
// the old one's bytes unless an application or registration still names it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, startServer, validJob, type TestServer } from '../../test/harness.ts';

const sized = (bytes: number) => Buffer.concat([files.pdf(), Buffer.alloc(bytes - files.pdf().length)]);
const idOf = (p: string) => p.split('/').pop()!;

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ engine: 'pglite', env: { UPLOAD_LIMIT_PER_ACCOUNT: '4', UPLOAD_QUOTA_MB: '1' } });
});
afterAll(() => s.close());

describe('uploads per account', () => {
  it('refuses the upload past the hourly limit with 429 and Retry-After; other accounts are unaffected', async () => {
    const { client } = await s.as('candidate');
    for (let i = 0; i < 4; i++) expect((await client.upload('/api/upload-cv', 'cv.pdf', files.pdf())).status).toBe(201);
    const refused = await client.upload('/api/upload-cv', 'cv.pdf', files.pdf());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ ok: false, code: 'tooManyUploads' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The registration upload of a signed-in account counts against the same limit.
    expect((await client.upload('/api/upload-cv-registration', 'cv.pdf', files.pdf())).status).toBe(429);
    const other = await s.as('candidate');
    expect((await other.client.upload('/api/upload-cv', 'cv.pdf', files.pdf())).status).toBe(201);
  });
});

describe('bytes kept per account', () => {
  it('refuses an upload that would pass the quota with 400 uploadQuotaExceeded, writing nothing', async () => {
    const { client, user } = await s.as('candidate');
    // Registration uploads do not replace anything: two of 600 KB pass a 1 MB quota.
    const first = await client.upload('/api/upload-cv-registration', 'a.pdf', sized(600 * 1024));
    expect(first.status).toBe(201);
    const second = await client.upload('/api/upload-cv-registration', 'b.pdf', sized(600 * 1024));
    expect(second.status).toBe(400);
    expect(second.body).toEqual({
      ok: false,
      requestId: expect.any(String),
      code: 'uploadQuotaExceeded',
      error: 'Your uploaded files have reached their storage limit. Please contact us if you need more.',
      fields: { file: 'uploadQuotaExceeded' },
    });
    expect(await s.db('files').where({ owner_id: user.id }).pluck('id')).toEqual([idOf(first.body.filePath)]);
    const staging = await import('node:fs').then((fs) =>
      fs.readdirSync(`${(s.files as unknown as { dir: string }).dir}/.staging`),
    );
    expect(staging).toEqual([]);
  });

  it('replacing the CV frees the old bytes, but keeps the CV an application was sent with', async () => {
    const { client, user } = await s.as('candidate');
    const old = idOf((await client.upload('/api/upload-cv', 'old.pdf', sized(600 * 1024))).body.filePath);
    expect(await s.files.stat(old)).toEqual({ size: 600 * 1024 });
    const next = await client.upload('/api/upload-cv', 'new.pdf', sized(600 * 1024));
    expect(next.status).toBe(201);
    expect(await s.db('files').where({ owner_id: user.id }).pluck('id')).toEqual([idOf(next.body.filePath)]);
    expect(await s.files.stat(old)).toBeUndefined();
    expect((await client.get(`/api/files/${old}`)).status).toBe(404);

    // An application names the current CV: a new one may not free it, so the quota now counts both.
    const { client: employer } = await s.as('employer');
    const jobId = (await employer.post('/api/employer/jobs', validJob())).body.data.job.id;
    await s.db('applications').insert({ job_id: jobId, candidate_id: user.id, cv_file_id: idOf(next.body.filePath) });
    const third = await client.upload('/api/upload-cv', 'third.pdf', sized(600 * 1024));
    expect(third.status).toBe(400);
    expect(third.body.code).toBe('uploadQuotaExceeded');
    expect((await client.upload('/api/upload-cv', 'small.pdf', sized(100 * 1024))).status).toBe(201);
    expect(await s.files.stat(idOf(next.body.filePath))).toEqual({ size: 600 * 1024 });
  });
});
