import { expect, test, type Page } from '@playwright/test';
import { newMember, postAsMember } from './support/members.ts';
import { friendsPanelOf, openFriendsPanel } from './support/friendsPanel.ts';
import { createPublicRoom } from './support/rooms.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';

// Issue 21 "Invite friends": B adds A by A's invitation code (B on a phone's width); A opens a room named
// in any script (issue 22: "Café chat ☕") and invites B from the room's bar; B sees the invitation, opens it
// from the notifications and joins the room.

async function named(page: Page, firstName: string) {
  await postAsMember(page, '/api/user/v1/updateProfile', { firstName, lastName: 'Tester' });
  await page.reload();
}

test('a friend added by code, then invited to a room, joins it from the notification', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const a = await newMember(browser, 'invite-a');
  const b = await newMember(browser, 'invite-b');
  await b.page.setViewportSize({ width: 390, height: 844 });
  const [aName, bName] = [`Ada${stamp}`, `Bob${stamp}`];
  await named(a.page, aName);
  await named(b.page, bName);

  // A hands out a code from the Friends tab.
  await openFriendsPanel(a.page);
  const aPanel = friendsPanelOf(a.page);
  await aPanel.getByRole('tab', { name: 'Friends' }).click();
  await aPanel.getByRole('button', { name: 'Add friend by code' }).click();
  const aCodes = a.page.getByRole('dialog', { name: 'Add friend by code' });
  const codeField = aCodes.getByRole('textbox', { name: 'Your invitation code' });
  await expect(codeField).not.toHaveValue('');
  const code = await codeField.inputValue();
  await expectNoSeriousAxeViolations(a.page, 'Add friend by code');
  await aCodes.getByRole('button', { name: 'Close' }).click();

  // B enters it, on a phone.
  await openFriendsPanel(b.page);
  const bPanel = friendsPanelOf(b.page);
  await bPanel.getByRole('tab', { name: 'Friends' }).click();
  await bPanel.getByRole('button', { name: 'Add friend by code' }).click();
  const bCodes = b.page.getByRole('dialog', { name: 'Add friend by code' });
  await bCodes.getByRole('textbox', { name: "Friend's code" }).fill(code);
  await bCodes.getByRole('button', { name: 'Add friend' }).click();
  await expect(b.page.getByText('You are now friends.', { exact: true })).toBeVisible();
  await expect(bCodes).toHaveCount(0);
  await expect(bPanel.getByRole('button', { name: `Message ${aName} Tester` })).toBeVisible();

  // A opens a room named with an accent and an emoji, and invites B from its bar.
  const title = `Café chat ☕ ${stamp}`;
  await a.page.goto('/events');
  const preRoomPath = await createPublicRoom(a.page, title);
  await expect(a.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await a.page.getByRole('button', { name: 'Invite friends' }).click();
  const invite = a.page.getByRole('dialog', { name: `Invite friends to ${title}` });
  await invite.getByRole('searchbox', { name: 'Search your friends' }).fill(bName);
  await invite.getByRole('checkbox', { name: `${bName} Tester` }).check();
  await expect(invite.getByText('Chosen: 1')).toBeVisible();
  await expect(invite.getByRole('textbox', { name: 'Link to share' })).toHaveValue(
    new RegExp(`${preRoomPath}$`),
  );
  await expectNoSeriousAxeViolations(a.page, 'the Invite friends dialog of a room');
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  await expect(a.page.getByText('Friends invited: 1', { exact: true })).toBeVisible();

  // B hears of it, opens it from the notifications and is in the room.
  const notice = `${aName} Tester invited you to the room ${title}`;
  await expect(b.page.getByText(notice).first()).toBeVisible();
  await b.page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  await b.page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: notice }).click();
  await expect(b.page).toHaveURL(new RegExp(`${preRoomPath}/live$`));
  await expect(b.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  for (const member of [a, b]) expect(member.errors).toEqual([]);
  await a.context.close();
  await b.context.close();
});
