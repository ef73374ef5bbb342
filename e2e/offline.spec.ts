// After one visit, /jobs, a job detail and a legal page render with the network cut (service worker +
// IndexedDB), with the 'last synced' notice; a contact enquiry made offline is sent when back online.
import { expect, test } from '@playwright/test';
import { expectToast, waitForJobs } from './helpers.ts';

test('jobs and a job detail still render offline after a first visit', async ({ page, context }) => {
  await page.goto('/jobs');
  await waitForJobs(page);
  const firstLink = page.locator('.job-list [role="article"] h2 a').first();
  const title = (await firstLink.textContent())!;
  const href = (await firstLink.getAttribute('href'))!;
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Statement' })).toBeVisible();
  // The service worker must control the page (precache complete, clients claimed) before the network goes.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await context.setOffline(true);
  await page.goto('/jobs');
  await waitForJobs(page);
  await expect(page.getByText("You're offline")).toBeVisible();
  await expect(page.getByText(/Last synced/)).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job Description' })).toBeVisible();

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Statement' })).toBeVisible();

  // A contact enquiry made offline waits in the outbox and goes out when the network returns.
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('First Name').fill('Offline');
  await form.getByLabel('Last Name').fill('Visitor');
  await form.getByLabel('Email').fill('offline@example.com');
  await form.getByLabel('Message').fill('Written on a train without a signal.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Saved for sending');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
  await context.setOffline(false);
  expect((await sent).status()).toBe(201);
  await expectToast(page, 'Message sent');
});
