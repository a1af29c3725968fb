import {
  ResponseCode,
  type CheckSpecialAnswer,
  type ContentInput,
  type ContentView,
  type CreateEventRequest,
  type EventFullView,
  type EventIdAndSlugAnswer,
  type EventPlayAnswer,
  type EventUploadType,
  type EventView,
  type ExtendEventRequest,
  type HomepagePeriod,
  type InviteLinkAnswer,
  type Page,
  type RestrictionInput,
  type UpdateEventRequest,
} from '@limelight/protocol';
import {
  commonCalls,
  eventServiceCalls,
  eventsCalls,
  flagsCalls,
  usersCalls,
} from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';

/**
 * An event with everything its detail page and editor show (detail v3), by id or slug; `sharedLink` is the
 * invitation link it was opened through (`/event/link/:id/:link`), which opens a private event.
 */
export function fetchEventDetail(eventRef: string, sharedLink?: string): Promise<EventFullView> {
  return api.call(eventsCalls.detailV3, { query: { eventId: eventRef, sharedLink } }).then(dataOf);
}

/** Detail v2 (spec 001 §3): the ticket, the price and whether the caller may enter; the whole envelope. */
export function fetchEventEntry(eventRef: string, sharedLink?: string) {
  return api.call(eventsCalls.detailV2, { query: { eventId: eventRef, sharedLink } });
}

/** The event as an .ics file (spec 000 §3 calendar entry, §9 calendar export). */
/** The calendar file's alert: minutes before the start (CalendarExport.alertMinutes), or none. */
export type CalendarAlert = number | 'none';

export function fetchEventCalendar(eventId: string, alert: CalendarAlert): Promise<Blob> {
  return api.getFile(eventsCalls.calendar, { params: { id: eventId }, query: { alert } });
}

/**
 * spec 000 §2: the id and slug of an event named by either; null when no event has it. A private event
 * the viewer may not see keeps the address as given, so that its detail page tells them why.
 */
export async function resolveEventAddress(eventIdOrSlug: string): Promise<EventIdAndSlugAnswer | null> {
  const answer = await api.call(eventsCalls.getEventIdAndSlug, { query: { eventIdOrSlug } });
  if (answer.code === ResponseCode.NotFound) return null;
  if (answer.code === ResponseCode.PrivateEvent || answer.code === ResponseCode.PrivateEventNotInvited)
    return { eventId: eventIdOrSlug, slug: eventIdOrSlug };
  return dataOf(answer);
}

/** One page of a home feed period (spec 000 §1: saved, live, upcoming, past). */
export function fetchHomepage(period: HomepagePeriod, page: number): Promise<Page<EventView>> {
  return api.call(eventsCalls.homepage, { query: { period, page } }).then(dataOf);
}

/** One page of the caller's own events (spec 000 §7 myList, type 0). */
export function fetchMyEvents(page: number): Promise<Page<EventView>> {
  return api.call(eventsCalls.myList, { query: { page, type: 0 } }).then(dataOf);
}

/** The caller's newest unpublished event (myList, `published: 0`), which the wizard offers to resume. */
export async function fetchLatestDraft(): Promise<EventView | null> {
  const page = await api
    .call(eventsCalls.myList, { query: { page: 1, pageSize: 1, type: 0, published: 0 } })
    .then(dataOf);
  return page.list[0] ?? null;
}

/** Creates an unpublished event (spec 000 §7 create); the envelope, so that a form can show refusals. */
export function createEvent(request: CreateEventRequest) {
  return api.call(eventsCalls.create, { body: request });
}

/** Changes the fields sent (spec 000 §7 update); the tickets, when sent, replace the unsold tiers. */
export function updateEvent(request: UpdateEventRequest) {
  return api.call(eventsCalls.update, { body: request });
}

/** Publishes or unpublishes an event (spec 000 §7 publish, 0/1 on the wire). */
export function publishEvent(eventId: string, isPublished: boolean) {
  return api.call(eventsCalls.publish, { body: { eventId, published: isPublished ? 1 : 0 } });
}

/** Deletes an event (spec 000 §7 delete, `deleted: 1`). */
export function deleteEvent(eventId: string) {
  return api.call(eventsCalls.delete, { body: { eventId, deleted: 1 } });
}

/** Saves an event to the member's list, or drops it (spec 000 §7 save). */
export function saveEvent(eventId: string, shouldSave: boolean) {
  return api.call(eventsCalls.save, { body: { eventId, save: shouldSave ? 1 : 0 } });
}

/**
 * The free ticket of a free event (POST /purchase/v1/rsvp); `type` says where it was taken, `sharedLink`
 * the invitation link a private event was opened through.
 */
export function rsvpToEvent(eventId: string, type: 'live' | 'detail', sharedLink?: string) {
  return api.call(eventsCalls.rsvp, { body: { eventId, type, sharedLink } });
}

/** Uploads an event's cover, thumbnail, poster or trailer (POST /common/v1/upload) with its progress. */
export function uploadEventFile(
  eventId: string,
  type: EventUploadType,
  file: File,
  onProgress: (sentFraction: number) => void,
) {
  return api.uploadFile(commonCalls.upload, file, {
    fields: { eventId, type },
    onProgress,
  });
}

/** The invite links the caller made to an event, oldest first. */
export function fetchInviteLinks(eventId: string): Promise<Page<InviteLinkAnswer>> {
  return api.call(usersCalls.inviteLinks, { query: { eventId } }).then(dataOf);
}

/** The event an invitation link opens and who shared it (the whole envelope: 4004 / 4003 'Invalid Link ...'). */
export function verifyInviteLink(link: string) {
  return api.call(usersCalls.verifyInvitationLink, { body: { link } });
}

/** A person's shown name from the users-by-ids lookup (full name, else username); null when unknown. */
export async function fetchPersonName(userId: string): Promise<string | null> {
  const { users } = await api.call(usersCalls.usersByIds, { query: { ids: userId } }).then(dataOf);
  const [user] = users;
  if (!user) return null;
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return fullName || user.username || null;
}

/** A new invite link to a published event (at most 5 per event, spec 000 §6). */
export function createInviteLink(eventId: string) {
  return api.call(usersCalls.inviteLink, { body: { eventId } });
}

/** Adds a region or age restriction (the events service, spec 000 §7). */
export function addRestriction(eventId: string, restriction: Partial<RestrictionInput>) {
  return api.call(eventServiceCalls.addRestriction, { params: { id: eventId }, body: restriction });
}

/** Removes a restriction. */
export function removeRestriction(eventId: string, restrictionId: string) {
  return api.call(eventServiceCalls.deleteRestriction, { params: { id: eventId, restrictionId } });
}

/** The event's contents (streams, images, YouTube ids), for its editors (spec 000 §7 events service). */
export function fetchEventContents(eventId: string): Promise<Page<ContentView>> {
  return api.call(eventServiceCalls.contents, { params: { id: eventId } }).then(dataOf);
}

/** Adds a content; the whole envelope, so that a refusal's field reaches the form. */
export function addEventContent(eventId: string, content: ContentInput) {
  return api.call(eventServiceCalls.addContent, { params: { id: eventId }, body: content });
}

/** Removes a content. */
export function removeEventContent(eventId: string, contentId: string) {
  return api.call(eventServiceCalls.deleteContent, { params: { id: eventId, contentId } });
}

/** GET /events/v4/:id/play (spec 000 §3 contents response): what the live page plays, for those who may enter. */
export function fetchEventPlay(eventId: string): Promise<EventPlayAnswer> {
  return api.call(eventsCalls.play, { params: { id: eventId }, query: {} }).then(dataOf);
}

/** GET /events/v1/checkSpecial: the caller's roles at the event (owner, host, moderator, star). */
export function fetchEventRoles(eventRef: string): Promise<CheckSpecialAnswer> {
  return api.call(eventsCalls.checkSpecial, { query: { eventId: eventRef } }).then(dataOf);
}

/** POST /events/v1/extend {eventId, minutes}: the event ends 5, 15 or 30 minutes later (editors). */
export function extendEvent(eventId: string, minutes: ExtendEventRequest['minutes']): Promise<EventView> {
  return api.call(eventsCalls.extend, { body: { eventId, minutes } }).then(dataOf);
}

/** POST /flag/v1/closeEvent {eventId}: the owner ends the live event for everyone (kick-out code 2). */
export async function endLiveEvent(eventId: string): Promise<void> {
  await api.call(flagsCalls.closeEvent, { body: { eventId } }).then(dataOf);
}
