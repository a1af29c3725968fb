import { z } from 'zod';
import { EventEmailBatch, EventServiceNames } from '../limits.ts';
import { normalizeRestrictionTitle, normalizeTicketTier } from '../validation/eventEditorInput.ts';
import { inviteEmailSchema } from '../validation/email.ts';
import { imageUrlSchema } from '../validation/imageUrl.ts';
import { validateContentAddress } from '../validation/contentAddress.ts';
import { fail, pass, validatedSchema, type Validation } from '../validation/result.ts';
import { roomOrEventNameSchema } from '../validation/roomOrEventName.ts';
import { tagsSchema } from '../validation/tags.ts';
import { descriptionSchema, displayNameSchema } from '../validation/textLength.ts';
import { userIdSchema } from './ids.ts';
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

/** What `POST /api/common/v1/upload` takes (spec 000 §7 upload `type`): event media and content files. */
export const EventUploadTypes = [
  'cover',
  'thumbnail',
  'poster',
  'trailer',
  'contentImage',
  'contentVideo',
  'contentPdf',
  // A 3D model shared as room content (issue 25; docs/decisions/model-uploads.md).
  'contentModel',
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

/**
 * One content entry (spec 000 §3 contents): a YouTube id, or the address of the data, stream or image (https,
 * or the platform's own `/files/` and `/media/` paths). spec 000 §3 names DRM, but no DRM provider is wired:
 * a DRM token is refused rather than kept unused (docs/decisions/event-contents.md).
 */
export const contentInputSchema = validatedSchema(
  z.object({
    kind: z.enum(EventContentKinds),
    value: textSchema.trim().min(1).max(2000),
    name: shortTextSchema.default(null),
    drmToken: textSchema.nullable().default(null),
  }),
  ({
    kind,
    value,
    name,
    drmToken,
  }): Validation<{ kind: EventContentKind; value: string; name: string | null }> => {
    if (drmToken !== null) return fail('drmUnavailable', 'drmToken');
    if (kind === 'youtube')
      return youtubeIdPattern.test(value) ? pass({ kind, value, name }) : fail('invalidYoutubeId', 'value');
    const address = validateContentAddress(value);
    return address.ok ? pass({ kind, value: address.value, name }) : address;
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

/** POST /api/events/v1/save (eventId, save). */
export const saveEventRequestSchema = z.object({ eventId: eventRefSchema, save: flagInputSchema });
/** The body of POST /api/events/v1/save. */
export type SaveEventRequest = z.output<typeof saveEventRequestSchema>;

/** POST /api/events/v1/publish (eventId, published). */
export const publishEventRequestSchema = z.object({ eventId: eventRefSchema, published: flagInputSchema });
/** The body of POST /api/events/v1/publish. */
export type PublishEventRequest = z.output<typeof publishEventRequestSchema>;

/** The lengths a moderator console extends a live event by (spec 001 §6 "extend or end the event"). */
export const eventExtensionMinutes = [5, 15, 30] as const;

/** POST /api/events/v1/extend {eventId, minutes}: the event ends `minutes` later (5, 15 or 30). */
export const extendEventRequestSchema = z.object({
  eventId: eventRefSchema,
  minutes: z.union([z.literal(5), z.literal(15), z.literal(30)]),
});
/** The body of POST /api/events/v1/extend. */
export type ExtendEventRequest = z.output<typeof extendEventRequestSchema>;

/** POST /api/events/v1/delete (eventId, deleted): 1 deletes, 0 restores. */
export const deleteEventRequestSchema = z.object({ eventId: eventRefSchema, deleted: flagInputSchema });
/** The body of POST /api/events/v1/delete. */
export type DeleteEventRequest = z.output<typeof deleteEventRequestSchema>;

/** The events service's `POST create {event}` and `PUT /{id} {event}` (spec 000 §7). */
export const serviceCreateEventRequestSchema = z.object({ event: createEventRequestSchema });
export const serviceUpdateEventRequestSchema = z.object({ event: eventFieldsSchema });

/** POST /api/events2/v1/addMovie and delMovie {eventId, movieId} (spec 000 §3 movie entry). */
export const movieEntryRequestSchema = z.object({
  eventId: eventRefSchema,
  movieId: textSchema.trim().min(1).max(64),
});
/** The body of addMovie and delMovie. */
export type MovieEntryRequest = z.infer<typeof movieEntryRequestSchema>;

/** addMovie and delMovie answer: the entry added or removed. */
export const movieEntryAnswerSchema = z.object({ eventId: textSchema, movieId: textSchema });
/** The data of addMovie and delMovie. */
export type MovieEntryAnswer = z.infer<typeof movieEntryAnswerSchema>;

/** One entry of GET /api/events2/v1/movieList: an event showing a movie, since when. */
export const movieListEntrySchema = movieEntryAnswerSchema.extend({ createdAt: textSchema });
/** One entry of GET /api/events2/v1/movieList. */
export type MovieListEntry = z.infer<typeof movieListEntrySchema>;

/** POST /api/events2/v1/submitCheck answer: the input would be accepted (a refusal says why not). */
export const submitCheckAnswerSchema = z.object({ valid: z.literal(true) });
/** The data of POST /api/events2/v1/submitCheck. */
export type SubmitCheckAnswer = z.infer<typeof submitCheckAnswerSchema>;

/** POST /api/events/v1/save answer: whether the event is in the caller's saved list now. */
export const saveEventAnswerSchema = z.object({ eventId: textSchema, isSaved: z.boolean() });
/** The data of POST /api/events/v1/save. */
export type SaveEventAnswer = z.infer<typeof saveEventAnswerSchema>;

/** POST /api/events/v1/delete answer: whether the event is deleted (1) or restored (0) now. */
export const deleteEventAnswerSchema = z.object({ eventId: textSchema, deleted: flagSchema });
/** The data of POST /api/events/v1/delete. */
export type DeleteEventAnswer = z.infer<typeof deleteEventAnswerSchema>;

/** The answer of the events service's deletes of a tier, content, service or restriction. */
export const partDeletedAnswerSchema = z.object({ deleted: z.literal(true) });
/** The data of a part's delete. */
export type PartDeletedAnswer = z.infer<typeof partDeletedAnswerSchema>;

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
