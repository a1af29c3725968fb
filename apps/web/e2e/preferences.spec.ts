import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { screenSizes } from './support/boxes.ts';
import { collectPageErrors } from './support/pageErrors.ts';

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
