import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { collectPageErrors } from './support/pageErrors.ts';

// Issue 5 "Done when" (web part): a buyer applies a coupon, pays with a test card that is declined (sees the
// message), pays with one that succeeds, sees the ticket in My Purchases and the event's Join button; a donor
// gives $5.

/** A signed-up member in a browser of their own. */
async function newMember(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/');
  await signUp(page, uniqueEmail(name));
  return { context, page, errors };
}

/** POSTs to the API as the member signed in on the page, and expects success. */
async function postAsMember<T>(page: Page, path: string, data: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.post(`${path}?v=43`, {
    headers: { 'X-Client': 'web-43', Authorization: `Bearer ${token}` },
    data,
  });
  const answer = (await response.json()) as { code: number; data: T };
  expect(answer.code).toBe(200);
  return answer.data;
}

/** A published event of `type` that is live now, with `tickets`. */
async function createLiveEvent(page: Page, title: string, type: 'Paid' | 'Donate', tickets: unknown[]) {
  const hour = 3_600_000;
  const event = await postAsMember<{ id: string }>(page, '/api/events/v1/create', {
    title,
    type,
    visibility: 'public',
    timezone: 'UTC',
    startAt: new Date(Date.now() - hour).toISOString(),
    endAt: new Date(Date.now() + 2 * hour).toISOString(),
    tickets,
  });
  await postAsMember(page, '/api/events/v1/publish', { eventId: event.id, published: 1 });
  return event.id;
}

/** A live Paid event with one $20 tier and a 25% coupon. */
async function createLivePaidEvent(page: Page, title: string): Promise<string> {
  const eventId = await createLiveEvent(page, title, 'Paid', [
    { type: 'General', price: 20, min: 1, max: 4, total: 50 },
  ]);
  await postAsMember(page, '/api/events/v1/addCoupon', {
    eventId,
    code: 'SAVE25',
    type: 'percent',
    value: 25,
  });
  return eventId;
}

async function fillCard(page: Page, dialogName: string, number: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  const values: Record<string, string> = {
    'Card number': number,
    'Expiry (MM/YY)': '12/34',
    CVC: '123',
    'Postal code': 'M5V 2T6',
    'Street number': '1',
    'Street name': 'King St',
    City: 'Toronto',
    'Province or state': 'ON',
    Country: 'Canada',
  };
  for (const [label, value] of Object.entries(values))
    await dialog.getByLabel(label, { exact: true }).fill(value);
}

test('a buyer applies a coupon, is declined, pays, and finds the ticket and the Join button', async ({
  browser,
}) => {
  const host = await newMember(browser, 'host');
  const title = `Gala ${Date.now()}`;
  const eventId = await createLivePaidEvent(host.page, title);

  const buyer = await newMember(browser, 'buyer');
  const { page } = buyer;
  await page.goto(`/event/${eventId}`);
  await page.getByRole('button', { name: 'Buy ticket · $20.00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy a ticket' });

  await dialog.getByLabel('Coupon code').fill('NOPE');
  await expect(dialog.getByText('Invalid coupon code')).toBeVisible();
  await dialog.getByLabel('Coupon code').fill('SAVE25');
  await expect(dialog.getByText('Coupon applied: 25% off')).toBeVisible();
  const pay = dialog.getByRole('button', { name: 'Pay $15.00' });

  await fillCard(page, 'Buy a ticket', '4000 0000 0000 0002');
  await pay.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Unfortunately your card was declined. Please try using a different card.',
  );

  await fillCard(page, 'Buy a ticket', '4242 4242 4242 4242');
  await pay.click();
  await expect(dialog.getByText(`You have a ticket for ${title}. Enjoy the event!`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('link', { name: 'Join' })).toBeVisible();

  await page.goto('/myPurchases');
  await expect(page.getByRole('heading', { level: 1, name: 'My tickets' })).toBeVisible();
  const order = page.getByRole('list', { name: 'My tickets' }).getByRole('listitem');
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(title);
  await expect(order).toContainText('$15.00');

  expect(host.errors).toEqual([]);
  expect(buyer.errors).toEqual([]);
  await host.context.close();
  await buyer.context.close();
});

test('a donor gives $5 to a Donate event', async ({ browser }) => {
  const host = await newMember(browser, 'host');
  const title = `Benefit ${Date.now()}`;
  const eventId = await createLiveEvent(host.page, title, 'Donate', []);

  const donor = await newMember(browser, 'donor');
  const { page } = donor;
  await page.goto(`/event/${eventId}`);
  await page.getByRole('button', { name: 'Donate' }).click();
  const dialogName = `Donate to ${title}`;
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '$5.00' }).click();
  await fillCard(page, dialogName, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Donate $5.00' }).click();
  await expect(dialog.getByText('Thank you for your donation of $5.00!')).toBeVisible();

  expect(host.errors).toEqual([]);
  expect(donor.errors).toEqual([]);
  await host.context.close();
  await donor.context.close();
});
