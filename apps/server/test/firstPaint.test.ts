import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventView } from '@limelight/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, createEventThroughApi, type TestMember } from './factories.ts';
import { startTestServer, type TestServer } from './testServer.ts';

// docs/decisions/first-paint.md: `/`, `/events` and an event's page come with their first content, the
// API answers the page starts from, the route's chunks and, for a public event, its link preview. A draft,
// a private or an unlisted event gets the plain shell.
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Limelight: live events and social video" />
    <title>Limelight</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const texts = {
  'app.name': 'Limelight',
  'app.documentTitle': '{{page}} · Limelight',
  'landing.title': 'Live events, together',
  'landing.subtitle': 'Watch concerts live.',
  'pages.events': 'Events',
  'rooms.liveNow': 'Live rooms',
  'rooms.noneLive': 'No rooms are live right now',
  'rooms.noneLiveHint': 'Open a room.',
  'events.feed.live': 'Live now',
  'events.feed.upcoming': 'Upcoming',
  'events.feed.past': 'Past events',
  'events.feed.empty.live': 'Nothing is live right now',
  'events.feed.empty.upcoming': 'No upcoming events yet',
  'events.feed.empty.past': 'No past events yet',
  'events.free': 'Free',
  'eventDetail.hostedBy': 'Hosted by {{name}}',
  'eventDetail.dateTba': 'Date to be announced',
};
const firstPaintBuild = {
  preloads: {
    home: ['assets/HomePage-1.js'],
    events: ['assets/EventsHomePage-1.js'],
    event: ['assets/EventDetailPage-1.js'],
  },
  languages: {
    en: { chunk: 'assets/en-1.js', texts },
    fr: { chunk: 'assets/fr-1.js', texts: { ...texts, 'pages.events': 'Événements' } },
  },
};
const hour = 3_600_000;
const hostileTitle = `</script><script>alert(1)</script> "Jazz" & <b>$&</b>`;

let server: TestServer;
let host: TestMember;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'limelight-first-paint-'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(dist, 'first-paint.json'), JSON.stringify(firstPaintBuild));
  server = await startTestServer({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://limelight.example' });
  host = await buildMember(server);
});
afterAll(() => server.close());

const eventFields = (title: string, visibility = 'public') => ({
  title,
  description: 'An evening of live jazz from the cellar.',
  type: 'Free',
  visibility,
  timezone: 'UTC',
  startAt: new Date(Date.now() + 24 * hour).toISOString(),
  endAt: new Date(Date.now() + 26 * hour).toISOString(),
});

async function pageHtml(address: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(server.url + address, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/text\/html/);
  return response.text();
}

/** The contents of #root, up to the answers' script tag that follows it. */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';

function answersOf(html: string): Array<{ queryKey: unknown[]; data: unknown }> {
  const json = /<script type="application\/json" id="first-answers">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json ?? '') as Array<{ queryKey: unknown[]; data: unknown }>;
}

const metaContent = (html: string, name: string) =>
  new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('the first paint of an event page', () => {
  let event: EventView;
  beforeAll(async () => {
    // The title rule (spec 000 §5) refuses markup, so the hostile title is written straight to the table:
    // the page must be safe whatever a row holds.
    event = await createEventThroughApi(server, host, eventFields('Jazz night'));
    await server.limelight.db
      .updateTable('events')
      .set({ title: hostileTitle })
      .where('id', '=', event.id)
      .execute();
  });

  it('shows the title, host and time inside #root, with the stylesheet asked for before the scripts', async () => {
    const html = await pageHtml(`/event/${event.slug}`);
    const root = rootOf(html);
    expect(root).toContain('<h1 class="text-3xl font-bold break-words">');
    expect(root).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Jazz&quot; &amp; &lt;b&gt;$&amp;&lt;/b&gt;',
    );
    expect(root).toContain('An evening of live jazz from the cellar.');
    expect(root).toContain('Hosted by');
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/EventDetailPage-1.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/en-1.js" />');
  });

  it('escapes a hostile title everywhere: no tag of it survives, the answers parse back to it', async () => {
    const html = await pageHtml(`/event/${event.slug}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>');
    // One JSON script tag, closed once: the title's `</script>` is escaped inside it.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const answers = answersOf(html);
    expect(answers).toEqual([
      {
        queryKey: ['events', 'detail', event.slug],
        data: expect.objectContaining({ id: event.id, title: hostileTitle }),
      },
    ]);
  });

  it('gives link previews: title, description, Open Graph and Twitter card', async () => {
    const html = await pageHtml(`/event/${event.slug}`);
    const escapedTitle =
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Jazz&quot; &amp; &lt;b&gt;$&amp;&lt;/b&gt;';
    expect(html).toContain(`<title>${escapedTitle} · Limelight</title>`);
    expect(metaContent(html, 'og:title')).toBe(escapedTitle);
    expect(metaContent(html, 'og:description')).toBe('An evening of live jazz from the cellar.');
    expect(metaContent(html, 'description')).toBe('An evening of live jazz from the cellar.');
    expect(metaContent(html, 'og:url')).toBe(`https://limelight.example/event/${event.slug}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    // The app's own description is replaced, not doubled.
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('is found by the event id too, and speaks the language of ?lang=', async () => {
    const html = await pageHtml(`/event/${event.id}?lang=fr`);
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('/assets/fr-1.js');
    expect(answersOf(html)[0]?.queryKey).toEqual(['events', 'detail', event.id]);
  });

  it('speaks the language the visitor last chose (the lang cookie) when the address names none', async () => {
    const remembered = { cookie: 'theme=dark; lang=fr' };
    expect(await pageHtml(`/event/${event.id}`, remembered)).toContain('<html lang="fr"');
    expect(await pageHtml(`/event/${event.id}?lang=en`, remembered)).toContain('<html lang="en"');
    expect(await pageHtml(`/event/${event.id}`, { cookie: 'lang=xx' })).toContain('<html lang="en"');
    const response = await fetch(`${server.url}/event/${event.id}`, { headers: remembered });
    expect(response.headers.get('vary')).toMatch(/Cookie/);
  });

  it.each([
    ['a draft', { publish: false }, 'public'],
    ['a private event', {}, 'private'],
    ['an unlisted event', {}, 'unlisted'],
  ] as const)('reveals nothing of %s: the plain shell', async (_name, options, visibility) => {
    const secret = await createEventThroughApi(
      server,
      host,
      eventFields('Secret gathering', visibility),
      options,
    );
    for (const address of [`/event/${secret.slug}`, `/event/${secret.id}`]) {
      const html = await pageHtml(address);
      expect(html).not.toContain('Secret gathering');
      expect(html).not.toContain('first-answers');
      expect(html).not.toContain('og:title');
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('answers an unknown event with the plain shell', async () => {
    const html = await pageHtml('/event/no-such-event');
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('the first paint of / and /events', () => {
  it('/ shows the landing’s pitch and seeds the upcoming events and live rooms', async () => {
    const html = await pageHtml('/');
    expect(rootOf(html)).toContain('Live events, together');
    expect(html).toContain('/assets/HomePage-1.js');
    const keys = answersOf(html).map((answer) => answer.queryKey);
    expect(keys).toEqual([
      ['rooms', 'active'],
      ['events', 'feed', 'upcoming'],
    ]);
  });

  it('/events shows the sections with their events as cards, and seeds each section', async () => {
    const event = await createEventThroughApi(server, host, eventFields('Cellar session'));
    const html = await pageHtml('/events?lang=fr');
    const root = rootOf(html);
    expect(root).toContain('Événements');
    expect(root).toContain('No rooms are live right now');
    expect(root).toContain(`href="/event/${event.slug}"`);
    expect(root).toContain('Cellar session');
    expect(html).toContain('<title>Événements · Limelight</title>');
    const answers = answersOf(html);
    expect(answers.map((answer) => answer.queryKey)).toEqual([
      ['rooms', 'active'],
      ['events', 'feed', 'live'],
      ['events', 'feed', 'upcoming'],
      ['events', 'feed', 'past'],
    ]);
    expect(answers[2]?.data).toMatchObject({
      pageParams: [1],
      pages: [{ list: expect.arrayContaining([expect.objectContaining({ id: event.id })]) }],
    });
  });

  it('sends the rendered page compressed when the browser accepts it', async () => {
    const response = await fetch(`${server.url}/events`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await response.text()).toContain('first-answers');
  });

  it('leaves other addresses with the plain shell', async () => {
    expect(await pageHtml('/store')).toContain('<div id="root"></div>');
    expect(await pageHtml('/events?slug=jazz')).toContain('<div id="root"></div>');
  });
});
