import {
  EventRestrictionCode,
  Messages,
  type CreateEventRequest,
  type DeleteEventAnswer,
  type EventFieldsInput,
  type EventView,
  type RsvpAnswer,
  type SaveEventAnswer,
  type SubmitCheckAnswer,
  type SubmitCheckRequest,
} from '@limelight/protocol';
import type { EventNotices } from './eventNotices.ts';
import { ApiError } from '../../platform/http/apiError.ts';
import { writeWithUniqueSlug } from '../../platform/db/uniqueSlug.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { AttachUploads } from '../../platform/storage/uploadRegistry.ts';
import type { EventFields } from './events.repo.ts';
import { entryRefusal, type Viewer } from './eventAccess.ts';
import { priceOf } from './eventView.ts';
import { tierOf } from './eventParts.wire.ts';
import { createEventDetailsService, type EventDetailsServiceDeps } from './eventDetails.service.ts';
import { createEventListingsService, type EventListingsServiceDeps } from './eventListings.service.ts';

export interface EventsServiceDeps extends EventDetailsServiceDeps, EventListingsServiceDeps {
  /** Uploads the event's media name stay (they are collected otherwise). */
  attachUploads: AttachUploads;
  /** Notifications of a first publication and of new times. */
  notices: EventNotices;
}

const timeOf = (value: Date | null | undefined) => value?.getTime() ?? null;

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

/** Events: creation, editing, publication, listings, details and the entry checks behind them. */
export function createEventsService(deps: EventsServiceDeps) {
  const { repo, access } = deps;

  const details = createEventDetailsService(deps);

  /** spec 000 §7 create: a new unpublished event of the caller's channel, with its ticket tiers. */
  async function createEvent(caller: Caller, input: CreateEventRequest): Promise<EventView> {
    const fields = fieldsOf(input);
    checkTimes(fields.startAt, fields.endAt);
    const eventId = await repo.insertDraft({ ...fields, title: input.title, creatorId: caller.userId });
    await deps.attachUploads([fields.cover, fields.thumbnail, fields.poster, fields.trailer]);
    if (input.tickets) await repo.replaceUnsoldTiers(eventId, input.tickets.map(tierOf));
    return details.getDetail(eventId, { caller, country: undefined });
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
    const updated = await repo.findEvent(event.id);
    const isMoved =
      updated !== undefined &&
      (timeOf(updated.startAt) !== timeOf(event.startAt) || timeOf(updated.endAt) !== timeOf(event.endAt));
    if (updated && isMoved && updated.published) await deps.notices.moved(updated);
    return details.getDetail(event.id, { caller, country: undefined });
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
    async submitCheck(caller: Caller, input: SubmitCheckRequest): Promise<SubmitCheckAnswer> {
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
      const { event, standing } = await access.requireEditable(eventRef, caller);
      if (published && event.type === 'Paid' && standing.tiers === undefined)
        throw new ApiError('Conflict', Messages.paidEventNeedsTier);
      const isFirstPublication = published && event.publishedAt === null;
      // The first publication names the event after its title of then (a draft's slug is its id).
      if (isFirstPublication)
        await writeWithUniqueSlug(event.title, 'event', (slug) => repo.claimSlug(event.id, slug));
      await repo.setPublished(event.id, published);
      // eventCreation: the first publication only (publishedAt stays once set).
      if (isFirstPublication) await deps.notices.created(event);
      return details.getDetail(event.id, { caller, country: undefined });
    },

    /**
     * POST /events/v1/extend {eventId, minutes} (spec 001 §6 "extend the event": 5, 15 or 30 minutes): an
     * editor (owner or host) moves the end later, from the planned end or from now when it has passed or
     * none was set. No notice goes out: followers hear of moved dates, not of a live overrun.
     */
    async extendEvent(caller: Caller, eventRef: string, minutes: number): Promise<EventView> {
      const { event } = await access.requireEditable(eventRef, caller);
      const now = deps.now().getTime();
      const from = Math.max(event.endAt?.getTime() ?? now, now);
      await repo.updateEvent(event.id, { endAt: new Date(from + minutes * 60_000) });
      return details.getDetail(event.id, { caller, country: undefined });
    },

    /**
     * The owner ended the event from its live page (flags closeEvent, spec 001 §6 "end the event"): it
     * ends now — its time state is past wherever it is read (detail, cards, "Live now", search) — and an
     * event ended before its start starts now too. An end already passed stays.
     */
    async endNow(eventId: string): Promise<void> {
      const event = await repo.findEvent(eventId);
      if (!event) return;
      const now = deps.now();
      const earlier = (at: Date | null) => (at && at.getTime() <= now.getTime() ? at : now);
      await repo.updateEvent(event.id, { startAt: earlier(event.startAt), endAt: earlier(event.endAt) });
    },

    /**
     * spec 000 §7 delete (eventId, deleted): only the creator deletes (1) or restores (0) an event; a
     * deleted event is gone for everyone else.
     */
    async deleteEvent(caller: Caller, eventRef: string, deleted: boolean): Promise<DeleteEventAnswer> {
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
    ): Promise<SaveEventAnswer> {
      const { event } = await access.requireVisible(eventRef, viewer);
      await repo.setSaved(caller.userId, event.id, save);
      return { eventId: event.id, isSaved: save };
    },

    /**
     * POST /api/purchase/v1/rsvp: the free ticket of a free or donation event (spec 000 §2 automatic
     * RSVP), refused for a paid one (15002), outside its regions (15003), below its age (10011), to a
     * holder of a ticket (15001) and when its free seats are taken (15004).
     */
    async rsvp(eventRef: string, viewer: Viewer & { caller: Caller }): Promise<RsvpAnswer> {
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

    ...details,
    ...createEventListingsService(deps),
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
