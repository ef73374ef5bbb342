// Answers that may be a moment old ("one query, or none, with a short cache"): a signed-in
// request's session + user and a public job read by slug are kept in this process for READ_CACHE_MS
// (1 s by default; 0 turns every cache off). Any write through this process drops those entries when it
// ends, so a change is seen at once here; another server process on the same database sees it within
// READ_CACHE_MS. A read that began before a write finished never stores what it read (the generation
// check below), and requests missing together share one read.
// A versioned cache (the searched board's catalogue) is keyed by a version the database bumps in the
// writing transaction (catalogue_versions): no other request drops it, every process sees a change at
// its commit, and an entry lasts until its own keepUntil.
import type Koa from 'koa';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A versioned cache's entries are kept until keepUntil(value) (ms since the epoch), and writes do not drop them. */
export interface Versioned<V> {
  keepUntil: (value: V) => number;
}

export class ReadCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  private readonly reading = new Map<
    string,
    { generation: number; value: Promise<V | undefined>; dropped?: boolean }
  >();
  constructor(
    private readonly owner: ReadCaches,
    private readonly max: number,
    private readonly versioned?: Versioned<V>,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > Date.now()) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Runs `read` on a miss and keeps what it found (not undefined) unless a write ended meanwhile.
   * Requests that miss while the same key is being read, with no write ended since that read began,
   * wait for it rather than each reading again (a dear entry such as the board's catalogue is read once). */
  async through(key: string, read: () => Promise<V | undefined>): Promise<V | undefined> {
    const cached = this.get(key);
    if (cached !== undefined || this.owner.ttlMs === 0) return cached ?? read();
    // A versioned key names what it holds: a write during the read cannot make it wrong.
    const generation = this.versioned ? -1 : this.owner.generation;
    const running = this.reading.get(key);
    if (running && running.generation === generation) return running.value;
    const reading = read();
    const out = { generation, value: reading, dropped: false };
    this.reading.set(key, out);
    try {
      const value = await reading;
      if (value !== undefined && !out.dropped && (this.versioned || generation === this.owner.generation)) {
        if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
        const until = this.versioned ? this.versioned.keepUntil(value) : Date.now() + this.owner.ttlMs;
        this.entries.set(key, { value, until });
      }
      return value;
    } finally {
      if (this.reading.get(key)?.value === reading) this.reading.delete(key);
    }
  }

  /** Forgets the key, and what a read of it still out finds: a row written or deleted by the caller. */
  delete(key: string): void {
    this.entries.delete(key);
    const running = this.reading.get(key);
    if (running) running.dropped = true;
    this.reading.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** A catalogue's version (catalogue_versions) as this process last read it: remembered until a write through
 * this process ends (its commit may have bumped it) and at most READ_CACHE_MS (another process's write);
 * requests that find it stale together share one read. While a write is still out the version read before it
 * stays what the database holds committed, so reads beside a stream of writes do not each wait for a write to
 * read it again (on PGlite every statement waits for the one connection). */
export class KeptVersion {
  private known?: { value: string; generation: number; until: number };
  private reading?: { generation: number; value: Promise<string> };
  constructor(
    private readonly owner: ReadCaches,
    private readonly read: () => Promise<string>,
  ) {}

  async current(): Promise<string> {
    const { writesEnded: generation, ttlMs } = this.owner;
    const known = this.known;
    if (known && known.generation === generation && known.until > Date.now()) return known.value;
    if (ttlMs === 0) return this.read();
    if (this.reading?.generation === generation) return this.reading.value;
    const startedAt = Date.now();
    const reading = this.read();
    this.reading = { generation, value: reading };
    try {
      const value = await reading;
      // Not kept when a write ended meanwhile: the next request reads it again.
      if (generation === this.owner.writesEnded) this.known = { value, generation, until: startedAt + ttlMs };
      return value;
    } finally {
      if (this.reading?.value === reading) this.reading = undefined;
    }
  }
}

/** The caches of one app (a test process runs many apps, each on its own database). */
export class ReadCaches {
  generation = 0;
  /** Write requests ended (KeptVersion): a write's commit is seen by reads once it ends. */
  writesEnded = 0;
  /** The unversioned caches, which a write drops. */
  private readonly dropped: { clear(): void }[] = [];
  constructor(readonly ttlMs: number) {}

  create<V>(max = 10_000, versioned?: Versioned<V>): ReadCache<V> {
    const cache = new ReadCache<V>(this, max, versioned);
    if (!versioned) this.dropped.push(cache);
    return cache;
  }

  /** A catalogue's version, remembered as KeptVersion says. */
  version(read: () => Promise<string>): KeptVersion {
    return new KeptVersion(this, read);
  }

  /** Forget every unversioned entry: called when a write ends (its changes are committed or rolled back by then). */
  dropAll(): void {
    this.generation += 1;
    for (const cache of this.dropped) cache.clear();
  }

  /** Middleware: every request that may write drops the caches when it ends, whatever it answered, but
   * those named in `keeping` ('POST /api/auth/login'): what they write no kept read holds, apart from the
   * rows the caches' own writers forget one by one (a session's, middleware/session.ts). */
  dropOnWrite(keeping: readonly string[] = []): Koa.Middleware {
    const kept = new Set(keeping);
    return async (ctx, next) => {
      if (SAFE_METHODS.has(ctx.method) || kept.has(`${ctx.method} ${ctx.path}`)) {
        await next();
        return;
      }
      this.dropAll();
      try {
        await next();
      } finally {
        this.writesEnded += 1;
        this.dropAll();
      }
    };
  }
}
