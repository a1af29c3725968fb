import { z } from 'zod';
import { eventIdSchema, userIdSchema } from './ids.ts';
import { textSchema } from './text.ts';

/** An invitation link's code as requests carry it (`/event/link/:id/:link`, spec 000 §2). */
export const inviteLinkSchema = textSchema.trim().min(1).max(128);

/** POST /api/user/v1/inviteLink: a new invitation link to an event (spec 000 §6: up to 5 per event). */
export const inviteLinkRequestSchema = z.object({ eventId: eventIdSchema });
/** The body of POST /api/user/v1/inviteLink. */
export type InviteLinkRequest = z.infer<typeof inviteLinkRequestSchema>;

/** POST /api/user/v1/inviteLink answer: the link's code and the page it opens. */
export const inviteLinkAnswerSchema = z.object({ link: inviteLinkSchema, url: textSchema.min(1) });
/** The data of POST /api/user/v1/inviteLink. */
export type InviteLinkAnswer = z.infer<typeof inviteLinkAnswerSchema>;

/** GET /api/user/v1/inviteLinks: the caller's links to an event, oldest first (at most 5, one page). */
export const inviteLinksQuerySchema = z.object({ eventId: eventIdSchema });
/** The query of GET /api/user/v1/inviteLinks. */
export type InviteLinksQuery = z.infer<typeof inviteLinksQuerySchema>;

/** POST /api/user/v1/verifyInvitationLink (spec 000 §7). */
export const verifyInvitationLinkRequestSchema = z.object({ link: inviteLinkSchema });
/** The body of POST /api/user/v1/verifyInvitationLink. */
export type VerifyInvitationLinkRequest = z.infer<typeof verifyInvitationLinkRequestSchema>;

/** POST /api/user/v1/verifyInvitationLink answer: the event the link opens and who shared it. */
export const verifyInvitationLinkAnswerSchema = z.object({ eventId: eventIdSchema, inviterId: userIdSchema });
/** The data of POST /api/user/v1/verifyInvitationLink. */
export type VerifyInvitationLinkAnswer = z.infer<typeof verifyInvitationLinkAnswerSchema>;
