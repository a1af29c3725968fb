import type { Browser } from '@playwright/test';
import { signUp, uniqueEmail } from './accounts.ts';
import { collectPageErrors } from './pageErrors.ts';

/** A member signed up in a browser of their own, with the page errors it collects. */
export async function newMember(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/');
  await signUp(page, uniqueEmail(name));
  return { context, page, errors };
}
