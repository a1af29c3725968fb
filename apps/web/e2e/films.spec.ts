import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, test, type Page, type Route } from '@playwright/test';
import { fillTestCard } from './support/cardForm.ts';
import { newMember } from './support/members.ts';

// Issue 24 "Done when" (web part; docs/decisions/films-web.md): a creator uploads a generated clip, interrupted
// once and resumed after a reload, follows the transcode to Ready, prices the film and publishes it; a second
// member finds it in the festival catalogue under its category, buys it with the test card and plays it
// (currentTime advancing, a quality level switched); a third member who did not buy it cannot play it, even
// with the playlist address the buyer got.

const run = promisify(execFile);

/**
 * A 10 s 720p clip (testsrc + sine) at a constant 12 Mb/s, about 15 MB: three tus chunks of 5 MB, so that
 * the upload can be cut between two of them.
 */
async function makeClip(path: string): Promise<void> {
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=duration=10:size=1280x720:rate=30'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=10'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-b:v', '12M', '-minrate', '12M', '-maxrate', '12M', '-bufsize', '6M', '-x264-params', 'nal-hrd=cbr'],
    ...['-c:a', 'aac', '-shortest', '-movflags', '+faststart', path],
  ]);
}

/** Holds the tus PATCH requests from the `from`-th on, until `release` lets them through. */
function holdPatches(page: Page, from: number) {
  let seen = 0;
  const held: Route[] = [];
  let onHeld = () => {};
  const firstHeld = new Promise<void>((resolve) => (onHeld = resolve));
  const handler = async (route: Route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    seen += 1;
    if (seen < from) return route.continue();
    held.push(route);
    onHeld();
  };
  return {
    firstHeld,
    install: () => page.route('**/api/films/v1/uploads/**', handler),
    release: async () => {
      // Let the held requests through before the handler goes: unrouting settles what it still holds.
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute('**/api/films/v1/uploads/**', handler);
    },
  };
}

/** The share the film's progress bar shows, 0 to 100. */
const progressOf = async (page: Page, name: string) =>
  Number(await page.getByRole('progressbar', { name }).getAttribute('aria-valuenow'));

test('a creator uploads (resumed), publishes; a buyer finds, buys and plays; a stranger cannot', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const clipPath = test.info().outputPath('festival-clip.mp4');
  await makeClip(clipPath);
  expect((await stat(clipPath)).size).toBeGreaterThan(10 * 1024 * 1024);
  const title = `Festival clip ${Date.now()}`;

  // The creator describes the film and starts its upload; the second chunk is held, then the page reloads.
  const creator = await newMember(browser, 'film-creator');
  const { page } = creator;
  await page.goto('/movielist');
  await expect(page.getByRole('heading', { level: 1, name: 'My films' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload a film' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload a film' });
  await upload.getByLabel('Title').fill(title);
  await upload.getByLabel('Description').fill('Test pattern and a 440 Hz tone.');
  await upload.getByLabel('Category', { exact: true }).selectOption({ label: 'International' });
  await upload.getByLabel('Sub-category').selectOption({ label: 'Documentary' });
  await upload.getByLabel('Rating', { exact: true }).selectOption('PG');
  await upload.getByLabel('Price (USD)').fill('2.00');
  await upload.getByLabel('Video file').setInputFiles(clipPath);
  const interrupted = holdPatches(page, 2);
  await interrupted.install();
  await upload.getByRole('button', { name: 'Create and upload' }).click();
  await expect(upload).toBeHidden();
  await interrupted.firstHeld;
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText(/^Uploading… \d+%$/)).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();

  // After the reload the same file resumes where the server stopped: above 0%.
  await expect(
    card.getByText('The upload was interrupted. Choose the same file to resume it.'),
  ).toBeVisible();
  const resumed = holdPatches(page, 1);
  await resumed.install();
  await card.getByLabel('Video file').setInputFiles(clipPath);
  await resumed.firstHeld;
  await expect(card.getByText(/^Resumed: uploading… \d+%$/)).toBeVisible();
  expect(await progressOf(page, `Upload of ${title}`)).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('movielist-resumed-1366.png'), fullPage: true });
  await resumed.release();

  // The transcode's progress, then Ready; the price goes to $3.50 and the film is published.
  await expect(card.getByText('Ready', { exact: true })).toBeVisible({ timeout: 240_000 });
  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit details and price' }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${title}` });
  await edit.getByLabel('Price (USD)').fill('3.50');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`${title} is in the catalogue.`, { exact: true })).toBeVisible();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();

  // A buyer finds it under International › Documentary, buys it with the test card and plays it.
  const buyer = await newMember(browser, 'film-buyer');
  await buyer.page.goto('/movies');
  await buyer.page.getByRole('tab', { name: 'International' }).click();
  await buyer.page.getByRole('button', { name: 'Documentary' }).click();
  await buyer.page.getByRole('searchbox', { name: 'Search films' }).fill(title);
  const found = buyer.page.getByRole('article').filter({ hasText: title });
  await expect(found).toContainText('$3.50');
  await expect(found).toContainText('PG');
  await buyer.page.screenshot({ path: test.info().outputPath('movies-1366.png'), fullPage: true });
  await found.getByRole('link').click();
  await expect(buyer.page).toHaveURL(/\/movie\/[^/]+\/play$/);
  const filmPath = new URL(buyer.page.url()).pathname;
  await buyer.page.getByRole('button', { name: 'Buy · $3.50' }).click();
  const pay = buyer.page.getByRole('dialog', { name: 'Buy a film' });
  await fillTestCard(pay, '4242 4242 4242 4242');
  const playAnswer = buyer.page.waitForResponse((response) => response.url().includes('/api/films/v1/play'));
  await pay.getByRole('button', { name: 'Pay $3.50' }).click();
  await expect(pay.getByText(`${title} is yours. Enjoy the film!`)).toBeVisible();
  await pay.getByRole('button', { name: 'Done' }).click();
  const { data: playback } = (await (await playAnswer).json()) as { data: { playlistUrl: string } };
  const video = buyer.page.getByTestId('film-video');
  await expect(video).toBeVisible();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(1);
  const quality = buyer.page.getByRole('combobox', { name: 'Quality' });
  await expect(quality.getByRole('option')).toHaveText(['Auto', '720p', '360p']);
  await quality.selectOption({ label: '360p' });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoHeight)).toBe(360);
  await buyer.page.screenshot({ path: test.info().outputPath('movie-play-1366.png') });

  // A stranger sees the Buy button, no player, and the buyer's playlist address answers 403.
  const stranger = await newMember(browser, 'film-stranger', { viewport: { width: 390, height: 844 } });
  await stranger.page.goto(filmPath);
  await expect(stranger.page.getByRole('button', { name: 'Buy · $3.50' })).toBeVisible();
  await expect(stranger.page.getByTestId('film-video')).toHaveCount(0);
  await stranger.page.screenshot({ path: test.info().outputPath('movie-detail-390.png'), fullPage: true });
  const strangerStatus = await stranger.page.evaluate(
    async (url) => (await fetch(url)).status,
    new URL(playback.playlistUrl, buyer.page.url()).href,
  );
  expect(strangerStatus).toBe(403);

  expect(creator.errors).toEqual([]);
  expect(buyer.errors).toEqual([]);
  expect(stranger.errors).toEqual([]);
  await Promise.all([creator.context.close(), buyer.context.close(), stranger.context.close()]);
});
