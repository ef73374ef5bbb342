import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job, SyncJobs } from '../../server/contract/index.ts';
import { PortalDb, type OutboxRow } from './db.ts';
import { enqueueApplication, enqueueContact, flushOutbox } from './outbox.ts';
import { toggleSavedJob } from './saved.ts';
import { syncJobs } from './sync.ts';
import { ApiError } from '../api/http.ts';
import { jsonBody } from '../test/api.ts';
import { countStoredJobs, readAllJobs } from './jobStore.ts';

/** The stored jobs, by id. */
const storedById = async () => (await readAllJobs(db)).sort((a, b) => a.id - b.id);

const job = (id: number, over: Partial<Job> = {}): Job => ({
  id,
  employerId: 1,
  title: `Job ${id}`,
  company: 'Acme',
  location: 'Remote',
  type: 'remote',
  category: 'devops',
  description: 'x',
  requirements: [],
  skills: [],
  salary: null,
  isActive: true,
  slug: `job-${id}`,
  source: 'employer_portal',
  startDate: null,
  validThrough: '2099-01-01T00:00:00.000Z',
  listingDays: 60,
  dayRate: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

let db: PortalDb;
beforeEach(async () => {
  db = new PortalDb(`test-${Math.random()}`);
  await db.open();
});

function server(pages: Record<string, SyncJobs>) {
  const calls: string[] = [];
  const fetcher = <T>(path: string): Promise<T> => {
    calls.push(path);
    const since = new URL(path, 'http://x').searchParams.get('since') ?? '';
    return Promise.resolve(pages[since] as T);
  };
  return { calls, fetcher };
}

describe('delta sync of jobs', () => {
  it('pulls everything first (following hasMore), then only changes, deleting removed ids', async () => {
    const first = server({
      '': { jobs: [job(1), job(2)], removed: [], cursor: 'c1', hasMore: true },
      c1: { jobs: [job(3)], removed: [], cursor: 'c2', hasMore: false },
    });
    await syncJobs({ database: db, fetcher: first.fetcher });
    expect(first.calls).toEqual(['/api/sync/jobs', '/api/sync/jobs?since=c1']);
    expect((await storedById()).map((j) => j.id)).toEqual([1, 2, 3]);
    expect((await db.meta.get('jobs'))?.cursor).toBe('c2');

    const later = server({ c2: { jobs: [job(2, { title: 'Renamed' })], removed: [1], cursor: 'c3', hasMore: false } });
    await syncJobs({ database: db, fetcher: later.fetcher });
    expect(later.calls).toEqual(['/api/sync/jobs?since=c2']);
    expect((await storedById()).map((j) => [j.id, j.title])).toEqual([
      [2, 'Renamed'],
      [3, 'Job 3'],
    ]);
  });

  it("stores a job that took another stored job's old slug, in either order within the batch", async () => {
    const first = server({ '': { jobs: [job(1), job(2), job(3)], removed: [], cursor: 'c1', hasMore: false } });
    await syncJobs({ database: db, fetcher: first.fetcher });
    // Job 1 gave up job-1 for a new slug; job 4 took job-1 (before job 1's change in the batch) and job 5
    // took job-2, whose holder left the list without saying so in this batch.
    const later = server({
      c1: {
        jobs: [job(4, { slug: 'job-1' }), job(1, { slug: 'job-1-new' }), job(5, { slug: 'job-2' })],
        removed: [],
        cursor: 'c2',
        hasMore: false,
      },
    });
    await syncJobs({ database: db, fetcher: later.fetcher });
    expect((await storedById()).map((j) => [j.id, j.slug])).toEqual([
      [1, 'job-1-new'],
      [3, 'job-3'],
      [4, 'job-1'],
      [5, 'job-2'],
    ]);
    expect((await db.meta.get('jobs'))?.cursor).toBe('c2');
  });
});

describe('a pull while the device writes', () => {
  it('asks for the next batches while a write is still under way, and stores them all in order', async () => {
    const pages: Record<string, SyncJobs> = {};
    for (let b = 0; b < 4; b++) {
      pages[b === 0 ? '' : `c${b}`] = {
        jobs: [job(b * 2 + 1), job(b * 2 + 2)],
        removed: [],
        cursor: `c${b + 1}`,
        hasMore: b < 3,
      };
    }
    const events: string[] = [];
    // The device's first write waits until the last batch has been asked for: a pull that waited for its
    // writes before asking for more would never finish.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
    let writes = 0;
    vi.spyOn(db, 'transaction').mockImplementation((async (...args: unknown[]) => {
      const n = ++writes;
      if (n === 1) await held;
      events.push(`write ${n}`);
      return transaction(...args);
    }) as unknown as typeof db.transaction);
    const fetcher = <T>(path: string): Promise<T> => {
      const since = new URL(path, 'http://x').searchParams.get('since') ?? '';
      events.push(`ask ${since || 'first'}`);
      if (since === 'c3') release();
      return Promise.resolve(pages[since] as T);
    };
    await syncJobs({ database: db, fetcher });
    expect(events.slice(0, 5)).toEqual(['ask first', 'ask c1', 'ask c2', 'ask c3', 'write 1']);
    expect((await storedById()).map((j) => j.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await db.meta.get('jobs'))?.cursor).toBe('c4');
  });
});

describe('outbox', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends waiting enquiries once with their client id and keeps them while the network is down', async () => {
    const id = await enqueueContact(
      { firstName: 'A', lastName: 'B', email: 'a@b.c', subject: 'general', message: 'Hello there!' },
      db,
    );
    const down = () => Promise.reject(new ApiError('Failed to fetch', 0));
    expect((await flushOutbox({ database: db, send: down })).sent).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);

    const sent: unknown[] = [];
    expect(
      (
        await flushOutbox({
          database: db,
          send: (row) => {
            sent.push(row.payload);
            return Promise.resolve();
          },
        })
      ).sent,
    ).toHaveLength(1);
    expect(sent).toEqual([expect.objectContaining({ clientId: id, message: 'Hello there!' })]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a queued application: uploads its CV once, then the application with its client id', async () => {
    const clientId = crypto.randomUUID();
    const bytes = new TextEncoder().encode('%PDF-1.4 my cv').buffer;
    await enqueueApplication(
      clientId,
      {
        userId: 7,
        jobId: 5,
        jobTitle: 'Data Engineer',
        notes: 'I would love to join.',
        cv: { name: 'cv.pdf', type: 'application/pdf', bytes },
      },
      db,
    );
    await enqueueApplication(
      clientId,
      { userId: 7, jobId: 5, jobTitle: 'Data Engineer', notes: 'I would love to join.', cv: null },
      db,
    ); // a double tap
    expect(await db.outbox.count()).toBe(1);

    const calls: string[] = [];
    let applicationsUp = false;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}`);
        if (url === '/api/auth/me') return Response.json({ ok: true, data: { user: { id: 7, role: 'candidate' } } });
        if (url === '/api/upload-cv') {
          const file = (init.body as FormData).get('file') as File;
          expect([file.name, await file.text()]).toEqual(['cv.pdf', '%PDF-1.4 my cv']);
          return Response.json({ ok: true, filePath: '/api/files/f1', fileName: 'cv.pdf' }, { status: 201 });
        }
        if (!applicationsUp) throw new TypeError('Failed to fetch');
        expect(jsonBody(init)).toEqual({
          jobId: 5,
          cvUrl: '/api/files/f1',
          notes: 'I would love to join.',
          clientId,
        });
        return Response.json({ ok: true }, { status: 201 });
      }),
    );

    // The connection drops after the upload: the row keeps the uploaded CV's address, not the bytes.
    expect((await flushOutbox({ database: db })).sent).toHaveLength(0);
    const row = (await db.outbox.toArray())[0];
    expect(row?.kind === 'application' && [row.payload.cv, row.payload.cvUrl]).toEqual([null, '/api/files/f1']);

    applicationsUp = true;
    const result = await flushOutbox({ database: db });
    expect(result.sent.map((r) => r.clientId)).toEqual([clientId]);
    expect(calls).toEqual([
      'GET /api/auth/me',
      'POST /api/upload-cv',
      'POST /api/applications',
      'GET /api/auth/me',
      'POST /api/applications',
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('drops what the server refuses and says why, keeps what waits for a sign-in, and goes on with the rest', async () => {
    await enqueueApplication(
      crypto.randomUUID(),
      { userId: 7, jobId: 1, jobTitle: 'A', notes: 'Cover letter.', cv: null },
      db,
    );
    await enqueueApplication(
      crypto.randomUUID(),
      { userId: 7, jobId: 2, jobTitle: 'B', notes: 'Cover letter.', cv: null },
      db,
    );
    await enqueueContact(
      { firstName: 'A', lastName: 'B', email: 'a@b.c', subject: 'general', message: 'Hello there!' },
      db,
    );
    const send = (row: OutboxRow) => {
      if (row.kind === 'contact') return Promise.resolve();
      if (row.payload.jobId === 1)
        return Promise.reject(new ApiError('You have already applied for this job.', 409, 'alreadyApplied'));
      return Promise.reject(new ApiError('Not authenticated', 401, 'notAuthenticated')); // the session ended after the check
    };
    const result = await flushOutbox({
      database: db,
      send,
      sessionUser: () => Promise.resolve({ id: 7, role: 'candidate' }),
    });
    expect(result.rejected.map((r) => r.code)).toEqual(['alreadyApplied']);
    expect(result.sent.map((r) => r.kind)).toEqual(['contact']);
    expect((await db.outbox.toArray()).map((r) => r.kind === 'application' && r.payload.jobId)).toEqual([2]);
  });

  it("sends an application only under its own candidate's session; another user's waits and blocks nothing", async () => {
    await enqueueApplication(
      crypto.randomUUID(),
      { userId: 7, jobId: 1, jobTitle: 'Mine', notes: 'Cover letter.', cv: null },
      db,
    );
    await enqueueApplication(
      crypto.randomUUID(),
      { userId: 8, jobId: 2, jobTitle: 'Theirs', notes: 'Cover letter.', cv: null },
      db,
    );
    await enqueueContact(
      { firstName: 'A', lastName: 'B', email: 'a@b.c', subject: 'general', message: 'Hello there!' },
      db,
    );
    const sentTitles: string[] = [];
    const send = (row: OutboxRow) => {
      sentTitles.push(row.kind === 'application' ? row.payload.jobTitle : 'contact');
      return Promise.resolve();
    };

    // Nobody signed in: the enquiry goes, both applications wait.
    await flushOutbox({ database: db, send, sessionUser: () => Promise.resolve(null) });
    expect(sentTitles).toEqual(['contact']);
    // Candidate 8 signs in on this device: only their own application goes.
    await flushOutbox({ database: db, send, sessionUser: () => Promise.resolve({ id: 8, role: 'candidate' }) });
    expect(sentTitles).toEqual(['contact', 'Theirs']);
    expect((await db.outbox.toArray()).map((r) => r.kind === 'application' && r.payload.userId)).toEqual([7]);
  });

  it('checks the signed-in candidate before each application: a sign-in during a flush stops the rest going out under it', async () => {
    await enqueueApplication(
      crypto.randomUUID(),
      { userId: 7, jobId: 1, jobTitle: 'First', notes: 'Cover letter.', cv: null },
      db,
    );
    await enqueueApplication(
      crypto.randomUUID(),
      { userId: 7, jobId: 2, jobTitle: 'Second', notes: 'Cover letter.', cv: null },
      db,
    );
    let signedIn = 7;
    const sentTitles: string[] = [];
    const send = (row: OutboxRow) => {
      if (row.kind === 'application') sentTitles.push(row.payload.jobTitle);
      signedIn = 8; // another candidate signs in while the first one is on its way
      return Promise.resolve();
    };
    await flushOutbox({ database: db, send, sessionUser: () => Promise.resolve({ id: signedIn, role: 'candidate' }) });
    expect(sentTitles).toEqual(['First']);
    expect((await db.outbox.toArray()).map((r) => r.kind === 'application' && r.payload.jobTitle)).toEqual(['Second']);
  });

  it('keeps an application queued before its owner was recorded until a candidate is signed in, and never drops it on a 403', async () => {
    await enqueueApplication(
      crypto.randomUUID(),
      { jobId: 3, jobTitle: 'Legacy', notes: 'Cover letter.', cv: null },
      db,
    );
    const attempts: string[] = [];
    const send = () => {
      attempts.push('sent');
      return Promise.resolve();
    };
    await flushOutbox({ database: db, send, sessionUser: () => Promise.resolve({ id: 2, role: 'employer' }) });
    expect(attempts).toEqual([]);

    const forbidden = () => Promise.reject(new ApiError('You do not have permission to do this.', 403, 'forbidden'));
    await flushOutbox({
      database: db,
      send: forbidden,
      sessionUser: () => Promise.resolve({ id: 9, role: 'candidate' }),
    });
    expect(await db.outbox.count()).toBe(1);

    await flushOutbox({ database: db, send, sessionUser: () => Promise.resolve({ id: 9, role: 'candidate' }) });
    expect(attempts).toEqual(['sent']);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('saved jobs', () => {
  it('toggles a bookmark and keeps it when the job leaves and returns to the public list', async () => {
    expect(await toggleSavedJob(7, db, () => new Date('2026-11-22T10:00:00Z'))).toBe(true);
    expect(await db.saved.toArray()).toEqual([{ jobId: 7, savedAt: '2026-11-22T10:00:00.000Z' }]);
    const { fetcher } = server({
      '': { jobs: [job(7)], removed: [], cursor: 'c1', hasMore: false },
      c1: { jobs: [], removed: [7], cursor: 'c2', hasMore: false },
    });
    await syncJobs({ database: db, fetcher });
    await syncJobs({ database: db, fetcher });
    expect(await countStoredJobs(db)).toBe(0);
    expect(await db.saved.count()).toBe(1);
    expect(await toggleSavedJob(7, db)).toBe(false);
    expect(await db.saved.count()).toBe(0);
  });

  it('follows hasMore through every batch of a catalogue of 15,000 jobs in one sync', async () => {
    const batches = 150; // 100 jobs each, as the server sends them
    const pages: Record<string, SyncJobs> = {};
    for (let b = 0; b < batches; b++) {
      pages[b === 0 ? '' : `c${b}`] = {
        jobs: Array.from({ length: 100 }, (_, i) => job(b * 100 + i + 1)),
        removed: [],
        cursor: `c${b + 1}`,
        hasMore: b < batches - 1,
      };
    }
    const pull = server(pages);
    await syncJobs({ database: db, fetcher: pull.fetcher });
    expect(pull.calls).toHaveLength(batches);
    expect(await countStoredJobs(db)).toBe(15_000);
    expect((await db.meta.get('jobs'))?.cursor).toBe(`c${batches}`);
  });
});
