import { expect, test } from '@playwright/test';
import { framesDecoded, recordPeerConnections } from './support/peerConnections.ts';
import { collectPageErrors } from './support/pageErrors.ts';

// Issue 12 (web): the device test page shows the camera and microphone, and its codec test sends the camera
// through the media server's echo and decodes what comes back (H264, else VP8); the codec is kept.

test('the device test previews the camera and decodes its echo through the media server', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await recordPeerConnections(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/device/connect');

  await expect(page.getByRole('heading', { name: 'Device test', level: 1 })).toBeVisible();
  // Issue 22 item 12: the wait hint is the one duration stated, shown while the test runs.
  const hint = page.getByText('Please wait 30 seconds');
  await expect(hint).toHaveCount(0);
  await expect(page.getByText(/\b20 seconds\b/)).toHaveCount(0);
  const preview = page.getByLabel('Camera preview');
  await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Camera' })).toBeEnabled();
  await expect(page.getByRole('combobox', { name: 'Microphone' })).toBeEnabled();

  await page.getByRole('button', { name: 'Start the test' }).click();
  await expect(hint).toBeVisible();
  const works = page
    .getByRole('list', { name: 'Test results' })
    .getByText(/^(H264|VP8) works \(\d+ frames received\)$/);
  await expect(works).toBeVisible({ timeout: 25_000 });
  await expect(hint).toHaveCount(0);
  expect(await framesDecoded(page)).toBeGreaterThan(0);
  const codec = (await works.textContent())?.split(' ')[0];
  await expect(page.getByText(`Video codec used on stage: ${codec}`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('codec'))).toBe(codec);

  expect(errors).toEqual([]);
  await context.close();
});
