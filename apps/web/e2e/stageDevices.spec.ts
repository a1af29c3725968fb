import { expect, test, type Page } from '@playwright/test';
import { newMember } from './support/members.ts';
import { framesDecoded, peerConnectionsMade, recordPeerConnections } from './support/peerConnections.ts';
import { createPublicRoom } from './support/rooms.ts';

// Issue 12 (web): devices while live, and what a late joiner sees. A room's owner (a presenter: publishes
// without the cast) goes live; Chromium's fake devices give one camera and one microphone.

/** The frames the page decoded over `ms` (0 while nothing arrives). */
async function framesDecodedOver(page: Page, ms: number): Promise<number> {
  const before = await framesDecoded(page);
  await page.waitForTimeout(ms);
  return (await framesDecoded(page)) - before;
}

test('the camera switched to none stops for a viewer; back to the camera it decodes again, same publication', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await newMember(browser, 'devices-owner');
  const viewer = await newMember(browser, 'devices-viewer');
  await recordPeerConnections(viewer.context);
  const preRoomPath = await createPublicRoom(owner.page, `Devices room ${Date.now()}`);
  await viewer.page.goto(preRoomPath);
  await expect(viewer.page).toHaveURL(new RegExp(`${preRoomPath}/live$`));

  await owner.page.getByRole('button', { name: 'Go live' }).click();
  await expect(viewer.page.getByLabel(/^Video of /)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => framesDecoded(viewer.page), { timeout: 20_000 }).toBeGreaterThan(0);
  const connections = await peerConnectionsMade(viewer.page);

  const devices = owner.page.getByRole('group', { name: 'Camera and microphone' });
  const camera = devices.getByLabel('Camera', { exact: true });
  await expect(camera.locator('option')).toHaveText([/.+/, 'No camera']);
  const cameraId = await camera.inputValue();
  expect(cameraId).not.toBe('');

  // An empty source: the camera is released and the sender sends nothing (replaceTrack(null)).
  await camera.selectOption({ label: 'No camera' });
  await expect(owner.page.getByRole('button', { name: 'Turn camera on' })).toBeVisible();
  await expect.poll(() => framesDecodedOver(viewer.page, 1_500), { timeout: 20_000 }).toBe(0);
  // The presenter's camera state reaches viewers as any speaker's (issue 21): the avatar, not "No video signal".
  await expect(viewer.page.getByText('Camera off')).toBeAttached();
  await expect(viewer.page.getByText('No video signal')).toHaveCount(0);

  await camera.selectOption(cameraId);
  await expect(owner.page.getByRole('button', { name: 'Turn camera off' })).toBeVisible();
  await expect.poll(() => framesDecodedOver(viewer.page, 1_500), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(viewer.page.getByText('No video signal')).toHaveCount(0);
  // The same publication: the viewer made no new subscription, and one stream is on stage.
  expect(await peerConnectionsMade(viewer.page)).toBe(connections);
  await expect(viewer.page.getByLabel(/^Video of /)).toHaveCount(1);
  // The pick is the stage device preference, as the device test saves it.
  const saved = await owner.page.evaluate(() => localStorage.getItem('stage_device'));
  expect(JSON.parse(saved ?? '{}')).toMatchObject({ camera: cameraId });

  for (const person of [owner, viewer]) {
    expect(person.errors).toEqual([]);
    await person.context.close();
  }
});

test('a viewer who enters after the speaker muted sees the microphone off at once', async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await newMember(browser, 'muted-owner');
  const viewer = await newMember(browser, 'late-viewer');
  await recordPeerConnections(viewer.context);
  const preRoomPath = await createPublicRoom(owner.page, `Muted room ${Date.now()}`);

  await owner.page.getByRole('button', { name: 'Go live' }).click();
  await expect(owner.page.getByLabel(/^Video of /)).toBeVisible({ timeout: 20_000 });
  const announced = owner.page.waitForResponse((response) =>
    // A presenter is online in the cast (issue 21): their own microphone call is a speaker's.
    response.url().includes('/api/cast/v1/microphone'),
  );
  await owner.page.getByRole('button', { name: 'Mute microphone' }).click();
  expect((await announced).ok()).toBe(true);

  // Nothing is pushed after the viewer enters: the mic state comes from what the server gives on entry.
  await viewer.page.goto(preRoomPath);
  await expect(viewer.page).toHaveURL(new RegExp(`${preRoomPath}/live$`));
  await expect(viewer.page.getByLabel(/^Video of /)).toBeVisible({ timeout: 20_000 });
  await expect(viewer.page.getByText('Microphone off')).toBeVisible();
  await expect.poll(() => framesDecoded(viewer.page), { timeout: 20_000 }).toBeGreaterThan(0);

  for (const person of [owner, viewer]) {
    expect(person.errors).toEqual([]);
    await person.context.close();
  }
});
