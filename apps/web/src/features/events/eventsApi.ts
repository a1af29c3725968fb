import {
  ResponseCode,
  type CheckSpecialAnswer,
  type ExtendEventRequest,
  type CreateEventRequest,
  type EventEntryAnswer,
  type EventFullView,
  type EventIdAndSlugAnswer,
  type EventUploadType,
  type EventView,
  type HomepagePeriod,
  type InviteLinkAnswer,
  type Page,
  type RestrictionInput,
  type RestrictionView,
  type UpdateEventRequest,
  type UploadAnswer,
} from '@limelight/protocol';
import { flagsCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';

/** The events paths of spec 000 §7 "Events (API prefix)" (ARCHITECTURE wire conventions). */
const EventsPath = {
  Create: '/api/events/v1/create',
  Update: '/api/events/v1/update',
  Publish: '/api/events/v1/publish',
  Delete: '/api/events/v1/delete',
  Save: '/api/events/v1/save',
  Homepage: '/api/events/v1/homepage',
  MyList: '/api/events/v1/myList',
  IdAndSlug: '/api/events/v1/getEventIdAndSlug',
  CheckSpecial: '/api/events/v1/checkSpecial',
  Extend: '/api/events/v1/extend',
  /** Detail v2: the entry answer of spec 001 §3. */
  Entry: '/api/events/v2/detail',
  /** Detail v3: the view with tiers, services and restrictions (detail page and editor). */
  FullDetail: '/api/events/v3/detail',
  Upload: '/api/common/v1/upload',
  InviteLink: '/api/user/v1/inviteLink',
  InviteLinks: '/api/user/v1/inviteLinks',
  Rsvp: '/api/purchase/v1/rsvp',
} as const;

/** The separate events service's restriction paths (spec 000 §7). */
const restrictionsPath = (eventId: string) => `/api/eventsvc/${encodeURIComponent(eventId)}/restrictions`;

/** An event with everything its detail page and editor show (detail v3), by id or slug. */
export function fetchEventDetail(eventRef: string): Promise<EventFullView> {
  return api.get<EventFullView>(EventsPath.FullDetail, { eventId: eventRef }).then(dataOf);
}

/** Detail v2 (spec 001 §3): the ticket, the price and whether the caller may enter; the whole envelope. */
export function fetchEventEntry(eventRef: string, sharedLink?: string) {
  return api.get<EventEntryAnswer>(EventsPath.Entry, { eventId: eventRef, sharedLink });
}

/** The event as an .ics file (spec 000 §3 calendar entry, §9 calendar export). */
export function fetchEventCalendar(eventId: string): Promise<Blob> {
  return api.getFile(`/api/events/v1/calendar/${encodeURIComponent(eventId)}.ics`);
}

/**
 * spec 000 §2: the id and slug of an event named by either; null when no event has it. A private event
 * the viewer may not see keeps the address as given, so that its detail page tells them why.
 */
export async function resolveEventAddress(eventIdOrSlug: string): Promise<EventIdAndSlugAnswer | null> {
  const answer = await api.get<EventIdAndSlugAnswer>(EventsPath.IdAndSlug, { eventIdOrSlug });
  if (answer.code === ResponseCode.NotFound) return null;
  if (answer.code === ResponseCode.PrivateEvent || answer.code === ResponseCode.PrivateEventNotInvited)
    return { eventId: eventIdOrSlug, slug: eventIdOrSlug };
  return dataOf(answer);
}

/** One page of a home feed period (spec 000 §1: saved, live, upcoming, past). */
export function fetchHomepage(period: HomepagePeriod, page: number): Promise<Page<EventView>> {
  return api.get<Page<EventView>>(EventsPath.Homepage, { period, page }).then(dataOf);
}

/** One page of the caller's own events (spec 000 §7 myList, type 0). */
export function fetchMyEvents(page: number): Promise<Page<EventView>> {
  return api.get<Page<EventView>>(EventsPath.MyList, { page, type: 0 }).then(dataOf);
}

/** The caller's newest unpublished event (myList, `published: 0`), which the wizard offers to resume. */
export async function fetchLatestDraft(): Promise<EventView | null> {
  const page = await api
    .get<Page<EventView>>(EventsPath.MyList, { page: 1, pageSize: 1, type: 0, published: 0 })
    .then(dataOf);
  return page.list[0] ?? null;
}

/** Creates an unpublished event (spec 000 §7 create); the envelope, so that a form can show refusals. */
export function createEvent(request: CreateEventRequest) {
  return api.post<EventView>(EventsPath.Create, request);
}

/** Changes the fields sent (spec 000 §7 update); the tickets, when sent, replace the unsold tiers. */
export function updateEvent(request: UpdateEventRequest) {
  return api.post<EventView>(EventsPath.Update, request);
}

/** Publishes or unpublishes an event (spec 000 §7 publish, 0/1 on the wire). */
export function publishEvent(eventId: string, isPublished: boolean) {
  return api.post<EventView>(EventsPath.Publish, { eventId, published: isPublished ? 1 : 0 });
}

/** Deletes an event (spec 000 §7 delete, `deleted: 1`). */
export function deleteEvent(eventId: string) {
  return api.post<{ eventId: string; deleted: 0 | 1 }>(EventsPath.Delete, { eventId, deleted: 1 });
}

/** Saves an event to the member's list, or drops it (spec 000 §7 save). */
export function saveEvent(eventId: string, shouldSave: boolean) {
  return api.post<{ eventId: string; isSaved: boolean }>(EventsPath.Save, {
    eventId,
    save: shouldSave ? 1 : 0,
  });
}

/** The free ticket of a free event (POST /purchase/v1/rsvp); `type` says where it was taken. */
export function rsvpToEvent(eventId: string, type: 'live' | 'detail') {
  return api.post<{ eventId: string; hasTicket: true }>(EventsPath.Rsvp, { eventId, type });
}

/** Uploads an event's cover, thumbnail, poster or trailer (POST /common/v1/upload) with its progress. */
export function uploadEventFile(
  eventId: string,
  type: EventUploadType,
  file: File,
  onProgress: (sentFraction: number) => void,
) {
  return api.uploadFile<UploadAnswer>(EventsPath.Upload, file, { fields: { eventId, type }, onProgress });
}

/** The invite links the caller made to an event, oldest first. */
export function fetchInviteLinks(eventId: string): Promise<Page<InviteLinkAnswer>> {
  return api.get<Page<InviteLinkAnswer>>(EventsPath.InviteLinks, { eventId }).then(dataOf);
}

/** A new invite link to a published event (at most 5 per event, spec 000 §6). */
export function createInviteLink(eventId: string) {
  return api.post<InviteLinkAnswer>(EventsPath.InviteLink, { eventId });
}

/** Adds a region or age restriction (the events service, spec 000 §7). */
export function addRestriction(eventId: string, restriction: Partial<RestrictionInput>) {
  return api.post<RestrictionView>(restrictionsPath(eventId), restriction);
}

/** Removes a restriction. */
export function removeRestriction(eventId: string, restrictionId: string) {
  return api.delete<{ restrictionId: string }>(
    `${restrictionsPath(eventId)}/${encodeURIComponent(restrictionId)}`,
  );
}

/** GET /events/v1/checkSpecial: the caller's roles at the event (owner, host, moderator, star). */
export function fetchEventRoles(eventRef: string): Promise<CheckSpecialAnswer> {
  return api.get<CheckSpecialAnswer>(EventsPath.CheckSpecial, { eventId: eventRef }).then(dataOf);
}

/** POST /events/v1/extend {eventId, minutes}: the event ends 5, 15 or 30 minutes later (editors). */
export function extendEvent(eventId: string, minutes: ExtendEventRequest['minutes']): Promise<EventView> {
  return api.post<EventView>(EventsPath.Extend, { eventId, minutes }).then(dataOf);
}

/** POST /flag/v1/closeEvent {eventId}: the owner ends the live event for everyone (kick-out code 2). */
export async function endLiveEvent(eventId: string): Promise<void> {
  await api.call(flagsCalls.closeEvent, { body: { eventId } }).then(dataOf);
}
