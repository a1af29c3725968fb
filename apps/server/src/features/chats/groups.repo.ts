import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export type GroupsRepo = ReturnType<typeof createGroupsRepo>;

/** Groups: their names, owners and members (a group is a chat of kind 'group'). */
export function createGroupsRepo(db: Kysely<Database>) {
  return {
    /** Creates a group with its owner and members. */
    async createGroup(
      group: { id: string; name: string; ownerId: string; memberIds: readonly string[] },
      at: Date,
    ) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('chats')
          .values({ id: group.id, kind: 'group', name: group.name, ownerId: group.ownerId, createdAt: at })
          .execute();
        await trx
          .insertInto('chatMembers')
          .values(
            [group.ownerId, ...group.memberIds].map((userId) => ({ chatId: group.id, userId, joinedAt: at })),
          )
          .execute();
      });
    },

    /** Adds members (again, for people who had left); answers nothing. */
    async addMembers(groupId: string, userIds: readonly string[], at: Date): Promise<void> {
      if (userIds.length === 0) return;
      await db
        .insertInto('chatMembers')
        .values(userIds.map((userId) => ({ chatId: groupId, userId, joinedAt: at })))
        .onConflict((c) =>
          c.columns(['chatId', 'userId']).doUpdateSet({ leftAt: null, hidden: false, joinedAt: at }),
        )
        .execute();
    },

    /** A member leaves or is removed; answers whether they were a member. */
    async removeMember(groupId: string, userId: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('chatMembers')
        .set({ leftAt: at })
        .where('chatId', '=', groupId)
        .where('userId', '=', userId)
        .where('leftAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Deletes a group (its history goes with it from every list); answers whether it was there. */
    async deleteGroup(groupId: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('chats')
        .set({ deletedAt: at })
        .where('id', '=', groupId)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Passes the group to another owner. */
    async setOwner(groupId: string, ownerId: string): Promise<void> {
      await db.updateTable('chats').set({ ownerId }).where('id', '=', groupId).execute();
    },

    /** Renames the group. */
    async setName(groupId: string, name: string): Promise<void> {
      await db.updateTable('chats').set({ name }).where('id', '=', groupId).execute();
    },

    /** One page of a group's members by name (`condition`), the owner first, then by join time. */
    async listMembers(groupId: string, condition: string | undefined, page: number, pageSize: number) {
      let base = db
        .selectFrom('chatMembers as cm')
        .innerJoin('users as u', 'u.id', 'cm.userId')
        .innerJoin('chats as c', 'c.id', 'cm.chatId')
        .where('cm.chatId', '=', groupId)
        .where('cm.leftAt', 'is', null);
      if (condition) {
        const pattern = `%${condition.replace(/[\\%_]/g, '\\$&')}%`;
        base = base.where((eb) =>
          eb.or([
            eb(sql`coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')`, 'ilike', pattern),
            eb('u.username', 'ilike', pattern),
            eb('u.cyaId', 'ilike', pattern),
          ]),
        );
      }
      const [rows, count] = await Promise.all([
        base
          .select(['u.id', 'u.firstName', 'u.lastName', 'u.username', 'u.avatar', 'c.ownerId'])
          .orderBy(sql`(u.id = c.owner_id)`, 'desc')
          .orderBy('cm.joinedAt')
          .orderBy('u.id')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },
  };
}
