import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { RoomPrivacy, type MyRoomOption } from '@limelight/protocol';
import type { Database, RoomsTable } from '../../platform/db/schema.ts';
import { unlessTaken } from '../../platform/db/uniqueViolation.ts';

/** The fields of a room its owner sets on creation or changes with editRoom. */
export type RoomFields = Omit<
  Updateable<RoomsTable>,
  'id' | 'slug' | 'ownerId' | 'peopleSeenAt' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

/** A listing of someone's rooms: those they own or those they subscribed to, newest first. */
export interface RoomListing {
  option: MyRoomOption;
  userId: string;
  limit: number;
  offset: number;
}

/** Rooms, their subscriptions and invitations, and which rooms people were last seen in. */
export function createRoomsRepo(db: Kysely<Database>) {
  const roomsWithOwner = () =>
    db
      .selectFrom('rooms as r')
      .innerJoin('users as u', 'u.id', 'r.ownerId')
      .selectAll('r')
      .select([
        'u.username as ownerUsername',
        'u.firstName as ownerFirstName',
        'u.lastName as ownerLastName',
        'u.avatar as ownerAvatar',
      ])
      .where('r.deletedAt', 'is', null);

  /** The rooms of these ids a person holds a row of `table` for (subscriptions, invitations). */
  async function roomsAmong(
    table: 'roomSubscriptions' | 'roomInvitations',
    userId: string,
    roomIds: readonly string[],
  ): Promise<Set<string>> {
    if (roomIds.length === 0) return new Set();
    const rows = await db
      .selectFrom(table)
      .select('roomId')
      .where('userId', '=', userId)
      .where('roomId', 'in', roomIds)
      .execute();
    return new Set(rows.map((row) => row.roomId));
  }

  return {
    /** A room that is not deleted, by id or slug (slugs match whatever their case). */
    findRoom(idOrSlug: string) {
      return roomsWithOwner()
        .where((eb) => eb.or([eb('r.id', '=', idOrSlug), eb('r.slug', '=', idOrSlug.toLowerCase())]))
        .executeTakeFirst();
    },

    /** Rooms by id, in any order; deleted ones left out. */
    findRoomsByIds(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return roomsWithOwner().where('r.id', 'in', ids).execute();
    },

    /** Inserts a room under a slug; 'taken' when the slug is another room's. */
    async insertRoom(room: Omit<Insertable<RoomsTable>, 'id'>): Promise<string | 'taken'> {
      const id = randomUUID();
      const result = await unlessTaken(
        db
          .insertInto('rooms')
          .values({ ...room, id })
          .execute(),
      );
      return result === 'taken' ? 'taken' : id;
    },

    /** Passes a room to a new owner (spec 000 §6). */
    async transferOwnership(roomId: string, ownerId: string): Promise<void> {
      await db
        .updateTable('rooms')
        .set({ ownerId, updatedAt: new Date() })
        .where('id', '=', roomId)
        .execute();
    },

    /** Changes a room's fields; `executor` is the transaction of a room change when it is one. */
    async updateRoom(roomId: string, fields: RoomFields, executor: Kysely<Database> = db): Promise<void> {
      await executor
        .updateTable('rooms')
        .set({ ...fields, updatedAt: new Date() })
        .where('id', '=', roomId)
        .execute();
    },

    async deleteRoom(roomId: string): Promise<void> {
      const now = new Date();
      await db
        .updateTable('rooms')
        .set({ deletedAt: now, updatedAt: now })
        .where('id', '=', roomId)
        .execute();
    },

    /** One page of the rooms someone owns (newest first) or subscribed to (latest subscription first). */
    async listRooms(listing: RoomListing) {
      const withSubscription = roomsWithOwner().leftJoin('roomSubscriptions as s', (join) =>
        join.onRef('s.roomId', '=', 'r.id').on('s.userId', '=', listing.userId),
      );
      const isOwned = listing.option === 'owned';
      const query = isOwned
        ? withSubscription.where('r.ownerId', '=', listing.userId)
        : withSubscription.where('s.userId', 'is not', null);
      const [rows, counted] = await Promise.all([
        query
          .orderBy(isOwned ? 'r.createdAt' : 's.createdAt', 'desc')
          .orderBy('r.id')
          .limit(listing.limit)
          .offset(listing.offset)
          .execute(),
        query
          .clearSelect()
          .select((eb) => eb.fn.countAll().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.total) };
    },

    /** Subscribes or unsubscribes someone; subscribing twice keeps the first subscription. */
    async setSubscribed(roomId: string, userId: string, isSubscribed: boolean): Promise<void> {
      if (isSubscribed) {
        await db
          .insertInto('roomSubscriptions')
          .values({ roomId, userId })
          .onConflict((conflict) => conflict.columns(['roomId', 'userId']).doNothing())
          .execute();
      } else {
        await db
          .deleteFrom('roomSubscriptions')
          .where('roomId', '=', roomId)
          .where('userId', '=', userId)
          .execute();
      }
    },

    /** Which of these rooms a person subscribed to. */
    subscribedAmong: (userId: string, roomIds: readonly string[]) =>
      roomsAmong('roomSubscriptions', userId, roomIds),

    /** Which of these rooms a person was invited to. */
    invitedAmong: (userId: string, roomIds: readonly string[]) =>
      roomsAmong('roomInvitations', userId, roomIds),

    /**
     * Invites the members among `userIds` (not guests, not banned, not the owner); unknown ids are skipped.
     * Answers the ids invited.
     */
    async inviteMembers(
      roomId: string,
      ownerId: string,
      userIds: readonly string[],
      invitedBy: string = ownerId,
    ): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .insertInto('roomInvitations')
        .columns(['roomId', 'userId', 'invitedBy'])
        .expression((eb) =>
          eb
            .selectFrom('users')
            .select((inner) => [
              inner.val(roomId).as('roomId'),
              'id as userId',
              inner.val(invitedBy).as('invitedBy'),
            ])
            .where('id', 'in', [...new Set(userIds)])
            .where('id', '<>', ownerId)
            .where('kind', '=', 'member')
            .where('bannedAt', 'is', null),
        )
        .onConflict((conflict) => conflict.columns(['roomId', 'userId']).doNothing())
        .returning('userId')
        .execute();
      return rows.map((row) => row.userId);
    },

    /** The people invited to each of these rooms. */
    async invitationsOf(roomIds: readonly string[]): Promise<Map<string, string[]>> {
      const invited = new Map<string, string[]>();
      if (roomIds.length === 0) return invited;
      const rows = await db
        .selectFrom('roomInvitations')
        .select(['roomId', 'userId'])
        .where('roomId', 'in', roomIds)
        .orderBy('createdAt')
        .orderBy('userId')
        .execute();
      for (const row of rows) invited.set(row.roomId, [...(invited.get(row.roomId) ?? []), row.userId]);
      return invited;
    },

    /** Someone joined the room: it is a candidate of the active list. */
    async markPeopleSeen(roomId: string, at: Date): Promise<void> {
      await db.updateTable('rooms').set({ peopleSeenAt: at }).where('id', '=', roomId).execute();
    },

    /**
     * The room was found empty at `checkedAt`: it leaves the candidates, unless someone joined since (a
     * join records a later time), so that a join racing the last leave is never lost.
     */
    async clearPeopleSeen(roomId: string, checkedAt: Date): Promise<void> {
      await db
        .updateTable('rooms')
        .set({ peopleSeenAt: null })
        .where('id', '=', roomId)
        .where('peopleSeenAt', '<', checkedAt)
        .execute();
    },

    /** Public rooms people were in at their last join or leave: the candidates of the active list. */
    publicRoomsWithPeople() {
      return roomsWithOwner()
        .where('r.peopleSeenAt', 'is not', null)
        .where('r.privateLevel', '=', RoomPrivacy.public)
        .execute();
    },
  };
}

export type RoomsRepo = ReturnType<typeof createRoomsRepo>;

/** A room as the repo reads it, with its owner's name fields. */
export type RoomRecord = NonNullable<Awaited<ReturnType<RoomsRepo['findRoom']>>>;
