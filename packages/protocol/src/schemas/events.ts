import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { EventEmailBatch, EventServiceNames, PageSize, UtcOffsetHeader } from '../limits.ts';
import { EventListState } from '../domain/eventTime.ts';
import { normalizeRestrictionTitle, normalizeTicketTier } from '../validation/eventEditorInput.ts';
import { inviteEmailSchema } from '../validation/email.ts';
import { imageUrlSchema } from '../validation/imageUrl.ts';
import { fail, pass, validatedSchema, type Validation } from '../validation/result.ts';
import { roomOrEventNameSchema } from '../validation/roomOrEventName.ts';
import { tagsSchema } from '../validation/tags.ts';
import { descriptionSchema, displayNameSchema } from '../validation/textLength.ts';
import { userIdSchema } from './ids.ts';
import { inviteLinkSchema } from './inviteLinks.ts';
import { textSchema } from './text.ts';
import { boundedCoercedIntSchema, InputBounds, numberOrTextAtMost } from './integers.ts';

/** spec 000 §3 event types. */
export const EventTypes = ['Free', 'Paid', 'Donate'] as const;
/** One event type. */
export type EventType = (typeof EventTypes)[number];

/** spec 000 §3 visibility: public (listed), private (only those allowed), unlisted (anyone with the address). */
export const EventVisibilities = ['public', 'private', 'unlisted'] as const;
/** One visibility. */
export type EventVisibility = (typeof EventVisibilities)[number];

/** spec 000 §3 contents: data, MPD, M3U8/HLS, an image URL or a YouTube id (DRM travels as a token). */
export const EventContentKinds = ['data', 'mpd', 'hls', 'image', 'youtube'] as const;
/** One content kind. */
export type EventContentKind = (typeof EventContentKinds)[number];

/** Home feed periods (spec 000 §1, §7 homepage). */
export const HomepagePeriods = ['live', 'upcoming', 'past', 'saved'] as const;
/** One home feed period. */
export type HomepagePeriod = (typeof HomepagePeriods)[number];

/** What `POST /api/common/v1/upload` takes (spec 000 §7 upload `type`): event media and content files. */
export const EventUploadTypes = [
  'cover',
  'thumbnail',
  'poster',
  'trailer',
  'contentImage',
  'contentVideo',
  'contentPdf',
] as const;
/** One upload type. */
export type EventUploadType = (typeof EventUploadTypes)[number];

/** An event named by its id or its slug (spec 000 §2: slugs resolve to ids). */
export const eventRefSchema = textSchema.trim().min(1).max(128);

/** A 0/1 flag as the wire carries `published`, `isPublic` and `deleted` (ARCHITECTURE). */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);
/** A 0/1 flag. */
export type Flag = z.infer<typeof flagSchema>;

/** A flag in a request: 0/1 as a number or string (query strings), or a boolean; a boolean after parsing. */
export const flagInputSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** An IANA time zone name ('Please choose a valid time zone'); the value is its canonical spelling. */
export function validateTimezone(text: string): Validation<string> {
  try {
    return pass(new Intl.DateTimeFormat('en-US', { timeZone: text.trim() }).resolvedOptions().timeZone);
  } catch {
    return fail('invalidTimezone');
  }
}
/** `validateTimezone` as a zod schema. */
export const timezoneSchema = validatedSchema(textSchema, validateTimezone);

// Instants on the wire are ISO-8601 with an offset (ARCHITECTURE); null is "to be announced".
const instantSchema = z.iso.datetime({ offset: true }).nullable();

const shortTextSchema = displayNameSchema.nullable();

/** A YouTube video id: 11 characters of letters, digits, `_` and `-`. */
const youtubeIdPattern = /^[A-Za-z0-9_-]{11}$/;

/** The event options of spec 001 §3. */
export const eventOptionsSchema = z.object({
  hideJoinNumber: z.boolean(),
  hideDonation: z.boolean(),
  hideChat: z.boolean(),
  hideJoinStage: z.boolean(),
  chatModApprove: z.boolean(),
  waitingRoom: z.boolean(),
  hideFriendChat: z.boolean(),
});
/** The options of an event. */
export type EventOptions = z.infer<typeof eventOptionsSchema>;

const wholeOrText = z.union([textSchema, z.number()]);

/**
 * A ticket tier as the editor sends it (spec 000 §3 type, price, min, max, total). spec 000 §5: the price
 * becomes a decimal number, min, max and total integers; the minimum may not pass the maximum.
 */
export const ticketTierInputSchema = validatedSchema(
  z.object({
    type: textSchema.trim().min(1).max(100),
    price: numberOrTextAtMost(InputBounds.maxAmountUnits),
    min: numberOrTextAtMost(InputBounds.maxQuantity),
    max: numberOrTextAtMost(InputBounds.maxQuantity),
    total: numberOrTextAtMost(InputBounds.maxQuantity),
  }),
  (tier) => {
    const normalized = normalizeTicketTier(tier);
    if (!normalized.ok) return normalized;
    return normalized.value.min > normalized.value.max ? fail('tierMinAboveMax', 'min') : normalized;
  },
);
/** A ticket tier after parsing: price in currency units, whole quantities. */
export type TicketTierRequest = z.output<typeof ticketTierInputSchema>;

/**
 * A restriction (spec 000 §3 geoname_id, title, allowed, age). `country` (ISO 3166-1 alpha-2) is what the
 * viewer's country is matched against; `geoname_id` is kept for the client's region picker.
 */
export const restrictionInputSchema = z.object({
  geoname_id: boundedCoercedIntSchema(1).nullable().default(null),
  country: textSchema
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Please choose a country')
    .transform((code) => code.toUpperCase())
    .nullable()
    .default(null),
  // spec 000 §5: the restriction title is converted to text.
  title: wholeOrText.transform(normalizeRestrictionTitle).pipe(textSchema.trim().max(100)).default(''),
  allowed: flagInputSchema.default(true),
  age: z.coerce.number().int().min(0).max(150).nullable().default(null),
});
/** A restriction after parsing. */
export type RestrictionInput = z.output<typeof restrictionInputSchema>;

/** One content entry (spec 000 §3 contents): a YouTube id, or the address of the data, stream or image. */
export const contentInputSchema = validatedSchema(
  z.object({
    kind: z.enum(EventContentKinds),
    value: textSchema.trim().min(1).max(2000),
    name: shortTextSchema.default(null),
    drmToken: textSchema.trim().min(1).max(4000).nullable().default(null),
  }),
  (content) => {
    if (content.kind === 'youtube')
      return youtubeIdPattern.test(content.value) ? pass(content) : fail('invalidYoutubeId', 'value');
    const url = imageUrlSchema.safeParse(content.value);
    return url.success ? pass({ ...content, value: url.data }) : fail('invalidUrl', 'value');
  },
);
/** A content entry after parsing. */
export type ContentInput = z.output<typeof contentInputSchema>;

/** One service an event offers: an app of spec 000 §1. */
export const serviceInputSchema = z.object({ service: z.enum(EventServiceNames) });
/** A service entry after parsing. */
export type ServiceInput = z.output<typeof serviceInputSchema>;

// A trailer is a stored video or a web address.
const mediaUrlSchema = imageUrlSchema.nullable();

const eventFieldsShape = {
  title: roomOrEventNameSchema,
  label: shortTextSchema,
  description: descriptionSchema,
  copyright: shortTextSchema,
  timezone: timezoneSchema,
  startAt: instantSchema,
  endAt: instantSchema,
  ageRestriction: z.coerce.number().int().min(0).max(150),
  type: z.enum(EventTypes),
  visibility: z.enum(EventVisibilities),
  cover: mediaUrlSchema,
  thumbnail: mediaUrlSchema,
  poster: mediaUrlSchema,
  trailer: mediaUrlSchema,
  tags: tagsSchema,
  options: eventOptionsSchema.partial(),
  tickets: z.array(ticketTierInputSchema).max(20),
};

/** The editable fields of an event, each optional (an update changes only those present). */
export const eventFieldsSchema = z.object(eventFieldsShape).partial();
/** Event fields after parsing. */
export type EventFieldsInput = z.output<typeof eventFieldsSchema>;

/** POST /api/events/v1/create: a new event, unpublished (spec 000 §7). Only the title is required. */
export const createEventRequestSchema = eventFieldsSchema.required({ title: true });
/** The body of POST /api/events/v1/create. */
export type CreateEventRequest = z.output<typeof createEventRequestSchema>;

/**
 * POST /api/events/v1/private/create: a private event (spec 000 §7), optionally with its whitelists
 * (v1 e-mails, v2 people) in the same call.
 */
export const createPrivateEventRequestSchema = createEventRequestSchema.omit({ visibility: true }).extend({
  emails: z.array(inviteEmailSchema).max(EventEmailBatch.max).default([]),
  userIds: z.array(userIdSchema).max(EventEmailBatch.max).default([]),
});
/** The body of POST /api/events/v1/private/create. */
export type CreatePrivateEventRequest = z.output<typeof createPrivateEventRequestSchema>;

/** POST /api/events/v1/update (eventId): changes the fields present (spec 000 §7). */
export const updateEventRequestSchema = eventFieldsSchema.extend({ eventId: eventRefSchema });
/** The body of POST /api/events/v1/update. */
export type UpdateEventRequest = z.output<typeof updateEventRequestSchema>;

/**
 * POST /api/events2/v1/submitCheck: checks an editor's input without saving it — a new event, or with
 * `eventId` the changes to one.
 */
export const submitCheckRequestSchema = eventFieldsSchema.extend({ eventId: eventRefSchema.optional() });
/** The body of POST /api/events2/v1/submitCheck. */
export type SubmitCheckRequest = z.output<typeof submitCheckRequestSchema>;

/** Event detail and contents fetches: eventId, optional sharedLink (an invite link), enterKey (spec 000 §7). */
export const eventDetailQuerySchema = z.object({
  eventId: eventRefSchema,
  sharedLink: inviteLinkSchema.optional(),
  enterKey: inviteLinkSchema.optional(),
});
/** The query of the event detail calls. */
export type EventDetailQuery = z.infer<typeof eventDetailQuerySchema>;

/** The `X-Utc-Offset` header of GET /api/events/v4/{id}: whole minutes east of UTC, absent when not sent. */
export const utcOffsetHeaderSchema = textSchema
  .trim()
  .regex(/^[+-]?\d{1,3}$/)
  .transform(Number)
  .pipe(z.number().int().min(-UtcOffsetHeader.maxAbsMinutes).max(UtcOffsetHeader.maxAbsMinutes))
  .optional();

/** An event named in the query (getOptions, checkSpecial, getEventAds, user/v1/event, whitelists). */
export const eventRefQuerySchema = z.object({ eventId: eventRefSchema });
/** The query naming one event. */
export type EventRefQuery = z.infer<typeof eventRefQuerySchema>;

/** GET /api/events/v1/getEventIdAndSlug (eventIdOrSlug). */
export const eventIdAndSlugQuerySchema = z.object({ eventIdOrSlug: eventRefSchema });
/** The query of GET /api/events/v1/getEventIdAndSlug. */
export type EventIdAndSlugQuery = z.infer<typeof eventIdAndSlugQuerySchema>;

/** GET /api/events/v1/getEventIdAndSlug answer. */
export const eventIdAndSlugAnswerSchema = z.object({ eventId: textSchema, slug: textSchema });
/** The data of GET /api/events/v1/getEventIdAndSlug. */
export type EventIdAndSlugAnswer = z.infer<typeof eventIdAndSlugAnswerSchema>;

const listStateSchema = z.coerce
  .number()
  .pipe(
    z.union([
      z.literal(EventListState.upcoming),
      z.literal(EventListState.live),
      z.literal(EventListState.past),
    ]),
  );

/** GET /api/events/v1/homepage (period): one period of the home feed, paged. */
export const homepageQuerySchema = pageQuerySchema(PageSize.events).extend({
  period: z.enum(HomepagePeriods),
});
/** The query of GET /api/events/v1/homepage. */
export type HomepageQuery = z.infer<typeof homepageQuerySchema>;

/** GET /api/events/v1/list: public events, optionally of one list state (spec 000 §4) and by title. */
export const eventListQuerySchema = pageQuerySchema(PageSize.events).extend({
  state: listStateSchema.optional(),
  title: textSchema.trim().max(100).optional(),
});
/** The query of GET /api/events/v1/list. */
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

/** What myList lists (spec 000 §7 `type=0`): 0 the events I created, 1 the events I hold a ticket to. */
export const MyListTypes = { created: 0, ticketed: 1 } as const;

/** GET /api/events/v1/myList (page, pageSize, published, type=0). */
export const myListQuerySchema = pageQuerySchema(PageSize.events).extend({
  published: flagInputSchema.optional(),
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(MyListTypes.created), z.literal(MyListTypes.ticketed)]))
    .default(MyListTypes.created),
});
/** The query of GET /api/events/v1/myList. */
export type MyListQuery = z.infer<typeof myListQuerySchema>;

/** GET /api/events/v1/listByUserId (userId, page): someone's public events. */
export const listByUserIdQuerySchema = pageQuerySchema(PageSize.events).extend({ userId: userIdSchema });
/** The query of GET /api/events/v1/listByUserId. */
export type ListByUserIdQuery = z.infer<typeof listByUserIdQuerySchema>;

/** POST /api/events/v1/save (eventId, save). */
export const saveEventRequestSchema = z.object({ eventId: eventRefSchema, save: flagInputSchema });
/** The body of POST /api/events/v1/save. */
export type SaveEventRequest = z.output<typeof saveEventRequestSchema>;

/** POST /api/events/v1/publish (eventId, published). */
export const publishEventRequestSchema = z.object({ eventId: eventRefSchema, published: flagInputSchema });
/** The body of POST /api/events/v1/publish. */
export type PublishEventRequest = z.output<typeof publishEventRequestSchema>;

/** POST /api/events/v1/delete (eventId, deleted): 1 deletes, 0 restores. */
export const deleteEventRequestSchema = z.object({ eventId: eventRefSchema, deleted: flagInputSchema });
/** The body of POST /api/events/v1/delete. */
export type DeleteEventRequest = z.output<typeof deleteEventRequestSchema>;

/** The events service's `POST create {event}` and `PUT /{id} {event}` (spec 000 §7). */
export const serviceCreateEventRequestSchema = z.object({ event: createEventRequestSchema });
export const serviceUpdateEventRequestSchema = z.object({ event: eventFieldsSchema });

/** The events service's lists: `?state=` (1 upcoming, 2 live, 3 past), `?limit&offset`. */
export const serviceListQuerySchema = z.object({
  state: listStateSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(PageSize.events),
  offset: boundedCoercedIntSchema(0).default(0),
});
/** The query of the events service's lists. */
export type ServiceListQuery = z.infer<typeof serviceListQuerySchema>;

/** `/list/{ids comma-separated}`: at most 100 event ids. */
export const eventIdListSchema = textSchema
  .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))].filter((id) => id.length > 0))
  .pipe(z.array(eventRefSchema).min(1).max(100));

/** GET /api/events2/v1/movieList (page, pageSize, movieId): movie entries, of one event and/or one movie. */
export const movieListQuerySchema = pageQuerySchema(PageSize.events).extend({
  eventId: eventRefSchema.optional(),
  movieId: textSchema.trim().min(1).max(64).optional(),
});
/** The query of GET /api/events2/v1/movieList. */
export type MovieListQuery = z.infer<typeof movieListQuerySchema>;

/** POST /api/events2/v1/addMovie and delMovie {eventId, movieId} (spec 000 §3 movie entry). */
export const movieEntryRequestSchema = z.object({
  eventId: eventRefSchema,
  movieId: textSchema.trim().min(1).max(64),
});
/** The body of addMovie and delMovie. */
export type MovieEntryRequest = z.infer<typeof movieEntryRequestSchema>;

/** Whitelist v1 get (eventId, page, pageSize). */
export const whitelistQuerySchema = pageQuerySchema(PageSize.roles).extend({ eventId: eventRefSchema });
/** The query of the whitelist get calls. */
export type WhitelistQuery = z.infer<typeof whitelistQuerySchema>;

/** Whitelist v1 create and delete: e-mail addresses ('Invalid email format'). */
export const whitelistEmailsRequestSchema = z.object({
  eventId: eventRefSchema,
  emails: z.array(inviteEmailSchema).min(1).max(EventEmailBatch.max),
});
/** The body of whitelist v1 create and delete. */
export type WhitelistEmailsRequest = z.output<typeof whitelistEmailsRequestSchema>;

/** Whitelist v2 create and delete: people (friends) by user id. */
export const whitelistUsersRequestSchema = z.object({
  eventId: eventRefSchema,
  userIds: z.array(userIdSchema).min(1).max(EventEmailBatch.max),
});
/** The body of whitelist v2 create and delete. */
export type WhitelistUsersRequest = z.output<typeof whitelistUsersRequestSchema>;

/** Whitelist clearAll {eventId}. */
export const eventRefRequestSchema = z.object({ eventId: eventRefSchema });

/** POST /api/common/v1/sendEmailInvitation {eventId, emails, model, type} (spec 000 §7). */
export const sendEmailInvitationRequestSchema = z.object({
  eventId: eventRefSchema,
  emails: z.array(inviteEmailSchema).min(1).max(EventEmailBatch.max),
  /** The wording: an invitation, or a reminder (spec 000 §4 reminders). */
  model: z.enum(['invitation', 'reminder']).default('invitation'),
  /** What the mail invites to; rooms will add 'room'. */
  type: z.enum(['event']).default('event'),
});
/** The body of POST /api/common/v1/sendEmailInvitation. */
export type SendEmailInvitationRequest = z.output<typeof sendEmailInvitationRequestSchema>;

/** The form fields of POST /api/common/v1/upload (eventId, type); the file is the form's file part. */
export const uploadFieldsSchema = z.object({
  eventId: eventRefSchema.optional(),
  type: z.enum(EventUploadTypes),
});
/** The form fields of an upload. */
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/** POST /api/common/v1/upload answer: the stored file's address. */
export const uploadAnswerSchema = z.object({ url: textSchema, type: z.enum(EventUploadTypes) });
/** The data of POST /api/common/v1/upload. */
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/**
 * POST /api/purchase/v1/rsvp {type, eventId, referral} (spec 000 §7): the free ticket of a free event;
 * `sharedLink` when the event was opened through an invitation link.
 */
export const rsvpRequestSchema = z.object({
  eventId: eventRefSchema,
  sharedLink: inviteLinkSchema.optional(),
  type: textSchema.trim().max(32).optional(),
  referral: textSchema.trim().max(128).optional(),
});
/** The body of POST /api/purchase/v1/rsvp. */
export type RsvpRequest = z.infer<typeof rsvpRequestSchema>;

const instantOutSchema = textSchema.nullable();

/** The channel an event belongs to: its creator's (`slug` is the creator's cyaId, else the user id). */
export const eventChannelSchema = z.object({
  slug: textSchema,
  userId: userIdSchema,
  displayName: textSchema,
  avatar: textSchema.nullable(),
});

/**
 * An event as every call shows it (spec 000 §3), with the viewer's derived fields: canEdit, canEnter,
 * timeState, secondsTolive, restrictionCode (with its spec message), hasTicket; `price` is the lowest tier
 * price in currency units (0 for a free event without tiers, null when none is set).
 */
export const eventViewSchema = z.object({
  id: textSchema,
  slug: textSchema,
  label: textSchema.nullable(),
  title: textSchema,
  description: textSchema,
  copyright: textSchema.nullable(),
  timezone: textSchema,
  startAt: instantOutSchema,
  endAt: instantOutSchema,
  ageRestriction: z.number().int(),
  type: z.enum(EventTypes),
  visibility: z.enum(EventVisibilities),
  isPublic: flagSchema,
  published: flagSchema,
  deleted: flagSchema,
  cover: textSchema.nullable(),
  thumbnail: textSchema.nullable(),
  poster: textSchema.nullable(),
  trailer: textSchema.nullable(),
  tags: z.array(textSchema),
  creatorId: userIdSchema,
  channel: eventChannelSchema,
  price: z.number().nullable(),
  canEdit: z.boolean(),
  canEnter: z.boolean(),
  timeState: z.enum(['tba', 'upcoming', 'live', 'past']),
  secondsTolive: z.number().int().nullable(),
  restrictionCode: z.number().int(),
  restrictionMessage: textSchema.nullable(),
  hasTicket: z.boolean(),
  isSaved: z.boolean(),
  publishedAt: instantOutSchema,
  createdAt: textSchema,
  updatedAt: textSchema,
});
/** An event as the wire shows it. */
export type EventView = z.infer<typeof eventViewSchema>;

/** A ticket tier (spec 000 §3): `amount` is how many are still on sale, `price` in currency units. */
export const tierViewSchema = z.object({
  id: textSchema,
  eventId: textSchema,
  type: textSchema,
  amount: z.number().int(),
  price: z.number(),
  min: z.number().int(),
  max: z.number().int(),
  total: z.number().int(),
});
/** A ticket tier on the wire. */
export type TierView = z.infer<typeof tierViewSchema>;

/** A content entry on the wire. */
export const contentViewSchema = z.object({
  id: textSchema,
  eventId: textSchema,
  kind: z.enum(EventContentKinds),
  name: textSchema.nullable(),
  value: textSchema,
  drmToken: textSchema.nullable(),
});
/** A content entry on the wire. */
export type ContentView = z.infer<typeof contentViewSchema>;

/** A service entry on the wire. */
export const serviceViewSchema = z.object({ id: textSchema, eventId: textSchema, service: textSchema });
/** A service entry on the wire. */
export type ServiceView = z.infer<typeof serviceViewSchema>;

/** A restriction on the wire, in the spec's field names. */
export const restrictionViewSchema = z.object({
  id: textSchema,
  eventId: textSchema,
  geoname_id: z.number().int().nullable(),
  country: textSchema.nullable(),
  title: textSchema,
  allowed: z.boolean(),
  age: z.number().int().nullable(),
});
/** A restriction on the wire. */
export type RestrictionView = z.infer<typeof restrictionViewSchema>;

/** GET /api/events/v2/detail answer (spec 001 §3: code, data.ticket.hasTicket, data.ticket.price, data.canEnter). */
export const eventEntryAnswerSchema = z.object({
  eventId: textSchema,
  slug: textSchema,
  ticket: z.object({ hasTicket: z.boolean(), price: z.number().nullable() }),
  canEnter: z.boolean(),
  canEdit: z.boolean(),
  restrictionCode: z.number().int(),
  restrictionMessage: textSchema.nullable(),
  timeState: z.enum(['tba', 'upcoming', 'live', 'past']),
});
/** The data of GET /api/events/v2/detail. */
export type EventEntryAnswer = z.infer<typeof eventEntryAnswerSchema>;

/** GET /api/events/v3/detail answer: the view with everything the editor and the detail page show. */
export const eventFullViewSchema = eventViewSchema.extend({
  options: eventOptionsSchema,
  tiers: z.array(tierViewSchema),
  services: z.array(serviceViewSchema),
  restrictions: z.array(restrictionViewSchema),
});
/** The data of GET /api/events/v3/detail. */
export type EventFullView = z.infer<typeof eventFullViewSchema>;

/**
 * GET /api/events/v4/{id} answer: the view with the start and end in the viewer's local time, from the
 * `X-Utc-Offset` header (ISO-8601 with that offset), or in the event's time zone without the header.
 */
export const eventLocalViewSchema = eventViewSchema.extend({
  utcOffsetMinutes: z.number().int(),
  localStartAt: instantOutSchema,
  localEndAt: instantOutSchema,
});
/** The data of GET /api/events/v4/{id}. */
export type EventLocalView = z.infer<typeof eventLocalViewSchema>;

/**
 * GET /api/events/v4/{id}/play[/{enterKey}] answer: the event contents response of spec 000 §3 (mod, host,
 * star flags, mpdLink.webmpdLink, isUseRtmp, drmToken, isPrivate) and the content list.
 */
export const eventPlayAnswerSchema = z.object({
  eventId: textSchema,
  mod: z.boolean(),
  host: z.boolean(),
  star: z.boolean(),
  mpdLink: z.object({ webmpdLink: textSchema.nullable() }),
  isUseRtmp: z.boolean(),
  drmToken: textSchema.nullable(),
  isPrivate: z.boolean(),
  contents: z.array(contentViewSchema),
});
/** The data of GET /api/events/v4/{id}/play. */
export type EventPlayAnswer = z.infer<typeof eventPlayAnswerSchema>;

/** GET /api/events/v1/checkSpecial answer: whether the caller is special (host or moderator) and why. */
export const checkSpecialAnswerSchema = z.object({
  eventId: textSchema,
  isSpecial: z.boolean(),
  isOwner: z.boolean(),
  isHost: z.boolean(),
  isMod: z.boolean(),
  isStar: z.boolean(),
});
/** The data of GET /api/events/v1/checkSpecial. */
export type CheckSpecialAnswer = z.infer<typeof checkSpecialAnswerSchema>;

/** GET /api/user/v1/event answer: the caller's own standing with an event. */
export const userEventAnswerSchema = z.object({
  eventId: textSchema,
  isOwner: z.boolean(),
  roles: z.array(textSchema),
  hasTicket: z.boolean(),
  isSaved: z.boolean(),
  canEdit: z.boolean(),
  canEnter: z.boolean(),
});
/** The data of GET /api/user/v1/event. */
export type UserEventAnswer = z.infer<typeof userEventAnswerSchema>;
