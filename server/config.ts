// Configuration from the environment (README "Configuration"). Nothing else reads process.env.
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PROXY_FROM, parseAddressList } from './middleware/proxy.ts';
import type { AppConfig, NavSettings, SellerConfig } from './types.ts';
import { fromRoot } from './paths.ts';
import { isIban, parseEuVatNumber, parseHuTaxNumber } from './contract/taxIds.ts';

export interface ServerEnv {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  ownerEmail?: string;
  ownerPassword?: string;
  /** OWNER_PROMOTE_EXISTING=1: OWNER_EMAIL may promote an account registered by the public (once, knowingly). */
  ownerPromoteExisting: boolean;
  sessionSecret?: string;
  /** A request must arrive whole (headers and body) within this many ms, else 408 (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** LOG_LEVEL (fatal, error, warn, info, debug, trace, silent): info by default (the test harness
   * keeps its servers silent unless a test captures their log). */
  logLevel: string;
  /** Seed the demo data: default on the embedded database only (SEED_DEMO=1/0 overrides). */
  seedDemo?: boolean;
  /** BENCH_LOOP_DELAY=1 (`npm run bench` only): the server reports its event-loop delay when asked on its
   * standard input (server/benchProbe.ts); nothing of it is reachable over HTTP. */
  benchLoopDelay?: boolean;
  /** Threads drawing the public pages (RENDER_THREADS; 0: the server's own thread). */
  renderThreads: number;
  app: Omit<AppConfig, 'sessionSecret'>;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const company = seller(env);
  return {
    port: portNumber(env.PORT, 3000, 'PORT'),
    // The embedded default (a demo or one person's try-out) is reachable from this machine only unless
    // HOST says otherwise; a server on PostgreSQL is a deployment and listens on every interface.
    host: env.HOST || (env.DATABASE_URL ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? fromRoot('data')),
    ownerEmail: env.OWNER_EMAIL || undefined,
    ownerPassword: env.OWNER_PASSWORD || undefined,
    ownerPromoteExisting: ['1', 'true', 'yes'].includes(env.OWNER_PROMOTE_EXISTING ?? ''),
    sessionSecret: env.SESSION_SECRET || undefined,
    logLevel: logLevel(env.LOG_LEVEL, 'info'),
    requestTimeoutMs: positiveInt(env.REQUEST_TIMEOUT_MS, 60_000, 'REQUEST_TIMEOUT_MS'),
    seedDemo:
      env.SEED_DEMO === undefined || env.SEED_DEMO === '' ? undefined : ['1', 'true', 'yes'].includes(env.SEED_DEMO),
    benchLoopDelay: env.BENCH_LOOP_DELAY === '1',
    // One per core, up to 4: each thread holds its own copy of the renderer and React.
    renderThreads: nonNegativeInt(env.RENDER_THREADS, Math.min(os.availableParallelism(), 4), 'RENDER_THREADS'),
    app: {
      env: env.NODE_ENV ?? 'production',
      company: company.name,
      seller: company,
      nav: navSettings(env, company),
      navRetryBaseMs: positiveInt(env.NAV_RETRY_BASE_MS, 30_000, 'NAV_RETRY_BASE_MS'),
      navTimeoutMs: positiveInt(env.NAV_TIMEOUT_MS, 60_000, 'NAV_TIMEOUT_MS'),
      navLostWaitMs: positiveInt(env.NAV_LOST_WAIT_MS, 5 * 60_000, 'NAV_LOST_WAIT_MS'),
      brand: env.BRAND_NAME ?? 'Portal Talent',
      domain: env.SITE_DOMAIN ?? 'portaltalent.eu',
      mailFrom: env.MAIL_FROM ?? 'hello@portaltalent.eu',
      smtpUrl: env.SMTP_URL || undefined,
      staffEmail: env.STAFF_EMAIL || env.MAIL_FROM || 'hello@portaltalent.eu',
      mailRetryBaseMs: positiveInt(env.MAIL_RETRY_BASE_MS, 30_000, 'MAIL_RETRY_BASE_MS'),
      mailRetentionDays: positiveInt(env.MAIL_RETENTION_DAYS, 30, 'MAIL_RETENTION_DAYS'),
      staticDir: path.resolve(env.STATIC_DIR ?? fromRoot('dist')),
      publicUrl: publicUrl(env),
      trustProxy: proxyHops(env.TRUST_PROXY) > 0,
      proxyHops: proxyHops(env.TRUST_PROXY),
      trustProxyFrom: env.TRUST_PROXY_FROM?.trim()
        ? parseAddressList(env.TRUST_PROXY_FROM, 'TRUST_PROXY_FROM')
        : DEFAULT_PROXY_FROM,
      loginLimits: {
        perAccount: positiveInt(env.LOGIN_LIMIT_PER_ACCOUNT, 100, 'LOGIN_LIMIT_PER_ACCOUNT'),
        accountWindowMs: 60 * 60 * 1000,
        perAddress: positiveInt(env.LOGIN_LIMIT_PER_ADDRESS, 100, 'LOGIN_LIMIT_PER_ADDRESS'),
        addressWindowMs: 15 * 60 * 1000,
        freeAttempts: 3,
        baseDelayMs: positiveInt(env.LOGIN_DELAY_BASE_MS, 1000, 'LOGIN_DELAY_BASE_MS'),
        maxDelayMs: 15 * 60 * 1000,
      },
      formLimits: {
        perAddress: positiveInt(env.FORM_LIMIT_PER_ADDRESS, 20, 'FORM_LIMIT_PER_ADDRESS'),
        windowMs: 60 * 60 * 1000,
      },
      readCacheMs: nonNegativeInt(env.READ_CACHE_MS, 1000, 'READ_CACHE_MS'),
      uploadLimits: {
        perAddress: positiveInt(env.UPLOAD_LIMIT_PER_ADDRESS, 20, 'UPLOAD_LIMIT_PER_ADDRESS'),
        windowMs: 60 * 60 * 1000,
        // A signed-in account: uploads per window, and bytes kept in all (README "Uploads").
        perAccount: positiveInt(env.UPLOAD_LIMIT_PER_ACCOUNT, 20, 'UPLOAD_LIMIT_PER_ACCOUNT'),
        quotaBytes: positiveInt(env.UPLOAD_QUOTA_MB, 50, 'UPLOAD_QUOTA_MB') * 1024 * 1024,
      },
    },
  };
}

/** The company's own details as an invoice's seller and a payslip's employer (Áfa tv. 169. § c)–d)): its
 * legal name, registered address, Hungarian tax number, EU VAT number and bank account. Each is required
 * with NODE_ENV=production, where a placeholder would be printed on real invoices: start-up refuses, naming
 * every one missing. Elsewhere (development, tests, the demo) a placeholder stands in for each one unset.
 * A value given is always checked (check digits, the EU VAT number being HU + the tax number's first 8). */
function seller(env: NodeJS.ProcessEnv): SellerConfig {
  const production = env.NODE_ENV === 'production';
  const given = (name: keyof typeof SELLER_PLACEHOLDERS): string | undefined => env[name]?.trim() || undefined;
  const missing = (Object.keys(SELLER_PLACEHOLDERS) as (keyof typeof SELLER_PLACEHOLDERS)[]).filter((n) => !given(n));
  if (production && missing.length > 0)
    throw new Error(
      `Refusing to start: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. With NODE_ENV=production ` +
        "the company's legal name, address, Hungarian tax number (12345678-2-41), EU VAT number (HU12345678) and " +
        "IBAN must all be set: every invoice prints them as the seller's and every payslip as the employer's.",
    );
  const vatGiven = given('COMPANY_VAT_NUMBER');
  const taxGiven = given('COMPANY_TAX_NUMBER');
  // Unset outside production, each of the two numbers follows the other when that one is given.
  const taxText =
    taxGiven ?? (vatGiven ? `${vatGiven.replace(/^HU/i, '')}-2-41` : SELLER_PLACEHOLDERS.COMPANY_TAX_NUMBER);
  const taxNumber = parseHuTaxNumber(taxText);
  if (!taxNumber)
    throw new Error(
      `COMPANY_TAX_NUMBER must be a Hungarian tax number with its check digit, like 12345676-2-41, not "${taxText}".`,
    );
  const euVatNumber = (vatGiven ?? `HU${taxNumber.taxpayerId}`).replace(/\s/g, '').toUpperCase();
  if (!parseEuVatNumber(euVatNumber) || euVatNumber !== `HU${taxNumber.taxpayerId}`)
    throw new Error(
      `COMPANY_VAT_NUMBER must be HU followed by the first 8 digits of COMPANY_TAX_NUMBER (HU${taxNumber.taxpayerId}), not "${euVatNumber}".`,
    );
  const bankAccount = (given('COMPANY_IBAN') ?? SELLER_PLACEHOLDERS.COMPANY_IBAN).replace(/\s/g, '').toUpperCase();
  if (!isIban(bankAccount))
    throw new Error(`COMPANY_IBAN must be an IBAN with its check digits, not "${bankAccount}".`);
  return {
    name: given('COMPANY_NAME') ?? SELLER_PLACEHOLDERS.COMPANY_NAME,
    address: {
      countryCode: 'HU',
      postalCode: given('COMPANY_POSTAL_CODE') ?? SELLER_PLACEHOLDERS.COMPANY_POSTAL_CODE,
      city: given('COMPANY_CITY') ?? SELLER_PLACEHOLDERS.COMPANY_CITY,
      street: given('COMPANY_STREET') ?? SELLER_PLACEHOLDERS.COMPANY_STREET,
    },
    taxNumber,
    euVatNumber,
    bankAccount,
  };
}

/** The NAV technical user (created on NAV's Online Számla portal) and the endpoint: all five of NAV_API_URL,
 * NAV_LOGIN, NAV_PASSWORD, NAV_SIGNING_KEY and NAV_EXCHANGE_KEY, or none (then nothing is reported, and every
 * submission says so). Some but not all refuses the start, naming the missing ones. */
function navSettings(env: NodeJS.ProcessEnv, company: SellerConfig): NavSettings | undefined {
  const names = ['NAV_API_URL', 'NAV_LOGIN', 'NAV_PASSWORD', 'NAV_SIGNING_KEY', 'NAV_EXCHANGE_KEY'] as const;
  const value = (name: string): string | undefined => env[name]?.trim() || undefined;
  const missing = names.filter((n) => !value(n));
  if (missing.length === names.length) return undefined;
  if (missing.length > 0)
    throw new Error(
      `NAV reporting needs all of ${names.join(', ')}: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set.`,
    );
  const apiUrl = env.NAV_API_URL!.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s]+$/.test(apiUrl))
    throw new Error(
      `NAV_API_URL must be the service's address, like https://api.onlineszamla.nav.gov.hu/invoiceService/v3, not "${apiUrl}".`,
    );
  const login = env.NAV_LOGIN!.trim();
  if (!/^[a-zA-Z0-9]{6,15}$/.test(login))
    throw new Error("NAV_LOGIN must be the technical user's login: 6–15 letters or digits.");
  const exchangeKey = env.NAV_EXCHANGE_KEY!.trim();
  // The token is AES-128 encrypted with it (spec § 1.8.10.2): 16 bytes.
  if (Buffer.byteLength(exchangeKey, 'utf8') !== 16)
    throw new Error("NAV_EXCHANGE_KEY must be the technical user's exchange key (cserekulcs): 16 characters.");
  const softwareId = value('NAV_SOFTWARE_ID') ?? `HU${company.taxNumber.taxpayerId}-PORTAL1`;
  if (!/^[0-9A-Z-]{18}$/.test(softwareId))
    throw new Error(`NAV_SOFTWARE_ID must be 18 capitals, digits or dashes, not "${softwareId}".`);
  return {
    apiUrl,
    login,
    password: env.NAV_PASSWORD!,
    signingKey: env.NAV_SIGNING_KEY!.trim(),
    exchangeKey,
    softwareId,
    softwareContact: value('NAV_SOFTWARE_CONTACT') ?? env.MAIL_FROM ?? 'hello@portaltalent.eu',
  };
}

/** What stands in for each of the seller's settings outside production (valid check digits throughout). */
export const SELLER_PLACEHOLDERS = {
  COMPANY_NAME: 'Portal Talent Partners Ltd',
  COMPANY_POSTAL_CODE: '1051',
  COMPANY_CITY: 'Budapest',
  COMPANY_STREET: 'Október 6. utca 12.',
  COMPANY_TAX_NUMBER: '12345676-2-41',
  COMPANY_VAT_NUMBER: 'HU12345676',
  COMPANY_IBAN: 'HU42117730161111101800000000',
} as const;

/** PUBLIC_URL, the base of every absolute link the server writes (mail, sitemap, robots.txt, feed,
 * canonical/hreflang/JSON-LD/OG), never taken from a request's Host or X-Forwarded-Host: required with
 * NODE_ENV=production; elsewhere (the embedded default, development, tests) this server's own listen
 * address. No trailing slash. */
function publicUrl(env: NodeJS.ProcessEnv): string {
  const given = env.PUBLIC_URL?.trim();
  if (given) {
    let url: URL | undefined;
    try {
      url = new URL(given);
    } catch {
      // reported below
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash)
      throw new Error(`PUBLIC_URL must be the site's address, like https://portaltalent.eu, not "${given}".`);
    return given.replace(/\/+$/, '');
  }
  if (env.NODE_ENV === 'production')
    throw new Error(
      "Refusing to start: PUBLIC_URL is not set. With NODE_ENV=production it must be the site's public address " +
        '(e.g. https://portaltalent.eu): every link in mail, the sitemap and the feed is built on it.',
    );
  const host = env.HOST || '127.0.0.1';
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${Number(env.PORT ?? 3000)}`;
}

/** TRUST_PROXY: how many reverse proxies of ours stand in front (each appends the address it saw to
 * X-Forwarded-For). `1`/`true` is one; `2` two, and so on; unset, `0` or `false` none. The client's
 * address is the entry that many places from the right: entries further left are whatever the client
 * sent, and trusting them would let anyone pick a fresh address per request. */
function proxyHops(value: string | undefined): number {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === '0' || v === 'false' || v === 'no') return 0;
  if (v === 'true' || v === 'yes') return 1;
  if (/^[1-9]\d?$/.test(v)) return Number(v);
  throw new Error(`TRUST_PROXY must be a number of proxy hops (1, 2, …) or true/false, not "${value}".`);
}

function nonNegativeInt(value: string | undefined, fallback: number, name: string): number {
  return value?.trim() === '0' ? 0 : positiveInt(value, fallback, name);
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
function logLevel(value: string | undefined, fallback: string): string {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return fallback;
  if (!LOG_LEVELS.includes(v)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}".`);
  return v;
}

/** Every number from the environment is read by one of the helpers below, which refuse anything but
 * plain digits (not `abc`, `1e3`, `0x10`, `-1` or `1.5`), naming the variable: a typo stops the start
 * instead of silently turning a limit off (config.test.ts checks every variable this file reads). */
function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, not "${value}".`);
  return n;
}

/** A TCP port: 0 (any free port) to 65535. */
function portNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!(n >= 0 && n <= 65535)) throw new Error(`${name} must be a port number from 0 to 65535, not "${value}".`);
  return n;
}
