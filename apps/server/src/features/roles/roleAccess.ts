import { Messages, type EventRole } from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { PersonRow, RolesRepo } from './roles.repo.ts';

/** What the roles feature needs to know of an event: found by id or slug, deleted ones left out. */
export interface RoleEvent {
  id: string;
  slug: string;
  title: string;
  creatorId: string;
}

export interface RoleAccessDeps {
  repo: RolesRepo;
  findEvent: (idOrSlug: string) => Promise<RoleEvent | undefined>;
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

/** The checks before a role is read, given or answered: the event, the role manager, the person. */
export function createRoleAccess(deps: RoleAccessDeps) {
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

  return { requireEvent, isOwnerOrHasRole, requireRoleManager, requirePerson, requireRoleTaker };
}
