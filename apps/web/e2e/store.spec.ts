import { expect, test } from '@playwright/test';
import { password, registerByApi, uniqueEmail } from './support/accounts.ts';
import { fillTestCard } from './support/cardForm.ts';
import { newMember } from './support/members.ts';
import { collectPageErrors } from './support/pageErrors.ts';
import { solidPng } from './support/solidPng.ts';

// Issue 5 store (docs/decisions/store.md): an influencer puts a product with a photo and a variant in their
// store; a buyer adds 2 to the cart, sees the 13% tax and the total in CAD, pays with 4242 4242 4242 4242 and
// sees the success screen; the stock went down. A visitor who fills a cart and then logs in keeps it.

test('an influencer sells a poster; a buyer pays for 2 with tax in CAD; a visitor keeps the cart at login', async ({
  browser,
}) => {
  const influencer = await newMember(browser, 'influencer');
  const title = `Tour poster ${Date.now()}`;
  await influencer.page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Store' })
    .click();
  await influencer.page.getByRole('link', { name: 'Open my store' }).click();
  await expect(influencer.page.getByText('No products yet.')).toBeVisible();
  await influencer.page.getByRole('button', { name: 'Add a product' }).click();
  const editor = influencer.page.getByRole('dialog', { name: 'New product' });
  await editor.getByLabel('Title').fill(title);
  await editor
    .getByLabel('Upload a photo')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: solidPng([200, 120, 40]) });
  await expect(influencer.page.getByText('The photo was uploaded.').first()).toBeVisible();
  await expect(editor.getByLabel('Image address (optional)')).toHaveValue(/^\/files\/.+/);
  await editor.getByLabel('Name (size, colour…)').fill('A2');
  await editor.getByLabel('Price (CA$)').fill('19.99');
  await editor.getByLabel('Stock', { exact: true }).fill('10');
  await editor.getByRole('button', { name: 'Add product' }).click();
  await expect(editor).toBeHidden();
  const ownCard = influencer.page.getByRole('article', { name: title });
  await expect(ownCard).toContainText('CA$19.99');
  await expect(ownCard).toContainText('10 left');
  await expect
    .poll(() =>
      ownCard.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);
  const storeAddress = new URL(influencer.page.url()).pathname;
  expect(storeAddress).toMatch(/^\/store\/influencer\/.+/);

  const buyer = await newMember(browser, 'buyer');
  const { page } = buyer;
  await page.goto(storeAddress);
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('10 left');
  await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await card.getByLabel('Quantity').selectOption('2');
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'Cart (2)' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const amounts = page.getByRole('definition');
  // 2 × CA$19.99 = CA$39.98; 13% tax CA$5.1974 rounds to CA$5.20.
  await expect(amounts).toHaveText(['CA$39.98', 'CA$5.20', 'CA$45.18']);
  await expect(page.getByText('Tax (13%)')).toBeVisible();
  await fillTestCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay CA$45.18' }).click();
  await expect(page.getByText('Thank you! Your order of CA$45.18 is paid.')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  await expect(page).toHaveURL(new RegExp(`${storeAddress}$`));
  await expect(page.getByRole('article', { name: title })).toContainText('8 left');
  await expect(page.getByRole('link', { name: 'Cart (0)' })).toBeVisible();
  await page.goto('/store');
  const orders = page.getByRole('list', { name: 'My store orders' }).getByRole('listitem');
  await expect(orders).toHaveCount(1);
  await expect(orders).toContainText(`${title} (A2) × 2`);
  await expect(orders).toContainText('CA$45.18');

  await influencer.page.reload();
  await expect(influencer.page.getByRole('article', { name: title })).toContainText('8 left');

  // A visitor (a guest session) fills a cart, then logs in to an existing account: the cart follows.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorErrors = collectPageErrors(visitor);
  const visitorEmail = uniqueEmail('visitor');
  await registerByApi(visitor.request, visitorEmail);
  await visitor.goto(storeAddress);
  await visitor.getByRole('article', { name: title }).getByRole('button', { name: 'Add to cart' }).click();
  await expect(visitor.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  await visitor.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = visitor.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email').fill(visitorEmail);
  await login.getByLabel('Password', { exact: true }).fill(password);
  const merged = visitor.waitForResponse((response) => response.url().includes('/api/store/v1/mergeCart'));
  await login.getByRole('button', { name: 'Log in' }).click();
  expect((await (await merged).json()).data.kept).toBe('all');
  await visitor.reload();
  await expect(visitor.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Cart (1)' })).toBeVisible();

  expect(influencer.errors).toEqual([]);
  expect(buyer.errors).toEqual([]);
  expect(visitorErrors).toEqual([]);
  await influencer.context.close();
  await buyer.context.close();
  await visitorContext.close();
});
