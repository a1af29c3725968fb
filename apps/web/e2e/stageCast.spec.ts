import { expect, test } from '@playwright/test';
import { newMember } from './support/members.ts';
import { framesDecoded, recordPeerConnections } from './support/peerConnections.ts';
import { createPublicRoom } from './support/rooms.ts';
import { consoleList, myPlace, stageOf } from './support/stage.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';

// Issue 12 (web, cast and media): a member applies from the room page, the owner sees them waiting in the
// stage console, approves and invites them on stage; the member accepts, goes live 1 s later (camera and
// microphone through the SFU) and a third person sees them on stage and decodes their video (getStats
// framesDecoded); the owner mutes their microphone (modmute) and everyone sees it off; the speaker asks to
// share a screen, the owner accepts and the third person plays it until the speaker stops; the owner kicks
// them, the member reads "You have been kicked from stage", is back in ready, and their video leaves the
// third person's stage.

test('apply, approve, go live, decoded by others, muted, a screen share asked and accepted, kicked to ready', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await newMember(browser, 'cast-owner');
  const member = await newMember(browser, 'cast-member');
  const watcher = await newMember(browser, 'cast-watcher');
  await recordPeerConnections(watcher.context);
  const preRoomPath = await createPublicRoom(owner.page, `Stage room ${Date.now()}`);
  for (const person of [member, watcher]) {
    await person.page.goto(preRoomPath);
    await expect(person.page).toHaveURL(new RegExp(`${preRoomPath}/live$`));
  }

  await myPlace(member.page).getByRole('button', { name: 'Apply to join stage' }).click();
  await expect(myPlace(member.page).getByText('You are number 1 in line (1 waiting)')).toBeVisible();

  await owner.page.getByRole('tab', { name: 'Stage' }).click();
  const waiting = consoleList(owner.page, 'Waiting');
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  await expect(waiting.getByText(/^Waited \d+:\d\d$/)).toBeVisible();
  await expectNoSeriousAxeViolations(owner.page, "the moderator's stage console with someone waiting");
  await expectNoSeriousAxeViolations(member.page, 'the stage seen by someone in line');
  await waiting.getByRole('button', { name: /^Approve: / }).click();
  await expect(myPlace(member.page).getByText('You are approved.', { exact: false })).toBeVisible();

  await consoleList(owner.page, 'Approved')
    .getByRole('button', { name: /^Invite on stage: / })
    .click();
  const invitation = member.page.getByRole('dialog', { name: 'Go on stage?' });
  await expect(invitation).toBeVisible();
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(invitation).toHaveCount(0);
  await expect(myPlace(member.page).getByText('You are on stage.')).toBeVisible();

  // The third person sees the member on stage.
  await expect(
    stageOf(watcher.page).getByRole('list', { name: 'On stage' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expect(consoleList(owner.page, 'On stage').getByRole('listitem')).toHaveCount(1);

  // The member went live: the third person receives and decodes their camera through the SFU.
  const speakerVideo = watcher.page.getByLabel(/^Video of /);
  await expect(speakerVideo).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => framesDecoded(watcher.page), { timeout: 20_000 }).toBeGreaterThan(0);

  // The owner mutes the speaker's microphone: everyone sees it off, then on again.
  await consoleList(owner.page, 'On stage')
    .getByRole('button', { name: /^Mute mic: / })
    .click();
  for (const person of [owner, member, watcher])
    await expect(person.page.getByText('Microphone off', { exact: true })).toBeVisible();
  await expect(
    stageOf(watcher.page)
      .getByRole('list', { name: 'On stage' })
      .getByText('Microphone off', { exact: true }),
  ).toBeVisible();
  await consoleList(owner.page, 'On stage')
    .getByRole('button', { name: /^Unmute mic: / })
    .click();
  for (const person of [owner, member, watcher])
    await expect(person.page.getByText('Microphone off', { exact: true })).toHaveCount(0);

  // The speaker asks to share a screen; the owner accepts; the third person plays it; the speaker stops.
  await member.page.getByRole('button', { name: 'Share screen', exact: true }).click();
  await member.page
    .getByRole('dialog', { name: 'Share your screen' })
    .getByRole('button', { name: 'Choose what to share' })
    .click();
  await expect(member.page.getByText('Waiting for a moderator to accept your screen share.')).toBeVisible({
    timeout: 20_000,
  });
  await owner.page
    .getByRole('region', { name: 'Screen share requests' })
    .getByRole('button', { name: /^Accept the screen share of / })
    .click();
  await expect(member.page.getByLabel('You are sharing your screen', { exact: true })).toBeVisible();
  const sharedScreen = watcher.page.getByLabel(/^Screen shared by /);
  await expect
    .poll(
      () =>
        sharedScreen.evaluate((video: HTMLVideoElement) => video.getVideoPlaybackQuality().totalVideoFrames),
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThan(0);
  await member.page.getByRole('button', { name: 'Stop sharing', exact: true }).click();
  await expect(sharedScreen).toHaveCount(0);

  await consoleList(owner.page, 'On stage')
    .getByRole('button', { name: /^Kick: / })
    .click();
  const notice = member.page.getByRole('dialog', { name: 'Notice' });
  await expect(notice.getByText('You have been kicked from stage')).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(myPlace(member.page).getByText('You are approved.', { exact: false })).toBeVisible();
  await expect(stageOf(watcher.page).getByText('Nobody is on stage yet.')).toBeVisible();
  // Leaving the stage closed the member's stream: its tile leaves the third person's page.
  await expect(speakerVideo).toHaveCount(0);
  await expect(consoleList(owner.page, 'Approved').getByRole('listitem')).toHaveCount(1);

  for (const person of [owner, member, watcher]) {
    expect(person.errors).toEqual([]);
    await person.context.close();
  }
});
