import { expect, test, type Page } from '@playwright/test';
import { newMember } from './support/members.ts';
import {
  framesDecoded,
  liveCapturedTracks,
  openPeerConnections,
  recordCaptures,
  recordPeerConnections,
} from './support/peerConnections.ts';
import { createPublicRoom } from './support/rooms.ts';
import { consoleList, myPlace } from './support/stage.ts';

// Issue 12 (web, interview video): a member applies from the room page; the owner invites them to an
// interview from the stage console; the member accepts; both see and hear each other peer to peer through
// the cast socket's p2p signalling (each decodes the other's video: getStats framesDecoded); the owner ends
// the interview and both pages close their connections and their camera and microphone.

const interviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Interview', exact: true });

test('an accepted interview links the moderator and the interviewee by video until it ends', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await newMember(browser, 'interview-owner');
  const member = await newMember(browser, 'interview-member');
  for (const person of [owner, member]) {
    await recordPeerConnections(person.context);
    await recordCaptures(person.context);
  }
  const preRoomPath = await createPublicRoom(owner.page, `Interview room ${Date.now()}`);
  // The init scripts apply to pages loaded from now on.
  await owner.page.reload();
  await member.page.goto(preRoomPath);
  await expect(member.page).toHaveURL(new RegExp(`${preRoomPath}/live$`));

  await myPlace(member.page).getByRole('button', { name: 'Apply to join stage' }).click();
  await owner.page.getByRole('tab', { name: 'Stage' }).click();
  await consoleList(owner.page, 'Waiting')
    .getByRole('button', { name: /^Interview: / })
    .click();

  const request = member.page.getByRole('dialog', { name: 'Interview request' });
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: 'Accept' }).click();

  // Both dialogs show their own camera and the other person's video, and each decodes the other's.
  for (const person of [owner, member]) {
    const dialog = interviewDialog(person.page);
    await expect(dialog.getByRole('group', { name: 'Interview video' })).toBeVisible();
    await expect(dialog.getByLabel('Your camera')).toBeVisible();
    await expect(dialog.getByLabel(/^Video of /)).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => framesDecoded(person.page), { timeout: 20_000 }).toBeGreaterThan(0);
  }
  await expect(interviewDialog(member.page).getByText('Moderator', { exact: true })).toBeVisible();

  // The member turns the camera off and on: the toggle follows.
  const memberDialog = interviewDialog(member.page);
  await memberDialog.getByRole('button', { name: 'Turn camera off' }).click();
  await expect(memberDialog.getByRole('button', { name: 'Turn camera on' })).toBeVisible();
  await memberDialog.getByRole('button', { name: 'Turn camera on' }).click();

  // The owner ends the interview: both dialogs close, and with them the connections and the devices.
  await interviewDialog(owner.page).getByRole('button', { name: 'End interview' }).click();
  for (const person of [owner, member]) {
    await expect(interviewDialog(person.page)).toHaveCount(0);
    await expect.poll(() => openPeerConnections(person.page)).toBe(0);
    await expect.poll(() => liveCapturedTracks(person.page)).toBe(0);
  }
  await expect(myPlace(member.page).getByText('You are number 1 in line', { exact: false })).toBeVisible();

  for (const person of [owner, member]) {
    expect(person.errors).toEqual([]);
    await person.context.close();
  }
});
