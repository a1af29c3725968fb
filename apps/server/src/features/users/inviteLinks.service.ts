import { randomBytes } from 'node:crypto';
import {
  Messages,
  type InviteLinkAnswer,
  type VerifyInvitationLinkAnswer,
  validateInviteLinkCount,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { InviteLinksRepo } from './inviteLinks.repo.ts';

export interface InviteLinksServiceDeps {
  repo: InviteLinksRepo;
  publicUrl: string;
}

/**
 * Invitation links to events (spec 000 §6: up to 5 per event). A link is an unguessable random code kept
 * on the server, so it can be counted, looked up and later revoked; the event is kept as text until
 * events exist.
 */
export function createInviteLinksService(deps: InviteLinksServiceDeps) {
  return {
    /** A new link to an event and the page it opens (`/event/link/:id/:link`, spec 000 §2). */
    async createInviteLink(inviterId: string, eventId: string): Promise<InviteLinkAnswer> {
      // TODO(#4): only hosts and stars of the event, and links work once it is published (spec 000 §6).
      const count = validateInviteLinkCount((await deps.repo.countOf(eventId, inviterId)) + 1);
      if (!count.ok) throw new ApiError('Conflict', count.message);
      const link = randomBytes(18).toString('base64url');
      await deps.repo.insert({ id: link, eventId, inviterId });
      const url = new URL(`/event/link/${encodeURIComponent(eventId)}/${link}`, deps.publicUrl);
      return { link, url: url.href };
    },

    /** The event a link opens and who shared it; 4004 'Invalid Link ...' for an unknown one. */
    async verifyInvitationLink(link: string): Promise<VerifyInvitationLinkAnswer> {
      const found = await deps.repo.find(link);
      if (!found) throw new ApiError('NotFound', Messages.invalidLink);
      return found;
    },

    /** Records that someone signed in through a link; an unknown link is ignored (sign-in goes on). */
    async redeemInviteLink(link: string, userId: string): Promise<void> {
      if (await deps.repo.find(link)) await deps.repo.redeem(link, userId);
    },
  };
}

export type InviteLinksService = ReturnType<typeof createInviteLinksService>;
