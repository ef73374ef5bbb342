// Staff two-factor sign-in end to end, with an admin account only this spec uses (e2e/staff.ts): turn it
// on in the staff settings (the key read off the screen, the code computed here with otplib), sign out,
// sign in with the password and then a code, land in the console; a wrong code is refused on screen; a
// recovery code works once. Desktop in English, a 360 px phone in Hungarian.
import { chooseLanguage, expect, test, type Page } from './test.ts';
import { generate } from 'otplib';
import { createAdmin } from './staff.ts';

const PASSWORD = 'totp-e2e-password';

const TEXTS = {
  en: {
    email: /^Email/,
    password: /^Password/,
    signIn: 'Sign In',
    signOut: 'Sign Out',
    setUp: 'Set up two-factor sign-in',
    code: 'Code from the app',
    turnOn: 'Turn on',
    enabled: 'Two-factor sign-in is on',
    recovery: 'Recovery codes',
    step: 'Two-factor sign-in',
    verify: 'Verify',
    wrong: 'The code is not correct.',
  },
  hu: {
    email: /^E-mail-cím/,
    password: /^Jelszó/,
    signIn: 'Bejelentkezés',
    signOut: 'Kijelentkezés',
    setUp: 'Kétlépcsős bejelentkezés beállítása',
    code: 'Az alkalmazás kódja',
    turnOn: 'Bekapcsolás',
    enabled: 'A kétlépcsős bejelentkezés bekapcsolva',
    recovery: 'Helyreállító kódok',
    step: 'Kétlépcsős bejelentkezés',
    verify: 'Ellenőrzés',
    wrong: 'A kód nem megfelelő.',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const now = () => Math.floor(Date.now() / 1000);

async function passwordStep(page: Page, T: Texts, email: string) {
  await page.goto('/admin/login');
  const main = page.locator('main');
  await main.getByRole('textbox', { name: T.email }).fill(email);
  await main.getByLabel(T.password).fill(PASSWORD);
  await main.getByRole('button', { name: T.signIn, exact: true }).click();
}

/** The password, then `code` in the second step. */
async function signInWith(page: Page, T: Texts, email: string, code: string) {
  await passwordStep(page, T, email);
  const step = page.getByRole('form', { name: T.step });
  await expect(step.getByRole('heading', { name: T.step })).toBeVisible();
  await step.getByLabel(T.code).fill(code);
  await step.getByRole('button', { name: T.verify }).click();
  return step;
}

async function signOut(page: Page, T: Texts) {
  await page.locator('.area-header').getByRole('button', { name: T.signOut }).click();
  await expect(page).not.toHaveURL(/\/admin\//);
}

async function fitsWidth(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function twoFactorFlow(page: Page, lang: keyof typeof TEXTS) {
  const T = TEXTS[lang];
  await chooseLanguage(page, lang);
  const email = await createAdmin(`totp-${lang}`, PASSWORD);

  // Signed in with the password alone, the admin turns two-factor on in the settings.
  await passwordStep(page, T, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/settings#two-factor');
  await page.getByRole('button', { name: T.setUp }).click();
  const key = (await page.locator('.totp-key').textContent())!.trim();
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  await fitsWidth(page);
  await page.getByLabel(T.code).fill(await generate({ secret: key }));
  await page.getByRole('button', { name: T.turnOn, exact: true }).click();
  await expect(page.locator('.ui-toast', { hasText: T.enabled }).last()).toBeVisible();
  const codes = (await page.getByRole('list', { name: T.recovery }).getByRole('listitem').allTextContents()).map((c) =>
    c.trim(),
  );
  expect(codes).toHaveLength(10);
  await fitsWidth(page);
  await signOut(page, T);

  // A wrong code is refused on screen and signs nobody in; the app's next code lands in the console.
  const step = await signInWith(page, T, email, await generate({ secret: key, epoch: now() - 120 }));
  await expect(step.getByRole('alert')).toContainText(T.wrong);
  await fitsWidth(page);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  // The code that turned two-factor on was spent; the next 30-second step's code is new.
  await step.getByLabel(T.code).fill(await generate({ secret: key, epoch: now() + 30 }));
  await step.getByRole('button', { name: T.verify }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await signOut(page, T);

  // A recovery code signs in once.
  await signInWith(page, T, email, codes[0]!);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await signOut(page, T);
  const again = await signInWith(page, T, email, codes[0]!);
  await expect(again.getByRole('alert')).toContainText(T.wrong);
  await expect(page).toHaveURL(/\/admin\/login/);
}

test('on a desktop in English, staff turn on two-factor sign-in and sign in with a code or a recovery code', async ({
  page,
}) => {
  await twoFactorFlow(page, 'en');
});

test.describe('on a 360 px phone in Hungarian', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, locale: 'hu-HU' });

  test('staff turn on two-factor sign-in and sign in with a code or a recovery code', async ({ page }) => {
    await twoFactorFlow(page, 'hu');
  });
});
