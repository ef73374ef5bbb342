// Signing in restores the account's language on a fresh browser; registering an address that
// already has an account opens no session and tells the visitor to read their mail.
import { expect, test } from './test.ts';
import { DEMO, expectToast, signIn, uniqueEmail } from './helpers.ts';

test.use({ localeChosen: false });

test('a user whose account is Hungarian signs in on a fresh English browser and gets Hungarian', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('hu');
  // An account made in Hungarian (its language comes from the app's Accept-Language at sign-up).
  const made = await request.post('/api/auth/register', {
    data: {
      email,
      firstName: 'Réka',
      lastName: 'Szabó',
      role: 'candidate',
      password: 'titok-123',
      confirmPassword: 'titok-123',
    },
    headers: { 'Accept-Language': 'hu' },
  });
  expect(made.status()).toBe(201);

  await signIn(page, '/login', email, 'titok-123');
  await expect(page).toHaveURL(/\/candidate\/jobs$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect(page.getByRole('button', { name: 'Kijelentkezés' }).first()).toBeVisible();
});

test('registering an address that has an account says to check the inbox and signs no one in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByText('looking for opportunities').click();
  await page.getByLabel('First Name').fill('Dóra');
  await page.getByLabel('Last Name').fill('Tóth');
  await page.getByRole('textbox', { name: /^Email/ }).fill(DEMO.candidate);
  await page.getByLabel(/^Password/).fill('secret-pass');
  await page.getByLabel('Confirm Password').fill('secret-pass');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Check your inbox', `We have sent an email to ${DEMO.candidate}`);
  await expect(page).toHaveURL(/\/login(\?tab=register)?$/);
  await page.goto('/candidate/jobs');
  await expect(page).toHaveURL(/\/login\?next=%2Fcandidate%2Fjobs$/);
});
