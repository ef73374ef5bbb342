// Test harness: a real server (createApp via boot) listening on a loopback port, on its own fresh
// PostgreSQL database (or embedded PGlite), each a copy of one migrated once for the run (global-setup.ts),
// and an HTTP client that keeps cookies like a browser.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import knexPkg, { type Knex } from 'knex';
import { inject, vi } from 'vitest';
import { boot } from '../boot.ts';
import { databaseNow } from '../db/index.ts';
import { readEnv } from '../config.ts';
import { listen } from '../listen.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import type { JobAlertWorker } from '../features/alerts/worker.ts';
import type { Role } from '../contract/index.ts';
import type { FileStore } from '../storage/files.ts';
import type { LiveHub } from '../features/live/hub.ts';
import type { PageDrawer } from '../features/seo/render.ts';
import { createLogger } from '../log/index.ts';
import type { DestinationStream } from 'pino';
import { readPgliteImage } from './templates.ts';

export interface TestServer {
  url: string;
  /** The test's own PostgreSQL database (undefined on PGlite): a second server may open it too. */
  databaseUrl?: string;
  db: Knex;
  /** The job alert worker (not started: a test calls its run() with a fixed time). */
  alerts: JobAlertWorker;
  /** Where the server keeps uploads' bytes. */
  files: FileStore;
  /** The server's live events' hub (its close() is the shutdown's first step). */
  live: LiveHub;
  /** What draws the server's public pages (its threads end on close). */
  pages: PageDrawer;
  close(): Promise<void>;
  client(): Client;
  /** A signed-in client for a new user of this role. */
  as(role: Role, overrides?: Partial<NewUser>): Promise<{ client: Client; user: { id: number; email: string } }>;
  createUser(u?: Partial<NewUser>): Promise<{ id: number; email: string }>;
}

interface NewUser {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
}
/** Resolves once the database clock reads later than `t` (to the millisecond a Date holds), so rows
 * stamped from now on carry a later timestamp than `t`. */
export async function untilDatabaseClockPasses(db: Knex, t: Date): Promise<void> {
  await vi.waitFor(
    async () => {
      if ((await databaseNow(db)).getTime() <= t.getTime())
        throw new Error(`the database clock has not passed ${t.toISOString()}`);
    },
    { timeout: 5_000, interval: 1 },
  );
}

/** Runs `call` and records the SQL of every query the server's database is asked meanwhile: the call's
 * result and those statements (a read served from a cache asks none). */
export async function queriesDuring<T>(
  db: Knex,
  call: () => Promise<T>,
): Promise<{ result: T; sql: string[]; statements: { sql: string; bindings: readonly unknown[] }[] }> {
  const statements: { sql: string; bindings: readonly unknown[] }[] = [];
  const record = (q: { sql: string; bindings?: readonly unknown[] }) =>
    statements.push({ sql: q.sql, bindings: q.bindings ?? [] });
  db.on('query', record);
  try {
    const result = await call();
    return { result, sql: statements.map((q) => q.sql), statements };
  } finally {
    db.off('query', record);
  }
}

/** The plan PostgreSQL (or PGlite) makes for a statement queriesDuring recorded. */
export async function planOf(db: Knex, statement: { sql: string; bindings: readonly unknown[] }): Promise<string> {
  const { rows } = await db.raw<{ rows: Record<string, string>[] }>(
    `explain ${statement.sql.replace(/\$\d+/g, '?')}`,
    statement.bindings as Knex.RawBinding[],
  );
  return rows.map((r) => Object.values(r).join('')).join('\n');
}

export const TEST_PASSWORD = 'correct-horse-battery';

let passwordHash: Promise<string> | undefined;

export async function startServer(
  opts: {
    engine?: 'postgresql' | 'pglite';
    seedDemo?: boolean;
    env?: NodeJS.ProcessEnv;
    /** Reuse this PostgreSQL database (one made by a server started with keepDatabase, or one of a
     *  cluster the test runs itself); dropped on close unless keepDatabase. */
    databaseUrl?: string;
    /** Leave the database in place on close (its url is TestServer.databaseUrl). */
    keepDatabase?: boolean;
    /** Start the outbox worker (default on). */
    mailWorker?: boolean;
    /** Start the NAV Online Számla worker (default off: tests of NAV reporting turn it on). */
    navWorker?: boolean;
    /** Capture the structured log (every level from debug up) instead of keeping quiet. */
    log?: DestinationStream;
    /** The page renderer's bundle, when not the built one (boot). */
    renderBundle?: string;
  } = {},
): Promise<TestServer> {
  const engine = opts.engine ?? 'postgresql';
  let databaseUrl = opts.databaseUrl;
  let dropDatabase = async () => {};
  if (opts.databaseUrl) {
    databaseUrl = opts.databaseUrl;
    const name = /\/([^/]+)$/.exec(databaseUrl)![1];
    dropDatabase = async () => {
      const a = knexPkg({ client: 'pg', connection: inject('pgUrl') });
      await a.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.destroy();
    };
  } else if (engine === 'postgresql') {
    const admin = knexPkg({ client: 'pg', connection: inject('pgUrl') });
    const name = `t_${crypto.randomBytes(6).toString('hex')}`;
    // A copy of the database global-setup.ts migrated once: no test server migrates from nothing.
    await admin.raw(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    await admin.destroy();
    databaseUrl = inject('pgUrl').replace(/\/[^/]+$/, `/${name}`);
    dropDatabase = async () => {
      const a = knexPkg({ client: 'pg', connection: inject('pgUrl') });
      await a.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.destroy();
    };
  }
  const settings: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1', // where it listens (below); a test of other addresses passes its own HOST
    LOGIN_LIMIT_PER_ADDRESS: '1000',
    // A throttled sign-in waits a minute (not a second): no test's timing can outlast a wait it asserts.
    LOGIN_DELAY_BASE_MS: '60000',
    FORM_LIMIT_PER_ADDRESS: '100000', // every test posts from 127.0.0.1; a test of the limit sets its own
    ...opts.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  // Listening first, on a free port, so the server knows its own address as `npm start` does: without
  // PUBLIC_URL its links are built on it (server/config.ts). Requests wait for the app below.
  const answer: { handle?: ReturnType<typeof app.callback> } = {};
  const server: Server = await listen(
    { callback: () => (req, res) => void answer.handle!(req, res) },
    0,
    '127.0.0.1',
    readEnv(settings).requestTimeoutMs,
  );
  const port = (server.address() as AddressInfo).port;
  const env = readEnv({ ...settings, PORT: String(port) });
  const { app, database, mail, alerts, nav, files, live, pages } = await boot(env, {
    // Quiet unless the test captures the log (then every line from debug up).
    log: opts.log ? createLogger({ level: 'debug', destination: opts.log }) : createLogger({ level: 'silent' }),
    seedDemoData: opts.seedDemo ?? false,
    inMemory: engine === 'pglite',
    image: engine === 'pglite' ? readPgliteImage(inject('pgliteImage')) : undefined,
    renderBundle: opts.renderBundle,
  }).catch((err: unknown) => {
    server.close();
    throw err;
  });
  if (opts.mailWorker ?? true) mail.start();
  if (opts.navWorker) nav.start();
  answer.handle = app.callback();
  const url = `http://127.0.0.1:${port}`;
  const db = database.knex;
  let n = 0;

  const createUser = async (u: Partial<NewUser> = {}) => {
    passwordHash ??= hashPassword(TEST_PASSWORD);
    const role = u.role ?? 'candidate';
    const email = u.email ?? `${role}-${++n}-${crypto.randomBytes(3).toString('hex')}@example.test`;
    const [row] = await db('users')
      .insert({
        email,
        role,
        first_name: u.firstName ?? 'Test',
        last_name: u.lastName ?? `${role.charAt(0).toUpperCase()}${role.slice(1)}${n}`,
        is_active: u.isActive ?? true,
        password_hash: u.password ? await hashPassword(u.password) : await passwordHash,
      })
      .returning(['id', 'email', 'first_name', 'last_name']);
    const written = row as { id: number; email: string; first_name: string; last_name: string };
    const user = { id: written.id, email: written.email };
    // An employer belongs to a client company with complete billing data, named like them (a
    // sole trader), so a contract with them can be made and invoiced; tests of other companies link their own.
    if (role === 'employer') {
      const name = `${written.first_name} ${written.last_name}`;
      const [company] = await db('client_companies')
        .insert({
          legal_name: name,
          country_code: 'HU',
          postal_code: '1051',
          city: 'Budapest',
          street: 'Nádor utca 1.',
          hu_tax_number: '10773381-2-44',
          billing_email: email,
          contact_name: name,
        })
        .returning('id');
      await db('users')
        .where({ id: user.id })
        .update({ company_id: (company as { id: number }).id });
    }
    return user;
  };

  return {
    url,
    databaseUrl,
    db,
    alerts,
    files,
    live,
    pages,
    client: () => new Client(url),
    createUser,
    async as(role, overrides = {}) {
      const user = await createUser({ role, ...overrides });
      const client = new Client(url);
      const res = await client.post('/api/auth/login', {
        email: user.email,
        password: overrides.password ?? TEST_PASSWORD,
      });
      if (res.status !== 200) throw new Error(`login as ${role} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { client, user };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await mail.stop();
      await nav.stop();
      await database.close();
      if (!opts.keepDatabase) await dropDatabase();
    },
  };
}

/** A response body as tests read it: parsed JSON that assertions inspect field by field (a test that
 * wants it checked parses it with the contract's schema or passes T). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary JSON fields; unknown would force a cast in every test
type UntypedJson = any;

export interface Res<T = UntypedJson> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

/** fetch with a cookie jar, JSON by default, like the app's transport. */
export class Client {
  cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async request<T = UntypedJson>(
    method: string,
    path: string,
    body?: unknown,
    init: RequestInit = {},
  ): Promise<Res<T>> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (typeof body === 'string') payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
    const res = await fetch(this.base + path, { ...init, method, headers, body: payload, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq < 0) continue;
      const k = pair.slice(0, eq);
      const v = pair.slice(eq + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(c) || v === '') this.cookies.delete(k);
      else this.cookies.set(k, v);
    }
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text);
    return { status: res.status, body: parsed as T, headers: res.headers, text };
  }
  get<T = UntypedJson>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = UntypedJson>(path: string, body?: unknown, init?: RequestInit) {
    return this.request<T>('POST', path, body, init);
  }
  put<T = UntypedJson>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }
  patch<T = UntypedJson>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body);
  }
  delete<T = UntypedJson>(path: string) {
    return this.request<T>('DELETE', path);
  }
  upload<T = UntypedJson>(
    path: string,
    name: string,
    data: Buffer | Uint8Array,
    type = 'application/octet-stream',
    init?: RequestInit,
  ) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type }), name);
    return this.request<T>('POST', path, form, init);
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A zip of the given files (deflated, as Word writes them): local headers, central directory, end record. */
export function zipOf(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content);
    const packed = zlib.deflateRawSync(data);
    const fileName = Buffer.from(name, 'utf8');
    const fields = (head: Buffer, at: number) => {
      head.writeUInt16LE(8, at); // deflated
      head.writeUInt32LE(crc32(data), at + 6);
      head.writeUInt32LE(packed.length, at + 10);
      head.writeUInt32LE(data.length, at + 14);
      head.writeUInt16LE(fileName.length, at + 18);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    fields(local, 8);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    fields(central, 10);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const ole2Header = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

/** Small valid files of each accepted kind, and some that are not. */
export const files = {
  pdf: (text = 'CV') =>
    Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`),
  // An OLE2 compound file whose directory names Word's stream (UTF-16LE), as a real .doc does.
  doc: () =>
    Buffer.concat([
      ole2Header(),
      Buffer.from('Root Entry', 'utf16le'),
      Buffer.alloc(44),
      Buffer.from('WordDocument', 'utf16le'),
      Buffer.alloc(40),
    ]),
  /** An OLE2 file that is not Word (an Excel workbook renamed to .doc). */
  xls: () =>
    Buffer.concat([
      ole2Header(),
      Buffer.from('Root Entry', 'utf16le'),
      Buffer.alloc(44),
      Buffer.from('Workbook', 'utf16le'),
      Buffer.alloc(48),
    ]),
  /** A minimal real .docx (Word opens it): content types, package relationships, the document. */
  docx: (text = 'CV') =>
    zipOf({
      '[Content_Types].xml':
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ' +
        'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
      '_rels/.rels':
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Target="word/document.xml" ' +
        'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"/>' +
        '</Relationships>',
      'word/document.xml':
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    }),
  exe: () => Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200)]),
};

export const validJob = (over: Record<string, unknown> = {}) => ({
  title: 'Senior Data Engineer',
  company: 'Danube Analytics',
  location: 'Budapest, Hungary',
  type: 'full-time',
  category: 'data-science',
  description: 'Build and run the data platform behind our credit risk models, end to end.',
  requirements: ['5+ years with Python', 'SQL'],
  skills: ['Python', 'Spark', 'Airflow', 'dbt', 'Kafka'],
  salary: { min: 60, max: 80, currency: 'EUR' },
  startDate: '2027-01-15',
  ...over,
});
