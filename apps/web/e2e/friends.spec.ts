import { expect, test, type Page } from '@playwright/test';
import { newMember, postAsMember } from './support/members.ts';
import { friendsPanelOf, openFriendsPanel } from './support/friendsPanel.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';

// Issue 13 (web): A sends a friend request; B sees the pop-up and accepts from the panel; they chat live both
// ways; A creates a group with B and C; B (not the owner) is offered none of the owner's actions; A invites B to an event and
// B sees the notification.

const panelOf = friendsPanelOf;
const userIdOf = (page: Page) => page.evaluate(() => localStorage.getItem('user_id') ?? '');

async function named(page: Page, firstName: string) {
  await postAsMember(page, '/api/user/v1/updateProfile', { firstName, lastName: 'Tester' });
  await page.reload();
}

async function say(page: Page, text: string) {
  const panel = panelOf(page);
  await panel.getByRole('textbox', { name: 'Message' }).fill(text);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('textbox', { name: 'Message' })).toHaveValue('');
}

test('friend request, live chat, a group with an owner, and an event invitation', async ({ browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const a = await newMember(browser, 'friend-a');
  const b = await newMember(browser, 'friend-b');
  const c = await newMember(browser, 'friend-c');
  const [aName, bName, cName] = [`Ada${stamp}`, `Bob${stamp}`, `Cy${stamp}`];
  await named(a.page, aName);
  await named(b.page, bName);
  await named(c.page, cName);
  await openFriendsPanel(a.page);
  await openFriendsPanel(b.page);

  // A finds B and asks: Add Friend → Waiting.
  const aPanel = panelOf(a.page);
  await aPanel.getByRole('tab', { name: 'Friends' }).click();
  await aPanel.getByRole('searchbox', { name: 'Search people' }).fill(bName);
  await aPanel.getByRole('button', { name: `Add Friend: ${bName} Tester` }).click();
  await expect(aPanel.getByRole('button', { name: 'Waiting' })).toBeVisible();

  // B hears of it (the pop-up) and accepts from the panel.
  await expect(b.page.getByText(`${aName} Tester sent you a friend request`).first()).toBeVisible();
  const bPanel = panelOf(b.page);
  await bPanel.getByRole('tab', { name: 'Friends' }).click();
  const requests = bPanel.getByRole('region', { name: 'Friend requests' });
  await requests.getByRole('button', { name: 'Accept' }).click();
  await expect(bPanel.getByRole('button', { name: `Message ${aName} Tester` })).toBeVisible();

  // They chat; each message reaches the other without a reload.
  await bPanel.getByRole('button', { name: `Message ${aName} Tester` }).click();
  await aPanel.getByRole('searchbox', { name: 'Search people' }).fill('');
  await aPanel.getByRole('button', { name: `Message ${bName} Tester` }).click();
  await say(b.page, 'Hello from B');
  await expect(aPanel.getByRole('log').getByText('Hello from B')).toBeVisible();
  await say(a.page, 'Hello from A');
  await expect(bPanel.getByRole('log').getByText('Hello from A')).toBeVisible();
  await expectNoSeriousAxeViolations(b.page, 'the friends panel with a chat open');

  // C becomes A's friend too (by the API), then A creates a group with B and C.
  const [aId, cId] = [await userIdOf(a.page), await userIdOf(c.page)];
  await postAsMember(a.page, '/api/friend/v1/sendInvitation', { inviteeId: cId });
  await postAsMember(c.page, '/api/friend/v1/respondFriendRequest', { friendId: aId, accept: true });
  await aPanel.getByRole('button', { name: 'Back to the lists' }).click();
  await aPanel.getByRole('tab', { name: 'Chats' }).click();
  await aPanel.getByRole('button', { name: 'New group' }).click();
  const create = a.page.getByRole('dialog', { name: 'Create a group' });
  await create.getByLabel('Group name').fill('Trio');
  await create.getByLabel(`${bName} Tester`).check();
  await create.getByLabel(`${cName} Tester`).check();
  await create.getByRole('button', { name: 'Create group' }).click();
  await expect(aPanel.getByRole('heading', { name: 'Trio' })).toBeVisible();

  // B (not the owner) is offered none of the owner's actions (issue 22; the server refuses them, 27004).
  await bPanel.getByRole('button', { name: 'Back to the lists' }).click();
  await bPanel.getByRole('tab', { name: 'Chats' }).click();
  await bPanel.getByRole('button', { name: /^Trio/ }).click();
  await bPanel.getByRole('button', { name: 'Chat settings' }).click();
  const settings = b.page.getByRole('dialog', { name: 'Chat settings' });
  await expect(settings.getByRole('list', { name: 'Members' }).getByText(`${cName} Tester`)).toBeVisible();
  for (const action of [`Remove ${cName} Tester`, 'Make owner', 'Rename', 'End group'])
    await expect(settings.getByRole('button', { name: action })).toHaveCount(0);
  await expect(settings.getByRole('button', { name: 'Leave group' })).toBeVisible();
  await expectNoSeriousAxeViolations(b.page, 'group settings as a member');
  await settings.getByRole('button', { name: 'Close' }).click();

  // A invites B to an event of A's; B sees the notification.
  const hour = 3_600_000;
  const event = await postAsMember<{ id: string }>(a.page, '/api/events/v1/create', {
    title: `Invite ${stamp}`,
    type: 'Free',
    visibility: 'public',
    timezone: 'UTC',
    startAt: new Date(Date.now() + 24 * hour).toISOString(),
    endAt: new Date(Date.now() + 26 * hour).toISOString(),
  });
  await postAsMember(a.page, '/api/events/v1/publish', { eventId: event.id, published: 1 });
  await postAsMember(a.page, '/api/friend/v1/eventInvitation', {
    eventId: event.id,
    friendIds: [await userIdOf(b.page)],
  });
  await expect(b.page.getByText(`${aName} Tester invited you to Invite ${stamp}`).first()).toBeVisible();
  await b.page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const notifications = b.page.getByRole('dialog', { name: 'Notifications' });
  await expect(notifications.getByText(`${aName} Tester invited you to Invite ${stamp}`)).toBeVisible();

  for (const member of [a, b, c]) expect(member.errors).toEqual([]);
});
