import {
  CalendarExport,
  Messages,
  eventTimeState,
  restrictionMessageOf,
  toLocalIso,
  utcOffsetMinutesIn,
  type CheckSpecialAnswer,
  type EventEntryAnswer,
  type EventFullView,
  type EventIdAndSlugAnswer,
  type EventLocalView,
  type EventOptions,
  type EventOptionsAnswer,
  type EventPlayAnswer,
  type EventView,
  type UserEventAnswer,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { DownloadedFile } from '../../platform/http/router.ts';
import type { EventRecord, EventsRepo } from './events.repo.ts';
import { entryRefusal, type EventAccess, type Viewer } from './eventAccess.ts';
import { buildEventView, channelOf, priceOf } from './eventView.ts';
import { renderCalendar } from './icsCalendar.ts';
import { contentView, restrictionView, serviceView, tierView } from './eventParts.wire.ts';

export interface EventDetailsServiceDeps {
  repo: EventsRepo;
  access: EventAccess;
  /** The platform's public address: event pages and calendar entries point there. */
  publicUrl: string;
  now: () => Date;
}

// An event without an end shows in calendars as lasting an hour.
const calendarDefaultMs = 60 * 60 * 1000;

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

/** An event's details as its viewer may see them: the detail versions, contents, standing, calendar entry. */
export function createEventDetailsService(deps: EventDetailsServiceDeps) {
  const { repo, access } = deps;

  async function viewOf(eventRef: string, viewer: Viewer): Promise<EventView> {
    const { event, standing } = await access.requireVisible(eventRef, viewer);
    return buildEventView(event, standing, deps.now());
  }

  return {
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
        // No DRM provider is wired (docs/decisions/event-contents.md).
        drmToken: null,
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
    async getOptions(eventRef: string, viewer: Viewer): Promise<EventOptionsAnswer> {
      const { event } = await access.requireVisible(eventRef, viewer);
      return { eventId: event.id, ...optionsOf(event) };
    },

    /**
     * Calendar export (spec 000 §1, §3 calendar entry, §9 .ics): the event as an RFC 5545 file whose
     * location is the event's address and organizer its channel, with the alert the alert picker chose
     * (10 minutes before, the platform's own reminder, unless told otherwise).
     */
    async calendarOf(
      eventRef: string,
      viewer: Viewer,
      alert: number | 'none' = CalendarExport.defaultAlertMinutes,
    ): Promise<DownloadedFile> {
      const { event } = await access.requireVisible(eventRef, viewer);
      if (event.startAt === null) throw new ApiError('Conflict', Messages.eventDateToBeAnnounced);
      const eventUrl = new URL(`/event/${encodeURIComponent(event.slug)}`, deps.publicUrl);
      const channel = channelOf(event);
      const channelUrl = new URL(`/channel/${encodeURIComponent(channel.slug)}`, deps.publicUrl);
      const body = renderCalendar(
        {
          uid: `${event.id}@${eventUrl.hostname}`,
          start: event.startAt,
          end: event.endAt ?? new Date(event.startAt.getTime() + calendarDefaultMs),
          summary: event.title,
          description: event.description,
          location: eventUrl.href,
          // The channel, by its name and page: a stranger's download carries no personal address.
          organizer: { name: channel.displayName, address: channelUrl.href },
          stamp: deps.now(),
          alertMinutesBefore: alert === 'none' ? null : alert,
        },
        '-//Limelight//Events//EN',
      );
      return { fileName: `${event.slug}.ics`, contentType: 'text/calendar; charset=utf-8', body };
    },
  };
}
