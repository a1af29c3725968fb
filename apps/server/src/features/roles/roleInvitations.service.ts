import { randomBytes } from 'node:crypto';
import {
  Messages,
  NotificationCommand,
  validateNotSelf,
  type AddModRequest,
  type AddRoleAnswer,
  type AddRoleRequest,
  type CancelInvitationRequest,
  type EventRole,
  type InvitationAnswer,
  type RoleInvitationView,
  type RoleInvitedPayload,
  type RoleStatus,
  type VerifyInviteeRequest,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import { inMailLanguage, type Mailer } from '../../platform/mail/mailer.ts';
import type { NotificationsPort } from '../notifications/index.ts';
import type { RoleEvents } from './roles.socket.ts';
import type { InvitationSelector, Invitee, PersonRow } from './roles.repo.ts';
import { createRoleAccess, type RoleAccessDeps, type RoleEvent } from './roleAccess.ts';
import { nameOf, toRoleEntry } from './roleEntries.wire.ts';

export interface RoleInvitationsServiceDeps extends RoleAccessDeps {
  mailer: Mailer;
  /** Tells the event's room and invitees what changed (roles.socket.ts makes the frames). */
  notify: RoleEvents;
  /** Stores and pushes notifications: roleConfirmation, roleConfirmed, roleDeclined (the notifications feature). */
  sendNotification: NotificationsPort['send'];
  publicUrl: string;
}

// spec 000 §3: the editor shows the roles as Host, Celebrity, Moderator; the e-mail says the same.
const roleLabels: Record<EventRole, string> = { host: 'Host', star: 'Celebrity', mod: 'Moderator' };

/** The address a person proved theirs; an unverified one may be anyone's and answers no invitation. */
const verifiedEmailOf = (person: Pick<PersonRow, 'email' | 'emailVerifiedAt'>) =>
  person.emailVerifiedAt !== null ? person.email : null;

/**
 * Role invitations (spec 000 §4 role invitation): offered by user or e-mail, mailed and notified,
 * answered on the invitation page or through verifyInvitee / cancelInvitation.
 */
export function createRoleInvitationsService(deps: RoleInvitationsServiceDeps) {
  const { repo } = deps;
  const { requireEvent, requireRoleManager, requirePerson, requireRoleTaker } = createRoleAccess(deps);

  const inviteUrlOf = (eventId: string, inviteId: string) =>
    new URL(`/event/${encodeURIComponent(eventId)}/invite/${encodeURIComponent(inviteId)}`, deps.publicUrl)
      .href;

  /**
   * Who an invitation goes to, and the address it is mailed to: a member by id or e-mail, or an address
   * without an account, which may wait for its owner to sign up, except for moderators (spec 000 §6).
   */
  async function resolveInvitee(
    request: AddRoleRequest,
  ): Promise<{ invitee: Invitee; address: string | null }> {
    if (request.userId !== undefined) {
      const person = requireRoleTaker(await repo.findPerson({ id: request.userId }), request.roles);
      return { invitee: { userId: person.id, email: null }, address: person.email };
    }
    const email = request.email ?? '';
    const person = await repo.findPerson({ email });
    if (person && verifiedEmailOf(person) !== null)
      return { invitee: { userId: requireRoleTaker(person, request.roles).id, email }, address: email };
    if (!person && request.roles.includes('mod'))
      throw new ApiError('InvalidRequest', Messages.moderatorMustSignUp);
    // Whoever holds the address unverified may have typed someone else's: it waits for a verified holder.
    return { invitee: { userId: null, email }, address: email };
  }

  /** spec 000 §4 role invitation: the e-mail to the invitation page, and cya_self_service roleInvited. */
  async function sendInvitation(
    event: RoleEvent,
    inviter: PersonRow,
    { invitee, address }: { invitee: Invitee; address: string | null },
    inviteId: string,
    roles: readonly EventRole[],
  ): Promise<void> {
    const inviteUrl = inviteUrlOf(event.id, inviteId);
    const inviterName = nameOf(inviter);
    if (address !== null) {
      const labels = roles.map((role) => roleLabels[role]).join(', ');
      await deps.mailer.send({
        to: address,
        subject: `You're invited to "${event.title}"`,
        text: [
          `${inviterName} invited you to "${event.title}" as ${labels}.`,
          '',
          `Open this link to confirm or decline: ${inMailLanguage(inviteUrl)}`,
          ...(invitee.userId === null
            ? ['', `Sign up with ${address} (or verify it on your account) to answer.`]
            : []),
        ].join('\n'),
      });
    }
    if (invitee.userId !== null) {
      const payload: RoleInvitedPayload = {
        eventId: event.id,
        eventTitle: event.title,
        inviteId,
        inviteUrl,
        roles: [...roles],
        from: { userId: inviter.id, displayName: inviterName, avatar: inviter.avatar },
      };
      await deps.notify.invited(invitee.userId, payload);
      const { inviteUrl: _url, ...confirmation } = payload;
      await deps.sendNotification([invitee.userId], NotificationCommand.RoleConfirmation, confirmation);
    }
  }

  /** Each inviter hears the answer to the roles they offered (roleConfirmed or roleDeclined). */
  async function notifyInviters(
    event: RoleEvent,
    by: PersonRow,
    answered: readonly { invitedBy: string | null; role: EventRole }[],
    answer: Extract<RoleStatus, 'active' | 'declined'>,
  ): Promise<void> {
    const command =
      answer === 'active' ? NotificationCommand.RoleConfirmed : NotificationCommand.RoleDeclined;
    const byPerson = { userId: by.id, displayName: nameOf(by), avatar: by.avatar };
    const inviterIds = new Set(answered.flatMap((row) => (row.invitedBy === null ? [] : [row.invitedBy])));
    for (const inviterId of inviterIds) {
      const roles = answered.filter((row) => row.invitedBy === inviterId).map((row) => row.role);
      await deps.sendNotification([inviterId], command, {
        eventId: event.id,
        eventTitle: event.title,
        roles,
        by: byPerson,
      });
    }
  }

  async function addRole(callerId: string, request: AddRoleRequest): Promise<AddRoleAnswer> {
    const event = await requireEvent(request.eventId);
    await requireRoleManager(event, callerId);
    const inviter = await requirePerson(callerId);
    const self = { userId: callerId, email: inviter.email ?? undefined };
    const notSelf = validateNotSelf(request, self);
    if (!notSelf.ok) throw new ApiError('InvalidRequest', notSelf.message);
    const recipient = await resolveInvitee(request);

    const inviteId = randomBytes(18).toString('base64url');
    const rows = await repo.invite({
      eventId: event.id,
      inviteId,
      invitedBy: callerId,
      invitee: recipient.invitee,
      roles: request.roles,
    });
    // Roles already held stay as they are; only what is newly offered is mailed and notified.
    const offered = rows.filter((row) => row.inviteId === inviteId).map((row) => row.role);
    if (offered.length > 0) {
      await sendInvitation(event, inviter, recipient, inviteId, offered);
      await deps.notify.roleListChanged(event.id);
    }
    return { inviteId, inviteUrl: inviteUrlOf(event.id, inviteId), entries: rows.map(toRoleEntry) };
  }

  /**
   * spec 000 §4 role invitation: confirm or decline, once. Only invitations still waiting change; an
   * invitation already answered the same way answers as it is, the other way 4009.
   */
  async function answerInvitation(
    callerId: string,
    selector: InvitationSelector,
    answer: Extract<RoleStatus, 'active' | 'declined'>,
  ): Promise<InvitationAnswer> {
    const caller = await requirePerson(callerId);
    const rows = await repo.addressedTo(selector, callerId, verifiedEmailOf(caller));
    const [first] = rows;
    if (!first) {
      // Someone else's invitation is refused as such; an unknown one is not found.
      const exists = 'inviteId' in selector && (await repo.invitationEntries(selector.inviteId)).length > 0;
      throw new ApiError(exists ? 'Forbidden' : 'InvitationNotFound');
    }
    const { eventId } = first;
    const event = await deps.findEvent(eventId);
    if (!event) throw new ApiError('InvitationNotFound');
    const isWaiting = rows.some((row) => row.status === 'invited');
    if (!isWaiting && rows.some((row) => row.status !== answer)) throw new ApiError('Conflict');
    const answered = isWaiting
      ? await repo.respond(selector, callerId, verifiedEmailOf(caller), answer)
      : rows;
    if (isWaiting) {
      await deps.notify.roleListChanged(eventId);
      await notifyInviters(event, caller, answered, answer);
    }
    return { entries: answered.map(toRoleEntry) };
  }

  return {
    /**
     * POST /ss/v1/addRole and /events/v1/role/add: offers roles to a member or an address (spec 000 §5
     * rules), e-mails the invitation page and tells the invitee's sockets (cya_self_service roleInvited).
     */
    addRole,

    /** POST /events2/v1/addMod: a moderator invited by e-mail; the address must have an account. */
    addMod: (callerId: string, request: AddModRequest) =>
      addRole(callerId, { eventId: request.eventId, roles: ['mod'], email: request.email }),

    /** POST /ss/v1/verifyInvitee: the invitee (`userId`, the caller) confirms what `from` offered. */
    async verifyInvitee(callerId: string, request: VerifyInviteeRequest): Promise<InvitationAnswer> {
      if (request.userId !== callerId) throw new ApiError('Forbidden');
      const event = await requireEvent(request.eventId);
      return answerInvitation(callerId, { eventId: event.id, invitedBy: request.from }, 'active');
    },

    /** POST /ss/v1/cancelInvitation: the invitee (the caller) declines what `from` offered. */
    async cancelInvitation(callerId: string, request: CancelInvitationRequest): Promise<InvitationAnswer> {
      const event = await requireEvent(request.eventId);
      return answerInvitation(callerId, { eventId: event.id, invitedBy: request.from }, 'declined');
    },

    /** POST /ss/v1/invitation/confirm: the invitation page's Confirm. */
    confirmInvitation: (callerId: string, inviteId: string) =>
      answerInvitation(callerId, { inviteId }, 'active'),

    /** POST /ss/v1/invitation/decline: the invitation page's Decline. */
    declineInvitation: (callerId: string, inviteId: string) =>
      answerInvitation(callerId, { inviteId }, 'declined'),

    /**
     * GET /ss/v1/invitation: what the role-invitation page shows to whoever holds the link, and whether
     * the caller is the one who may answer it.
     */
    async getInvitation(callerId: string, inviteId: string): Promise<RoleInvitationView> {
      const rows = await repo.invitationEntries(inviteId);
      const first = rows[0];
      const event = first && (await deps.findEvent(first.eventId));
      if (!first || !event) throw new ApiError('InvitationNotFound');
      const people = await repo.findPeople(
        first.invitedBy === null ? [callerId] : [first.invitedBy, callerId],
      );
      const inviter = people.find((person) => person.id === first.invitedBy);
      const caller = people.find((person) => person.id === callerId);
      const isForCaller =
        caller?.kind === 'member' &&
        rows.some(
          (row) => row.userId === callerId || (row.userId === null && row.email === verifiedEmailOf(caller)),
        );
      const status: RoleStatus = rows.some((row) => row.status === 'invited')
        ? 'invited'
        : rows.some((row) => row.status === 'active')
          ? 'active'
          : 'declined';
      return {
        inviteId,
        eventId: event.id,
        eventSlug: event.slug,
        eventTitle: event.title,
        from: inviter ? { userId: inviter.id, displayName: nameOf(inviter), avatar: inviter.avatar } : null,
        email: first.email,
        roles: rows.map((row) => row.role),
        status,
        isForCaller,
      };
    },
  };
}
