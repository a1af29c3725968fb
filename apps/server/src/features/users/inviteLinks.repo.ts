import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** Invitation links to events and who signed in through them. */
export function createInviteLinksRepo(db: Kysely<Database>) {
  return {
    async countOf(eventId: string, inviterId: string): Promise<number> {
      const row = await db
        .selectFrom('inviteLinks')
        .select((eb) => eb.fn.countAll().as('total'))
        .where('eventId', '=', eventId)
        .where('inviterId', '=', inviterId)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async insert(link: { id: string; eventId: string; inviterId: string }): Promise<void> {
      await db.insertInto('inviteLinks').values(link).execute();
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
