// A new release with the page open: the new service worker waits, the page says 'A new version is
// available' and keeps what the user typed; only Reload switches to the new version. The second build is
// a copy of dist/ with a changed sw.js (a new revision), served by a server of this file's own: the shared
// e2e server's sw.js stays as built, so no other spec running meanwhile is offered the release.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, freePort, startServer } from '../scripts/lib/serve.ts';
import { chooseLanguage, expect, test } from './test.ts';

let server: ChildProcess | undefined;
let staticDir = '';
let swFile = '';
let base = '';

test.beforeAll(async () => {
  test.setTimeout(180_000); // a server of its own, migrated and seeded on the embedded database
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-release-'));
  fs.cpSync(path.join(ROOT, 'dist'), staticDir, { recursive: true });
  swFile = path.join(staticDir, 'sw.js');
  const port = await freePort();
  server = await startServer(port, '', { STATIC_DIR: staticDir });
  base = `http://127.0.0.1:${port}`;
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  fs.rmSync(staticDir, { recursive: true, force: true });
});

test('a waiting new version is offered, nothing reloads by itself, and Reload activates it', async ({ page }) => {
  await page.goto(`${base}/contact`);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(firstWorker).toMatch(/\/sw\.js$/);
  await expect(page.getByText('A new version is available')).toHaveCount(0);

  const original = fs.readFileSync(swFile, 'utf8');
  try {
    fs.writeFileSync(swFile, `${original}\n// e2e release ${Date.now()}\n`);
    await form.getByLabel('First Name').fill('Typed before the release');
    // What the browser does on its own at a navigation or on the page's next visibility check.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(prompt).toBeVisible();
    // Nothing reloaded: the typed text is still there, and the old worker still controls the page.
    await expect(form.getByLabel('First Name')).toHaveValue('Typed before the release');
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Send us a message' }).getByLabel('First Name')).toHaveValue('');
    await expect(page.getByText('A new version is available')).toHaveCount(0);
    const state = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return { waiting: !!reg?.waiting, controlled: navigator.serviceWorker.controller !== null };
    });
    expect(state).toEqual({ waiting: false, controlled: true });
  } finally {
    fs.writeFileSync(swFile, original);
  }
});

test('the prompt speaks Hungarian', async ({ page }) => {
  await chooseLanguage(page, 'hu');
  await page.goto(`${base}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const original = fs.readFileSync(swFile, 'utf8');
  try {
    fs.writeFileSync(swFile, `${original}\n// e2e release hu ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'Új verzió érhető el' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Újratöltés' })).toBeVisible();
    await prompt.getByRole('button', { name: 'Később' }).click();
    await expect(prompt).toHaveCount(0);
  } finally {
    fs.writeFileSync(swFile, original);
  }
});
