import { z } from 'zod';
import type { CodeName } from '../codes.ts';
import { pageSchema } from '../envelope.ts';
import {
  createEventRequestSchema,
  createPrivateEventRequestSchema,
  deleteEventAnswerSchema,
  deleteEventRequestSchema,
  eventRefSchema,
  extendEventRequestSchema,
  publishEventRequestSchema,
  saveEventAnswerSchema,
  saveEventRequestSchema,
  submitCheckAnswerSchema,
  submitCheckRequestSchema,
  updateEventRequestSchema,
} from '../schemas/events.ts';
import {
  eventListQuerySchema,
  homepageQuerySchema,
  listByUserIdQuerySchema,
  myListQuerySchema,
} from '../schemas/eventLists.ts';
import {
  checkSpecialAnswerSchema,
  eventDetailQuerySchema,
  eventEntryAnswerSchema,
  eventFullViewSchema,
  eventIdAndSlugAnswerSchema,
  eventIdAndSlugQuerySchema,
  eventLocalViewSchema,
  eventOptionsAnswerSchema,
  eventPlayAnswerSchema,
  eventRefQuerySchema,
  eventViewSchema,
  userEventAnswerSchema,
} from '../schemas/eventViews.ts';
import { rsvpAnswerSchema, rsvpRequestSchema } from '../schemas/eventAttendance.ts';
import { inviteLinkSchema } from '../schemas/inviteLinks.ts';
import { CalendarExport } from '../limits.ts';
import { defineCall } from './call.ts';

/** The refusals of a read of an event the caller may not see: hidden (4004) or private (11025, 11078). */
export const eventHiddenCodes = [
  'NotFound',
  'PrivateEvent',
  'PrivateEventNotInvited',
] as const satisfies readonly CodeName[];
/** The refusals of a change by someone who is not the event's owner or a host (11030). */
export const eventEditorCodes = [...eventHiddenCodes, 'NotEventOwner'] as const;
/** The refusals of an entry (spec 000 §4): no ticket or not started (4003), age, region, sold out. */
const entryCodes = ['Forbidden', 'RoomAgeRestricted', 'RestrictedArea', 'SoldOut'] as const;

const eventPage = pageSchema(eventViewSchema);
const eventParamsSchema = z.object({ id: eventRefSchema });
const sharedLinkQuerySchema = z.object({ sharedLink: inviteLinkSchema.optional() });

/** The calendar file's alert: minutes before the start, one of the alert picker's choices; `none` for none. */
const calendarAlertSchema = z.union([
  z.literal('none'),
  z.coerce
    .number()
    .int()
    .refine((minutes) => (CalendarExport.alertMinutes as readonly number[]).includes(minutes), {
      message: 'Choose one of the alert times',
    }),
]);

/**
 * spec 000 §7 "Events (API prefix)": /api/events/v1–v4, /api/events2/v1/submitCheck, /api/user/v1/event,
 * the RSVP of free events and the calendar export.
 */
export const eventsCalls = {
  create: defineCall({
    method: 'POST',
    path: '/api/events/v1/create',
    auth: 'member',
    body: createEventRequestSchema,
    answer: eventViewSchema,
    codes: [],
    summary: "A new unpublished event of the caller's channel, with its ticket tiers.",
  }),
  createPrivate: defineCall({
    method: 'POST',
    path: '/api/events/v1/private/create',
    auth: 'member',
    body: createPrivateEventRequestSchema,
    answer: eventViewSchema,
    codes: [],
    summary: 'A new private event, with the e-mails (v1) and people (v2) given on its whitelists.',
  }),
  update: defineCall({
    method: 'POST',
    path: '/api/events/v1/update',
    auth: 'member',
    body: updateEventRequestSchema,
    answer: eventViewSchema,
    codes: eventEditorCodes,
    summary: 'An editor changes the fields sent; the whole ticket list when sent (sold tiers stay).',
  }),
  submitCheck: defineCall({
    method: 'POST',
    path: '/api/events2/v1/submitCheck',
    auth: 'member',
    body: submitCheckRequestSchema,
    answer: submitCheckAnswerSchema,
    codes: eventEditorCodes,
    summary: "The editor's input checked as create or update would check it; nothing is saved.",
  }),
  publish: defineCall({
    method: 'POST',
    path: '/api/events/v1/publish',
    auth: 'member',
    body: publishEventRequestSchema,
    answer: eventViewSchema,
    codes: [...eventEditorCodes, 'Conflict'],
    summary: 'An editor publishes or unpublishes the event (a paid one needs a ticket tier).',
  }),
  extend: defineCall({
    method: 'POST',
    path: '/api/events/v1/extend',
    auth: 'member',
    body: extendEventRequestSchema,
    answer: eventViewSchema,
    codes: eventEditorCodes,
    summary: 'An editor moves the end 5, 15 or 30 minutes later (spec 001 §6).',
  }),
  delete: defineCall({
    method: 'POST',
    path: '/api/events/v1/delete',
    auth: 'member',
    body: deleteEventRequestSchema,
    answer: deleteEventAnswerSchema,
    codes: eventEditorCodes,
    summary: 'The creator deletes (1) or restores (0) the event.',
  }),
  save: defineCall({
    method: 'POST',
    path: '/api/events/v1/save',
    auth: 'member',
    body: saveEventRequestSchema,
    answer: saveEventAnswerSchema,
    codes: eventHiddenCodes,
    summary: "Keeps the event in the caller's saved list, or drops it.",
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/events/v1/list',
    auth: 'optional',
    query: eventListQuerySchema,
    answer: eventPage,
    codes: [],
    summary: 'Public events, of one list state and by title when asked.',
  }),
  homepage: defineCall({
    method: 'GET',
    path: '/api/events/v1/homepage',
    auth: 'optional',
    query: homepageQuerySchema,
    answer: eventPage,
    codes: [],
    summary: "One period of the home feed: live, upcoming, past, or the member's saved events.",
  }),
  myList: defineCall({
    method: 'GET',
    path: '/api/events/v1/myList',
    auth: 'member',
    query: myListQuerySchema,
    answer: eventPage,
    codes: [],
    summary: "The caller's own events (type 0) or those they hold a ticket to (type 1).",
  }),
  listByUserId: defineCall({
    method: 'GET',
    path: '/api/events/v1/listByUserId',
    auth: 'optional',
    query: listByUserIdQuerySchema,
    answer: eventPage,
    codes: [],
    summary: "Someone's public events.",
  }),
  getEventIdAndSlug: defineCall({
    method: 'GET',
    path: '/api/events/v1/getEventIdAndSlug',
    auth: 'optional',
    query: eventIdAndSlugQuerySchema,
    answer: eventIdAndSlugAnswerSchema,
    codes: eventHiddenCodes,
    summary: 'The id and slug of an event named by either.',
  }),
  getOptions: defineCall({
    method: 'GET',
    path: '/api/events/v1/getOptions',
    auth: 'optional',
    query: eventRefQuerySchema,
    answer: eventOptionsAnswerSchema,
    codes: eventHiddenCodes,
    summary: "The event's options (spec 001 §3).",
  }),
  checkSpecial: defineCall({
    method: 'GET',
    path: '/api/events/v1/checkSpecial',
    auth: 'optional',
    query: eventRefQuerySchema,
    answer: checkSpecialAnswerSchema,
    codes: eventHiddenCodes,
    summary: 'Whether the caller is special at the event (owner, host or moderator), and why.',
  }),
  getEventAds: defineCall({
    method: 'GET',
    path: '/api/events/v1/getEventAds',
    auth: 'optional',
    query: eventRefQuerySchema,
    answer: eventPage,
    codes: eventHiddenCodes,
    summary: "The channel's other upcoming events, shown beside an event (up to 6).",
  }),
  detailV1: defineCall({
    method: 'GET',
    path: '/api/events/v1/detail',
    auth: 'optional',
    query: eventDetailQuerySchema,
    answer: eventViewSchema,
    codes: eventHiddenCodes,
    summary: "The event with the caller's derived fields (canEdit, canEnter, timeState…).",
  }),
  detailV2: defineCall({
    method: 'GET',
    path: '/api/events/v2/detail',
    auth: 'optional',
    query: eventDetailQuerySchema,
    answer: eventEntryAnswerSchema,
    codes: eventHiddenCodes,
    summary: 'Whether the caller holds a ticket, the price, and whether they may enter (spec 001 §3).',
  }),
  detailV3: defineCall({
    method: 'GET',
    path: '/api/events/v3/detail',
    auth: 'optional',
    query: eventDetailQuerySchema,
    answer: eventFullViewSchema,
    codes: eventHiddenCodes,
    summary: 'The event with its options, tiers, services and restrictions (detail page and editor).',
  }),
  detailV4: defineCall({
    method: 'GET',
    path: '/api/events/v4/:id',
    auth: 'optional',
    params: eventParamsSchema,
    query: sharedLinkQuerySchema,
    answer: eventLocalViewSchema,
    codes: eventHiddenCodes,
    summary: 'The event with its start and end in local time, at the X-Utc-Offset header when sent.',
  }),
  play: defineCall({
    method: 'GET',
    path: '/api/events/v4/:id/play',
    auth: 'optional',
    params: eventParamsSchema,
    query: sharedLinkQuerySchema,
    answer: eventPlayAnswerSchema,
    codes: [...eventHiddenCodes, ...entryCodes],
    summary: "The event's contents, for those who may enter it now.",
  }),
  playWithKey: defineCall({
    method: 'GET',
    path: '/api/events/v4/:id/play/:enterKey',
    auth: 'optional',
    params: eventParamsSchema.extend({ enterKey: inviteLinkSchema }),
    query: sharedLinkQuerySchema,
    answer: eventPlayAnswerSchema,
    codes: [...eventHiddenCodes, ...entryCodes],
    summary: "The event's contents through an invitation link, for those who may enter it now.",
  }),
  calendar: defineCall({
    method: 'GET',
    path: '/api/events/v1/calendar/:id.ics',
    auth: 'optional',
    params: eventParamsSchema,
    query: sharedLinkQuerySchema.extend({ alert: calendarAlertSchema.optional() }),
    answer: z.string(),
    file: true,
    codes: [...eventHiddenCodes, 'Conflict'],
    summary: 'The event as an RFC 5545 calendar file (4009 while its date is to be announced).',
  }),
  userEvent: defineCall({
    method: 'GET',
    path: '/api/user/v1/event',
    auth: 'any',
    query: eventDetailQuerySchema,
    answer: userEventAnswerSchema,
    codes: eventHiddenCodes,
    summary: "The caller's own standing with the event: roles, ticket, saved, may edit, may enter.",
  }),
  rsvp: defineCall({
    method: 'POST',
    path: '/api/purchase/v1/rsvp',
    auth: 'any',
    body: rsvpRequestSchema,
    answer: rsvpAnswerSchema,
    codes: [
      ...eventHiddenCodes,
      'NotFreeEvent',
      'RoomAgeRestricted',
      'RestrictedArea',
      'TicketAlreadyPurchased',
      'SoldOut',
    ],
    summary: 'The free ticket of a free or donation event (spec 000 §2 automatic RSVP).',
  }),
} as const;
