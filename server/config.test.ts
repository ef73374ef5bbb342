// Configuration read from the environment: settings a production server may not start without.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readEnv } from './config.ts';
import { startEnv } from '../scripts/lib/startEnv.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Every setting of the company as seller and employer, valid (the check digits hold). */
const SELLER_ENV = {
  COMPANY_NAME: 'Példa Bérszámfejtő Kft.',
  COMPANY_POSTAL_CODE: '1011',
  COMPANY_CITY: 'Budapest',
  COMPANY_STREET: 'Fő utca 1.',
  COMPANY_TAX_NUMBER: '87654323-2-41',
  COMPANY_VAT_NUMBER: 'HU87654323',
  COMPANY_IBAN: 'HU42 1177 3016 1111 1018 0000 0000',
};

describe("the company's seller details (COMPANY_*)", () => {
  it('are each required with NODE_ENV=production, and the refusal names every one missing', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(
      /COMPANY_NAME, COMPANY_POSTAL_CODE, COMPANY_CITY, COMPANY_STREET, COMPANY_TAX_NUMBER, COMPANY_VAT_NUMBER, COMPANY_IBAN are not set/,
    );
    const { COMPANY_IBAN: _iban, ...withoutIban } = SELLER_ENV;
    expect(() => readEnv({ NODE_ENV: 'production', ...withoutIban, COMPANY_STREET: '  ' })).toThrow(
      /COMPANY_STREET, COMPANY_IBAN are not set/,
    );
    expect(readEnv({ NODE_ENV: 'production', ...SELLER_ENV, PUBLIC_URL: 'https://x.example' }).app.seller).toEqual({
      name: 'Példa Bérszámfejtő Kft.',
      address: { countryCode: 'HU', postalCode: '1011', city: 'Budapest', street: 'Fő utca 1.' },
      taxNumber: { taxpayerId: '87654323', vatCode: '2', countyCode: '41' },
      euVatNumber: 'HU87654323',
      bankAccount: 'HU42117730161111101800000000',
    });
  });

  it('refuse a wrong check digit, a VAT number of another company and a broken IBAN, in any environment', () => {
    expect(() => readEnv({ NODE_ENV: 'test', COMPANY_TAX_NUMBER: '87654321-2-41' })).toThrow(/COMPANY_TAX_NUMBER/);
    expect(() => readEnv({ NODE_ENV: 'test', COMPANY_VAT_NUMBER: 'HU87654321' })).toThrow(/COMPANY_TAX_NUMBER/);
    expect(() =>
      readEnv({ NODE_ENV: 'test', COMPANY_TAX_NUMBER: '87654323-2-41', COMPANY_VAT_NUMBER: 'HU12345676' }),
    ).toThrow(/COMPANY_VAT_NUMBER must be HU followed by the first 8 digits of COMPANY_TAX_NUMBER \(HU87654323\)/);
    expect(() => readEnv({ NODE_ENV: 'test', COMPANY_IBAN: 'HU43117730161111101800000000' })).toThrow(/COMPANY_IBAN/);
  });

  it('keep valid placeholders in development and tests, the two numbers following each other', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const { seller } = readEnv({ NODE_ENV }).app;
      expect(seller.euVatNumber).toBe('HU12345676');
      expect(seller.taxNumber).toEqual({ taxpayerId: '12345676', vatCode: '2', countyCode: '41' });
    }
    expect(readEnv({ NODE_ENV: 'test', COMPANY_VAT_NUMBER: 'hu87654323' }).app.seller.taxNumber.taxpayerId).toBe(
      '87654323',
    );
    expect(readEnv({ NODE_ENV: 'test', COMPANY_TAX_NUMBER: '87654323-2-41' }).app.seller.euVatNumber).toBe(
      'HU87654323',
    );
  });

  it('stops `npm start` with NODE_ENV=production before anything else, with one line saying what to set', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0' };
    for (const name of Object.keys(SELLER_ENV)) delete env[name];
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    const fatal = lines.map((l) => JSON.parse(l) as { level: string; msg: string });
    expect(fatal).toEqual([
      expect.objectContaining({ level: 'fatal', msg: expect.stringContaining('COMPANY_IBAN are not set') }),
    ]);
    expect(output).not.toContain('Portal running');
  });
});

// UPLOAD_LIMIT_PER_ADDRESS=abc and MAIL_RETRY_BASE_MS=abc started normally and turned
// their limits off. Every variable config.ts reads is found in its source: a new one must either refuse
// `abc` naming itself or be listed here as text, so a number added without validation fails this test.
describe('every setting config.ts reads', () => {
  const source = fs.readFileSync(new URL('./config.ts', import.meta.url), 'utf8');
  const read = [...new Set([...source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!))].sort();
  /** Settings that are text (addresses, names, paths, secrets) or a yes/no switch, not numbers. */
  const TEXT = new Set([
    'BENCH_LOOP_DELAY',
    'BRAND_NAME',
    'COMPANY_NAME',
    'COMPANY_CITY',
    'COMPANY_IBAN',
    'COMPANY_POSTAL_CODE',
    'COMPANY_STREET',
    'COMPANY_TAX_NUMBER',
    'COMPANY_VAT_NUMBER',
    'DATABASE_URL',
    'DATA_DIR',
    'HOST',
    'MAIL_FROM',
    'NAV_API_URL',
    'NAV_EXCHANGE_KEY',
    'NAV_LOGIN',
    'NAV_PASSWORD',
    'NAV_SIGNING_KEY',
    'NAV_SOFTWARE_CONTACT',
    'NAV_SOFTWARE_ID',
    'NODE_ENV',
    'OWNER_EMAIL',
    'OWNER_PASSWORD',
    'OWNER_PROMOTE_EXISTING',
    'PUBLIC_URL',
    'SEED_DEMO',
    'SESSION_SECRET',
    'SITE_DOMAIN',
    'SMTP_URL',
    'STAFF_EMAIL',
    'STATIC_DIR',
  ]);
  const checked = read.filter((name) => !TEXT.has(name));

  it('finds the settings in the source', () => {
    expect(checked).toEqual(
      expect.arrayContaining([
        'PORT',
        'MAIL_RETRY_BASE_MS',
        'UPLOAD_LIMIT_PER_ADDRESS',
        'READ_CACHE_MS',
        'TRUST_PROXY',
      ]),
    );
  });

  it.each(checked)('%s=abc refuses to start, naming the variable', (name) => {
    expect(() => readEnv({ NODE_ENV: 'test', [name]: 'abc' })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  const NUMBERS = checked.filter((name) => !['LOG_LEVEL', 'TRUST_PROXY', 'TRUST_PROXY_FROM'].includes(name));
  it.each(NUMBERS)('%s takes plain digits only: not 1e3, 0x10, -1, 1.5 or 12abc', (name) => {
    for (const bad of ['1e3', '0x10', '-1', '1.5', '12abc'])
      expect(() => readEnv({ NODE_ENV: 'test', [name]: bad }), `${name}=${bad}`).toThrow(new RegExp(`\\b${name}\\b`));
    expect(() => readEnv({ NODE_ENV: 'test', [name]: '30' })).not.toThrow();
  });

  it('reads the numbers it was given', () => {
    const env = readEnv({ NODE_ENV: 'test', PORT: '0', MAIL_RETRY_BASE_MS: '500', UPLOAD_LIMIT_PER_ADDRESS: '7' });
    expect(env.port).toBe(0);
    expect(env.app.mailRetryBaseMs).toBe(500);
    expect(env.app.uploadLimits.perAddress).toBe(7);
    expect(() => readEnv({ PORT: '65536' })).toThrow(/PORT/);
  });
});

// Plain `npm start` once drew the pages with React's development build (NODE_ENV unset), several
// times slower. The pages are drawn by the renderer bundle (vite.config.ts), built with React's production
// build, so any server draws with it, whatever its NODE_ENV.
describe("React's build on the server", () => {
  /** The React build a server started with `env` logs (server/main.ts). */
  async function reactLogged(env: NodeJS.ProcessEnv): Promise<unknown> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'react-build-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...env, PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, SEED_DEMO: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      return await new Promise<unknown>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (d: Buffer) => {
          output += d.toString();
          for (const line of output.split('\n'))
            if (line.includes('"react"')) resolve((JSON.parse(line) as { react: unknown }).react);
        });
        child.stderr.on('data', (d: Buffer) => (output += d.toString()));
        child.once('exit', () => reject(new Error(`the server stopped: ${output}`)));
      });
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  it("is production for `npm start`'s server, also with NODE_ENV=development", async () => {
    expect(await reactLogged(startEnv({ NODE_ENV: 'development' }))).toBe('production');
  }, 180_000);
});

describe('PUBLIC_URL', () => {
  const production = { NODE_ENV: 'production', ...SELLER_ENV };

  it('is required with NODE_ENV=production, and the refusal names the variable', () => {
    expect(() => readEnv(production)).toThrow(/PUBLIC_URL is not set/);
    expect(() => readEnv({ ...production, PUBLIC_URL: ' ' })).toThrow(/PUBLIC_URL is not set/);
    expect(() => readEnv({ ...production, PUBLIC_URL: 'portaltalent.eu' })).toThrow(/PUBLIC_URL must be/);
    expect(readEnv({ ...production, PUBLIC_URL: 'https://portaltalent.eu/' }).app.publicUrl).toBe(
      'https://portaltalent.eu',
    );
  });

  it("is this server's own listen address elsewhere, never a request's", () => {
    expect(readEnv({ NODE_ENV: 'test', PORT: '4321' }).app.publicUrl).toBe('http://localhost:4321');
    expect(readEnv({ NODE_ENV: 'development', HOST: '0.0.0.0', PORT: '80' }).app.publicUrl).toBe('http://localhost:80');
    expect(readEnv({ HOST: '192.0.2.7', PORT: '3000' }).app.publicUrl).toBe('http://192.0.2.7:3000');
    expect(readEnv({}).app.publicUrl).toBe('http://localhost:3000');
  });

  it('stops `npm start` with NODE_ENV=production, with one line naming it', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, ...production, HOST: '127.0.0.1', PORT: '0' };
    delete env.PUBLIC_URL;
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines.map((l) => JSON.parse(l) as { level: string; msg: string })).toEqual([
      expect.objectContaining({ level: 'fatal', msg: expect.stringContaining('PUBLIC_URL is not set') }),
    ]);
    expect(output).not.toContain('Portal running');
  });
});

describe('NAV Online Számla settings', () => {
  const NAV = {
    NAV_API_URL: 'https://api-test.onlineszamla.nav.gov.hu/invoiceService/v3/',
    NAV_LOGIN: 'portaltest01',
    NAV_PASSWORD: 'technical-user-password',
    NAV_SIGNING_KEY: 'ac-ac3a-7f661bff7d342N43CYX4U9FG',
    NAV_EXCHANGE_KEY: '2CFDZ5NI6X9ZRIYB',
  };
  it('are all five or none: none reports nothing, some refuse to start naming the missing ones', () => {
    expect(readEnv({ NODE_ENV: 'test' }).app.nav).toBeUndefined();
    const { NAV_PASSWORD: _p, NAV_EXCHANGE_KEY: _k, ...partial } = NAV;
    expect(() => readEnv({ NODE_ENV: 'test', ...partial })).toThrow(/NAV_PASSWORD, NAV_EXCHANGE_KEY are not set/);
    expect(readEnv({ NODE_ENV: 'test', ...NAV, COMPANY_TAX_NUMBER: '12345676-2-41' }).app.nav).toEqual({
      apiUrl: 'https://api-test.onlineszamla.nav.gov.hu/invoiceService/v3',
      login: 'portaltest01',
      password: 'technical-user-password',
      signingKey: NAV.NAV_SIGNING_KEY,
      exchangeKey: NAV.NAV_EXCHANGE_KEY,
      softwareId: 'HU12345676-PORTAL1',
      softwareContact: 'hello@portaltalent.eu',
    });
  });
  it('refuse a login, exchange key, address or software id NAV would not take', () => {
    expect(() => readEnv({ NODE_ENV: 'test', ...NAV, NAV_LOGIN: 'a-b' })).toThrow(/NAV_LOGIN/);
    expect(() => readEnv({ NODE_ENV: 'test', ...NAV, NAV_EXCHANGE_KEY: 'short' })).toThrow(/NAV_EXCHANGE_KEY/);
    expect(() => readEnv({ NODE_ENV: 'test', ...NAV, NAV_API_URL: 'nav' })).toThrow(/NAV_API_URL/);
    expect(() => readEnv({ NODE_ENV: 'test', ...NAV, NAV_SOFTWARE_ID: 'portal' })).toThrow(/NAV_SOFTWARE_ID/);
  });
});
