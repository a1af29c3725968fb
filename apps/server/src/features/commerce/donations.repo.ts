import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

const donationColumns = [
  'donations.id',
  'donations.eventId',
  'donations.amountCents',
  'donations.currency',
  'donations.createdAt',
  'events.title as eventTitle',
] as const;

/** Donations and saved cards. */
export function createDonationsRepo(db: Kysely<Database>) {
  const donations = () => db.selectFrom('donations').innerJoin('events', 'events.id', 'donations.eventId');

  return {
    /** Records a paid donation once per charge (a retried attempt answers the same charge), answering it. */
    async recordDonation(donation: {
      userId: string;
      eventId: string;
      amountCents: number;
      currency: string;
      chargeId: string;
    }) {
      await db
        .insertInto('donations')
        .values({ id: randomUUID(), ...donation })
        .onConflict((conflict) => conflict.column('chargeId').doNothing())
        .execute();
      return donations()
        .select(donationColumns)
        .where('donations.chargeId', '=', donation.chargeId)
        .executeTakeFirstOrThrow();
    },

    async listDonations(userId: string, limit: number, offset: number) {
      const mine = donations().where('donations.userId', '=', userId);
      const [rows, count] = await Promise.all([
        mine
          .select(donationColumns)
          .orderBy('donations.createdAt', 'desc')
          .orderBy('donations.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        mine.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    async insertCard(card: { userId: string; customerId: string; cardId: string; last4: string }) {
      const id = randomUUID();
      await db
        .insertInto('savedCards')
        .values({ id, ...card })
        .execute();
      return id;
    },

    findCard(userId: string, id: string) {
      return db
        .selectFrom('savedCards')
        .selectAll()
        .where('userId', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    listCards(userId: string) {
      return db
        .selectFrom('savedCards')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },

    /** The processor's customer of a person, from a card they saved before. */
    async customerOf(userId: string): Promise<string | undefined> {
      const card = await db
        .selectFrom('savedCards')
        .select('customerId')
        .where('userId', '=', userId)
        .executeTakeFirst();
      return card?.customerId;
    },

    async deleteCard(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .deleteFrom('savedCards')
        .where('userId', '=', userId)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      return deleted !== undefined;
    },
  };
}

export type DonationsRepo = ReturnType<typeof createDonationsRepo>;
export type DonationRecord = Awaited<ReturnType<DonationsRepo['recordDonation']>>;
