import {
  EventListState,
  EventRestrictionCode,
  Messages,
  MyListTypes,
  eventTimeState,
  restrictionMessageOf,
  toLocalIso,
  toPage,
  utcOffsetMinutesIn,
  type CheckSpecialAnswer,
  type CreateEventRequest,
  type EventEntryAnswer,
  type EventFieldsInput,
  type EventFullView,
  type EventIdAndSlugAnswer,
  type EventListQuery,
  type EventLocalView,
  type EventOptions,
  type EventPlayAnswer,
  type EventView,
  type HomepageQuery,
  type ListByUserIdQuery,
  type MyListQuery,
  type Page,
  type ServiceListQuery,
  type SubmitCheckRequest,
  type UserEventAnswer,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import { insertWithUniqueSlug } from '../../platform/db/uniqueSlug.ts';
import type { DownloadedFile } from '../../platform/http/router.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { AttachUploads } from '../../platform/storage/uploadRegistry.ts';
import type { EventFields, EventListing, EventRecord, EventsRepo } from './events.repo.ts';
import { entryRefusal, type EventAccess, type Viewer } from './eventAccess.ts';
import { buildEventView, channelOf, priceOf } from './eventView.ts';
import { renderCalendar } from './icsCalendar.ts';
import { restrictionView, serviceView, tierOf, tierView, contentView } from './eventParts.wire.ts';

export interface EventsServiceDeps {
  repo: EventsRepo;
  access: EventAccess;
  /** The user id of a channel named by its slug: the creator's cyaId (any case) or user id. */
  findChannelOwner: (channelSlug: string) => Promise<string | undefined>;
  /** The platform's public address: event pages and calendar entries point there. */
  publicUrl: string;
  /** Uploads the event's media name stay (they are collected otherwise). */
  attachUploads: AttachUploads;
  now: () => Date;
}

// An event without an end shows in calendars as lasting an hour.
const calendarDefaultMs = 60 * 60 * 1000;

const adsPerEvent = 6;

const toInstant = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** The columns an editor's input writes; tickets are saved separately. */
function fieldsOf(input: EventFieldsInput): EventFields {
  const { options, tickets: _tickets, startAt, endAt, ...plain } = input;
  return {
    ...plain,
    ...options,
    ...(startAt === undefined ? {} : { startAt: toInstant(startAt) }),
    ...(endAt === undefined ? {} : { endAt: toInstant(endAt) }),
  };
}

/** An event ends after it starts ('The end must be after the start'). */
function checkTimes(
  startAt: Date | string | null | undefined,
  endAt: Date | string | null | undefined,
): void {
  if (startAt && endAt && new Date(endAt).getTime() < new Date(startAt).getTime())
    throw new ApiError('InvalidRequest', `endAt: ${Messages.endBeforeStart}`);
}

function optionsOf(event: EventRecord): EventOptions {
  return {
    hideJoinNumber: event.hideJoinNumber,
    hideDonation: event.hideDonation,
    hideChat: event.hideChat,
    hideJoinStage: event.hideJoinStage,
    chatModApprove: event.chatModApprove,
    waitingRoom: event.waitingRoom,
    hideFriendChat: event.hideFriendChat,
  };
}

/** A page of an offset/limit listing in the list shape (ARCHITECTURE), for the events service. */
function offsetPage<T>(list: T[], limit: number, offset: number, total: number): Page<T> {
  return {
    list,
    pagination: {
      page: Math.floor(offset / limit) + 1,
      pageSize: limit,
      total,
      hasNextPage: offset + list.length < total,
    },
  };
}

/** Events: creation, editing, publication, listings, details and the entry checks behind them. */
export function createEventsService(deps: EventsServiceDeps) {
  const { repo, access } = deps;

  const insertWithSlug = (creatorId: string, fields: EventFields & { title: string }) =>
    insertWithUniqueSlug(fields.title, 'event', (slug) => repo.insertEvent({ ...fields, creatorId, slug }));

  async function viewOf(eventRef: string, viewer: Viewer): Promise<EventView> {
    const { event, standing } = await access.requireVisible(eventRef, viewer);
    return buildEventView(event, standing, deps.now());
  }

  async function pageOf(
    listing: Omit<EventListing, 'now' | 'limit' | 'offset'>,
    viewer: Viewer,
    page: number,
    pageSize: number,
  ): Promise<Page<EventView>> {
    const { rows, total } = await repo.listEvents({
      ...listing,
      limit: pageSize,
      offset: (page - 1) * pageSize,
      now: deps.now(),
    });
    return toPage(await access.viewsOf(rows, viewer), page, pageSize, total);
  }

  /** spec 000 §7 create: a new unpublished event of the caller's channel, with its ticket tiers. */
  async function createEvent(caller: Caller, input: CreateEventRequest): Promise<EventView> {
    const fields = fieldsOf(input);
    checkTimes(fields.startAt, fields.endAt);
    const eventId = await insertWithSlug(caller.userId, { ...fields, title: input.title });
    await deps.attachUploads([fields.cover, fields.thumbnail, fields.poster, fields.trailer]);
    if (input.tickets) await repo.replaceUnsoldTiers(eventId, input.tickets.map(tierOf));
    return viewOf(eventId, { caller, country: undefined });
  }

  /** spec 000 §7 update: changes the fields sent; the whole ticket list when sent (sold tiers stay). */
  async function updateEvent(caller: Caller, eventRef: string, input: EventFieldsInput): Promise<EventView> {
    const { event } = await access.requireEditable(eventRef, caller);
    const fields = fieldsOf(input);
    checkTimes(
      fields.startAt === undefined ? event.startAt : fields.startAt,
      fields.endAt === undefined ? event.endAt : fields.endAt,
    );
    await repo.updateEvent(event.id, fields);
    await deps.attachUploads([fields.cover, fields.thumbnail, fields.poster, fields.trailer]);
    if (input.tickets) await repo.replaceUnsoldTiers(event.id, input.tickets.map(tierOf));
    return viewOf(event.id, { caller, country: undefined });
  }

  /** Grants the free RSVP ticket, taking a free seat atomically: 15001 for a ticket held, 15004 without seats. */
  async function grantFreeTicket(eventId: string, userId: string): Promise<void> {
    const outcome = await repo.takeFreeSeat(eventId, userId);
    if (outcome === 'held') throw new ApiError('TicketAlreadyPurchased');
    if (outcome === 'soldOut') throw new ApiError('SoldOut');
  }

  return {
    createEvent,
    updateEvent,

    /** spec 000 §7 private/create: a private event, whitelisting the e-mails (v1) and people (v2) given. */
    async createPrivateEvent(
      caller: Caller,
      input: CreateEventRequest & { emails: string[]; userIds: string[] },
    ): Promise<EventView> {
      const { emails, userIds, ...event } = input;
      const view = await createEvent(caller, { ...event, visibility: 'private' });
      await Promise.all([repo.addWhitelistEmails(view.id, emails), repo.addWhitelistUsers(view.id, userIds)]);
      return view;
    },

    /** spec 000 §7 submitCheck: the editor's input checked as create or update would, nothing saved. */
    async submitCheck(caller: Caller, input: SubmitCheckRequest): Promise<{ valid: true }> {
      const { eventId, ...fields } = input;
      const stored =
        eventId === undefined ? undefined : (await access.requireEditable(eventId, caller)).event;
      if (!stored && fields.title === undefined)
        throw new ApiError('InvalidRequest', `title: ${Messages.fieldRequired}`);
      const parsed = fieldsOf(fields);
      checkTimes(
        parsed.startAt === undefined ? stored?.startAt : parsed.startAt,
        parsed.endAt === undefined ? stored?.endAt : parsed.endAt,
      );
      return { valid: true };
    },

    /** spec 000 §7 publish (eventId, published): editors publish and unpublish. */
    async publishEvent(caller: Caller, eventRef: string, published: boolean): Promise<EventView> {
      const { event } = await access.requireEditable(eventRef, caller);
      await repo.setPublished(event.id, published);
      return viewOf(event.id, { caller, country: undefined });
    },

    /**
     * spec 000 §7 delete (eventId, deleted): only the creator deletes (1) or restores (0) an event; a
     * deleted event is gone for everyone else.
     */
    async deleteEvent(
      caller: Caller,
      eventRef: string,
      deleted: boolean,
    ): Promise<{ eventId: string; deleted: 0 | 1 }> {
      const event = await repo.findEvent(eventRef);
      if (!event || (event.deletedAt !== null && event.creatorId !== caller.userId))
        throw new ApiError('NotFound');
      if (event.creatorId !== caller.userId) {
        await access.requireVisible(event.id, { caller, country: undefined });
        throw new ApiError('NotEventOwner');
      }
      await repo.setDeleted(event.id, deleted);
      return { eventId: event.id, deleted: deleted ? 1 : 0 };
    },

    /** spec 000 §7 save (eventId, save): keeps an event in the member's saved list, or drops it. */
    async saveEvent(
      caller: Caller,
      eventRef: string,
      save: boolean,
      viewer: Viewer,
    ): Promise<{ eventId: string; isSaved: boolean }> {
      const { event } = await access.requireVisible(eventRef, viewer);
      await repo.setSaved(caller.userId, event.id, save);
      return { eventId: event.id, isSaved: save };
    },

    /**
     * spec 000 §2: the id and slug of an event named by either, for whoever may see it (its editors see
     * their drafts); refused as detail refuses it otherwise, so that drafts stay unknown to strangers.
     */
    async getEventIdAndSlug(eventRef: string, viewer: Viewer): Promise<EventIdAndSlugAnswer> {
      const { event } = await access.requireVisible(eventRef, viewer);
      return { eventId: event.id, slug: event.slug };
    },

    /** Detail v1: the event view with the viewer's derived fields. */
    getDetail: viewOf,

    /** Detail v2 (spec 001 §3): whether the viewer holds a ticket, the price, and whether they may enter. */
    async getEntry(eventRef: string, viewer: Viewer): Promise<EventEntryAnswer> {
      const { event, standing } = await access.requireVisible(eventRef, viewer);
      return {
        eventId: event.id,
        slug: event.slug,
        ticket: { hasTicket: standing.hasTicket, price: priceOf(event, standing.tiers) },
        canEnter: standing.entry.canEnter,
        canEdit: standing.canEdit,
        restrictionCode: standing.entry.restrictionCode,
        restrictionMessage: restrictionMessageOf(standing.entry.restrictionCode),
        timeState: eventTimeState(event.startAt, event.endAt, deps.now()),
      };
    },

    /** Detail v3: the view with options, tiers, services and restrictions (detail page and editor). */
    async getFullDetail(eventRef: string, viewer: Viewer): Promise<EventFullView> {
      const { event, standing } = await access.requireVisible(eventRef, viewer);
      const [tiers, services, restrictions] = await Promise.all([
        repo.listTiers(event.id),
        repo.listServices(event.id),
        repo.listRestrictions(event.id),
      ]);
      return {
        ...buildEventView(event, standing, deps.now()),
        options: optionsOf(event),
        tiers: tiers.map(tierView),
        services: services.map(serviceView),
        restrictions: restrictions.map(restrictionView),
      };
    },

    /**
     * Detail v4 (spec 000 §7 "with a UTC offset header"): the view plus start and end as local times, at
     * the viewer's offset when sent, else in the event's own time zone.
     */
    async getLocalDetail(
      eventRef: string,
      viewer: Viewer,
      utcOffsetMinutes: number | undefined,
    ): Promise<EventLocalView> {
      const { event, standing } = await access.requireVisible(eventRef, viewer);
      const now = deps.now();
      const offsetAt = (at: Date) => utcOffsetMinutes ?? utcOffsetMinutesIn(event.timezone, at);
      const local = (at: Date | null) => (at === null ? null : toLocalIso(at, offsetAt(at)));
      return {
        ...buildEventView(event, standing, now),
        utcOffsetMinutes: offsetAt(event.startAt ?? now),
        localStartAt: local(event.startAt),
        localEndAt: local(event.endAt),
      };
    },

    /**
     * v4 play[/enterKey] (spec 000 §3 event contents response): the contents, for those who may enter.
     * spec 000 §4: a role, or a ticket and a valid age; people without a role wait for the start
     * ('Event has not started.').
     */
    async play(eventRef: string, viewer: Viewer): Promise<EventPlayAnswer> {
      const { event, standing } = await access.requireVisible(eventRef, viewer);
      if (!standing.entry.canEnter) throw entryRefusal(standing);
      const hasRole = standing.isOwner || standing.roles.length > 0;
      const state = eventTimeState(event.startAt, event.endAt, deps.now());
      if (!hasRole && (state === 'upcoming' || state === 'tba'))
        throw new ApiError('Forbidden', Messages.entryNotStarted);
      const contents = (await repo.listContents(event.id)).map(contentView);
      const stream = contents.find((content) => content.kind === 'mpd' || content.kind === 'hls');
      return {
        eventId: event.id,
        mod: standing.roles.includes('mod'),
        host: standing.isOwner || standing.roles.includes('host'),
        star: standing.roles.includes('star'),
        mpdLink: { webmpdLink: stream?.value ?? null },
        isUseRtmp: false,
        drmToken: stream?.drmToken ?? null,
        isPrivate: event.visibility === 'private',
        contents,
      };
    },

    /** GET /api/user/v1/event: the caller's own standing with an event. */
    async getUserEvent(eventRef: string, viewer: Viewer): Promise<UserEventAnswer> {
      const { event, standing } = await access.requireVisible(eventRef, viewer);
      return {
        eventId: event.id,
        isOwner: standing.isOwner,
        roles: [...standing.roles],
        hasTicket: standing.hasTicket,
        isSaved: standing.isSaved,
        canEdit: standing.canEdit,
        canEnter: standing.entry.canEnter,
      };
    },

    /** spec 000 §3 `isSpecial`: host or moderator (the creator counts as host). */
    async checkSpecial(eventRef: string, viewer: Viewer): Promise<CheckSpecialAnswer> {
      const { event, standing } = await access.requireVisible(eventRef, viewer);
      const isHost = standing.isOwner || standing.roles.includes('host');
      const isMod = standing.roles.includes('mod');
      return {
        eventId: event.id,
        isSpecial: isHost || isMod,
        isOwner: standing.isOwner,
        isHost,
        isMod,
        isStar: standing.roles.includes('star'),
      };
    },

    /** spec 001 §3 event options. */
    async getOptions(eventRef: string, viewer: Viewer): Promise<EventOptions & { eventId: string }> {
      const { event } = await access.requireVisible(eventRef, viewer);
      return { eventId: event.id, ...optionsOf(event) };
    },

    /** getEventAds: the channel's other upcoming events, shown beside an event (up to 6). */
    async getEventAds(eventRef: string, viewer: Viewer): Promise<Page<EventView>> {
      const { event } = await access.requireVisible(eventRef, viewer);
      return pageOf(
        {
          scope: { kind: 'public', creatorId: event.creatorId },
          state: EventListState.upcoming,
          excludeId: event.id,
        },
        viewer,
        1,
        adsPerEvent,
      );
    },

    /** GET /api/events/v1/list: public events, of one list state and by title when asked. */
    listEvents(query: EventListQuery, viewer: Viewer): Promise<Page<EventView>> {
      return pageOf(
        { scope: { kind: 'public' }, state: query.state, title: query.title },
        viewer,
        query.page,
        query.pageSize,
      );
    },

    /** spec 000 §1 home feed by period: live, upcoming, past (public events) or the member's saved ones. */
    async homepage(query: HomepageQuery, viewer: Viewer): Promise<Page<EventView>> {
      if (query.period === 'saved') {
        if (viewer.caller?.kind !== 'member') return toPage([], query.page, query.pageSize, 0);
        return pageOf(
          { scope: { kind: 'savedBy', userId: viewer.caller.userId } },
          viewer,
          query.page,
          query.pageSize,
        );
      }
      return pageOf(
        { scope: { kind: 'public' }, state: EventListState[query.period] },
        viewer,
        query.page,
        query.pageSize,
      );
    },

    /** spec 000 §7 myList (published, type=0): the caller's own events (0) or those they hold a ticket to (1). */
    myList(caller: Caller, query: MyListQuery, viewer: Viewer): Promise<Page<EventView>> {
      const scope: EventListing['scope'] =
        query.type === MyListTypes.created
          ? { kind: 'createdBy', creatorId: caller.userId, published: query.published }
          : { kind: 'ticketHeldBy', userId: caller.userId };
      return pageOf({ scope }, viewer, query.page, query.pageSize);
    },

    /** spec 000 §7 listByUserId: someone's public events. */
    listByUserId(query: ListByUserIdQuery, viewer: Viewer): Promise<Page<EventView>> {
      return pageOf(
        { scope: { kind: 'public', creatorId: query.userId } },
        viewer,
        query.page,
        query.pageSize,
      );
    },

    /** The events service's `GET list`, `?state=`, `?limit&offset`: public events. */
    async listPublic(query: ServiceListQuery, viewer: Viewer): Promise<Page<EventView>> {
      const { rows, total } = await repo.listEvents({
        scope: { kind: 'public' },
        state: query.state,
        limit: query.limit,
        offset: query.offset,
        now: deps.now(),
      });
      return offsetPage(await access.viewsOf(rows, viewer), query.limit, query.offset, total);
    },

    /** The events service's `GET /list/{ids}`: the events of these ids the viewer may see, in that order. */
    async listByIds(ids: readonly string[], viewer: Viewer): Promise<Page<EventView>> {
      const found = await repo.findEventsByIds(ids);
      const byId = new Map(found.map((event) => [event.id, event]));
      const ordered = ids.flatMap((id) => byId.get(id) ?? []);
      const views = await access.viewsOf(ordered, viewer);
      return toPage(views, 1, Math.max(ids.length, 1), views.length);
    },

    /** The events service's `GET /channel/{channel}`: a channel's public events (channel = creator). */
    async listChannel(
      channelSlug: string,
      query: ServiceListQuery,
      viewer: Viewer,
    ): Promise<Page<EventView>> {
      const creatorId = await deps.findChannelOwner(channelSlug);
      if (creatorId === undefined) throw new ApiError('NotFound');
      const { rows, total } = await repo.listEvents({
        scope: { kind: 'public', creatorId },
        state: query.state,
        limit: query.limit,
        offset: query.offset,
        now: deps.now(),
      });
      return offsetPage(await access.viewsOf(rows, viewer), query.limit, query.offset, total);
    },

    /**
     * POST /api/purchase/v1/rsvp: the free ticket of a free or donation event (spec 000 §2 automatic
     * RSVP), refused for a paid one (15002), outside its regions (15003), below its age (10011), to a
     * holder of a ticket (15001) and when its free seats are taken (15004).
     */
    async rsvp(
      eventRef: string,
      viewer: Viewer & { caller: Caller },
    ): Promise<{ eventId: string; hasTicket: true }> {
      const { event, standing } = await access.requireVisible(eventRef, viewer);
      const price = priceOf(event, standing.tiers);
      if (price === null || price > 0) throw new ApiError('NotFreeEvent');
      const { restrictionCode } = standing.entry;
      if (restrictionCode === EventRestrictionCode.age || restrictionCode === EventRestrictionCode.region)
        throw entryRefusal(standing);
      if (standing.hasTicket) throw new ApiError('TicketAlreadyPurchased');
      await grantFreeTicket(event.id, viewer.caller.userId);
      return { eventId: event.id, hasTicket: true };
    },

    /**
     * Calendar export (spec 000 §1, §3 calendar entry, §9 .ics): the event as an RFC 5545 file whose
     * location is the event's address and organizer its creator.
     */
    async calendarOf(eventRef: string, viewer: Viewer): Promise<DownloadedFile> {
      const { event } = await access.requireVisible(eventRef, viewer);
      if (event.startAt === null) throw new ApiError('Conflict', Messages.eventDateToBeAnnounced);
      const eventUrl = new URL(`/event/${encodeURIComponent(event.slug)}`, deps.publicUrl);
      const body = renderCalendar(
        {
          uid: `${event.id}@${eventUrl.hostname}`,
          start: event.startAt,
          end: event.endAt ?? new Date(event.startAt.getTime() + calendarDefaultMs),
          summary: event.title,
          description: event.description,
          location: eventUrl.href,
          organizer: event.creatorEmail
            ? { name: channelOf(event).displayName, email: event.creatorEmail }
            : null,
          stamp: deps.now(),
        },
        '-//Limelight//Events//EN',
      );
      return { fileName: `${event.slug}.ics`, contentType: 'text/calendar; charset=utf-8', body };
    },

    /** Whether someone holds a ticket to an event (for commerce and the stage). */
    async hasTicket(eventId: string, userId: string): Promise<boolean> {
      return (await repo.ticketsAmong(userId, [eventId])).has(eventId);
    },

    /**
     * What commerce needs before selling a ticket: the event (refused as any read of it is when the
     * viewer may not see it), whether the viewer's region is blocked, and whether they hold a ticket.
     */
    async purchaseStanding(
      eventRef: string,
      viewer: Viewer,
    ): Promise<{ eventId: string; title: string; regionBlocked: boolean; hasTicket: boolean }> {
      const { event, standing } = await access.requireVisible(eventRef, viewer);
      return {
        eventId: event.id,
        title: event.title,
        regionBlocked: standing.entry.restrictionCode === EventRestrictionCode.region,
        hasTicket: standing.hasTicket,
      };
    },

    /** The id of an event the caller may edit (owner or host); 11030 for anyone else who may see it. */
    async editableEventId(eventRef: string, caller: Caller): Promise<string> {
      return (await access.requireEditable(eventRef, caller)).event.id;
    },

    grantFreeTicket,

    /** Views of events for a viewer (home feed, search and channel pages of the roles feature). */
    viewEvents: (events: readonly EventRecord[], viewer: Viewer): Promise<EventView[]> =>
      access.viewsOf(events, viewer),
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
