import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { EventEmailBatch, PageSize } from '../limits.ts';
import { inviteEmailSchema } from '../validation/email.ts';
import { userIdSchema } from './ids.ts';
import { inviteLinkSchema } from './inviteLinks.ts';
import { textSchema } from './text.ts';
import { eventRefSchema } from './events.ts';

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

/** One entry of whitelist v1 get: an address allowed in, since when. */
export const whitelistEmailEntrySchema = z.object({ email: textSchema, createdAt: textSchema });
/** One entry of whitelist v1 get. */
export type WhitelistEmailEntry = z.infer<typeof whitelistEmailEntrySchema>;

/** One entry of whitelist v2 get: a person allowed in, since when. */
export const whitelistUserEntrySchema = z.object({
  userId: userIdSchema,
  displayName: textSchema,
  avatar: textSchema.nullable(),
  createdAt: textSchema,
});
/** One entry of whitelist v2 get. */
export type WhitelistUserEntry = z.infer<typeof whitelistUserEntrySchema>;

/** The answer of the whitelist changes (create, delete, clearAll): the event changed. */
export const whitelistChangeAnswerSchema = z.object({ eventId: textSchema });
/** The data of a whitelist change. */
export type WhitelistChangeAnswer = z.infer<typeof whitelistChangeAnswerSchema>;

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

/** POST /api/common/v1/sendEmailInvitation answer: how many addresses were mailed. */
export const sendEmailInvitationAnswerSchema = z.object({ sent: z.number().int().nonnegative() });
/** The data of POST /api/common/v1/sendEmailInvitation. */
export type SendEmailInvitationAnswer = z.infer<typeof sendEmailInvitationAnswerSchema>;

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

/** POST /api/purchase/v1/rsvp answer: the caller holds the free ticket now. */
export const rsvpAnswerSchema = z.object({ eventId: textSchema, hasTicket: z.literal(true) });
/** The data of POST /api/purchase/v1/rsvp. */
export type RsvpAnswer = z.infer<typeof rsvpAnswerSchema>;
