// Delta sync (DESIGN.md "Offline and sync") on the page: when and what to pull (pull.ts pulls it, as the
// service worker does for a visitor's first copy). Screens read the tables with live queries, the job
// lists through catalogue.ts, which the pull hands the rows it wrote.
import { SIGNED_IN_COOKIE } from '../../server/contract/options.ts';
import { getData } from '../api/http.ts';
import { switchingVersion, UPDATE_PROMPT_ATTR } from '../platform/update.ts';
import { applyStored } from './catalogue.ts';
import type { PortalDb } from './db.ts';
import { deviceHasDb, loadDb } from './lazyDb.ts';
import { pullContent, pullJobs, type Fetcher } from './pull.ts';

export interface SyncOptions {
  database?: PortalDb;
  fetcher?: Fetcher;
  now?: () => Date;
}

/** The answers' schemas (and the schema library) load with the first pull, after the page has drawn. */
const schemas = () => import('../../server/contract/schemas.ts');

export function syncJobs({ database, fetcher = getData, now }: SyncOptions = {}): Promise<void> {
  // A page switching to a new release stops after the batch in hand; the next visit goes on from its cursor.
  // The lists' copy (catalogue.ts) is of the app's database, not of one a test passes.
  return (database ? Promise.resolve(database) : loadDb()).then((db) =>
    pullJobs({
      database: db,
      fetcher,
      schemas,
      now,
      stop: switchingVersion,
      onStored: database ? undefined : applyStored,
    }),
  );
}

function syncContent({ database, fetcher = getData, now }: SyncOptions = {}): Promise<void> {
  return (database ? Promise.resolve(database) : loadDb()).then((db) =>
    pullContent({ database: db, fetcher, schemas, now }),
  );
}

export type SyncStatus = 'idle' | 'syncing' | 'ok' | 'error';

/** Sync state shared by the screens (loading skeleton vs. error vs. data). */
class SyncState {
  jobs: SyncStatus = 'idle';
  content: SyncStatus = 'idle';
  private listeners = new Set<() => void>();
  private inflight: Partial<Record<'jobs' | 'content', Promise<void>>> = {};
  private finishedAt: Partial<Record<'jobs' | 'content', number>> = {};

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  private set(kind: 'jobs' | 'content', status: SyncStatus) {
    this[kind] = status;
    this.snapshotCache = `${this.jobs}|${this.content}`;
    this.listeners.forEach((fn) => fn());
  }

  private snapshotCache = 'idle|idle';
  snapshot = () => this.snapshotCache;

  run(kind: 'jobs' | 'content', opts?: SyncOptions): Promise<void> {
    const current = this.inflight[kind];
    if (current) return current;
    // The page is about to reload into a new release: a request now would keep the old worker (platform/update.ts).
    if (switchingVersion()) return Promise.resolve();
    this.set(kind, 'syncing');
    const job = (kind === 'jobs' ? syncJobs(opts) : syncContent(opts))
      .then(() => {
        this.finishedAt[kind] = Date.now();
        this.set(kind, 'ok');
      })
      .catch((err: unknown) => {
        console.warn(`Sync of ${kind} failed`, err);
        this.set(kind, 'error');
      })
      .finally(() => {
        delete this.inflight[kind];
      });
    this.inflight[kind] = job;
    return job;
  }

  private again: Partial<Record<'jobs' | 'content', Promise<void>>> = {};

  /** Pulls now; during a pull, once more right after it (a change made meanwhile may have been missed). */
  pull(kind: 'jobs' | 'content'): Promise<void> {
    const current = this.inflight[kind];
    if (!current) return this.run(kind);
    this.again[kind] ??= current.then(() => {
      delete this.again[kind];
      return this.run(kind);
    });
    return this.again[kind];
  }

  /** Pulls again when the last good pull is older than maxAgeMs (or failed, or never ran). */
  runIfStale(kind: 'jobs' | 'content', maxAgeMs: number): Promise<void> | null {
    const last = this.finishedAt[kind];
    if (this[kind] === 'syncing' || (this[kind] === 'ok' && last !== undefined && Date.now() - last < maxAgeMs))
      return null;
    return this.run(kind);
  }
}

export const syncState = new SyncState();

type Feed = 'jobs' | 'content';
const FEEDS: readonly Feed[] = ['jobs', 'content'];

/** How many open screens show each feed (useEnsureSynced): only those are pulled at once. */
const wanted: Record<Feed, number> = { jobs: 0, content: 0 };

/** A screen showing the feed opened; returns its release. */
export function wantFeed(kind: Feed): () => void {
  wanted[kind] += 1;
  return () => {
    wanted[kind] -= 1;
  };
}

/** A feed worth pulling now: an open screen shows it, or this device already holds a copy to keep fresh. */
const neededNow = (kind: Feed) => wanted[kind] > 0 || syncState[kind] !== 'idle';

interface IdleWindow {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
}

/** Runs fn once the page has loaded and the browser has nothing better to do (never on the first paint's path). */
function whenIdle(fn: () => void, win: Window & IdleWindow = window): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(fn, { timeout: 15_000 });
    else win.setTimeout(fn, 2_000);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/** What counts as the visitor starting to use the page (a tap, a key, a wheel turn). */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

let engaged: Promise<void> | null = null;

/**
 * Resolves when the feeds may be pulled: at once on a device that already holds its database (a returning
 * visitor keeps it fresh) or for a signed-in user, on a visitor's first visit at the visitor's first interaction, so that a first load (what
 * a search engine or Lighthouse sees) carries neither the catalogue nor Dexie and the schema library.
 */
export function whenEngaged(win: Window = window): Promise<void> {
  engaged ??= deviceHasDb().then((has) => {
    // A signed-in user (the server's readable marker cookie) uses the app: the device keeps its copy.
    if (has || win.document.cookie.split(/;\s*/).includes(`${SIGNED_IN_COOKIE}=1`)) return;
    return new Promise<void>((resolve) => {
      const go = (event: Event) => {
        // Answering the update prompt is not using the page (platform/update.ts).
        if (event.target instanceof Element && event.target.closest(`[${UPDATE_PROMPT_ATTR}]`)) return;
        INTERACTIONS.forEach((type) => win.removeEventListener(type, go, true));
        resolve();
      };
      INTERACTIONS.forEach((type) => win.addEventListener(type, go, { capture: true, passive: true }));
    });
  });
  return engaged;
}

let idleScheduled = false;

/** On start and when the network returns: pull the feeds an open screen shows (or this device keeps) now;
 * fill the others in the background once the browser is idle, so the device is ready to go offline.
 * A first visit waits for the visitor's first interaction (whenEngaged). */
export function syncAll(): Promise<void> {
  if (typeof window === 'undefined') return pullFeeds();
  return whenEngaged().then(pullFeeds);
}

function pullFeeds(): Promise<void> {
  const now = FEEDS.filter(neededNow);
  if (now.length < FEEDS.length && !idleScheduled && typeof window !== 'undefined') {
    idleScheduled = true;
    whenIdle(() => {
      idleScheduled = false;
      for (const kind of FEEDS) if (syncState[kind] === 'idle') void syncState.run(kind);
    });
  }
  return Promise.all(now.map((kind) => syncState.run(kind))).then(() => undefined);
}
