// A forgotten password, from 'Forgot password?' to signing in with the new one, following
// the link in the mail the server sent over real SMTP.
import { expect, test } from './test.ts';
import { registerCandidate } from './helpers.ts';
import { mailTo } from './mail.ts';

test('a candidate resets a forgotten password from the mail, is signed out everywhere and signs in again', async ({
  page,
  browser,
}) => {
  // Two browsers, a mail, a reset and three sign-ins: near the default 60 s alone.
  test.slow();
  await registerCandidate(page, 'reset');
  const email = await page.evaluate(async () => {
    const res = await fetch('/api/auth/me', { credentials: 'include' });
    return ((await res.json()) as { data: { user: { email: string } } }).data.user.email;
  });

  // Another device: the role sign-in page → Forgot password?
  const other = await browser.newContext();
  const tab = await other.newPage();
  await tab.goto('/candidate/login');
  await tab.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(tab).toHaveURL(/\/forgot-password$/);
  await tab.getByRole('textbox', { name: /^Email/ }).fill(email);
  await tab.getByRole('button', { name: 'Send reset link' }).click();
  await expect(tab.getByText(`If an account exists for ${email}`)).toBeVisible();

  const mail = await mailTo(email, 'Reset your password');
  expect(mail.text).toContain('Dear Eszter Varga,');
  const link = /(http:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();

  await tab.goto(link!);
  await tab.getByLabel(/^New password/).fill('a-new-secret-9');
  await tab.getByLabel(/^Confirm new password/).fill('a-new-secret-9');
  await tab.getByRole('button', { name: 'Save new password' }).click();
  await expect(tab.getByText('Password changed')).toBeVisible();

  // The first device's session has ended.
  await page.goto('/candidate/applications');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true }).last()).toBeVisible();

  // The link works once.
  await tab.goto(link!);
  await tab.getByLabel(/^New password/).fill('another-secret-9');
  await tab.getByLabel(/^Confirm new password/).fill('another-secret-9');
  await tab.getByRole('button', { name: 'Save new password' }).click();
  await expect(tab.getByText(/This reset link is invalid, used or expired/)).toBeVisible();

  // Sign in with the new password.
  await tab.getByRole('link', { name: 'Back to sign in' }).click();
  await tab.getByRole('textbox', { name: /^Email/ }).fill(email);
  await tab.getByLabel(/^Password/).fill('a-new-secret-9');
  await tab.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(tab).toHaveURL(/\/candidate\/jobs$/);
  await other.close();
});
