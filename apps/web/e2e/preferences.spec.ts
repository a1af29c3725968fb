import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { screenSizes } from './support/boxes.ts';
import { collectPageErrors } from './support/pageErrors.ts';
import { password, signUp, uniqueEmail } from './support/accounts.ts';

// Issue 22 item 8: the language and theme a person chooses are remembered in the browser, so a typed address
// or a bookmark opens in them; a link that names its language (an e-mail's) opens in that one, for that visit.

async function expectDisplay(page: Page, language: string, theme: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** Chooses French and the dark theme with the header's switchers (the menu drawer on a phone). */
async function chooseFrenchDark(page: Page, isPhone: boolean) {
  if (isPhone) await page.getByRole('button', { name: 'Menu' }).click();
  else await page.getByRole('button', { name: 'Language and theme' }).click();
  await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Français' });
  await expect(page).toHaveURL(/lang=fr/);
  await page.getByLabel('Sombre').check();
  await expect(page).toHaveURL(/theme=dark/);
  await page.keyboard.press('Escape');
}

for (const { name, viewport } of screenSizes)
  test(`language and theme survive a typed address and a bookmark (${name})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/events');
    await expectDisplay(page, 'en', 'light');
    await chooseFrenchDark(page, name === 'phone');
    await expectDisplay(page, 'fr', 'dark');

    // Typed, without lang or theme: French and dark.
    await page.goto('/events');
    await expectDisplay(page, 'fr', 'dark');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Événements/);
    await expectNoSeriousAxeViolations(
      page,
      `a typed address in the remembered language and theme (${name})`,
    );
    // A bookmark of another page, in another tab.
    const bookmark = await context.newPage();
    await bookmark.goto('/');
    await expectDisplay(bookmark, 'fr', 'dark');
    await bookmark.close();

    // An e-mail's link names its language: English for that visit, and the choice stays French.
    await page.goto('/events?lang=en');
    await expectDisplay(page, 'en', 'dark');
    await page.goto('/events');
    await expectDisplay(page, 'fr', 'dark');
    expect(errors).toEqual([]);
    await context.close();
  });

test("a member's language and theme follow them to another browser", async ({ browser }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('display-choice');
  const first = await browser.newContext({ viewport: screenSizes[1].viewport });
  const page = await first.newPage();
  await page.goto('/');
  await signUp(page, email);
  await chooseFrenchDark(page, false);
  await expectDisplay(page, 'fr', 'dark');
  await first.close();

  // Another device: a fresh browser, English and light until the member logs in.
  const second = await browser.newContext({ viewport: screenSizes[0].viewport, timezoneId: 'Asia/Tokyo' });
  const other = await second.newPage();
  const errors = collectPageErrors(other);
  await other.goto('/events');
  await expectDisplay(other, 'en', 'light');
  await other.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = other.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  await expectDisplay(other, 'fr', 'dark');
  // The profile keeps the zone of the browser last used: mails write their times in it (issue 22 item 10).
  const profileZone = async () => {
    const token = await other.evaluate(() => localStorage.getItem('access_token'));
    const answer = await other.request.get('/api/user/v1/getProfile?v=43', {
      headers: { 'X-Client': 'web-43', Authorization: `Bearer ${token}` },
    });
    return ((await answer.json()) as { data: { timeZone: string | null } }).data.timeZone;
  };
  await expect.poll(profileZone).toBe('Asia/Tokyo');
  // And a typed address there keeps them.
  await other.goto('/events');
  await expectDisplay(other, 'fr', 'dark');
  await expectNoSeriousAxeViolations(other, "a member's remembered language and theme on another browser");
  expect(errors).toEqual([]);
  await second.close();
});
