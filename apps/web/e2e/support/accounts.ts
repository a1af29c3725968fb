import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The password every test account uses. */
export const password = 'correct horse battery';

/** A desktop Chrome user agent, for tests that must not count as a bot (docs/decisions/auto-login.md). */
export const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** Each run has its own database, but addresses stay unique so that the tests never depend on each other. */
export const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A YYYY-MM-DD date of birth that makes someone `years` old today. */
export function dateOfBirthAged(years: number): string {
  const today = new Date();
  const birth = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  // A birthday on 29 February would not exist in every year; the day before always does.
  if (birth.getUTCMonth() !== today.getUTCMonth()) birth.setUTCDate(0);
  return birth.toISOString().slice(0, 10);
}

/** Signs up through the header's dialog, as the guest the first visit made. */
export async function signUp(page: Page, email: string, dateOfBirth = '1990-12-10') {
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByLabel('Date of birth').fill(dateOfBirth);
  await dialog.getByLabel('I accept the Terms of Service and the Privacy Policy').check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Registers an account straight through the API. */
export async function registerByApi(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/passport/v1/register?v=43', {
    headers: { 'X-Client': 'web-43' },
    data: { email, password, dob: '1990-12-10', terms: true },
  });
  expect((await response.json()).code).toBe(200);
}

/**
 * Verifies an address the way its holder does: opens the link of the newest verification mail, read from
 * the dev mail view (the test runs on the server's machine, so the view answers it).
 */
export async function verifyEmailByLink(page: Page, email: string): Promise<void> {
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const mails = (await outbox.json()).data.list as { subject: string; text: string }[];
  const mail = mails.find((m) => m.subject === 'Verify your Limelight e-mail address');
  const link = mail?.text.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0];
  expect(link, `a verification link mailed to ${email}`).toBeDefined();
  const url = new URL(link ?? '');
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'Email address verified' })).toBeVisible();
}
