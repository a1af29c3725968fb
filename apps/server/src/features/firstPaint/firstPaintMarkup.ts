import {
  eventTimeFormat,
  formatPrice,
  type EventView,
  type EventFullView,
  type Page,
  type RoomView,
} from '@limelight/protocol';
import { escapeHtml } from '../../platform/http/indexHtml.ts';

/**
 * The first content of `/`, `/events` and `/event/:id` as static markup, with the class names of the React
 * pages (apps/web: RootLayout, LandingPage, EventsHomePage, FeedSection, EventCard, EventDetailPage), so the
 * first paint is the page itself and React's render puts the same boxes in its place. Only class names that
 * the web app uses appear here: its stylesheet holds no others. Every text goes through `escapeHtml`.
 */

/** The interface texts of one language (apps/web/build/firstPaint.ts lists the keys). */
export interface FirstPaintTexts {
  language: string;
  text(key: string, values?: Readonly<Record<string, string>>): string;
}

const buttonClassNames = {
  base: 'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors h-12 px-6 text-lg gap-2',
  primary: 'bg-accent text-accent-fg hover:bg-accent-hover',
  secondary: 'border border-border bg-surface-raised text-fg hover:bg-surface-muted',
  ghost: 'text-fg hover:bg-surface-muted',
} as const;
const rowClassName = 'flex snap-x gap-4 overflow-x-auto pb-2 [&>li]:w-64 [&>li]:shrink-0 [&>li]:snap-start';

/** The root layout around a page: the header's bar (filled by React), then the page in `main`. */
export function layoutMarkup(page: string): string {
  return (
    '<div class="flex min-h-dvh flex-col">' +
    '<header class="flex h-14 items-center gap-2 border-b border-border bg-surface px-2 sm:gap-4 sm:px-4"></header>' +
    `<div class="flex flex-1"><main class="min-w-0 flex-1 outline-none">${page}</main></div></div>`
  );
}

function linkButton(href: string, variant: 'primary' | 'secondary' | 'ghost', label: string): string {
  return `<a href="${href}" class="${buttonClassNames.base} ${buttonClassNames[variant]}">${escapeHtml(label)}</a>`;
}

/** `/` for a visitor: the landing's pitch and its ways in (LandingPage). */
export function landingMarkup(texts: FirstPaintTexts): string {
  const t = (key: string) => texts.text(key);
  return (
    '<div class="mx-auto flex w-full max-w-7xl flex-col gap-12 px-4 py-8 sm:py-16">' +
    '<section class="flex flex-col items-start gap-5">' +
    `<h1 class="text-4xl font-bold tracking-tight sm:text-5xl">${escapeHtml(t('landing.title'))}</h1>` +
    `<p class="max-w-2xl text-lg text-fg-muted">${escapeHtml(t('landing.subtitle'))}</p>` +
    '<div class="flex flex-wrap gap-3">' +
    linkButton('/events', 'primary', t('landing.browseEvents')) +
    linkButton('/signup', 'secondary', t('landing.signUp')) +
    linkButton('/login', 'ghost', t('landing.logIn')) +
    '</div></section></div>'
  );
}

/** An empty list's notice (EmptyState), its icon's circle left blank. */
function emptyStateMarkup(title: string, description?: string): string {
  return (
    '<div class="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-12 text-center">' +
    '<div class="rounded-full bg-accent-soft p-3 text-accent"><svg class="size-6" aria-hidden="true"></svg></div>' +
    `<h3 class="text-xl font-semibold">${escapeHtml(title)}</h3>` +
    (description ? `<p class="text-fg-muted">${escapeHtml(description)}</p>` : '') +
    '</div>'
  );
}

/** An event's price as the pages show it (eventPriceText of the web app). */
export function priceText(event: EventView, texts: FirstPaintTexts): string {
  if (event.price === null) return texts.text('events.priceTbd');
  if (event.price > 0) return formatPrice(Math.round(event.price * 100));
  return texts.text(event.type === 'Donate' ? 'events.payWhatYouWant' : 'events.free');
}

/**
 * From start to end in the event's own time zone (the viewer's is not known here; React shows it in theirs),
 * the date once when both share it.
 */
export function timeRangeText(event: EventView, texts: FirstPaintTexts): string {
  if (event.startAt === null) return texts.text('eventDetail.dateTba');
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(texts.language, { ...eventTimeFormat, timeZone: event.timezone });
  } catch {
    format = new Intl.DateTimeFormat(texts.language, { ...eventTimeFormat, timeZone: 'UTC' });
  }
  const start = new Date(event.startAt);
  return event.endAt === null ? format.format(start) : format.formatRange(start, new Date(event.endAt));
}

function eventCardMarkup(event: EventView, texts: FirstPaintTexts): string {
  const image = event.thumbnail ?? event.cover;
  const startText =
    event.startAt === null ? texts.text('events.state.tba') : timeRangeText({ ...event, endAt: null }, texts);
  return (
    '<li class="flex flex-col gap-2">' +
    `<a href="/event/${encodeURIComponent(event.slug)}" class="group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface-raised hover:border-accent">` +
    '<div class="relative aspect-video bg-gradient-to-br from-brand-main to-brand-minor">' +
    (image ? `<img src="${escapeHtml(image)}" alt="" class="size-full object-cover" />` : '') +
    '</div><div class="flex flex-1 flex-col gap-2 p-3">' +
    `<h3 class="line-clamp-2 font-semibold group-hover:text-accent">${escapeHtml(event.title)}</h3>` +
    `<p class="flex items-center gap-1.5 text-sm text-fg-muted">${escapeHtml(startText)}</p>` +
    `<p class="mt-auto text-sm font-semibold">${escapeHtml(priceText(event, texts))}</p>` +
    '</div></a></li>'
  );
}

function sectionMarkup(title: string, content: string): string {
  return (
    '<section class="flex flex-col gap-3"><div class="flex items-center justify-between gap-3">' +
    `<h2 class="text-xl font-semibold">${escapeHtml(title)}</h2></div>${content}</section>`
  );
}

export type FeedPeriod = 'live' | 'upcoming' | 'past';

/** `/events` for a visitor: the live rooms, then the live, upcoming and past events (EventsHomePage). */
export function eventsHomeMarkup(
  rooms: Page<RoomView>,
  feeds: ReadonlyArray<readonly [FeedPeriod, Page<EventView>]>,
  texts: FirstPaintTexts,
): string {
  const t = (key: string) => texts.text(key);
  // The rooms' cards follow with React; an empty list's notice is the largest text of a quiet day.
  const roomsContent =
    rooms.list.length === 0 ? emptyStateMarkup(t('rooms.noneLive'), t('rooms.noneLiveHint')) : '';
  const feedSections = feeds.map(([period, page]) =>
    sectionMarkup(
      t(`events.feed.${period}`),
      page.list.length === 0
        ? emptyStateMarkup(t(`events.feed.empty.${period}`))
        : `<ul class="${rowClassName}">${page.list.map((event) => eventCardMarkup(event, texts)).join('')}</ul>`,
    ),
  );
  return (
    '<div class="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-6">' +
    `<div class="flex flex-wrap items-center justify-between gap-3"><h1 class="text-2xl font-bold">${escapeHtml(t('pages.events'))}</h1></div>` +
    sectionMarkup(t('rooms.liveNow'), roomsContent) +
    feedSections.join('') +
    '</div>'
  );
}

function avatarMarkup(name: string, src: string | null): string {
  const classNames = 'shrink-0 rounded-full border-2 border-surface object-cover size-10 text-base';
  if (src) return `<img src="${escapeHtml(src)}" alt="${escapeHtml(name)}" class="${classNames}" />`;
  const initial = Array.from(name)[0]?.toUpperCase() ?? '';
  return `<span class="${classNames} flex items-center justify-center bg-accent font-semibold text-accent-fg">${escapeHtml(initial)}</span>`;
}

/** `/event/:id` of a public, published event: cover, title, host, time, description and price (EventDetailPage). */
export function eventDetailMarkup(event: EventFullView, texts: FirstPaintTexts): string {
  const cover = event.cover
    ? `<img src="${escapeHtml(event.cover)}" alt="${escapeHtml(texts.text('eventDetail.coverOf', { title: event.title }))}" class="size-full object-cover" />`
    : '';
  return (
    '<article class="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">' +
    `<div class="aspect-[21/9] overflow-hidden rounded-xl bg-gradient-to-br from-brand-main to-brand-minor">${cover}</div>` +
    '<div class="grid gap-6 lg:grid-cols-[1fr_20rem]"><div class="flex min-w-0 flex-col gap-4">' +
    `<h1 class="text-3xl font-bold break-words">${escapeHtml(event.title)}</h1>` +
    `<a href="/channel/${encodeURIComponent(event.channel.slug)}" class="flex w-fit items-center gap-2 rounded-md hover:underline">` +
    avatarMarkup(event.channel.displayName, event.channel.avatar) +
    `<span>${escapeHtml(texts.text('eventDetail.hostedBy', { name: event.channel.displayName }))}</span></a>` +
    `<p class="flex items-center gap-2 text-fg-muted"><svg class="size-5 shrink-0" aria-hidden="true"></svg>${escapeHtml(timeRangeText(event, texts))}</p>` +
    (event.description ? `<p class="whitespace-pre-line">${escapeHtml(event.description)}</p>` : '') +
    '</div><aside class="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 lg:self-start">' +
    `<p class="text-2xl font-bold">${escapeHtml(priceText(event, texts))}</p></aside></div></article>`
  );
}
