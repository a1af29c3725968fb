import { expect, test, type Page } from '@playwright/test';
import { newMember } from './support/members.ts';
import { createPublicRoom } from './support/rooms.ts';

// Issue 11 (done when): with strict chat moderation on, a member's message reaches the others only once a
// moderator approves it; the owner blocks the member from the room; the member reads why, leaves, and
// cannot come back.

const chatOf = (page: Page) => page.getByRole('complementary', { name: 'Chat' });
const logOf = (page: Page) => chatOf(page).getByRole('log');

test('strict moderation holds a message until approved; a blocked member is told why and cannot return', async ({
  browser,
}) => {
  const owner = await newMember(browser, 'moderation-owner');
  const member = await newMember(browser, 'moderation-member');
  const watcher = await newMember(browser, 'moderation-watcher');
  const preRoomPath = await createPublicRoom(owner.page, `Moderated room ${Date.now()}`);

  await owner.page.getByRole('button', { name: 'Room settings' }).click();
  const settings = owner.page.getByRole('dialog', { name: 'Room settings' });
  const strict = settings.getByLabel('Moderators approve every chat message');
  await expect(strict).not.toBeChecked();
  await strict.click();
  await expect(strict).toBeChecked();
  await settings.getByRole('button', { name: 'Close' }).click();

  for (const person of [member, watcher]) {
    await person.page.goto(preRoomPath);
    await expect(person.page).toHaveURL(new RegExp(`${preRoomPath}/live$`));
  }
  await expect(owner.page.getByText('People here: 3')).toBeVisible();

  const chat = chatOf(member.page);
  await chat.getByRole('textbox', { name: 'Message' }).fill('May I ask a question?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(logOf(member.page).getByText('May I ask a question?')).toBeVisible();
  await expect(chat.getByText('Waiting for approval', { exact: true })).toBeVisible();
  // Only the moderators see it waiting; the watcher sees nothing yet.
  const approve = chatOf(owner.page).getByRole('button', { name: /^Approve the message from / });
  await expect(approve).toBeVisible();
  await expect(logOf(watcher.page).getByText('May I ask a question?')).toHaveCount(0);
  await approve.click();
  await expect(logOf(watcher.page).getByText('May I ask a question?')).toBeVisible();
  await expect(logOf(owner.page).getByText('May I ask a question?')).toBeVisible();
  await expect(chat.getByText('Waiting for approval', { exact: true })).toHaveCount(0);

  // The owner blocks the member from the room, from their message.
  // Its actions are in one menu (issue 22 item 3).
  await logOf(owner.page)
    .getByRole('listitem')
    .filter({ hasText: 'May I ask a question?' })
    .getByRole('button', { name: /^Actions on .*'s message$/ })
    .click();
  await owner.page.getByRole('menuitem', { name: 'Block from room' }).click();
  await owner.page.getByRole('dialog').getByRole('button', { name: 'Block from room' }).click();
  const notice = member.page.getByRole('dialog', { name: 'You left the room' });
  await expect(notice.getByText('You have been blocked')).toBeVisible();
  await notice.getByRole('button', { name: 'Leave room' }).click();
  await expect(member.page).not.toHaveURL(/\/live$/);

  await member.page.goto(preRoomPath);
  await expect(member.page.getByText('You cannot join this room')).toBeVisible();
  await expect(member.page).not.toHaveURL(/\/live$/);
  // The watcher stayed.
  await expect(watcher.page.getByText('People here: 2')).toBeVisible();

  for (const person of [owner, member, watcher]) {
    expect(person.errors).toEqual([]);
    await person.context.close();
  }
});
