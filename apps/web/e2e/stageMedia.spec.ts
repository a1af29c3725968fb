import { expect, test } from '@playwright/test';
import { newMember } from './support/members.ts';
import { framesDecoded, recordPeerConnections } from './support/peerConnections.ts';
import { createPublicRoom } from './support/rooms.ts';

// Issue 12 (web): a room's owner (a presenter: publishes without the cast) goes live with camera and mic; another
// member in the room receives the video through the SFU and sees the owner's microphone go off.

test('the owner goes live; a viewer decodes the video and sees the microphone muted', async ({ browser }) => {
  test.setTimeout(90_000);
  const owner = await newMember(browser, 'stage-owner');
  const viewer = await newMember(browser, 'stage-viewer');
  await recordPeerConnections(viewer.context);
  const preRoomPath = await createPublicRoom(owner.page, `Stage room ${Date.now()}`);
  await viewer.page.goto(preRoomPath);
  await expect(viewer.page).toHaveURL(new RegExp(`${preRoomPath}/live$`));

  // Only the owner may go live.
  await expect(viewer.page.getByRole('button', { name: 'Go live' })).toHaveCount(0);
  await owner.page.getByRole('button', { name: 'Go live' }).click();
  // The owner's own tile appears once the SFU reports the stream up (cya_cast onNewStreamV2).
  await expect(owner.page.getByLabel(/^Video of /)).toBeVisible({ timeout: 20_000 });
  const mute = owner.page.getByRole('button', { name: 'Mute microphone' });

  const video = viewer.page.getByLabel(/^Video of /);
  await expect(video).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => framesDecoded(viewer.page), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(viewer.page.getByText('Microphone off')).toHaveCount(0);

  await mute.click();
  await expect(owner.page.getByRole('button', { name: 'Unmute microphone' })).toBeVisible();
  await expect(viewer.page.getByText('Microphone off')).toBeVisible();
  await owner.page.getByRole('button', { name: 'Unmute microphone' }).click();
  await expect(viewer.page.getByText('Microphone off')).toHaveCount(0);

  await owner.page.getByRole('button', { name: 'Leave the stage' }).click();
  await expect(video).toHaveCount(0);

  for (const person of [owner, viewer]) {
    expect(person.errors).toEqual([]);
    await person.context.close();
  }
});
