import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { newMember } from './support/members.ts';
import { createPublicRoom } from './support/rooms.ts';

// Issue 23 (docs/decisions/recordings.md): a room's owner goes live with the fake camera, records the stage
// (confirmation both ways), everyone in the room sees "Recording"; the recording is listed in My Recordings,
// plays, downloads as WebM and is renamed; another member cannot open it.

/** The room bar, where the owner's Record button and everyone's indicator are. */
const roomBar = (page: Page) =>
  page.getByRole('banner').filter({ has: page.getByRole('heading', { level: 1 }) });

/** WebM (EBML) files begin with these four bytes. */
const webmMagic = [0x1a, 0x45, 0xdf, 0xa3];

test('an owner records the stage; the recording plays, downloads, is renamed, and is theirs alone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await newMember(browser, 'rec-owner');
  const viewer = await newMember(browser, 'rec-viewer');
  const title = `Recorded room ${Date.now()}`;
  const preRoomPath = await createPublicRoom(owner.page, title);
  await viewer.page.goto(preRoomPath);
  await expect(viewer.page).toHaveURL(new RegExp(`${preRoomPath}/live$`));

  await owner.page.getByRole('button', { name: 'Go live' }).click();
  await expect(owner.page.getByLabel(/^Video of /)).toBeVisible({ timeout: 20_000 });
  await expect(viewer.page.getByLabel(/^Video of /)).toBeVisible({ timeout: 20_000 });
  // Only the owner (a moderator) may record.
  await expect(viewer.page.getByRole('button', { name: 'Record' })).toHaveCount(0);

  await roomBar(owner.page).getByRole('button', { name: 'Record' }).click();
  const startDialog = owner.page.getByRole('dialog', { name: 'Start recording?' });
  await startDialog.getByRole('button', { name: 'Record' }).click();
  await expect(startDialog).toBeHidden();
  for (const page of [owner.page, viewer.page])
    await expect(roomBar(page).getByRole('status').filter({ hasText: 'Recording' })).toBeVisible();
  await owner.page.screenshot({ path: test.info().outputPath('room-recording-1366.png') });

  // The first chunk reaches the server after 4 s of recording; the stop sends the rest.
  await owner.page.waitForResponse((response) => response.url().includes('/saveStream'), { timeout: 20_000 });
  await roomBar(owner.page).getByRole('button', { name: 'Stop recording' }).click();
  const stopDialog = owner.page.getByRole('dialog', { name: 'Stop recording?' });
  await stopDialog.getByRole('button', { name: 'Stop recording' }).click();
  await expect(stopDialog).toBeHidden({ timeout: 20_000 });
  await expect(owner.page.getByText('Recording saved to My Recordings.', { exact: true })).toBeVisible();
  for (const page of [owner.page, viewer.page])
    await expect(roomBar(page).getByRole('status').filter({ hasText: 'Recording' })).toHaveCount(0);
  await owner.page.getByRole('button', { name: 'Leave the stage' }).click();

  await owner.page.goto('/myrecordings');
  const list = owner.page.getByRole('list', { name: 'My Recordings' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const row = list.getByRole('listitem').first();
  await expect(row).toContainText(title);
  await owner.page.screenshot({ path: test.info().outputPath('myrecordings-1366.png'), fullPage: true });

  const downloading = owner.page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download / }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.webm$/);
  const bytes = await readFile(await download.path());
  expect(bytes.length).toBeGreaterThan(1_000);
  expect([...bytes.subarray(0, 4)]).toEqual(webmMagic);

  await row.getByRole('link', { name: /^Play / }).click();
  await expect(owner.page).toHaveURL(/\/viewrecordings\/room\/[^/]+$/);
  const viewPath = new URL(owner.page.url()).pathname;
  const video = owner.page.getByLabel(/^Recording /);
  await expect(video).toBeVisible({ timeout: 20_000 });
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.5);
  expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBeGreaterThan(0);
  await owner.page.screenshot({ path: test.info().outputPath('viewrecording-1366.png'), fullPage: true });

  await owner.page.getByRole('link', { name: 'Edit' }).click();
  await expect(owner.page).toHaveURL(/\/recording\/[^/]+\/edit$/);
  const name = owner.page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue(new RegExp(title));
  await name.fill('Our first take');
  await owner.page.getByRole('button', { name: 'Save' }).click();
  await expect(owner.page.getByText('Name saved.', { exact: true })).toBeVisible();
  await owner.page.reload();
  await expect(name).toHaveValue('Our first take');
  await owner.page.goto('/myrecordings');
  await expect(list.getByRole('listitem').first()).toContainText('Our first take');

  for (const width of [390, 1366]) {
    await owner.page.setViewportSize({ width, height: 844 });
    for (const [page, path] of [
      ['myrecordings', '/myrecordings'],
      ['viewrecording', viewPath],
      ['edit', viewPath.replace(/^\/viewrecordings\/room\//, '/recording/') + '/edit'],
    ] as const) {
      await owner.page.goto(path);
      await expect(owner.page.getByRole('heading', { level: 1 })).toBeVisible();
      if (page === 'edit') await expect(name).toHaveValue('Our first take');
      else await expect(owner.page.getByText('Our first take').first()).toBeVisible();
      const overflow = await owner.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${page} at ${width} px scrolls sideways`).toBe(0);
      await owner.page.screenshot({ path: test.info().outputPath(`${page}-${width}.png`), fullPage: true });
    }
  }

  // Someone else's recording does not exist for them.
  await viewer.page.goto(viewPath);
  await expect(viewer.page.getByText('This recording is not available.')).toBeVisible();
  await expect(viewer.page.getByLabel(/^Recording /)).toHaveCount(0);

  for (const person of [owner, viewer]) {
    expect(person.errors).toEqual([]);
    await person.context.close();
  }
});
