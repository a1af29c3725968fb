import { randomBytes } from 'node:crypto';
import {
  Messages,
  displayNameOf,
  toPage,
  validateNotSelf,
  type AddModRequest,
  type AddRoleAnswer,
  type AddRoleRequest,
  type CancelInvitationRequest,
  type EventRole,
  type InvitationAnswer,
  type ListUsersQuery,
  type Page,
  type Participant,
  type ParticipantListQuery,
  type RemoveRoleAnswer,
  type RemoveRoleRequest,
  type RoleCandidate,
  type RoleEntry,
  type RoleInvitationView,
  type RoleInvitedPayload,
  type RoleStatus,
  type SearchUsersQuery,
  type UpdateListRoleAnswer,
  type UpdateListRoleRequest,
  type VerifyInviteeRequest,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { RoleEvents } from './roles.socket.ts';
import type { InvitationSelector, Invitee, PersonRow, RoleEntryRow, RolesRepo } from './roles.repo.ts';

/** What the roles feature needs to know of an event: found by id or slug, deleted ones left out. */
interface RoleEvent {
  id: string;
  slug: string;
  title: string;
  creatorId: string;
}

/** Whether a person created an event or holds one of `roles` on it; false when there is no such event. */
export type IsOwnerOrHasRole = (
  eventId: string,
  userId: string,
  roles: readonly EventRole[],
) => Promise<boolean>;

export interface RolesServiceDeps {
  repo: RolesRepo;
  findEvent: (idOrSlug: string) => Promise<RoleEvent | undefined>;
  /** Distinct people connected to an event's room (platform presence). */
  presentUsers: (eventId: string) => Promise<string[]>;
  mailer: Mailer;
  /** Tells the event's room and invitees what changed (roles.socket.ts makes the frames). */
  notify: RoleEvents;
  publicUrl: string;
}

// spec 000 §3: the editor shows the roles as Host, Celebrity, Moderator; the e-mail says the same.
const roleLabels: Record<EventRole, string> = { host: 'Host', star: 'Celebrity', mod: 'Moderator' };

const nameOf = (person: Pick<PersonRow, 'id' | 'firstName' | 'lastName' | 'username'>) =>
  displayNameOf({ ...person, userId: person.id });

/** The address a person proved theirs; an unverified one may be anyone's and answers no invitation. */
const verifiedEmailOf = (person: Pick<PersonRow, 'email' | 'emailVerifiedAt'>) =>
  person.emailVerifiedAt !== null ? person.email : null;

function toRoleEntry(row: RoleEntryRow): RoleEntry {
  return {
    roleId: row.id,
    eventId: row.eventId,
    uuid: row.userId,
    userId: row.userId,
    email: row.email,
    role: row.role,
    status: row.status,
    invitedBy: row.invitedBy,
    displayName: row.userId === null ? null : displayNameOf({ ...row, userId: row.userId }),
    avatar: row.avatar,
    cyaId: row.cyaId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A role lookup for access rules: what a person holds on an event (spec 000 §4 "allowed when the user has a role"). */
export function createRoleLookup(repo: RolesRepo) {
  return {
    /** The roles a person holds on an event: confirmed invitations and roles given at once. */
    rolesOf: (eventId: string, userId: string): Promise<EventRole[]> => repo.activeRolesOf(eventId, userId),

    /** Whether a person holds a role (any of several) on an event. */
    async hasRole(
      eventId: string,
      userId: string,
      roles: EventRole | readonly EventRole[],
    ): Promise<boolean> {
      const wanted: readonly EventRole[] = typeof roles === 'string' ? [roles] : roles;
      const held = await repo.activeRolesOf(eventId, userId);
      return held.some((role) => wanted.includes(role));
    },
  };
}

/**
 * Roles on events (spec 000 §3–§7 "Roles on events and rooms", spec 001 §6): invitations by user or
 * e-mail, answered on the invitation page or through verifyInvitee / cancelInvitation, role lists,
 * participants, and the permission rule that only the owner, hosts and moderators change roles.
 */
export function createRolesService(deps: RolesServiceDeps) {
  const { repo } = deps;
  const lookup = createRoleLookup(repo);

  async function requireEvent(idOrSlug: string): Promise<RoleEvent> {
    const event = await deps.findEvent(idOrSlug);
    if (!event) throw new ApiError('NotFound');
    return event;
  }

  const isOwnerOrHasRole = async (event: RoleEvent, userId: string, roles: readonly EventRole[]) =>
    event.creatorId === userId || lookup.hasRole(event.id, userId, roles);

  /**
   * spec 000 §6: moderators make or remove hosts and moderators; the owner and hosts run the event, so
   * they may too. Everyone else is refused (4003).
   */
  async function requireRoleManager(event: RoleEvent, userId: string): Promise<void> {
    if (!(await isOwnerOrHasRole(event, userId, ['host', 'mod']))) throw new ApiError('Forbidden');
  }

  async function requirePerson(userId: string): Promise<PersonRow> {
    const person = await repo.findPerson({ id: userId });
    if (!person) throw new ApiError('AccountUnavailable');
    return person;
  }

  // spec 001 §4 cya_self_service shouldUpdateRoleList: everyone in the event's room reloads its roles.
  const announceRoleListChange = (eventId: string) => deps.notify.roleListChanged(eventId);

  const inviteUrlOf = (eventId: string, inviteId: string) =>
    new URL(`/event/${encodeURIComponent(eventId)}/invite/${encodeURIComponent(inviteId)}`, deps.publicUrl)
      .href;

  /**
   * A person who may be given `roles`: a member in good standing. A guest has not signed up, which spec
   * 000 §6 requires of moderators; guests, banned and unknown accounts are no invitees otherwise (25000).
   */
  function requireRoleTaker(person: PersonRow | undefined, roles: readonly EventRole[]): PersonRow {
    if (person?.kind === 'guest' && roles.includes('mod'))
      throw new ApiError('InvalidRequest', Messages.moderatorMustSignUp);
    if (!person || person.kind !== 'member' || person.bannedAt !== null)
      throw new ApiError('InviteeNotFound');
    return person;
  }

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
          `Open this link to confirm or decline: ${inviteUrl}`,
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
      await announceRoleListChange(event.id);
    }
    return { inviteId, inviteUrl: inviteUrlOf(event.id, inviteId), entries: rows.map(toRoleEntry) };
  }

  async function removeRole(callerId: string, request: RemoveRoleRequest): Promise<RemoveRoleAnswer> {
    const event = await requireEvent(request.eventId);
    const entry = await repo.findEntry(event.id, request.roleId);
    if (!entry || (request.role !== undefined && entry.role !== request.role)) throw new ApiError('NotFound');
    // Anyone may give up a role of their own; other people's roles are the role managers' to remove.
    if (entry.userId !== callerId) await requireRoleManager(event, callerId);
    await repo.deleteEntry(event.id, entry.id);
    await announceRoleListChange(event.id);
    return { roleId: entry.id };
  }

  async function listEntries(
    callerId: string,
    query: ListUsersQuery,
    role?: EventRole,
  ): Promise<Page<RoleEntry>> {
    const event = await requireEvent(query.eventId);
    await requireRoleManager(event, callerId);
    const { rows, total } = await repo.listEntries({
      eventId: event.id,
      role,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return toPage(rows.map(toRoleEntry), query.page, query.pageSize, total);
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
    if (!(await deps.findEvent(eventId))) throw new ApiError('InvitationNotFound');
    const isWaiting = rows.some((row) => row.status === 'invited');
    if (!isWaiting && rows.some((row) => row.status !== answer)) throw new ApiError('Conflict');
    const answered = isWaiting
      ? await repo.respond(selector, callerId, verifiedEmailOf(caller), answer)
      : rows;
    if (isWaiting) await announceRoleListChange(eventId);
    return { entries: answered.map(toRoleEntry) };
  }

  return {
    /** GET /ss/v1/listUsers: an event's role entries, for those who manage its roles. */
    listUsers: (callerId: string, query: ListUsersQuery) => listEntries(callerId, query),

    /** GET /events2/v1/getModList: an event's moderator entries. */
    getModList: (callerId: string, query: ListUsersQuery) => listEntries(callerId, query, 'mod'),

    /** GET /ss/v1/searchUsers: members to give a role to, each with what they hold or were offered. */
    async searchUsers(callerId: string, query: SearchUsersQuery): Promise<Page<RoleCandidate>> {
      const event = await requireEvent(query.eventId);
      await requireRoleManager(event, callerId);
      const { rows, total } = await repo.searchMembers(
        query.condition,
        callerId,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      const entries = await repo.entriesAmong(
        event.id,
        rows.map((row) => row.id),
      );
      const rolesWith = (userId: string, status: RoleStatus) =>
        entries
          .filter((entry) => entry.userId === userId && entry.status === status)
          .map((entry) => entry.role);
      const list = rows.map((row) => ({
        userId: row.id,
        uuid: row.id,
        displayName: nameOf(row),
        avatar: row.avatar,
        cyaId: row.cyaId,
        roles: rolesWith(row.id, 'active'),
        invitedRoles: rolesWith(row.id, 'invited'),
      }));
      return toPage(list, query.page, query.pageSize, total);
    },

    /**
     * POST /ss/v1/addRole and /events/v1/role/add: offers roles to a member or an address (spec 000 §5
     * rules), e-mails the invitation page and tells the invitee's sockets (cya_self_service roleInvited).
     */
    addRole,

    /** POST /events2/v1/addMod: a moderator invited by e-mail; the address must have an account. */
    addMod: (callerId: string, request: AddModRequest) =>
      addRole(callerId, { eventId: request.eventId, roles: ['mod'], email: request.email }),

    /** POST /ss/v1/removeRole and /events/v1/role/delete: withdraws an invitation or takes a role away. */
    removeRole,

    /** POST /events2/v1/removeMod: removes a moderator entry. */
    removeMod: (callerId: string, request: RemoveRoleRequest) =>
      removeRole(callerId, { ...request, role: 'mod' }),

    /**
     * GET /events2/v1/participantList: the people in the event's room, with their roles. Those present
     * see each other; role managers see the list from anywhere.
     */
    async participantList(callerId: string, query: ParticipantListQuery): Promise<Page<Participant>> {
      const event = await requireEvent(query.eventId);
      const present = await deps.presentUsers(event.id);
      if (!present.includes(callerId)) await requireRoleManager(event, callerId);
      const { rows, total } = await repo.filterPeople(
        present,
        query.keyword,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      const entries = await repo.entriesAmong(
        event.id,
        rows.map((row) => row.id),
      );
      const list = rows.map((row) => ({
        userId: row.id,
        uuid: row.id,
        displayName: nameOf(row),
        avatar: row.avatar,
        cyaId: row.cyaId,
        isGuest: row.kind === 'guest',
        roles: entries
          .filter((entry) => entry.userId === row.id && entry.status === 'active')
          .map((entry) => entry.role),
      }));
      return toPage(list, query.page, query.pageSize, total);
    },

    /**
     * POST /events2/v1/updateListRole: a role manager gives a participant one role (or `none`) at once,
     * without an invitation: the person is there to see it (spec 000 §6 moderators make hosts and moderators).
     */
    async updateListRole(callerId: string, request: UpdateListRoleRequest): Promise<UpdateListRoleAnswer> {
      const event = await requireEvent(request.eventId);
      await requireRoleManager(event, callerId);
      if (request.uuid === callerId) throw new ApiError('InvalidRequest', Messages.cannotInviteYourself);
      const roles: EventRole[] = request.role === 'none' ? [] : [request.role];
      if (roles.length > 0) requireRoleTaker(await repo.findPerson({ id: request.uuid }), roles);
      await repo.setActiveRoles(event.id, request.uuid, roles, callerId);
      await announceRoleListChange(event.id);
      return { uuid: request.uuid, roles: await repo.activeRolesOf(event.id, request.uuid) };
    },

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

    /** `IsOwnerOrHasRole`, for the invite-link and created-account rules of the users and auth features. */
    async isOwnerOrHasRole(eventId: string, userId: string, roles: readonly EventRole[]): Promise<boolean> {
      const event = await deps.findEvent(eventId);
      return event !== undefined && isOwnerOrHasRole(event, userId, roles);
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
