import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { boxOf, boxesOverlap, screenSizes } from './support/boxes.ts';
import { friendsPanelOf, openFriendsPanel } from './support/friendsPanel.ts';
import { newMember, postAsMember } from './support/members.ts';

// Issue 22 item 1, across two browsers: a friend request raises the bell and drops it once answered in the
// friends panel; a message shows on the header's friends button, on the Chats tab and in the tab's title
// ("(1) …"), and all three clear once the chat is read.

const userIdOf = (page: Page) => page.evaluate(() => localStorage.getItem('user_id') ?? '');

/** The chat with a friend, from the member's friend list. */
async function chatIdWith(page: Page, friendId: string): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get('/api/friend/v1/friendList?v=43&page=1', {
    headers: { 'X-Client': 'web-43', Authorization: `Bearer ${token}` },
  });
  const answer = (await response.json()) as { data: { list: { userId: string; chatId: string | null }[] } };
  const chatId = answer.data.list.find((friend) => friend.userId === friendId)?.chatId;
  expect(chatId).toBeTruthy();
  return chatId ?? '';
}

for (const { name, viewport } of screenSizes)
  test(`unread chats and notifications where people look (${name})`, async ({ browser }) => {
    test.setTimeout(60_000);
    const stamp = Date.now().toString(36);
    const ada = await newMember(browser, `unread-a-${name}`);
    const bob = await newMember(browser, `unread-b-${name}`);
    await ada.page.setViewportSize(viewport);
    await postAsMember(bob.page, '/api/user/v1/updateProfile', {
      firstName: `Bob${stamp}`,
      lastName: 'Tester',
    });
    const [adaId, bobId] = await Promise.all([userIdOf(ada.page), userIdOf(bob.page)]);

    // Bob asks; Ada's bell counts it; answering it in the friends panel drops the count without a reload.
    await postAsMember(bob.page, '/api/friend/v1/sendInvitation', { inviteeId: adaId });
    const header = ada.page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Notifications, 1 new' })).toBeVisible();
    await expect(ada.page).toHaveTitle(/^\(1\) /);
    await openFriendsPanel(ada.page);
    const panel = friendsPanelOf(ada.page);
    await panel.getByRole('tab', { name: 'Friends' }).click();
    await panel
      .getByRole('region', { name: 'Friend requests' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(ada.page).not.toHaveTitle(/^\(\d+\) /);

    // Bob writes; Ada sees it on the friends button, the Chats tab and the title.
    await panel.getByRole('tab', { name: /^Chats/ }).click();
    const chatId = await chatIdWith(bob.page, adaId);
    await postAsMember(bob.page, '/api/friend/v1/chat/send', { chatId, friendId: adaId, content: 'Hi Ada' });
    const friendsButton = header.getByRole('button', { name: /friends panel, unread chats: 1$/ });
    await expect(friendsButton).toBeVisible();
    await expect(panel.getByRole('tab', { name: 'Chats (unread chats: 1)' })).toBeVisible();
    await expect(ada.page).toHaveTitle(/^\(1\) /);
    // The count sits on the button's corner, inside the header.
    const badgeBox = await boxOf(friendsButton.getByTestId('unread-chats'));
    expect(boxesOverlap(badgeBox, await boxOf(friendsButton))).toBe(true);
    const headerBox = await boxOf(header);
    expect(badgeBox.y).toBeGreaterThanOrEqual(headerBox.y);
    expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(headerBox.x + headerBox.width);
    await expectNoSeriousAxeViolations(ada.page, `unread counts in the header and the panel (${name})`);

    // Reading the chat clears all three.
    await panel.getByRole('list', { name: 'Chats' }).getByRole('button', { name: /Bob/ }).click();
    await expect(panel.getByRole('log').getByText('Hi Ada')).toBeVisible();
    await expect(header.getByRole('button', { name: /friends panel$/ })).toBeVisible();
    await expect(ada.page).not.toHaveTitle(/^\(\d+\) /);
    expect(bobId).not.toBe(adaId);
    expect(ada.errors).toEqual([]);
    await ada.context.close();
    await bob.context.close();
  });
