import { z } from 'zod';
import { UtcOffsetHeader } from '../limits.ts';
import { userIdSchema } from './ids.ts';
import { inviteLinkSchema } from './inviteLinks.ts';
import { textSchema } from './text.ts';
import {
  EventContentKinds,
  EventTypes,
  EventVisibilities,
  eventOptionsSchema,
  eventRefSchema,
  flagSchema,
} from './events.ts';

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

/**
 * A content entry on the wire. `drmToken` is always null: no DRM provider is wired; one would issue a
 * token per viewer at play time (docs/decisions/event-contents.md).
 */
export const contentViewSchema = z.object({
  id: textSchema,
  eventId: textSchema,
  kind: z.enum(EventContentKinds),
  name: textSchema.nullable(),
  value: textSchema,
  drmToken: z.null(),
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
  // No DRM provider (docs/decisions/event-contents.md): answered empty.
  drmToken: z.null(),
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

/** GET /api/events/v1/getOptions answer: the event's options (spec 001 §3) and its id. */
export const eventOptionsAnswerSchema = eventOptionsSchema.extend({ eventId: textSchema });
/** The data of GET /api/events/v1/getOptions. */
export type EventOptionsAnswer = z.infer<typeof eventOptionsAnswerSchema>;

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
