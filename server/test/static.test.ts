// Serving the built app: SPA fallback for the app's page routes (404 status for other paths),
// hashed assets cached for a year, HTML never cached, nothing outside the build folder. Also the
// owner account from OWNER_EMAIL / OWNER_PASSWORD.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/lib/precompress.ts';
import { startServer, type TestServer } from './harness.ts';

let s: TestServer;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  s = await startServer({
    env: { STATIC_DIR: dir, OWNER_EMAIL: 'Boss@Example.test', OWNER_PASSWORD: 'owner-password-1' },
  });
});
afterAll(async () => {
  await s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the built app', () => {
  it.each(['/', '/jobs', '/about', '/admin/contracts', '/candidate/applications', '/login'])(
    'serves index.html for %s',
    async (p) => {
      const res = await s.client().get(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.text).toMatch(/<div id="root"[ >]/);
    },
  );

  it('answers unknown paths with the app and a 404 status', async () => {
    const res = await s.client().get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<div id="root">');
  });

  it('answers a broken percent-escape with the not-found page, not a server error', async () => {
    for (const p of ['/%E0%A4%A', '/jobs/%E0%A4%A', '/assets/%ZZ.js']) {
      const res = await fetch(`${s.url}${p}`);
      expect(res.status, p).toBe(404);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and the service worker not at all', async () => {
    const asset = await s.client().get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const sw = await s.client().get('/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the copies compressed at build time in the encoding the browser accepts', async () => {
    const big = `export const words = ${JSON.stringify('Budapest állás '.repeat(400))};\n`;
    fs.writeFileSync(path.join(dir, 'assets', 'big-abc123.js'), big);
    // A copy from an earlier build whose file has since changed must go.
    fs.writeFileSync(path.join(dir, 'sw.js.br'), 'stale');
    await precompressDir(dir);
    expect(fs.existsSync(path.join(dir, 'sw.js.br'))).toBe(false); // under 1 KB: no copy, the stale one gone
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${s.url}/assets/big-abc123.js`, { headers: { 'Accept-Encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toContain('javascript');
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(await res.text()).toBe(big); // fetch decodes it: the same file
    }
    const plain = await fetch(`${s.url}/assets/big-abc123.js`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(big);

    // The file replaced after the build (its copies now older): the new content is sent, never the copy.
    const newer = big.replace('Budapest', 'Debrecen');
    const file = path.join(dir, 'assets', 'big-abc123.js');
    fs.writeFileSync(file, newer);
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    const replaced = await fetch(`${s.url}/assets/big-abc123.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(await replaced.text()).toBe(newer);
  });

  it('sends JSON answers of a few KB uncompressed (large ones are compressed: scale.test.ts)', async () => {
    const res = await fetch(`${s.url}/api/about?lang=en`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    const size = (await res.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(2048);
    expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('serves nothing outside the build folder', async () => {
    const res = await fetch(`${s.url}/..%2f..%2f..%2fetc%2fpasswd`);
    expect(await res.text()).not.toContain('root:');
    const api = await s.client().get('/api/../etc/passwd');
    expect(api.text).not.toContain('root:');
  });
});

describe('OWNER_EMAIL and OWNER_PASSWORD', () => {
  it('make the owner account exist with those credentials', async () => {
    const res = await s.client().post('/api/auth/login', { email: 'boss@example.test', password: 'owner-password-1' });
    expect(res.status).toBe(200);
    expect(res.body.data.user.role).toBe('owner');
  });
});
