import { randomBytes } from 'node:crypto';
import {
  Messages,
  toPage,
  type InviteLinkAnswer,
  type Page,
  type VerifyInvitationLinkAnswer,
  validateInviteLinkCount,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { IsOwnerOrHasRole } from '../roles/index.ts';
import type { InviteLinksRepo } from './inviteLinks.repo.ts';

export interface InviteLinksServiceDeps {
  repo: InviteLinksRepo;
  /** An event by id or slug, deleted ones left out (the events feature). */
  findEvent: (idOrSlug: string) => Promise<{ id: string; published: boolean } | undefined>;
  /** Whether a person created an event or holds one of `roles` on it (the roles feature). */
  isOwnerOrHasRole: IsOwnerOrHasRole;
  publicUrl: string;
}

/**
 * Invitation links to events (spec 000 §6: hosts and stars get up to 5 invite links per event, active
 * once the event is published). A link is an unguessable random code kept on the server, so it can be
 * counted, looked up and later revoked.
 */
export function createInviteLinksService(deps: InviteLinksServiceDeps) {
  /** A link and whether its event is published; undefined for an unknown link or a deleted event. */
  async function findLink(link: string) {
    const found = await deps.repo.find(link);
    const event = found && (await deps.findEvent(found.eventId));
    return found && event ? { ...found, isPublished: event.published } : undefined;
  }

  /** A link's code and the page it opens (`/event/link/:id/:link`, spec 000 §2). */
  const answerOf = (eventId: string, link: string): InviteLinkAnswer => ({
    link,
    url: new URL(`/event/link/${encodeURIComponent(eventId)}/${link}`, deps.publicUrl).href,
  });

  return {
    /**
     * A new link to an event and the page it opens (`/event/link/:id/:link`, spec 000 §2). Links may be
     * made before publishing (the creation wizard's Roles step); they work once the event is published.
     */
    async createInviteLink(inviterId: string, eventIdOrSlug: string): Promise<InviteLinkAnswer> {
      const event = await deps.findEvent(eventIdOrSlug);
      if (!event) throw new ApiError('NotFound');
      // spec 000 §6: hosts and stars share links; the owner, who runs the event, counts as its host.
      if (!(await deps.isOwnerOrHasRole(event.id, inviterId, ['host', 'star'])))
        throw new ApiError('Forbidden');
      const link = randomBytes(18).toString('base64url');
      const isInserted = await deps.repo.insertUnlessFull(
        { id: link, eventId: event.id, inviterId },
        (count) => !validateInviteLinkCount(count + 1).ok,
      );
      if (!isInserted) throw new ApiError('Conflict', Messages.tooManyInviteLinks);
      return answerOf(event.id, link);
    },

    /** The links the caller made to an event, so the editor can show them again (one page: at most 5). */
    async listInviteLinks(inviterId: string, eventIdOrSlug: string): Promise<Page<InviteLinkAnswer>> {
      const event = await deps.findEvent(eventIdOrSlug);
      if (!event) throw new ApiError('NotFound');
      const links = (await deps.repo.listOf(event.id, inviterId)).map((link) => answerOf(event.id, link));
      return toPage(links, 1, Math.max(links.length, 1), links.length);
    },

    /**
     * The event a link opens and who shared it; 4004 'Invalid Link ...' for an unknown link or a deleted
     * event, 4003 with the same message while the event is not published.
     */
    async verifyInvitationLink(link: string): Promise<VerifyInvitationLinkAnswer> {
      const found = await findLink(link);
      if (!found) throw new ApiError('NotFound', Messages.invalidLink);
      if (!found.isPublished) throw new ApiError('Forbidden', Messages.invalidLink);
      return { eventId: found.eventId, inviterId: found.inviterId };
    },

    /** The event a link opens, whatever its state (undefined for an unknown link). */
    eventOfInviteLink: async (link: string) => (await deps.repo.find(link))?.eventId,

    /** Records that someone signed in through an active link; any other link is ignored (sign-in goes on). */
    async redeemInviteLink(link: string, userId: string): Promise<void> {
      if ((await findLink(link))?.isPublished) await deps.repo.redeem(link, userId);
    },
  };
}

export type InviteLinksService = ReturnType<typeof createInviteLinksService>;
