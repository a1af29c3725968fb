import { expect, test, type Page } from '@playwright/test';
import { newMember } from './support/members.ts';
import { framesDecoded, recordPeerConnections } from './support/peerConnections.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';

// Issue 14 (random meet): two strangers meet; video decodes both ways; they become friends, which opens the
// chat, and chat; one presses next and both are back in the queue (SEARCHING), not matched with each other.

const statusOf = (page: Page) => page.getByRole('status', { name: 'Meeting status' });

test('two strangers meet, see each other, chat, and next puts both back in the queue', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await newMember(browser, 'meet-a');
  const b = await newMember(browser, 'meet-b');
  for (const person of [a, b]) await recordPeerConnections(person.context);
  // One comes in by the account menu, the other by the address.
  await a.page.goto('/events');
  await a.page.getByRole('button', { name: 'Account menu' }).click();
  await a.page.getByRole('menuitem', { name: 'Meet someone' }).click();
  await expect(a.page).toHaveURL(/\/meet\/new\/live$/);
  await b.page.goto('/meet/new/live');

  await a.page.getByRole('button', { name: 'Start' }).click();
  await expect(statusOf(a.page)).toHaveText('Searching...');
  await b.page.getByRole('button', { name: 'Start' }).click();
  for (const { page } of [a, b]) {
    await expect(statusOf(page)).toHaveText('Connected!', { timeout: 20_000 });
    // Issue 22: "Connected!" comes with the stranger's first frame, not before it.
    const stranger = page.getByLabel('Stranger', { exact: true });
    expect(await stranger.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(2);
  }
  for (const { page } of [a, b]) {
    await expect.poll(() => framesDecoded(page), { timeout: 20_000 }).toBeGreaterThan(0);
  }

  // The videos stay blurred until both press show; each side hears of the other's press.
  await a.page.getByRole('button', { name: 'Show my video' }).click();
  await expect(
    b.page.getByText('The other person wants to show their video.', { exact: false }),
  ).toBeVisible();
  await b.page.getByRole('button', { name: 'Show my video' }).click();
  for (const { page } of [a, b])
    await expect(page.getByText('You both chose to show your video.')).toBeVisible();

  // Chat opens once both accepted a friend request.
  await expect(a.page.getByText('Chat opens once you have both accepted a friend request.')).toBeVisible();
  await a.page.getByRole('button', { name: 'Add friend' }).click();
  await expect(a.page.getByRole('button', { name: 'Friend request sent' })).toBeDisabled();
  await b.page.getByRole('button', { name: 'Accept friend request' }).click();
  for (const { page } of [a, b]) await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expectNoSeriousAxeViolations(a.page, 'a meeting with a stranger, chat open');
  await a.page.getByRole('textbox', { name: 'Message' }).fill('Hello stranger');
  await a.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(b.page.getByRole('log', { name: 'Chat with the stranger' })).toContainText('Hello stranger');
  await b.page.getByRole('textbox', { name: 'Message' }).fill('Hi there');
  await b.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(a.page.getByRole('log', { name: 'Chat with the stranger' })).toContainText('Hi there');

  // Next: the meeting ends for both and both search again.
  await a.page.getByRole('button', { name: 'Next' }).click();
  for (const { page } of [a, b]) await expect(statusOf(page)).toHaveText('Searching...');

  await a.page.getByRole('button', { name: 'Stop' }).click();
  await expect(a.page.getByRole('button', { name: 'Start' })).toBeVisible();
  for (const person of [a, b]) expect(person.errors).toEqual([]);
});
