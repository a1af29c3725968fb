import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { newMember, postAsMember } from './support/members.ts';
import { framesDecoded, recordPeerConnections } from './support/peerConnections.ts';
import { stageOf } from './support/stage.ts';

// Issue 23 (web, replays): an event goes live with its host on camera, an attendee chats, the host shares a
// video; the host ends it. The host (a moderator) opens the replay from the event's page, seeks to the
// middle and sees the chat up to there, the shared video at its position and their recorded camera decoding
// at that offset; the attendee (not a moderator) opens it from the channel's REPLAYS tab and cannot seek.

const desktop = { viewport: { width: 1366, height: 800 } };
const phone = { viewport: { width: 390, height: 844 } };

const chatOf = (page: Page) => page.getByRole('complementary', { name: 'Chat' });
const logOf = (page: Page) => chatOf(page).getByRole('log', { name: 'Chat messages' });
const sliderOf = (page: Page) =>
  page.getByRole('group', { name: 'Replay timeline' }).getByRole('slider', { name: 'Seek' });

async function say(page: Page, text: string) {
  await chatOf(page).getByRole('textbox', { name: 'Message' }).fill(text);
  await chatOf(page).getByRole('button', { name: 'Send' }).click();
  await expect(logOf(page).getByText(text)).toBeVisible();
}

/** GETs an API call as the member signed in on the page, and answers its data. */
async function getAsMember<T>(page: Page, path: string): Promise<{ code: number; data: T }> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get(`${path}${path.includes('?') ? '&' : '?'}v=43`, {
    headers: { 'X-Client': 'web-43', Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { code: number; data: T };
}

/** Resolves once the video's own time passed `seconds` (its timeupdate, not the clock). */
const playedPast = (video: Locator, seconds: number) =>
  video.evaluate(
    (element: HTMLVideoElement, past: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (element.currentTime <= past) return;
          element.removeEventListener('timeupdate', check);
          resolve();
        };
        element.addEventListener('timeupdate', check);
        check();
      }),
    seconds,
  );

const currentTimeOf = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

test('a replay: a moderator seeks to the middle and sees chat, content and the recorded stage; a viewer cannot seek', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const host = await newMember(browser, 'replay-host', desktop);
  const attendee = await newMember(browser, 'replay-attendee', phone);
  await recordPeerConnections(attendee.context);
  const stamp = Date.now();
  const title = `Replay night ${stamp}`;
  // Started a minute ago: the event is live at once, so the stage is recorded from the first frame.
  const event = await postAsMember<{ id: string }>(host.page, '/api/events/v1/create', {
    title,
    type: 'Free',
    visibility: 'public',
    timezone: 'UTC',
    startAt: new Date(stamp - 60_000).toISOString(),
    endAt: new Date(stamp + 2 * 3_600_000).toISOString(),
  });
  await postAsMember(host.page, '/api/events/v1/publish', { eventId: event.id, published: 1 });
  const livePath = `/event/${event.id}/live`;
  for (const person of [host, attendee]) {
    await person.page.goto(livePath);
    await expect(person.page.getByRole('heading', { level: 1, name: title })).toBeVisible({
      timeout: 15_000,
    });
  }

  // Live: the host on camera, decoded by the attendee (so the SFU receives, and records, it).
  await host.page.getByRole('button', { name: 'Go live' }).click();
  await expect(attendee.page.getByLabel(/^Video of /)).toHaveCount(1, { timeout: 20_000 });
  await expect.poll(() => framesDecoded(attendee.page), { timeout: 20_000 }).toBeGreaterThan(0);
  const before = `Before the film ${stamp}`;
  await say(attendee.page, before);

  // The host shares a 30 s test pattern and plays it; it plays until 6 s in (its own time).
  const apps = host.page.getByRole('navigation', { name: 'Apps' });
  await apps.getByRole('button', { name: 'Upload asset' }).click();
  const upload = host.page.getByRole('dialog', { name: 'Upload asset' });
  await upload.getByLabel('Choose a file').setInputFiles({
    name: 'Test pattern.mp4',
    mimeType: 'video/mp4',
    buffer: readFileSync(new URL('./fixtures/testPattern30s.mp4', import.meta.url)),
  });
  await expect(host.page.getByText('File uploaded', { exact: true })).toBeVisible();
  await upload.getByRole('button', { name: 'Share now' }).click();
  await expect(upload).toBeHidden();
  const hostFilm = host.page.getByRole('region', { name: 'Test pattern' }).locator('video');
  await expect(hostFilm).toHaveJSProperty('readyState', 4);
  await hostFilm.evaluate((video: HTMLVideoElement) => video.play());
  await playedPast(hostFilm, 6);
  const after = `After the film ${stamp}`;
  await say(attendee.page, after);

  // The host ends the event and leaves the stage (its recording is kept when the stream closes).
  await host.page.getByRole('button', { name: 'End the event', exact: true }).click();
  await host.page
    .getByRole('dialog', { name: 'End the event for everyone?' })
    .getByRole('button', { name: 'End the event', exact: true })
    .click();
  await expect(host.page.getByRole('heading', { name: 'This event has ended' })).toBeVisible();
  await host.page.goto(`/event/${event.id}`);
  // The recording is stored once the stream has closed (an event, not a wait on the clock).
  await expect
    .poll(
      async () =>
        (await getAsMember<{ list: unknown[] }>(host.page, `/api/replay/v1/streams?eventId=${event.id}`)).data
          ?.list.length ?? 0,
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);

  // The moderator: the event's Replay button opens its replay.
  await host.page.getByRole('link', { name: 'Replay' }).click();
  await expect(host.page).toHaveURL(new RegExp(`/event/${event.id}/replay/${event.id}$`));
  await expect(sliderOf(host.page)).toBeVisible({ timeout: 15_000 });
  await expect(sliderOf(host.page)).not.toHaveAttribute('aria-disabled', 'true');
  await expect(chatOf(host.page).getByText('Chat is disabled during replays.')).toBeVisible();
  await expect(chatOf(host.page).getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(host.page.getByRole('navigation', { name: 'Apps' })).toHaveCount(0);

  // Seek to the middle: a click there.
  const slider = sliderOf(host.page);
  const box = await slider.boundingBox();
  if (box === null) throw new Error('The seek slider has no box');
  await host.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const middle = Number(await slider.getAttribute('max')) / 2;
  await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThanOrEqual(middle - 2);
  // The chat up to the middle: the message before the film, not the one after it.
  await expect(logOf(host.page).getByText(before)).toBeVisible();
  await expect(logOf(host.page).getByText(after)).toHaveCount(0);
  // The shared film at its position, playing.
  const replayFilm = host.page.getByRole('region', { name: 'Test pattern' }).locator('video');
  await expect(replayFilm).toHaveJSProperty('paused', false, { timeout: 10_000 });
  const filmAt = await currentTimeOf(replayFilm);
  expect(filmAt).toBeGreaterThan(0);
  expect(filmAt).toBeLessThan(7);
  await playedPast(replayFilm, filmAt + 0.5);
  // The host's recorded camera, decoding at that offset.
  const recorded = stageOf(host.page).getByLabel(/^Video of /);
  await expect(recorded).toBeVisible({ timeout: 10_000 });
  await expect(recorded).toHaveJSProperty('paused', false);
  const recordedAt = await currentTimeOf(recorded);
  expect(recordedAt).toBeGreaterThan(1);
  await playedPast(recorded, recordedAt + 0.5);
  expect(await recorded.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
  await expectNoSeriousAxeViolations(host.page, 'the replay, moderator, 1366 px');

  // The attendee, not a moderator: from the channel's REPLAYS tab, and no seeking.
  const listed = await getAsMember<{ list: { channelSlug: string; eventId: string }[] }>(
    attendee.page,
    `/api/replay/v1/list?eventId=${event.id}`,
  );
  const channelSlug = listed.data.list[0]?.channelSlug ?? '';
  await attendee.page.goto(`/channel/${channelSlug}/replays`);
  await attendee.page
    .getByRole('list', { name: 'Replays' })
    .getByRole('link', { name: new RegExp(title) })
    .click();
  await expect(attendee.page).toHaveURL(new RegExp(`/replay/.+/${event.id}/play\\?replay=`));
  const viewerSlider = sliderOf(attendee.page);
  await expect(viewerSlider).toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 });
  const viewerBox = await viewerSlider.boundingBox();
  if (viewerBox === null) throw new Error('The seek slider has no box');
  await attendee.page.mouse.click(viewerBox.x + viewerBox.width * 0.8, viewerBox.y + viewerBox.height / 2);
  await expect(
    attendee.page.getByText('You are not allowed to seek since you are not a moderator.', { exact: true }),
  ).toBeVisible();
  expect(Number(await viewerSlider.inputValue())).toBeLessThan(
    Number(await viewerSlider.getAttribute('max')) / 2,
  );
  await expectNoSeriousAxeViolations(attendee.page, 'the replay, viewer, 390 px');

  expect(host.errors).toEqual([]);
  expect(attendee.errors).toEqual([]);
  await host.context.close();
  await attendee.context.close();
});
