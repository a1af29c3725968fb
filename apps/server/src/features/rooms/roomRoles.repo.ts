import type { Kysely } from 'kysely';
import type { RoomRoleName } from '@limelight/protocol';
import type { Database } from '../../platform/db/schema.ts';

export type RoomRolesRepo = ReturnType<typeof createRoomRolesRepo>;

/** A room's hosts and moderators besides its owner (spec 000 §6; docs/decisions/rooms.md). */
export function createRoomRolesRepo(db: Kysely<Database>) {
  return {
    /** The caller's role in each of these rooms that gave them one. */
    async rolesAmong(userId: string, roomIds: readonly string[]): Promise<Map<string, RoomRoleName>> {
      if (roomIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('roomRoles')
        .select(['roomId', 'role'])
        .where('userId', '=', userId)
        .where('roomId', 'in', roomIds)
        .execute();
      return new Map(rows.map((row) => [row.roomId, row.role]));
    },

    /** Gives a person a role in a room, replacing the one they had. */
    async setRole(roomId: string, userId: string, role: RoomRoleName, grantedBy: string): Promise<void> {
      await db
        .insertInto('roomRoles')
        .values({ roomId, userId, role, grantedBy })
        .onConflict((conflict) => conflict.columns(['roomId', 'userId']).doUpdateSet({ role, grantedBy }))
        .execute();
    },

    /** Takes a person's role away; false when they had none. */
    async removeRole(roomId: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('roomRoles')
        .where('roomId', '=', roomId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** A room's hosts and moderators with what others see of them, hosts first, then by name. */
    list(roomId: string) {
      return db
        .selectFrom('roomRoles as r')
        .innerJoin('users as u', 'u.id', 'r.userId')
        .select(['r.userId', 'r.role', 'u.username', 'u.firstName', 'u.lastName', 'u.avatar'])
        .where('r.roomId', '=', roomId)
        .orderBy('r.role')
        .orderBy('r.createdAt')
        .limit(500)
        .execute();
    },
  };
}
