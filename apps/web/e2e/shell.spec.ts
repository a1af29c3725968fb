import { expect, test } from '@playwright/test';
import { collectPageErrors } from './support/pageErrors.ts';

test.describe('web shell (issue 2)', () => {
  let consoleErrors: string[] = [];

  test.beforeEach(({ page }) => {
    consoleErrors = collectPageErrors(page);
  });

  test.afterEach(() => {
    expect(consoleErrors).toEqual([]);
  });

  test('/ loads the landing page and gets a guest session from the server', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Live events, together' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page).toHaveTitle('Limelight');
    // spec 000 §2 guard: a guest session is created when none exists.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('is_guest'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  });

  test('?lang=zh shows the interface in Chinese', async ({ page }) => {
    await page.goto('/?lang=zh');
    await expect(page.getByRole('heading', { level: 1, name: '一起看直播活动' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的活动' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });

  test('an unknown path shows the not-found page at /notfound', async ({ page }) => {
    await page.goto('/no/such/page?lang=fr');
    await expect(page).toHaveURL('/notfound?lang=fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  });

  test('/home lands on /', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Live events, together' })).toBeVisible();
  });

  test('/signin opens the login dialog at /login', async ({ page }) => {
    await page.goto('/signin');
    await expect(page).toHaveURL('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeVisible();
    await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();
  });

  test('a login-only route opens the login dialog without leaving the address', async ({ page }) => {
    await page.goto('/myPurchases');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL('/myPurchases');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to continue' })).toBeVisible();
  });

  test('the login dialog checks its fields inline', async ({ page }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText('Please login with your email address')).toBeVisible();
    await expect(dialog.getByText('Please enter a password (8char min length)')).toBeVisible();
  });

  test('/channel/stage33 ends at /channel/mnl', async ({ page }) => {
    await page.goto('/channel/stage33');
    await expect(page).toHaveURL('/channel/mnl');
    // Nobody has the handle mnl in a fresh database: the channel page says so.
    await expect(page.getByRole('heading', { level: 1, name: 'This channel does not exist' })).toBeVisible();
  });

  test('lang and theme are kept across in-app navigation', async ({ page }) => {
    await page.goto('/?lang=fr&theme=dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Billets' })
      .click();
    await expect(page).toHaveURL('/myPurchases?lang=fr&theme=dark');
    await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Accueil Limelight' }).click();
    await expect(page).toHaveURL('/?lang=fr&theme=dark');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Des événements en direct, ensemble' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('dialogs close on navigation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Tickets' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
