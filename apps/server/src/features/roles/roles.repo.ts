import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { EventRole, RoleStatus } from '@limelight/protocol';
import type { Database } from '../../platform/db/schema.ts';

/** Who an invitation goes to: a member, or an address without an account yet. */
export type Invitee = { userId: string; email: string | null } | { userId: null; email: string };

/** An invitation being made: one row per role, all under one invite id. */
export interface NewInvitation {
  eventId: string;
  inviteId: string;
  invitedBy: string;
  invitee: Invitee;
  roles: readonly EventRole[];
}

/** The invitation rows an answer applies to: one invitation, or every one a person sent for an event. */
export type InvitationSelector = { inviteId: string } | { eventId: string; invitedBy: string };

/** Which role entries of an event a list reads. */
export interface RoleListing {
  eventId: string;
  role?: EventRole;
  limit: number;
  offset: number;
}

/** A person as role lists and searches show them. */
export interface PersonRow {
  id: string;
  kind: 'guest' | 'member';
  email: string | null;
  /** Null while `email` is unverified: invitations to the address are not theirs yet. */
  emailVerifiedAt: Date | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  cyaId: string | null;
  bannedAt: Date | null;
}

const personColumns = [
  'u.id',
  'u.kind',
  'u.email',
  'u.emailVerifiedAt',
  'u.username',
  'u.firstName',
  'u.lastName',
  'u.avatar',
  'u.cyaId',
  'u.bannedAt',
] as const;

const fullName = sql<string>`coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')`;

// LIKE wildcards in a keyword match themselves (backslash is PostgreSQL's default LIKE escape).
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

/** Role entries of events, their invitations, and the people they name. */
export function createRolesRepo(db: Kysely<Database>) {
  const entries = (executor: Kysely<Database> = db) =>
    executor
      .selectFrom('eventRoles as r')
      .leftJoin('users as u', 'u.id', 'r.userId')
      .select([
        'r.id',
        'r.eventId',
        'r.userId',
        'r.email',
        'r.role',
        'r.status',
        'r.inviteId',
        'r.invitedBy',
        'r.createdAt',
        'u.username',
        'u.firstName',
        'u.lastName',
        'u.avatar',
        'u.cyaId',
      ]);

  const selectedEntries = (selector: InvitationSelector, executor: Kysely<Database> = db) => {
    const query = entries(executor);
    return 'inviteId' in selector
      ? query.where('r.inviteId', '=', selector.inviteId)
      : query.where('r.eventId', '=', selector.eventId).where('r.invitedBy', '=', selector.invitedBy);
  };

  // People whose full name, username or cyaId holds the keyword (case-insensitive), or, when asked,
  // whose e-mail is the keyword.
  const people = (keyword: string | undefined, matchesEmail: boolean) => {
    const query = db.selectFrom('users as u');
    if (!keyword) return query;
    const pattern = likePattern(keyword);
    return query.where((eb) =>
      eb.or([
        eb(fullName, 'ilike', pattern),
        eb('u.username', 'ilike', pattern),
        eb('u.cyaId', 'ilike', pattern),
        ...(matchesEmail ? [eb('u.email', '=', keyword.toLowerCase())] : []),
      ]),
    );
  };
  async function pageOfPeople(query: ReturnType<typeof people>, limit: number, offset: number) {
    const [rows, counted] = await Promise.all([
      query
        .select(personColumns)
        .orderBy(sql`lower(${fullName})`)
        .orderBy('u.id')
        .limit(limit)
        .offset(offset)
        .execute(),
      query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(counted.total) };
  }

  return {
    /** spec 000 §4 access: the roles a person holds on an event (answered invitations only). */
    async activeRolesOf(eventId: string, userId: string): Promise<EventRole[]> {
      const rows = await db
        .selectFrom('eventRoles')
        .select('role')
        .where('eventId', '=', eventId)
        .where('userId', '=', userId)
        .where('status', '=', 'active')
        .orderBy('role')
        .execute();
      return rows.map((row) => row.role);
    },

    /** The entries of several people on one event, whatever their status. */
    entriesAmong(eventId: string, userIds: readonly string[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return entries().where('r.eventId', '=', eventId).where('r.userId', 'in', userIds).execute();
    },

    /** One page of an event's entries, oldest first, and their total. */
    async listEntries(listing: RoleListing) {
      let query = entries().where('r.eventId', '=', listing.eventId);
      if (listing.role !== undefined) query = query.where('r.role', '=', listing.role);
      const [rows, counted] = await Promise.all([
        query.orderBy('r.createdAt').orderBy('r.id').limit(listing.limit).offset(listing.offset).execute(),
        query
          .clearSelect()
          .select((eb) => eb.fn.countAll().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.total) };
    },

    findEntry(eventId: string, roleId: string) {
      return entries().where('r.eventId', '=', eventId).where('r.id', '=', roleId).executeTakeFirst();
    },

    /** The entries of one invitation. */
    invitationEntries(inviteId: string) {
      return entries().where('r.inviteId', '=', inviteId).orderBy('r.role').execute();
    },

    /**
     * Offers roles. A role the invitee already holds stays held; one offered before or declined is offered
     * again under the new invitation. Answers the invitation's entries.
     */
    async invite(invitation: NewInvitation) {
      const { invitee } = invitation;
      const rows = invitation.roles.map((role) => ({
        id: randomUUID(),
        eventId: invitation.eventId,
        userId: invitee.userId,
        email: invitee.email,
        role,
        status: 'invited' as const,
        inviteId: invitation.inviteId,
        invitedBy: invitation.invitedBy,
      }));
      await db
        .insertInto('eventRoles')
        .values(rows)
        .onConflict((oc) =>
          (invitee.userId === null
            ? oc.columns(['eventId', 'email', 'role']).where('userId', 'is', null)
            : oc.columns(['eventId', 'userId', 'role']).where('userId', 'is not', null)
          )
            .doUpdateSet((eb) => ({
              status: 'invited',
              inviteId: eb.ref('excluded.inviteId'),
              invitedBy: eb.ref('excluded.invitedBy'),
              email: eb.ref('excluded.email'),
              respondedAt: null,
            }))
            .where('eventRoles.status', '<>', 'active'),
        )
        .execute();
      return entries()
        .where('r.eventId', '=', invitation.eventId)
        .where('r.role', 'in', invitation.roles)
        .where((eb) =>
          invitee.userId === null
            ? eb.and([eb('r.userId', 'is', null), eb('r.email', '=', invitee.email)])
            : eb('r.userId', '=', invitee.userId),
        )
        .orderBy('r.role')
        .execute();
    },

    /** The invitation rows a member may answer: addressed to them by id, or to their address. */
    addressedTo(selector: InvitationSelector, userId: string, email: string | null) {
      return selectedEntries(selector)
        .where((eb) =>
          eb.or([
            eb('r.userId', '=', userId),
            eb.and([eb('r.userId', 'is', null), eb('r.email', '=', email ?? '')]),
          ]),
        )
        .orderBy('r.role')
        .execute();
    },

    /**
     * A member answers invitations: rows still waiting at their address become theirs (joining a row they
     * already have for the same role), then every waiting row becomes `status`. Answers the rows.
     */
    respond(selector: InvitationSelector, userId: string, email: string | null, status: RoleStatus) {
      return db.transaction().execute(async (trx) => {
        if (email !== null) {
          const waiting = await selectedEntries(selector, trx)
            .where('r.userId', 'is', null)
            .where('r.email', '=', email)
            .execute();
          if (waiting.length > 0) {
            const movedIds = waiting.map((row) => row.id);
            await trx.deleteFrom('eventRoles').where('id', 'in', movedIds).execute();
            await trx
              .insertInto('eventRoles')
              .values(
                waiting.map((row) => ({
                  id: row.id,
                  eventId: row.eventId,
                  userId,
                  email: row.email,
                  role: row.role,
                  status: 'invited' as const,
                  inviteId: row.inviteId,
                  invitedBy: row.invitedBy,
                  createdAt: row.createdAt,
                })),
              )
              .onConflict((oc) =>
                oc
                  .columns(['eventId', 'userId', 'role'])
                  .where('userId', 'is not', null)
                  .doUpdateSet((eb) => ({
                    inviteId: eb.ref('excluded.inviteId'),
                    invitedBy: eb.ref('excluded.invitedBy'),
                    status: 'invited',
                  }))
                  .where('eventRoles.status', '<>', 'active'),
              )
              .execute();
          }
        }
        const mine = await selectedEntries(selector, trx).where('r.userId', '=', userId).execute();
        const waitingIds = mine.filter((row) => row.status === 'invited').map((row) => row.id);
        if (waitingIds.length > 0) {
          await trx
            .updateTable('eventRoles')
            .set({ status, respondedAt: sql<Date>`now()` })
            .where('id', 'in', waitingIds)
            .execute();
        }
        return selectedEntries(selector, trx).where('r.userId', '=', userId).orderBy('r.role').execute();
      });
    },

    /** Gives a person exactly these roles, held at once (updateListRole); other roles of theirs go. */
    async setActiveRoles(
      eventId: string,
      userId: string,
      roles: readonly EventRole[],
      grantedBy: string,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        let removal = trx
          .deleteFrom('eventRoles')
          .where('eventId', '=', eventId)
          .where('userId', '=', userId);
        if (roles.length > 0) removal = removal.where('role', 'not in', roles);
        await removal.execute();
        if (roles.length === 0) return;
        const inviteId = randomUUID();
        await trx
          .insertInto('eventRoles')
          .values(
            roles.map((role) => ({
              id: randomUUID(),
              eventId,
              userId,
              email: null,
              role,
              status: 'active' as const,
              inviteId,
              invitedBy: grantedBy,
              respondedAt: sql<Date>`now()`,
            })),
          )
          .onConflict((oc) =>
            oc
              .columns(['eventId', 'userId', 'role'])
              .where('userId', 'is not', null)
              .doUpdateSet({ status: 'active', respondedAt: sql<Date>`now()` }),
          )
          .execute();
      });
    },

    /** Deletes an entry; false when it was not there. */
    async deleteEntry(eventId: string, roleId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('eventRoles')
        .where('eventId', '=', eventId)
        .where('id', '=', roleId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    findPerson(by: { id: string } | { email: string }): Promise<PersonRow | undefined> {
      return db
        .selectFrom('users as u')
        .select(personColumns)
        .where('id' in by ? 'u.id' : 'u.email', '=', 'id' in by ? by.id : by.email)
        .executeTakeFirst();
    },

    /** People by id, in any order. */
    findPeople(ids: readonly string[]): Promise<PersonRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('users as u').select(personColumns).where('u.id', 'in', ids).execute();
    },

    /** One page of members (not banned, never `exceptUserId`) matching the keyword, or with it as e-mail. */
    searchMembers(keyword: string, exceptUserId: string, limit: number, offset: number) {
      const members = people(keyword, true)
        .where('u.kind', '=', 'member')
        .where('u.bannedAt', 'is', null)
        .where('u.id', '<>', exceptUserId);
      return pageOfPeople(members, limit, offset);
    },

    /** One page of the people among `userIds` matching the keyword (all of them without one). */
    filterPeople(userIds: readonly string[], keyword: string | undefined, limit: number, offset: number) {
      if (userIds.length === 0) return Promise.resolve({ rows: [], total: 0 });
      return pageOfPeople(people(keyword, false).where('u.id', 'in', userIds), limit, offset);
    },
  };
}

export type RolesRepo = ReturnType<typeof createRolesRepo>;
/** A role entry as stored, with the name fields of its person. */
export type RoleEntryRow = Awaited<ReturnType<RolesRepo['invitationEntries']>>[number];
