// What the opt-in measuring scripts (`npm run lighthouse`, `npm run bench`) share: a free loopback port,
// the real server started as its own process on that port, and Debian's Chromium with the flags this
// machine needs.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * The built app and API on 127.0.0.1:`port` with the demo data: on `databaseUrl` when given, otherwise
 * on the embedded database in a throwaway data folder, with `env`'s settings over the rest. Resolves once
 * /api/health answers.
 */
export async function startServer(
  port: number,
  databaseUrl = '',
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-measure-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      DATABASE_URL: databaseUrl,
      LOGIN_LIMIT_PER_ADDRESS: '10000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited: number | null | undefined;
  child.on('exit', (code) => {
    exited = code;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  // Up to three minutes: a first start migrates and seeds the embedded database, slow on two busy cores.
  // Outside a test runner (npm run bench, lighthouse) as well as in one (e2e/update.spec.ts): a loop with
  // a deadline in time, that also stops when the server exits.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`The server exited (code ${exited}) before answering /api/health`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`The server on port ${port} did not answer /api/health within 3 minutes`);
}
