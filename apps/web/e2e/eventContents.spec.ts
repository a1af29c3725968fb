import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { newMember, postAsMember } from './support/members.ts';

// Issue 24, spec 000 §3 event contents: a host adds an HLS link and a DASH link in the editor's Content tab;
// an attendee opens the live page and both play (video.currentTime advancing). The clips are generated with
// ffmpeg and served by the platform itself: written into the e2e server's file storage (`/files/…`).

const run = promisify(execFile);

/** A 12 s 320×180 test pattern with a tone, as HLS (2 s segments) and DASH, under `/files/<folder>/`. */
async function writeClips(folder: string) {
  const dataDir = process.env.LIMELIGHT_E2E_DATA_DIR;
  if (dataDir === undefined) throw new Error('the e2e server’s data folder is not known');
  const dir = join(dataDir, 'files', folder);
  await mkdir(dir, { recursive: true });
  const source = [
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25:duration=12'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=12'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '50', '-c:a', 'aac'],
  ];
  await run('ffmpeg', [
    ...['-y', '-loglevel', 'error', ...source],
    ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', join(dir, 'seg%03d.ts'), join(dir, 'clip.m3u8')],
  ]);
  await run('ffmpeg', [
    ...['-y', '-loglevel', 'error', ...source],
    ...['-f', 'dash', '-seg_duration', '2', '-use_template', '1', '-use_timeline', '0'],
    ...[
      '-init_seg_name',
      'init$RepresentationID$.m4s',
      '-media_seg_name',
      'chunk$RepresentationID$_$Number$.m4s',
    ],
    join(dir, 'clip.mpd'),
  ]);
  return { hls: `/files/${folder}/clip.m3u8`, dash: `/files/${folder}/clip.mpd` };
}

/** The video plays: its position moves on past 1 s. */
async function expectPlaying(video: Locator) {
  await expect(video).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1);
}

test('a host adds an HLS and a DASH link to an event; an attendee’s live page plays both', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const clips = await writeClips(`e2econtents${stamp}`);
  const host = await newMember(browser, 'contents-host');
  const title = `Premiere night ${stamp}`;
  const event = await postAsMember<{ id: string }>(host.page, '/api/events/v1/create', {
    title,
    type: 'Free',
    visibility: 'public',
    timezone: 'UTC',
    startAt: new Date(stamp - 60_000).toISOString(),
    endAt: new Date(stamp + 2 * 3_600_000).toISOString(),
  });
  await postAsMember(host.page, '/api/events/v1/publish', { eventId: event.id, published: 1 });

  // The host's editor, Content tab: a link that is not https is refused with the server's message.
  await host.page.goto(`/event/${event.id}/edit`);
  await host.page.getByRole('tab', { name: 'Content' }).click();
  const panel = host.page.getByRole('region', { name: 'What the live page plays' });
  await expect(panel.getByText('No contents yet.')).toBeVisible();
  await panel.getByLabel('Address or id').fill('http://cdn.example.com/live.m3u8');
  await panel.getByRole('button', { name: 'Add content' }).click();
  await expect(panel.getByText('Please enter an https address or a file of this platform')).toBeVisible();
  await panel.getByLabel('Address or id').fill(clips.hls);
  await panel.getByLabel('Name (optional)').fill('Premiere');
  await panel.getByRole('button', { name: 'Add content' }).click();
  const list = panel.getByRole('list', { name: 'Contents' });
  await expect(list.getByText('HLS stream (.m3u8): Premiere')).toBeVisible();
  await panel.getByLabel('Kind').selectOption({ label: 'DASH stream (.mpd)' });
  await panel.getByLabel('Address or id').fill(clips.dash);
  await panel.getByLabel('Name (optional)').fill('Second angle');
  await panel.getByRole('button', { name: 'Add content' }).click();
  await expect(list.getByText('DASH stream (.mpd): Second angle')).toBeVisible();
  await expectNoSeriousAxeViolations(host.page, 'the editor’s Content tab with two contents');

  // An attendee on a phone opens the live page: both streams play.
  const attendee = await newMember(browser, 'contents-attendee', { viewport: { width: 390, height: 844 } });
  await attendee.page.goto(`/event/${event.id}/live`);
  await expect(attendee.page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 15_000,
  });
  const contents = attendee.page.getByRole('region', { name: 'Event contents' });
  await expectPlaying(contents.getByLabel('Premiere'));
  await expectPlaying(contents.getByLabel('Second angle'));
  await expectNoSeriousAxeViolations(attendee.page, 'the live page playing the event’s contents, 390 px');
  expect(attendee.errors).toEqual([]);
});
