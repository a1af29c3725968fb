import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { newMember } from './support/members.ts';
import { createPublicRoom } from './support/rooms.ts';
import { solidPng } from './support/solidPng.ts';
import { tinyPdf } from './support/tinyPdf.ts';

// Issue 11 (web, shared content): the owner uploads an asset and shares it from the apps bar; a member in
// the room sees it without a reload; the owner stops sharing and it leaves the member's page. A pdf's page
// turn reaches the member too, and a late joiner's video plays within half a second of the owner's.

const appsOf = (page: Page) => page.getByRole('navigation', { name: 'Apps' });

async function uploadAndShare(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await appsOf(page).getByRole('button', { name: 'Upload asset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload asset' });
  await dialog.getByLabel('Choose a file').setInputFiles(file);
  await expect(page.getByText('File uploaded', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Share now' }).click();
  await expect(dialog).toBeHidden();
}

async function roomWithMember(browser: Parameters<typeof newMember>[0], title: string) {
  const owner = await newMember(browser, 'content-owner');
  const member = await newMember(browser, 'content-member');
  const preRoomPath = await createPublicRoom(owner.page, title);
  await member.page.goto(preRoomPath);
  await expect(member.page).toHaveURL(new RegExp(`${preRoomPath}/live$`));
  await expect(owner.page.getByText('People here: 2')).toBeVisible();
  return { owner, member };
}

test('the owner shares an uploaded image, the member sees it live, and stopping removes it', async ({
  browser,
}) => {
  const { owner, member } = await roomWithMember(browser, `Show and tell ${Date.now()}`);
  // The apps bar is for moderators only.
  await expect(appsOf(owner.page).getByRole('button', { name: 'YouTube' })).toBeVisible();
  await expect(appsOf(member.page)).toHaveCount(0);

  await uploadAndShare(owner.page, {
    name: 'Stage plan.png',
    mimeType: 'image/png',
    buffer: solidPng([30, 160, 90], 96),
  });
  for (const page of [owner.page, member.page]) {
    const image = page.getByRole('img', { name: 'Stage plan' });
    await expect(image).toBeVisible();
    // The stored file itself is shown (it loaded).
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(member.page.getByRole('button', { name: 'Stop sharing' })).toHaveCount(0);

  await owner.page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(member.page.getByRole('img', { name: 'Stage plan' })).toHaveCount(0);
  await expect(owner.page.getByRole('img', { name: 'Stage plan' })).toHaveCount(0);

  // Still in my assets, where it is deleted.
  await appsOf(owner.page).getByRole('button', { name: 'My assets' }).click();
  const assets = owner.page.getByRole('dialog', { name: 'My assets' });
  await assets.getByRole('button', { name: 'Delete Stage plan' }).click();
  await owner.page
    .getByRole('dialog', { name: 'Delete this asset?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(assets.getByText('No assets yet. Upload a file or share a link.')).toBeVisible();

  expect(owner.errors).toEqual([]);
  expect(member.errors).toEqual([]);
  await owner.context.close();
  await member.context.close();
});

test('a pdf is drawn in the page and the owner page turn reaches the member', async ({ browser }) => {
  const { owner, member } = await roomWithMember(browser, `Reading club ${Date.now()}`);
  const pdf = tinyPdf([
    [200, 40, 40],
    [40, 40, 200],
  ]);
  await uploadAndShare(owner.page, { name: 'Chapter one.pdf', mimeType: 'application/pdf', buffer: pdf });

  const pageOf = (page: Page) => page.getByRole('img', { name: /^Chapter one: Page \d of \d$/ });
  await expect(pageOf(member.page)).toHaveAccessibleName('Chapter one: Page 1 of 2');
  await owner.page.getByRole('button', { name: 'Next page' }).click();
  for (const page of [owner.page, member.page])
    await expect(pageOf(page)).toHaveAccessibleName('Chapter one: Page 2 of 2');
  // The page is drawn (blue, the second page's colour) at the middle of the canvas.
  await expect
    .poll(() =>
      pageOf(member.page).evaluate((canvas: HTMLCanvasElement) => {
        const [red, , blue] =
          canvas.getContext('2d')?.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data ?? [];
        return (blue ?? 0) > 150 && (red ?? 255) < 100;
      }),
    )
    .toBe(true);
  await expect(member.page.getByRole('button', { name: 'Next page' })).toHaveCount(0);

  expect(owner.errors).toEqual([]);
  expect(member.errors).toEqual([]);
  await owner.context.close();
  await member.context.close();
});

test('a late joiner starts the playing video where the owner is, within half a second', async ({
  browser,
}) => {
  const owner = await newMember(browser, 'video-owner');
  const preRoomPath = await createPublicRoom(owner.page, `Movie night ${Date.now()}`);
  // A 30 s H.264 test pattern (ffmpeg testsrc, 96x54, 10 fps), made for this test.
  const buffer = readFileSync(new URL('./fixtures/testPattern30s.mp4', import.meta.url));
  await uploadAndShare(owner.page, { name: 'Test pattern.mp4', mimeType: 'video/mp4', buffer });
  const videoOf = (page: Page) => page.getByRole('region', { name: 'Test pattern' }).locator('video');
  await expect(videoOf(owner.page)).toHaveJSProperty('readyState', 4);
  // The owner presses play on their player: everyone's plays.
  await videoOf(owner.page).evaluate((video: HTMLVideoElement) => video.play());
  // Until the owner's video is 3 s in (its own time, not a wait on the clock).
  await videoOf(owner.page).evaluate(
    (video: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        const past = () => {
          if (video.currentTime <= 3) return;
          video.removeEventListener('timeupdate', past);
          resolve();
        };
        video.addEventListener('timeupdate', past);
        past();
      }),
  );

  const member = await newMember(browser, 'video-late-joiner');
  await member.page.goto(preRoomPath);
  await expect(member.page).toHaveURL(new RegExp(`${preRoomPath}/live$`));
  const memberVideo = videoOf(member.page);
  await expect(memberVideo).toHaveJSProperty('paused', false);
  await expect(member.page.getByText(/^In sync · \d+ ms$/)).toBeVisible({ timeout: 10_000 });
  const times = async () => {
    const ownerTime = await videoOf(owner.page).evaluate((video: HTMLVideoElement) => video.currentTime);
    const memberTime = await memberVideo.evaluate((video: HTMLVideoElement) => video.currentTime);
    return { ownerTime, memberTime };
  };
  const { ownerTime, memberTime } = await times();
  expect(ownerTime).toBeGreaterThan(3);
  expect(Math.abs(ownerTime - memberTime)).toBeLessThan(0.5);

  // The owner pauses: the member's player stops where the owner's did.
  await videoOf(owner.page).evaluate((video: HTMLVideoElement) => video.pause());
  await expect(memberVideo).toHaveJSProperty('paused', true);
  await expect
    .poll(async () => {
      const { ownerTime: paused, memberTime: followed } = await times();
      return Math.abs(paused - followed);
    })
    .toBeLessThan(0.1);

  expect(owner.errors).toEqual([]);
  expect(member.errors).toEqual([]);
  await owner.context.close();
  await member.context.close();
});
