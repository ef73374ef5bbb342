// Configuration read from the environment: settings a production server may not start without.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readEnv } from './config.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('COMPANY_VAT_NUMBER', () => {
  it('is required with NODE_ENV=production, and the refusal names the variable', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/COMPANY_VAT_NUMBER is not set/);
    expect(() => readEnv({ NODE_ENV: 'production', COMPANY_VAT_NUMBER: '  ' })).toThrow(/COMPANY_VAT_NUMBER/);
    expect(
      readEnv({ NODE_ENV: 'production', COMPANY_VAT_NUMBER: ' HU87654321 ', PUBLIC_URL: 'https://x.example' }).app
        .companyVatNumber,
    ).toBe('HU87654321');
  });

  it('keeps the placeholder in development and tests', () => {
    expect(readEnv({ NODE_ENV: 'development' }).app.companyVatNumber).toBe('HU12345678');
    expect(readEnv({ NODE_ENV: 'test' }).app.companyVatNumber).toBe('HU12345678');
    expect(readEnv({ NODE_ENV: 'test', COMPANY_VAT_NUMBER: 'HU87654321' }).app.companyVatNumber).toBe('HU87654321');
  });

  it('stops `npm start` with NODE_ENV=production before anything else, with one line saying what to set', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0' };
    delete env.COMPANY_VAT_NUMBER;
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
      expect.objectContaining({ level: 'fatal', msg: expect.stringContaining('COMPANY_VAT_NUMBER is not set') }),
    ]);
    expect(output).not.toContain('Portal running');
  });
});

describe('PUBLIC_URL', () => {
  const production = { NODE_ENV: 'production', COMPANY_VAT_NUMBER: 'HU87654321' };

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
