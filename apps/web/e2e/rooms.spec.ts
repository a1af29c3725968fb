import { expect, test, type Page } from '@playwright/test';
import { newMember } from './support/members.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';

// Issue 11 (web, first part): the owner creates a room from the header; a second member enters through the
// pre-room; they chat both ways without a reload; the owner turns text chat off and the member's send box
// closes live, with the settings' success message on both pages.

const chatOf = (page: Page) => page.getByRole('complementary', { name: 'Chat' });

async function say(page: Page, text: string) {
  const chat = chatOf(page);
  await chat.getByRole('textbox', { name: 'Message' }).fill(text);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveValue('');
}

test('an owner creates a room, a member enters, they chat live, and text chat off reaches the member', async ({
  browser,
}) => {
  const owner = await newMember(browser, 'room-owner');
  const member = await newMember(browser, 'room-member');
  const title = `Jam session ${Date.now()}`;

  await owner.page.getByRole('banner').getByRole('button', { name: 'Create a room' }).click();
  const dialog = owner.page.getByRole('dialog', { name: 'Create a room' });
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(dialog.getByText('This field is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Please choose a room type', { exact: true })).toBeVisible();
  await dialog.getByLabel('Room name').fill(title);
  await dialog.getByLabel('Room type').selectOption({ label: 'Public' });
  await dialog.getByRole('button', { name: 'Create room' }).click();
  // The pre-room lets the owner straight in.
  await expect(owner.page).toHaveURL(/\/room\/[^/]+\/live$/);
  await expect(owner.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(chatOf(owner.page).getByText('No messages yet. Say hello!')).toBeVisible();
  const preRoomPath = new URL(owner.page.url()).pathname.replace(/\/live$/, '');

  await member.page.goto(preRoomPath);
  await expect(member.page).toHaveURL(new RegExp(`${preRoomPath}/live$`));
  await expect(member.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The joined-people count reaches the owner live.
  await expect(owner.page.getByText('People here: 2')).toBeVisible();

  await say(owner.page, 'Welcome to the jam!');
  await expect(chatOf(member.page).getByRole('log').getByText('Welcome to the jam!')).toBeVisible();
  await say(member.page, 'Glad to be here');
  await expect(chatOf(owner.page).getByRole('log').getByText('Glad to be here')).toBeVisible();
  // Both messages on both pages, once each, in order.
  for (const page of [owner.page, member.page]) {
    await expect(chatOf(page).getByRole('log').getByRole('listitem')).toHaveText([
      /Welcome to the jam!/,
      /Glad to be here/,
    ]);
  }

  await expectNoSeriousAxeViolations(member.page, 'the room live page with its chat');
  await owner.page.getByRole('button', { name: 'Room settings' }).click();
  const settings = owner.page.getByRole('dialog', { name: 'Room settings' });
  await expectNoSeriousAxeViolations(owner.page, 'the room settings dialog');
  await expect(settings.getByLabel('Text chat')).toBeChecked();
  await settings.getByLabel('Text chat').uncheck();
  await expect(settings.getByLabel('Text chat')).not.toBeChecked();
  for (const page of [owner.page, member.page])
    await expect(page.getByText('Text chat turned off', { exact: true })).toBeVisible();

  const memberChat = chatOf(member.page);
  await expect(memberChat.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  await expect(memberChat.getByText('Text chat is turned off in this room.')).toBeVisible();
  await expect(memberChat.getByRole('button', { name: 'Send' })).toBeDisabled();
  // The owner moderates the room and may still write.
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(chatOf(owner.page).getByRole('textbox', { name: 'Message' })).toBeEnabled();

  expect(owner.errors).toEqual([]);
  expect(member.errors).toEqual([]);
  await owner.context.close();
  await member.context.close();
});
