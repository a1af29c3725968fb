import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import ICAL from 'ical.js';
import type { EventView, Page, UploadAnswer } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildGuest, buildMember, createEventThroughApi, readOutbox, type TestMember } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';

let server: TestServer;
let owner: TestMember;
let other: TestMember;
let event: EventView;
let png: Buffer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://limelight.test' });
  [owner, other] = await Promise.all([buildMember(server), buildMember(server)]);
  await server.api.post(
    '/api/user/v1/updateProfile',
    { firstName: 'Ann', lastName: 'Lee' },
    { token: owner.userToken },
  );
  event = await createEventThroughApi(server, owner, {
    title: 'Media night',
    description: 'Songs, stories; and a \\ backslash\nSecond line',
    startAt: '2030-09-01T19:00:00Z',
    endAt: '2030-09-01T21:30:00Z',
  });
  png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#cc3366' } })
    .png()
    .toBuffer();
});
afterAll(() => server.close());

// A minimal ISO base media (mp4) file: an `ftyp` box of brand isom, then an empty `mdat` box.
function mp4Bytes(totalBytes = 64): Buffer {
  const file = Buffer.alloc(totalBytes);
  file.writeUInt32BE(24, 0);
  file.write('ftypisom', 4, 'ascii');
  file.writeUInt32BE(512, 12);
  file.write('isomiso2', 16, 'ascii');
  file.writeUInt32BE(totalBytes - 24, 24);
  file.write('mdat', 28, 'ascii');
  return file;
}
const pdfBytes = (totalBytes = 64) => {
  const file = Buffer.alloc(totalBytes, 0x20);
  file.write('%PDF-1.4\n', 0, 'ascii');
  return file;
};

function form(bytes: Uint8Array, fileName: string, fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', new Blob([bytes]), fileName);
  return data;
}
const upload = (
  bytes: Uint8Array,
  fileName: string,
  fields: Record<string, string>,
  token = owner.userToken,
) => server.api.postForm<UploadAnswer>('/api/common/v1/upload', form(bytes, fileName, fields), { token });

async function download(url: string) {
  const response = await fetch(new URL(url, server.url));
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
const detail = async (eventId: string) =>
  (await server.api.get<EventView>('/api/events/v1/detail', { query: { eventId } })).body.data;

describe('POST /api/common/v1/upload (spec 000 §5: kinds and sizes judged by content)', () => {
  it('sets the event cover as a JPEG within 1920×1080 and removes the cover it replaces', async () => {
    const first = await upload(png, 'cover.png', { eventId: event.id, type: 'cover' });
    expect(first.body.data).toMatchObject({ type: 'cover' });
    expect(first.body.data.url).toMatch(/^\/files\/events\/covers\/[0-9a-f-]+\.jpg$/);
    const file = await download(first.body.data.url);
    expect(file.type).toBe('image/jpeg');
    expect(await sharp(file.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1620, height: 1080 });
    expect((await detail(event.id)).cover).toBe(first.body.data.url);

    const second = await upload(png, 'again.png', { eventId: event.id, type: 'cover' });
    expect((await detail(event.id)).cover).toBe(second.body.data.url);
    expect((await download(first.body.data.url)).status).toBe(404);
  });

  it('crops a thumbnail to 640×360, whatever the file is named', async () => {
    const { body } = await upload(png, 'thumb.gif', { eventId: event.id, type: 'thumbnail' });
    expect(await sharp((await download(body.data.url)).bytes).metadata()).toMatchObject({
      width: 640,
      height: 360,
    });
    expect((await detail(event.id)).thumbnail).toBe(body.data.url);
  });

  it('takes the type from the query string as well, and uploads without an event for the wizard', async () => {
    const data = form(png, 'poster.png', {});
    const answer = await server.api.request<UploadAnswer>('POST', '/api/common/v1/upload', {
      token: other.userToken,
      query: { type: 'poster' },
      body: data,
    });
    expect(answer.body.data.url).toMatch(/^\/files\/events\/posters\//);
  });

  it("refuses a file that is no image, mp4 or pdf ('Please upload an image, mp4 or pdf file')", async () => {
    expectRefused(
      await upload(Buffer.from('just some text'), 'cover.png', { eventId: event.id, type: 'cover' }),
      'InvalidRequest',
      'Please upload an image, mp4 or pdf file',
    );
  });

  it("refuses a PDF as a cover ('Please upload an image file') and an image as a trailer", async () => {
    expectRefused(
      await upload(pdfBytes(), 'cover.jpg', { eventId: event.id, type: 'cover' }),
      'InvalidRequest',
      'Please upload an image file',
    );
    expectRefused(
      await upload(png, 'trailer.mp4', { eventId: event.id, type: 'trailer' }),
      'InvalidRequest',
      'This file does not fit this upload',
    );
  });

  it("refuses an image over 20,000,000 bytes ('Images must be at most 20 MB')", async () => {
    const large = Buffer.alloc(20_000_001);
    png.copy(large);
    expectRefused(
      await upload(large, 'big.png', { eventId: event.id, type: 'cover' }),
      'InvalidRequest',
      'Images must be at most 20 MB',
    );
    expect((await detail(event.id)).cover).not.toBeNull();
  });

  it('streams an mp4 trailer to storage and sets it on the event', async () => {
    const video = mp4Bytes(256 * 1024);
    const { body } = await upload(video, 'clip.bin', { eventId: event.id, type: 'trailer' });
    expect(body.data.url).toMatch(/^\/files\/events\/trailers\/[0-9a-f-]+\.mp4$/);
    const file = await download(body.data.url);
    expect(file).toMatchObject({ status: 200, type: 'video/mp4' });
    expect(file.bytes.equals(video)).toBe(true);
    expect((await detail(event.id)).trailer).toBe(body.data.url);
  });

  // 300 MiB travel through the loopback: slow on a busy machine, so the time allowed is generous.
  it("refuses a video over 300 MB ('Videos must be at most 300 MB') and keeps the trailer", async () => {
    const before = (await detail(event.id)).trailer;
    const tooLarge = mp4Bytes(300 * 1024 * 1024 + 1);
    expectRefused(
      await upload(tooLarge, 'long.mp4', { eventId: event.id, type: 'trailer' }),
      'InvalidRequest',
      'Videos must be at most 300 MB',
    );
    expect((await detail(event.id)).trailer).toBe(before);
  }, 120_000);

  it("stores a PDF up to 24,000,000 bytes and refuses a larger one ('PDF files must be at most 24 MB')", async () => {
    const exact = await upload(pdfBytes(24_000_000), 'slides.pdf', { eventId: event.id, type: 'contentPdf' });
    expect(exact.body.data.url).toMatch(/^\/files\/events\/contents\/[0-9a-f-]+\.pdf$/);
    expect((await download(exact.body.data.url)).type).toBe('application/pdf');
    expectRefused(
      await upload(pdfBytes(24_000_001), 'slides.pdf', { eventId: event.id, type: 'contentPdf' }),
      'InvalidRequest',
      'PDF files must be at most 24 MB',
    );
  });

  it('refuses a missing file or type, a non-editor (11030) and a guest (10002)', async () => {
    const noFile = new FormData();
    noFile.append('type', 'cover');
    expectRefused(
      await server.api.postForm('/api/common/v1/upload', noFile, { token: owner.userToken }),
      'InvalidRequest',
      'Please upload an image, mp4 or pdf file',
    );
    expectInvalid(
      await upload(png, 'a.png', { eventId: event.id }),
      'type',
      'Invalid option: expected one of "cover"|"thumbnail"|"poster"|"trailer"|"contentImage"|"contentVideo"|"contentPdf"|"contentModel"',
    );
    expectRefused(
      await upload(png, 'a.png', { eventId: event.id, type: 'cover' }, other.userToken),
      'NotEventOwner',
    );
    const guest = await buildGuest(server);
    expectRefused(await upload(png, 'a.png', { type: 'cover' }, guest.userToken), 'LoginRequired');
  });
});

describe('calendar export GET /api/events/v1/calendar/:id.ics (RFC 5545)', () => {
  it('answers a valid .ics with start, end, summary, description, location and organizer', async () => {
    const response = await fetch(new URL(`/api/events/v1/calendar/${event.slug}.ics?v=43`, server.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${event.slug}.ics"`);
    const text = await response.text();
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevent = calendar.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    const parsed = new ICAL.Event(vevent);
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2030-09-01T19:00:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2030-09-01T21:30:00.000Z');
    expect(parsed.summary).toBe('Media night');
    expect(parsed.description).toBe('Songs, stories; and a \\ backslash\nSecond line');
    expect(parsed.location).toBe(`https://limelight.test/event/${event.slug}`);
    // The channel's name and page, never the host's login e-mail.
    expect(parsed.organizer).toBe(`https://limelight.test/channel/${event.channel.slug}`);
    expect(text).not.toContain(owner.email);
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Ann Lee');
    expect(parsed.uid).toBe(`${event.id}@limelight.test`);
  });

  it('lasts an hour without an end; a date to be announced answers 4009', async () => {
    const open = await createEventThroughApi(server, owner, {
      title: 'Open end',
      startAt: '2030-10-01T10:00:00Z',
    });
    const text = await (await fetch(new URL(`/api/events/v1/calendar/${open.id}.ics`, server.url))).text();
    expect(text).toContain('DTEND:20301001T110000Z\r\n');
    const tba = await createEventThroughApi(server, owner, { title: 'No date yet' });
    expectRefused(
      await server.api.get(`/api/events/v1/calendar/${tba.id}.ics`),
      'Conflict',
      'The date of this event is to be announced',
    );
  });

  it("alerts 10 minutes before by default, or at the alert picker's choice, or not at all", async () => {
    const calendarText = async (query: string) =>
      (await fetch(new URL(`/api/events/v1/calendar/${event.id}.ics${query}`, server.url))).text();
    expect(await calendarText('')).toContain('BEGIN:VALARM\r\nACTION:DISPLAY\r\n');
    expect(await calendarText('')).toContain('TRIGGER:-PT10M\r\n');
    expect(await calendarText('?alert=1440')).toContain('TRIGGER:-PT1440M\r\n');
    expect(await calendarText('?alert=none')).not.toContain('VALARM');
    expect((await server.api.get(`/api/events/v1/calendar/${event.id}.ics?alert=7`)).body.code).toBe(4000);
  });

  it('follows the private-event rules (11025 without a token)', async () => {
    const secret = await createEventThroughApi(server, owner, {
      title: 'Secret date',
      visibility: 'private',
      startAt: '2030-10-01T10:00:00Z',
    });
    expectRefused(await server.api.get(`/api/events/v1/calendar/${secret.id}.ics`), 'PrivateEvent');
    const own = await fetch(new URL(`/api/events/v1/calendar/${secret.id}.ics`, server.url), {
      headers: { Authorization: `Bearer ${owner.userToken}` },
    });
    expect(own.status).toBe(200);
  });
});

describe('POST /api/common/v1/sendEmailInvitation {eventId, emails, model, type}', () => {
  it('mails an invitation with the event address to each e-mail', async () => {
    const to = [`friend-${Date.now()}@example.com`, `FRIEND2-${Date.now()}@example.com`];
    const { body } = await server.api.post(
      '/api/common/v1/sendEmailInvitation',
      { eventId: event.id, emails: to, model: 'invitation', type: 'event' },
      { token: other.userToken },
    );
    expect(body.data).toEqual({ sent: 2 });
    const [mail] = await readOutbox(server, to[1]!.toLowerCase());
    expect(mail?.subject).toMatch(/invited you to Media night$/);
    expect(mail?.text).toContain(`https://limelight.test/event/${event.slug}`);
    expect(mail?.text).toMatch(/When: \w+day, .* UTC\n/);
  });

  it('sends a reminder with model reminder', async () => {
    const to = `remind-${Date.now()}@example.com`;
    await server.api.post(
      '/api/common/v1/sendEmailInvitation',
      { eventId: event.id, emails: [to], model: 'reminder' },
      { token: owner.userToken },
    );
    expect((await readOutbox(server, to))[0]?.subject).toBe('Reminder: Media night');
  });

  it("refuses an invalid address ('Invalid email format') and a private event not open to the caller", async () => {
    expectInvalid(
      await server.api.post(
        '/api/common/v1/sendEmailInvitation',
        { eventId: event.id, emails: ['nope'] },
        { token: owner.userToken },
      ),
      'emails.0',
      'Invalid email format',
    );
    const secret = await createEventThroughApi(server, owner, { title: 'Quiet', visibility: 'private' });
    expectRefused(
      await server.api.post(
        '/api/common/v1/sendEmailInvitation',
        { eventId: secret.id, emails: ['a@example.com'] },
        { token: other.userToken },
      ),
      'PrivateEventNotInvited',
    );
  });
});

describe('movies (spec 000 §3 movie entry, events2 movieList / addMovie / delMovie)', () => {
  it('adds, lists by event and by movie, and deletes; editors only', async () => {
    const add = (movieId: string, token = owner.userToken) =>
      server.api.post('/api/events2/v1/addMovie', { eventId: event.id, movieId }, { token });
    expect((await add('film-1')).body.data).toEqual({ eventId: event.id, movieId: 'film-1' });
    await add('film-2');
    await add('film-2');
    expectRefused(await add('film-3', other.userToken), 'NotEventOwner');
    const byEvent = await server.api.get<Page<{ movieId: string }>>('/api/events2/v1/movieList', {
      query: { eventId: event.id },
    });
    expect(byEvent.body.data.list.map((entry) => entry.movieId).sort()).toEqual(['film-1', 'film-2']);
    const byMovie = await server.api.get<Page<{ eventId: string }>>('/api/events2/v1/movieList', {
      query: { movieId: 'film-1' },
    });
    expect(byMovie.body.data.list.map((entry) => entry.eventId)).toEqual([event.id]);
    await server.api.post(
      '/api/events2/v1/delMovie',
      { eventId: event.id, movieId: 'film-1' },
      { token: owner.userToken },
    );
    const after = await server.api.get<Page<{ movieId: string }>>('/api/events2/v1/movieList', {
      query: { eventId: event.id },
    });
    expect(after.body.data.list.map((entry) => entry.movieId)).toEqual(['film-2']);
  });
});
