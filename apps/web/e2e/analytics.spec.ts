import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { newMember, postAsMember } from './support/members.ts';

// Issue 25 "Done when" (analytics): a host opens analytics after a scripted event and reads the right peak
// viewers and revenue; switches the time filter; an admin downloads the CSV; a viewer sees no export button.

const hour = 3_600_000;

/** A live Paid event of the page's member selling $20 tickets. */
async function createLivePaidEvent(page: Page, title: string): Promise<string> {
  const event = await postAsMember<{ id: string }>(page, '/api/events/v1/create', {
    title,
    type: 'Paid',
    visibility: 'public',
    timezone: 'UTC',
    startAt: new Date(Date.now() - hour).toISOString(),
    endAt: new Date(Date.now() + 2 * hour).toISOString(),
    tickets: [{ type: 'General', price: 20, min: 1, max: 4, total: 50 }],
  });
  await postAsMember(page, '/api/events/v1/publish', { eventId: event.id, published: 1 });
  return event.id;
}

/** Opens the event's room socket from the member's page, as the live page does, and waits until it is open. */
async function openRoomSocket(page: Page, eventId: string): Promise<void> {
  const { token } = await postAsMember<{ token: string }>(page, '/api/socket/v1/getConnectionToken', {
    eventId,
  });
  await page.evaluate(
    (url) =>
      new Promise<void>((resolve, reject) => {
        const socket = new WebSocket(url);
        (window as unknown as { roomSocket: WebSocket }).roomSocket = socket;
        socket.onopen = () => resolve();
        socket.onerror = () => reject(new Error('the room socket did not open'));
      }),
    `${new URL(page.url()).origin.replace(/^http/, 'ws')}/ws/${token}`,
  );
}

const closeRoomSocket = (page: Page) =>
  page.evaluate(() => (window as unknown as { roomSocket: WebSocket }).roomSocket.close());

const userIdOf = (page: Page) => page.evaluate(() => localStorage.getItem('user_id') ?? '');

const figure = (page: Page, name: string) => page.getByTestId(`figure-${name}`).locator('dd');

test('a host reads peak viewers and revenue, filters by time; an admin downloads CSV; a viewer cannot', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const host = await newMember(browser, 'host');
  const eventId = await createLivePaidEvent(host.page, `Analytics night ${Date.now()}`);
  const admin = await newMember(browser, 'admin');
  const viewer = await newMember(browser, 'viewer');
  for (const buyer of [admin, viewer])
    await postAsMember(buyer.page, '/api/purchase/v1/stripe', {
      eventId,
      type: 'General',
      stripeToken: 'tok_visa',
      quantity: 1,
      rawPrice: 20,
      finalPrice: '20.00',
    });

  // The scripted event: both buyers are in the room at once, then leave.
  await openRoomSocket(admin.page, eventId);
  await openRoomSocket(viewer.page, eventId);
  await closeRoomSocket(admin.page);
  await closeRoomSocket(viewer.page);

  const hostId = await userIdOf(host.page);
  await postAsMember(host.page, '/api/analytics/v1/roles/set', {
    channelId: hostId,
    userId: await userIdOf(admin.page),
    role: 'admin',
  });
  await postAsMember(host.page, '/api/analytics/v1/roles/set', {
    channelId: hostId,
    userId: await userIdOf(viewer.page),
    role: 'viewer',
  });

  // The host reads the figures of the last day.
  const { page } = host;
  await page.goto('/analytics/dashboard?range=1');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(figure(page, 'peak-viewers')).toHaveText('2');
  await expect(figure(page, 'revenue')).toHaveText('$40.00');
  await expect(figure(page, 'revenue-tickets')).toHaveText('$40.00');
  await expect(figure(page, 'registrants')).toHaveText('2');
  await expect(page.getByRole('img', { name: 'Joins per day' })).toBeVisible();

  // A custom span long before the event holds nothing; all time holds it again. The filter is in the address.
  await page.getByLabel('Time filter').selectOption('custom');
  await page.getByLabel('From').fill('2020-01-01');
  await page.getByLabel('To').fill('2020-01-31');
  await expect(page).toHaveURL(/range=custom/);
  await expect(figure(page, 'peak-viewers')).toHaveText('0');
  await expect(figure(page, 'revenue')).toHaveText('$0.00');
  await page.getByLabel('Time filter').selectOption('all');
  await expect(page).toHaveURL(/range=all/);
  await expect(figure(page, 'peak-viewers')).toHaveText('2');
  await page.getByLabel('Platform').selectOption('ios');
  await expect(figure(page, 'peak-viewers')).toHaveText('0');
  await expect(page).toHaveURL(/platform=ios/);

  // The admin downloads the sessions as CSV.
  await admin.page.goto(`/analytics/export?channel=${hostId}&range=all`);
  const downloading = admin.page.waitForEvent('download');
  await admin.page.getByRole('button', { name: 'Download Sessions as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('analytics-sessions.csv');
  const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('sessionId,eventId,eventTitle,userId,name,platform,client,joinedAt,leftAt,seconds');
  expect(lines.slice(1).map((line) => line.split(',')[5])).toEqual(['web', 'web']);

  // The viewer sees the figures, with no export tab and no download button.
  await viewer.page.goto(`/analytics/export?channel=${hostId}&range=all`);
  await expect(figure(viewer.page, 'peak-viewers')).toHaveText('2');
  await expect(viewer.page.getByRole('tab', { name: 'Export' })).toHaveCount(0);
  await expect(viewer.page.getByRole('button', { name: /as CSV/ })).toHaveCount(0);
});

test('analytics reads at a phone’s width', async ({ browser }) => {
  const host = await newMember(browser, 'phone-host', { viewport: { width: 390, height: 844 } });
  await host.page.goto('/analytics');
  await expect(figure(host.page, 'peak-viewers')).toHaveText('0');
  const scrollWidth = await host.page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  expect(host.errors).toEqual([]);
});
