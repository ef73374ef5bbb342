// The IndexedDB database's one definition (Dexie), opened by the page (db.ts) and by the service worker
// (app/sw.ts, which fills a visitor's copy). Only app/offline/* and the service worker touch it. Never
// change a released version: add version(n + 1) with an upgrade instead.
import Dexie, { type EntityTable } from 'dexie';
import type { ContactInput, ContentSlug, Job, Language } from '../../server/contract/index.ts';
import { DB_NAME } from './dbName.ts';

export interface ContentRow {
  key: string; // `${slug}:${lang}`
  slug: ContentSlug;
  lang: Language;
  content: string;
  updatedAt: string;
}

export interface MetaRow {
  key: 'jobs' | 'content';
  cursor: string | null;
  /** When the last successful pull finished (ISO). */
  syncedAt: string;
}

/** An application made without a network: the cover letter, and the new CV's bytes until uploaded. */
export interface QueuedApplication {
  /** The candidate who applied: only their session may send it (absent on rows queued before the app kept it). */
  userId?: number;
  jobId: number;
  /** For the notices when it is sent or refused. */
  jobTitle: string;
  notes: string;
  /** A new CV not uploaded yet, kept as bytes (every IndexedDB stores an ArrayBuffer). */
  cv: { name: string; type: string; bytes: ArrayBuffer } | null;
  /** Set once the CV is uploaded, so a retry does not upload it again. */
  cvUrl?: string;
}

interface OutboxBase {
  id?: number;
  /** Client-made id sent with the write so the server applies it once. */
  clientId: string;
  createdAt: string;
  attempts: number;
  lastError: string | null;
}

export type OutboxRow =
  | (OutboxBase & { kind: 'contact'; payload: ContactInput })
  | (OutboxBase & { kind: 'application'; payload: QueuedApplication });

/** A job the visitor bookmarked on this device (kept even while the job is away from the public list). */
export interface SavedRow {
  jobId: number;
  savedAt: string;
  /** What the saved list shows once the job has left the public list (kept when saving). */
  title?: string;
  company?: string;
  slug?: string;
  location?: string;
}

/** Up to 1,000 stored jobs (jobStore.ts). */
export interface JobPageRow {
  n: number;
  jobs: Job[];
}

/** Which page holds each stored job, and which job holds each slug (jobStore.ts): one row. */
export interface JobIndexRow {
  key: 'jobs';
  /** Job id → page number. */
  pages: Record<number, number>;
  /** Slug → job id. */
  slugs: Record<string, number>;
  /** The next page's number. */
  next: number;
}

export class PortalDb extends Dexie {
  jobPages!: EntityTable<JobPageRow, 'n'>;
  jobIndex!: EntityTable<JobIndexRow, 'key'>;
  content!: EntityTable<ContentRow, 'key'>;
  meta!: EntityTable<MetaRow, 'key'>;
  outbox!: EntityTable<OutboxRow, 'id'>;
  saved!: EntityTable<SavedRow, 'jobId'>;

  constructor(name = DB_NAME) {
    super(name);
    this.version(1).stores({
      jobs: 'id, &slug, updatedAt',
      content: 'key, slug, lang',
      meta: 'key',
      outbox: '++id, &clientId, kind, createdAt',
    });
    this.version(2).stores({ saved: 'jobId, savedAt' });
    // Jobs gained their listing period and day rate: rows stored before lack them, so pull all afresh.
    this.version(3)
      .stores({})
      .upgrade(async (tx) => {
        await tx.table('jobs').clear();
        await tx.table('meta').delete('jobs');
      });
    // No screen reads the jobs by updatedAt: its index cost the browser about a third of the time it takes to
    // write 10,000 jobs (6.3 s against 4.0 s in Chromium), on every first pull. The rows stay.
    this.version(4).stores({ jobs: 'id, &slug' });
    // The jobs in pages of up to 1,000 a row, with one index row (jobStore.ts): the browser's database costs
    // about 0.4 ms a row written, whatever its size. The device pulls its copy afresh.
    this.version(5)
      .stores({ jobs: null, jobPages: 'n', jobIndex: 'key' })
      .upgrade(async (tx) => {
        await tx.table('meta').delete('jobs');
      });
  }
}
