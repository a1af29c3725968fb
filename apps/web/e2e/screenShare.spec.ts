import { expect, test, type Page } from '@playwright/test';
import { newMember } from './support/members.ts';
import { framesDecoded, recordPeerConnections } from './support/peerConnections.ts';
import { createPublicRoom } from './support/rooms.ts';

// Issue 11 (screen share in the room apps bar) and issue 12 ("a screen share reaches two viewers"): the
// room's owner (a moderator: the share goes out at once) picks a preset and shares a screen through the
// SFU; two viewers decode its video (getStats framesDecoded); the browser's own "Stop sharing" (the track
// ending) takes the share away from everyone. Chromium's fake capture answers getDisplayMedia
// (--use-fake-ui-for-media-stream with --use-fake-device-for-media-stream).

const sharedScreenOf = (page: Page) => page.getByLabel(/^Screen shared by /);

test('a moderator shares a screen with a preset; two viewers decode it; the browser stop ends it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await newMember(browser, 'share-owner');
  const viewers = [await newMember(browser, 'share-viewer-a'), await newMember(browser, 'share-viewer-b')];
  const preRoomPath = await createPublicRoom(owner.page, `Screen room ${Date.now()}`);
  for (const viewer of viewers) {
    await recordPeerConnections(viewer.context);
    await viewer.page.goto(preRoomPath);
    await expect(viewer.page).toHaveURL(new RegExp(`${preRoomPath}/live$`));
    // The apps bar is the moderators'.
    await expect(viewer.page.getByRole('navigation', { name: 'Apps' })).toHaveCount(0);
  }

  await owner.page
    .getByRole('navigation', { name: 'Apps' })
    .getByRole('button', { name: 'Screen share' })
    .click();
  const options = owner.page.getByRole('dialog', { name: 'Share your screen' });
  await options.getByRole('radio', { name: /^Movie/ }).check();
  await options.getByRole('button', { name: 'Choose what to share' }).click();
  await expect(options).toHaveCount(0, { timeout: 20_000 });
  const ownScreen = owner.page.getByLabel('You are sharing your screen', { exact: true });
  await expect(ownScreen).toBeVisible({ timeout: 20_000 });
  // The Movie preset: motion first, at most 720p and 30 fps.
  expect(
    await ownScreen.evaluate((video: HTMLVideoElement) => {
      const track = (video.srcObject as MediaStream).getVideoTracks()[0];
      const settings = track?.getSettings();
      return { hint: track?.contentHint, height: settings?.height, frameRate: settings?.frameRate };
    }),
  ).toEqual({ hint: 'motion', height: 720, frameRate: 30 });

  for (const viewer of viewers) {
    await expect(sharedScreenOf(viewer.page)).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => framesDecoded(viewer.page), { timeout: 20_000 }).toBeGreaterThan(0);
  }

  // The browser's own "Stop sharing" ends the capture's track (the page hears 'ended').
  await ownScreen.evaluate((video: HTMLVideoElement) => {
    (video.srcObject as MediaStream).getVideoTracks()[0]?.dispatchEvent(new Event('ended'));
  });
  await expect(ownScreen).toHaveCount(0);
  for (const viewer of viewers) await expect(sharedScreenOf(viewer.page)).toHaveCount(0);

  for (const person of [owner, ...viewers]) {
    expect(person.errors).toEqual([]);
    await person.context.close();
  }
});
