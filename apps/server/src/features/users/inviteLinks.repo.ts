import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** Invitation links to events and who signed in through them. */
export function createInviteLinksRepo(db: Kysely<Database>) {
  return {
    /**
     * Inserts a link unless `isFull` says the inviter's links to the event, counted, leave no room; false
     * then. The inviter's row is locked meanwhile, so links made at the same moment cannot pass it together.
     */
    insertUnlessFull(
      link: { id: string; eventId: string; inviterId: string },
      isFull: (count: number) => boolean,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', link.inviterId).forUpdate().execute();
        const row = await trx
          .selectFrom('inviteLinks')
          .select((eb) => eb.fn.countAll().as('total'))
          .where('eventId', '=', link.eventId)
          .where('inviterId', '=', link.inviterId)
          .executeTakeFirstOrThrow();
        if (isFull(Number(row.total))) return false;
        await trx.insertInto('inviteLinks').values(link).execute();
        return true;
      });
    },

    /** The links one person made to an event, oldest first. */
    async listOf(eventId: string, inviterId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('inviteLinks')
        .select('id')
        .where('eventId', '=', eventId)
        .where('inviterId', '=', inviterId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return rows.map((row) => row.id);
    },

    find(id: string): Promise<{ eventId: string; inviterId: string } | undefined> {
      return db
        .selectFrom('inviteLinks')
        .select(['eventId', 'inviterId'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Records a sign-in through a link, once per person. */
    async redeem(linkId: string, userId: string): Promise<void> {
      await db
        .insertInto('inviteLinkRedemptions')
        .values({ linkId, userId })
        .onConflict((oc) => oc.columns(['linkId', 'userId']).doNothing())
        .execute();
    },
  };
}

export type InviteLinksRepo = ReturnType<typeof createInviteLinksRepo>;
