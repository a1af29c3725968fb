import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { signUp, uniqueEmail } from './accounts.ts';
import { collectPageErrors } from './pageErrors.ts';

/** A member signed up in a browser of their own (a phone's viewport, say), with the page errors it collects. */
export async function newMember(browser: Browser, name: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/');
  await signUp(page, uniqueEmail(name));
  // A member on / is sent on to /events; that navigation closes every open dialog (spec 000 §2), so a
  // test opens its first dialog only once the member has arrived.
  await expect(page).toHaveURL(/\/events$/);
  return { context, page, errors };
}

/** POSTs to the API as the member signed in on the page, and expects success. */
export async function postAsMember<T>(page: Page, path: string, data: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.post(`${path}?v=43`, {
    headers: { 'X-Client': 'web-43', Authorization: `Bearer ${token}` },
    data,
  });
  const answer = (await response.json()) as { code: number; data: T };
  expect(answer.code).toBe(200);
  return answer.data;
}
