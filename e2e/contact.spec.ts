// The contact form shows each field's validation message, then sends; the hiring request modal too.
import { expect, test } from './test.ts';
import { expectToast, uniqueEmail } from './helpers.ts';

test('the contact form shows each validation message and then succeeds', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Last name is required')).toBeVisible();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();

  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill('Lovelace');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Message').fill('Too short');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('First name is required')).toBeHidden();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();

  await form.getByLabel('Email').fill(uniqueEmail('contact'));
  await form.getByLabel('Subject').selectOption('partnership');
  await form.getByLabel('Message').fill('We would like to discuss a partnership.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Message sent', "Your message has been sent successfully. We'll get back to you soon.");
  await expect(form.getByLabel('First Name')).toHaveValue('');
});

test('the validation messages are Hungarian for a Hungarian visitor', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('link', { name: 'Magyar' }).click();
  await page.getByRole('button', { name: 'Üzenet küldése' }).click();
  await expect(page.getByText('A keresztnév megadása kötelező')).toBeVisible();
  await expect(page.getByText('Érvénytelen e-mail-cím')).toBeVisible();
});

test('the hiring request modal submits and closes', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Post a Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post a Job' });
  await expect(dialog.getByLabel('Job Description')).toHaveAttribute('rows', '3');
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
  await dialog.getByLabel('Company Name').fill('Balaton Systems Zrt.');
  await dialog.getByLabel('Contact Person').fill('Eszter Nagy');
  await dialog.getByLabel('Email').fill(uniqueEmail('request'));
  await dialog.getByLabel('Job Title').fill('Senior Data Engineer');
  await dialog.getByLabel('Job Description').fill('Short');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByText('Description must be at least 20 characters')).toBeVisible();
  await dialog.getByLabel('Job Description').fill('Build and run our data platform on Azure with a small team.');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expectToast(page, 'Request submitted', 'Your job request has been submitted successfully.');
  await expect(dialog).toBeHidden();
});
