import type { Knex } from 'knex';
import type Koa from 'koa';
import type { KeptVersion, ReadCache } from './middleware/readCache.ts';
import type { Language, Role } from './contract/index.ts';
import type { JobsPage } from './contract/pageData.ts';
import type { HuTaxNumber } from './contract/taxIds.ts';
import type { Engine } from './db/index.ts';
import type { SessionData } from './db/tables.ts';
import type { LoginLimits } from './middleware/rateLimit.ts';
import type { FileStore } from './storage/files.ts';
import type { Logger } from './log/index.ts';
import type { DrawnPage } from './features/seo/head.ts';
import type { LiveHub } from './features/live/hub.ts';
import type { PageDrawer } from './features/seo/render.ts';

/** The umbrella company's own details: the seller on invoices, the employer on payslips (config.ts). */
export interface SellerConfig {
  /** Legal name (COMPANY_NAME). */
  name: string;
  /** Registered address; the company is Hungarian. */
  address: { countryCode: 'HU'; postalCode: string; city: string; street: string };
  /** Hungarian tax number (COMPANY_TAX_NUMBER), in NAV's three parts. */
  taxNumber: HuTaxNumber;
  /** EU VAT number, HU + the tax number's first 8 digits (COMPANY_VAT_NUMBER). */
  euVatNumber: string;
  /** IBAN (COMPANY_IBAN), spaces dropped. */
  bankAccount: string;
}

/** NAV Online Számla 3.0: the technical user and the endpoint (NAV_* settings; server/features/nav/). */
export interface NavSettings {
  /** The service's base, e.g. https://api-test.onlineszamla.nav.gov.hu/invoiceService/v3 (NAV_API_URL). */
  apiUrl: string;
  /** The technical user's login, password, signing key and exchange key (NAV_LOGIN, NAV_PASSWORD,
   *  NAV_SIGNING_KEY, NAV_EXCHANGE_KEY). */
  login: string;
  password: string;
  signingKey: string;
  exchangeKey: string;
  /** 18 capitals, digits or dashes naming this software (NAV_SOFTWARE_ID; by default HU + the
   *  seller's taxpayer id + -PORTAL1). */
  softwareId: string;
  /** Who to contact about the software (NAV_SOFTWARE_CONTACT; MAIL_FROM by default). */
  softwareContact: string;
}

export interface AppConfig {
  env: string;
  sessionSecret: string;
  /** Brand facts shown on the settings screen. */
  /** The company's legal name (COMPANY_NAME), as in `seller`. */
  company: string;
  /** The company as every invoice's seller and every payslip's employer (COMPANY_* settings). */
  seller: SellerConfig;
  /** NAV reporting; undefined without the NAV_* settings (then nothing is sent: 'not_configured'). */
  nav?: NavSettings;
  /** First retry delay of a NAV call that failed for now (NAV_RETRY_BASE_MS); doubles with each attempt. */
  navRetryBaseMs: number;
  /** A NAV call without an answer after this many ms is given up and retried (NAV_TIMEOUT_MS, 60 000). */
  navTimeoutMs: number;
  /** After a manageInvoice without an answer, how long before NAV's transactions are listed to see whether
   *  it arrived (NAV_LOST_WAIT_MS, 300 000: spec § 1.9.2's five minutes). */
  navLostWaitMs: number;
  brand: string;
  domain: string;
  mailFrom: string;
  /** SMTP_URL (smtp://user:pass@host:port or smtps://…): unset, mails are built and kept, not sent. */
  smtpUrl?: string;
  /** Where staff notifications go (new enquiries and employer requests): STAFF_EMAIL, else MAIL_FROM. */
  staffEmail: string;
  /** First retry delay of a mail SMTP refused for now; doubles with each attempt. */
  mailRetryBaseMs: number;
  /** Days a sent (or kept, or failed) mail's body is kept (MAIL_RETENTION_DAYS). */
  mailRetentionDays: number;
  /** Where the built web app is (index.html + assets). */
  staticDir: string;
  /** The site's public address (https://example.eu), the base of every absolute link: mail, canonical
   * links, the sitemap, robots.txt and the feed. PUBLIC_URL; outside production, unset, this server's
   * listen address. Never the request's Host. No trailing slash. */
  publicUrl: string;
  /** Trust X-Forwarded-* from a reverse proxy (HTTPS detection, client address). */
  trustProxy: boolean;
  /** How many trusted proxies append to X-Forwarded-For (TRUST_PROXY): the client's address is the
   * entry that many places from the right. 0 when trustProxy is off. */
  proxyHops: number;
  /** The peers whose X-Forwarded-* headers are believed when trustProxy is on (TRUST_PROXY_FROM):
   * addresses and CIDR blocks; from any other peer those headers are dropped (middleware/proxy.ts). */
  trustProxyFrom: string[];
  /** Sign-in throttling (middleware/rateLimit.ts, README "Sign-in throttling"). */
  loginLimits: LoginLimits;
  /** Registration, contact and employer-request posts per client address per window. */
  formLimits: { perAddress: number; windowMs: number };
  /** CV uploads: at registration (no account needed) per client address per window; a signed-in
   * account's uploads per window and the bytes its files may take in all. */
  uploadLimits: { perAddress: number; windowMs: number; perAccount: number; quotaBytes: number };
  /** How long a session + user and a public job read may be reused in this process (0: never; READ_CACHE_MS). */
  readCacheMs: number;
}

export interface AppDeps {
  db: Knex;
  engine: Engine;
  config: AppConfig;
  /** Structured log (server/log): lines written during a request carry its id. */
  log: Logger;
  /** Where uploaded files' bytes live (server/storage/files.ts). */
  files: FileStore;
  /** Wakes the mail worker after a transaction that wrote mail commits (it also polls). */
  mailer: { nudge(): void };
  /** This process's live events: the streams of GET /api/events (features/live/hub.ts). */
  live: LiveHub;
  /** Draws the public pages (features/seo/render.ts). */
  pages: PageDrawer;
}

export interface SessionUser {
  id: number;
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
  is_active: boolean;
  language: Language;
  notifications: boolean;
  created_at: Date;
  updated_at: Date;
}

/** One page of the searched public board (features/jobs/routes.ts): contract/pageData.ts's JobsPage, and
 * until when it holds. */
export interface BoardPage extends JobsPage {
  /** When to search again although no job was written: a job it found leaves the board (ms epoch). */
  keepUntil: number;
}

/** How many jobs a board search finds in all (features/jobs/routes.ts), and until when that holds while no
 * job is written (ms epoch). */
export interface BoardCount {
  total: number;
  totalExact: boolean;
  keepUntil: number;
}

/** An answer as sent (features/jobs/routes.ts): its JSON serialized once, its ETag, and a gzip copy made the
 * first time a client takes one (large answers only). */
export interface KeptAnswer {
  json: Buffer;
  etag: string;
  gzip?: Buffer;
}

/** A listed job's answer as sent, until its listing ends. */
export interface KeptJob extends KeptAnswer {
  keepUntil: number;
}

export interface AppCaches {
  /** The jobs' catalogue version (catalogue_versions), remembered between writes (middleware/readCache.ts). */
  jobsVersion: KeptVersion;
  /** A listed job's answer by the jobs' version and its slug (versioned: writes elsewhere do not drop them). */
  jobs: ReadCache<KeptJob>;
  /** The searched public board's pages, keyed by the jobs' catalogue version and the search (versioned:
   * writes elsewhere do not drop them). */
  board: ReadCache<BoardPage>;
  /** How many jobs each search finds, by the same version and search (versioned too). */
  boardCounts: ReadCache<BoardCount>;
  /** Drawn pages of visitors without a session, by address, language and their data's version (features/seo/head.ts). */
  pages: ReadCache<DrawnPage>;
  /** A session's data and user by the session id's hash. */
  sessions: ReadCache<{ data: SessionData; user?: SessionUser }>;
}

export interface AppState {
  user: SessionUser | null;
  /** This request's id (server/log): the X-Request-Id header, every log line and error body. */
  requestId?: string;
  /** This response's Content-Security-Policy nonce (pages only; middleware/securityHeaders.ts). */
  cspNonce?: string;
}

/** What koa-session puts on ctx.session (its own types leave it untyped): the signed-in user's id, and
 * regenerate() to move the data to a fresh session id. Assigning null ends the session. */
interface AppSession {
  userId?: number;
  /** Staff two-factor sign-in: the password was right, the code is still to come (no user session yet). */
  totpPending?: { userId: number; at: number };
  /** A TOTP secret being set up, until its first code confirms it. */
  totpSetup?: string;
  regenerate(): Promise<void> | undefined;
}

/** Koa's context plus what this app adds (koa-session and @koa/multer augment Koa.DefaultContext). */
export type AppContextExtras = Koa.DefaultContext & {
  deps: AppDeps;
  /** Answers kept a moment in this process (middleware/readCache.ts). */
  caches: AppCaches;
  params: Record<string, string>;
  session: AppSession | null;
};
export type AppContext = Koa.ParameterizedContext<AppState, AppContextExtras>;
