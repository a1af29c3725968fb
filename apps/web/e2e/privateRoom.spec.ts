import { expect, test } from '@playwright/test';
import { newMember, postAsMember } from './support/members.ts';

// Issue 11 (done when): the owner creates a private room with a waiting room from the UI, inviting a
// member by name; someone not invited cannot enter; the invited member waits, is admitted, and writes
// under strict moderation: the message reaches the others only once the owner approves it.

test('a private room with a waiting room: the invited member waits, is admitted, and chats under moderation', async ({
  browser,
}) => {
  const owner = await newMember(browser, 'private-owner');
  const guestOfHonour = await newMember(browser, 'private-invitee');
  const stranger = await newMember(browser, 'private-stranger');
  const name = `Zelda${Date.now() % 1_000_000}`;
  await postAsMember(guestOfHonour.page, '/api/user/v1/updateProfile', { firstName: name });
  const title = `Private room ${Date.now()}`;

  const dialog = owner.page.getByRole('dialog', { name: 'Create a room' });
  await owner.page.getByRole('banner').getByRole('button', { name: 'Create a room' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Room name').fill(title);
  await dialog.getByLabel('Room type').selectOption({ label: 'Private' });
  await dialog.getByLabel('Find people by name').fill(name);
  await dialog.getByRole('button', { name: `Invite ${name}` }).click();
  await expect(dialog.getByRole('list', { name: 'Invited' }).getByText(name)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(owner.page).toHaveURL(/\/room\/[^/]+\/live$/);
  const preRoomPath = new URL(owner.page.url()).pathname.replace(/\/live$/, '');

  await owner.page.getByRole('button', { name: 'Room settings' }).click();
  const settings = owner.page.getByRole('dialog', { name: 'Room settings' });
  for (const label of ['Waiting room', 'Moderators approve every chat message']) {
    await settings.getByLabel(label).click();
    await expect(settings.getByLabel(label)).toBeChecked();
  }
  await settings.getByRole('button', { name: 'Close' }).click();

  // Not invited: the private room stays shut.
  await stranger.page.goto(preRoomPath);
  await expect(stranger.page.getByText('You cannot join this room')).toBeVisible();
  await expect(stranger.page).not.toHaveURL(/\/live$/);

  // Invited: in line, then let in.
  await guestOfHonour.page.goto(preRoomPath);
  await expect(guestOfHonour.page.getByRole('status').getByText('You are number 1 in line')).toBeVisible();
  await owner.page.getByRole('tab', { name: 'Requests 1' }).click();
  await owner.page.getByRole('button', { name: `Admit ${name}`, exact: true }).click();
  await expect(guestOfHonour.page).toHaveURL(new RegExp(`${preRoomPath}/live$`));
  await expect(owner.page.getByText('People here: 2')).toBeVisible();

  // Strict moderation: the owner sees it waiting, approves, and only then does it join the chat.
  const chat = guestOfHonour.page.getByRole('complementary', { name: 'Chat' });
  await chat.getByRole('textbox', { name: 'Message' }).fill('Thanks for having me');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('Waiting for approval', { exact: true })).toBeVisible();
  await owner.page.getByRole('tab', { name: 'Chat' }).click();
  const ownerChat = owner.page.getByRole('complementary', { name: 'Chat' });
  await expect(ownerChat.getByRole('log').getByText('Thanks for having me')).toHaveCount(0);
  await ownerChat.getByRole('button', { name: `Approve the message from ${name}` }).click();
  await expect(ownerChat.getByRole('log').getByText('Thanks for having me')).toBeVisible();
  await expect(chat.getByText('Waiting for approval', { exact: true })).toHaveCount(0);

  for (const person of [owner, guestOfHonour, stranger]) {
    expect(person.errors).toEqual([]);
    await person.context.close();
  }
});
