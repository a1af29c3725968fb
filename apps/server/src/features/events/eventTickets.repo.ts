import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { unlessTaken } from '../../platform/db/uniqueViolation.ts';

/** What an RSVP got: the ticket, nothing because the person holds one already, or nothing for want of seats. */
export type FreeSeatOutcome = 'granted' | 'held' | 'soldOut';

/** Rolls back an RSVP whose ticket a concurrent RSVP of the same person inserted first. */
class SeatAlreadyHeld extends Error {}

/** Tickets to events: who holds one, and the free RSVP ticket. */
export function createEventTicketsRepo(db: Kysely<Database>) {
  return {
    /** Which of these events a person holds a ticket to. */
    async ticketsAmong(userId: string, eventIds: readonly string[]): Promise<Set<string>> {
      if (eventIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('tickets')
        .select('eventId')
        .distinct()
        .where('userId', '=', userId)
        .where('eventId', 'in', eventIds)
        .execute();
      return new Set(rows.map((row) => row.eventId));
    },

    /**
     * Grants the free RSVP ticket, taking a seat of the event's free (0.00) tiers when it has any: in one
     * transaction the seat is counted only while `sold < total` (as commerce reserves paid tickets), so
     * concurrent RSVPs never hand out more seats than the tiers hold. An event without free tiers has no
     * seat limit (docs/decisions/events.md). 'held' when the person already holds a ticket to the event.
     */
    takeFreeSeat(eventId: string, userId: string): Promise<FreeSeatOutcome> {
      return db
        .transaction()
        .execute(async (trx): Promise<FreeSeatOutcome> => {
          const held = await trx
            .selectFrom('tickets')
            .select('id')
            .where('eventId', '=', eventId)
            .where('userId', '=', userId)
            .executeTakeFirst();
          if (held) return 'held';
          const freeTiers = await trx
            .selectFrom('eventTiers')
            .select('id')
            .where('eventId', '=', eventId)
            .where('priceCents', '=', 0)
            .orderBy('position')
            .orderBy('createdAt')
            .orderBy('id')
            .execute();
          let tierId: string | null = null;
          // Tier by tier, so that a tier filled by a concurrent RSVP sends this one to the next.
          for (const tier of freeTiers) {
            const taken = await trx
              .updateTable('eventTiers')
              .set((eb) => ({ sold: eb('sold', '+', 1) }))
              .where('id', '=', tier.id)
              .where((eb) => eb('sold', '<', eb.ref('total')))
              .returning('id')
              .executeTakeFirst();
            if (taken) {
              tierId = taken.id;
              break;
            }
          }
          if (freeTiers.length > 0 && tierId === null) return 'soldOut';
          const ticket = await unlessTaken(
            trx
              .insertInto('tickets')
              .values({ id: randomUUID(), eventId, userId, tierId, source: 'rsvp' })
              .execute(),
          );
          // A concurrent RSVP of the same person won: roll the seat back.
          if (ticket === 'taken') throw new SeatAlreadyHeld();
          return 'granted';
        })
        .catch((error: unknown) => {
          if (error instanceof SeatAlreadyHeld) return 'held';
          throw error;
        });
    },
  };
}
