import {
  activeRoomsQuerySchema,
  homepageQuerySchema,
  type ActiveRoomsQuery,
  type EventFullView,
  type EventView,
  type HomepageQuery,
  type Page,
  type RoomView,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { FirstPage } from '../../platform/http/indexHtml.ts';
import type { Viewer } from '../events/index.ts';
import {
  eventDetailMarkup,
  eventsHomeMarkup,
  landingMarkup,
  layoutMarkup,
  type FeedPeriod,
  type FirstPaintTexts,
} from './firstPaintMarkup.ts';

/** What the web build says of its first paint (apps/web/build/firstPaint.ts writes `first-paint.json`). */
export interface FirstPaintBuild {
  preloads: Readonly<Record<'home' | 'events' | 'event', readonly string[]>>;
  languages: Readonly<Record<string, { chunk: string; texts: Readonly<Record<string, string>> }>>;
}

export interface FirstPaintServiceDeps {
  build: FirstPaintBuild;
  publicUrl: string;
  /** GET /api/events/v3/detail's view (the events feature). */
  eventDetail: (eventRef: string, viewer: Viewer) => Promise<EventFullView>;
  /** GET /api/events/v1/homepage's page (the events feature). */
  homepage: (query: HomepageQuery, viewer: Viewer) => Promise<Page<EventView>>;
  /** GET /api/room/v1/activeList's page (the rooms feature). */
  activeRooms: (caller: null, query: ActiveRoomsQuery) => Promise<Page<RoomView>>;
}

// spec 000 §1–2: an unknown `lang` falls back to en, as the app's language guard does.
const defaultLanguage = 'en';
const guest: Viewer = { caller: null, country: undefined, sharedLink: undefined };
const feedPeriods: readonly FeedPeriod[] = ['live', 'upcoming', 'past'];
/** Link previews cut a description about here (Open Graph readers show two or three lines). */
const previewDescriptionLength = 200;

// The web app's React Query keys (apps/web/src/features/events/eventQueries.ts, rooms/roomQueries.ts).
const queryKeys = {
  eventDetail: (eventRef: string) => ['events', 'detail', eventRef],
  feed: (period: FeedPeriod) => ['events', 'feed', period],
  activeRooms: ['rooms', 'active'],
};
const firstPageOf = <T>(page: Page<T>) => ({ pages: [page], pageParams: [1] });

function cutText(text: string, length: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return characters.length <= length ? characters.join('') : `${characters.slice(0, length - 1).join('')}…`;
}

/** A path segment decoded, or undefined when there is none or its escapes are broken. */
function decodedSegment(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The first load of `/`, `/events` and `/event/:id` as a guest sees them (docs/decisions/first-paint.md): the
 * page's first content, the answers its queries start from, its chunks and, for an event, its link preview.
 * Any other address, and an event a guest may not see in full, gets the plain shell (null).
 */
export function createFirstPaintService(deps: FirstPaintServiceDeps) {
  const { build, publicUrl } = deps;

  function textsOf(language: string): FirstPaintTexts {
    const texts = build.languages[language]?.texts ?? {};
    return {
      language,
      text: (key, values = {}) =>
        (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match),
    };
  }

  function pageFrame(language: string, page: keyof FirstPaintBuild['preloads']) {
    const localeChunk = build.languages[language]?.chunk;
    return {
      language,
      preloads: [...(localeChunk ? [localeChunk] : []), ...build.preloads[page]],
    };
  }

  async function home(texts: FirstPaintTexts): Promise<FirstPage> {
    const [rooms, upcoming] = await Promise.all([
      deps.activeRooms(null, activeRoomsQuerySchema.parse({ page: 1 })),
      deps.homepage(homepageQuerySchema.parse({ period: 'upcoming', page: 1 }), guest),
    ]);
    return {
      ...pageFrame(texts.language, 'home'),
      title: texts.text('app.name'),
      meta: [{ key: 'name', name: 'description', content: texts.text('landing.subtitle') }],
      rootHtml: layoutMarkup(landingMarkup(texts)),
      answers: [
        { queryKey: queryKeys.activeRooms, data: rooms },
        { queryKey: queryKeys.feed('upcoming'), data: firstPageOf(upcoming) },
      ],
    };
  }

  async function eventsHome(texts: FirstPaintTexts): Promise<FirstPage> {
    const feedOf = async (period: FeedPeriod) =>
      [period, await deps.homepage(homepageQuerySchema.parse({ period, page: 1 }), guest)] as const;
    const [rooms, feedPages] = await Promise.all([
      deps.activeRooms(null, activeRoomsQuerySchema.parse({ page: 1 })),
      Promise.all(feedPeriods.map(feedOf)),
    ]);
    return {
      ...pageFrame(texts.language, 'events'),
      title: texts.text('app.documentTitle', { page: texts.text('pages.events') }),
      meta: [{ key: 'name', name: 'description', content: texts.text('landing.subtitle') }],
      rootHtml: layoutMarkup(eventsHomeMarkup(rooms, feedPages, texts)),
      answers: [
        { queryKey: queryKeys.activeRooms, data: rooms },
        ...feedPages.map(([period, page]) => ({ queryKey: queryKeys.feed(period), data: firstPageOf(page) })),
      ],
    };
  }

  async function eventDetail(eventRef: string, texts: FirstPaintTexts): Promise<FirstPage | null> {
    let event: EventFullView;
    try {
      event = await deps.eventDetail(eventRef, guest);
    } catch (error) {
      // Unknown, private, or not yet published: the plain shell, which says nothing of the event.
      if (error instanceof ApiError) return null;
      throw error;
    }
    const isOpenToAll = event.published === 1 && event.isPublic === 1 && event.visibility === 'public';
    if (!isOpenToAll || event.deleted === 1) return null;
    const url = `${publicUrl}/event/${encodeURIComponent(event.slug)}`;
    const description = cutText(
      event.description || texts.text('eventDetail.hostedBy', { name: event.channel.displayName }),
      previewDescriptionLength,
    );
    const image = event.cover ?? event.thumbnail;
    const imageUrl = image && new URL(image, `${publicUrl}/`).href;
    return {
      ...pageFrame(texts.language, 'event'),
      title: texts.text('app.documentTitle', { page: event.title }),
      meta: [
        { key: 'name', name: 'description', content: description },
        { key: 'property', name: 'og:type', content: 'website' },
        { key: 'property', name: 'og:site_name', content: texts.text('app.name') },
        { key: 'property', name: 'og:title', content: event.title },
        { key: 'property', name: 'og:description', content: description },
        { key: 'property', name: 'og:url', content: url },
        ...(imageUrl ? [{ key: 'property' as const, name: 'og:image', content: imageUrl }] : []),
        { key: 'name', name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
        { key: 'name', name: 'twitter:title', content: event.title },
        { key: 'name', name: 'twitter:description', content: description },
      ],
      rootHtml: layoutMarkup(eventDetailMarkup(event, texts)),
      answers: [{ queryKey: queryKeys.eventDetail(eventRef), data: event }],
    };
  }

  return {
    /**
     * The first load of the address `url` (path and query), or null for the plain shell: in the address's
     * `lang`, else the language the visitor last chose, else en (as the app's `firstLanguageOf`).
     */
    async pageOf(url: URL, rememberedLanguage: string | undefined): Promise<FirstPage | null> {
      const requested = url.searchParams.get('lang') ?? rememberedLanguage ?? null;
      const language = requested !== null && build.languages[requested] ? requested : defaultLanguage;
      const texts = textsOf(language);
      const path = url.pathname.replace(/\/$/, '') || '/';
      if (path === '/') return home(texts);
      // `/events?slug=` forwards to the event's page (spec 000 §2): nothing of the feed to show first.
      if (path === '/events') return url.searchParams.has('slug') ? null : eventsHome(texts);
      const eventRef = decodedSegment(/^\/event\/([^/]+)$/.exec(path)?.[1]);
      return eventRef === undefined ? null : eventDetail(eventRef, texts);
    },
  };
}

export type FirstPaintService = ReturnType<typeof createFirstPaintService>;
