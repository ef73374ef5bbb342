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
    expect(readEnv({ NODE_ENV: 'production', COMPANY_VAT_NUMBER: ' HU87654321 ' }).app.companyVatNumber).toBe(
      'HU87654321',
    );
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
