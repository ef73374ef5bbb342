// A new release with the page open: the new service worker waits, the page says 'A new version is
// available' and keeps what the user typed; only Reload switches to the new version. The second build is
// the same dist/ with a changed sw.js (a new revision), served by the running server.
import fs from 'node:fs';
import { chooseLanguage, expect, test } from './test.ts';

const swFile = new URL('../dist/sw.js', import.meta.url);

test('a waiting new version is offered, nothing reloads by itself, and Reload activates it', async ({ page }) => {
  await page.goto('/contact');
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
  await page.goto('/');
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
