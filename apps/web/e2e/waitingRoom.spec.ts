import { expect, test } from '@playwright/test';
import { newMember } from './support/members.ts';

// Issue 11 (web): the owner turns the waiting room on; a second member knocks at the pre-room and sees their
// place in line; the owner admits them from the Requests panel; they land in the live room.

test('the owner admits a member who waits in the waiting room', async ({ browser }) => {
  const owner = await newMember(browser, 'wait-owner');
  const member = await newMember(browser, 'wait-member');
  const title = `Quiet room ${Date.now()}`;

  await owner.page.getByRole('banner').getByRole('button', { name: 'Create a room' }).click();
  const dialog = owner.page.getByRole('dialog', { name: 'Create a room' });
  await dialog.getByLabel('Room name').fill(title);
  await dialog.getByLabel('Room type').selectOption({ label: 'Public' });
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(owner.page).toHaveURL(/\/room\/[^/]+\/live$/);
  const preRoomPath = new URL(owner.page.url()).pathname.replace(/\/live$/, '');

  await owner.page.getByRole('button', { name: 'Room settings' }).click();
  const settings = owner.page.getByRole('dialog', { name: 'Room settings' });
  // The toggle follows the room's state: it turns on once the change comes back.
  await expect(settings.getByLabel('Waiting room')).not.toBeChecked();
  await settings.getByLabel('Waiting room').click();
  await expect(settings.getByLabel('Waiting room')).toBeChecked();
  await expect(owner.page.getByText('Waiting room turned on', { exact: true })).toBeVisible();
  await settings.getByRole('button', { name: 'Close' }).click();

  await member.page.goto(preRoomPath);
  await expect(member.page).toHaveURL(new RegExp(`${preRoomPath}\\?auth=1&wait=1$`));
  await expect(
    member.page.getByRole('heading', { level: 1, name: 'You are in the waiting room' }),
  ).toBeVisible();
  await expect(member.page.getByRole('status').getByText('You are number 1 in line')).toBeVisible();

  const requestsTab = owner.page.getByRole('tab', { name: 'Requests 1' });
  await expect(requestsTab).toBeVisible();
  await requestsTab.click();
  const line = owner.page.getByRole('list', { name: 'People waiting to come in' });
  await expect(line.getByRole('listitem')).toHaveCount(1);
  await line
    .getByRole('button', { name: /^Admit / })
    .filter({ hasNotText: 'stage' })
    .click();

  await expect(member.page).toHaveURL(new RegExp(`${preRoomPath}/live$`));
  await expect(member.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(member.page.getByText('A host let you in.', { exact: true })).toBeVisible();
  await expect(owner.page.getByText('Nobody is waiting to come in.')).toBeVisible();
  await expect(owner.page.getByText('People here: 2')).toBeVisible();

  expect(owner.errors).toEqual([]);
  expect(member.errors).toEqual([]);
  await owner.context.close();
  await member.context.close();
});
