import { randomUUID } from 'node:crypto';
import {
  cardDeclineMessage,
  ticketCurrencies,
  toPage,
  type CardDeleted,
  type Donation,
  type Page,
  type SavedCardList,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { PaymentSource, Payments } from '../../platform/payments/index.ts';
import type { EventsService, Viewer } from '../events/index.ts';
import type { PurchaseMails } from './purchaseMails.ts';
import type { DonationRecord, DonationsRepo } from './donations.repo.ts';

export interface DonationsServiceDeps {
  repo: DonationsRepo;
  payments: Payments;
  events: Pick<EventsService, 'purchaseStanding'>;
  /** The donor's receipt by e-mail. */
  mails: Pick<PurchaseMails, 'donated'>;
}

function donationOf(record: DonationRecord): Donation {
  return {
    id: record.id,
    eventId: record.eventId,
    eventTitle: record.eventTitle,
    amountInCent: record.amountCents,
    currency: record.currency,
    createdAt: new Date(record.createdAt).toISOString(),
  };
}

/** Donations to events (spec 000 §7 donateByToken, donateByCustomer, myDonationList) and saved cards. */
export function createDonationsService(deps: DonationsServiceDeps) {
  const { repo, payments } = deps;

  async function donate(
    caller: Caller,
    viewer: Viewer,
    donation: { eventId: string; amountCents: number; currency: string; source: PaymentSource },
    idempotencyKey: string = randomUUID(),
  ): Promise<Donation> {
    if (!ticketCurrencies.some((known) => known === donation.currency))
      throw new ApiError('UnsupportedCurrency');
    const standing = await deps.events.purchaseStanding(donation.eventId, viewer);
    const charged = await payments.charge({
      amountCents: donation.amountCents,
      currency: donation.currency,
      source: donation.source,
      idempotencyKey: `donation:${caller.userId}:${idempotencyKey}`,
      description: `Donation to ${standing.title}`,
    });
    if (!charged.ok) throw new ApiError('CardDeclined', cardDeclineMessage(charged.reason));
    const recorded = donationOf(
      await repo.recordDonation({
        userId: caller.userId,
        eventId: standing.eventId,
        amountCents: donation.amountCents,
        currency: donation.currency,
        chargeId: charged.chargeId,
      }),
    );
    await deps.mails.donated(caller.userId, recorded);
    return recorded;
  }

  return {
    /** Donates with a card token; `isSave` first keeps the card (refused cards are not kept: 15010). */
    async donateByToken(
      caller: Caller,
      viewer: Viewer,
      body: { eventId: string; token: string; amountInCent: number; isSave: boolean; currency: string },
      idempotencyKey?: string,
    ): Promise<Donation> {
      let source: PaymentSource = { kind: 'token', token: body.token };
      if (body.isSave) {
        const saved = await payments.provider.saveCard({
          token: body.token,
          customerId: await repo.customerOf(caller.userId),
        });
        if (!saved.ok) throw new ApiError('CardDeclined', cardDeclineMessage(saved.reason));
        await repo.insertCard({
          userId: caller.userId,
          customerId: saved.customerId,
          cardId: saved.cardId,
          last4: saved.last4,
        });
        source = { kind: 'savedCard', customerId: saved.customerId, cardId: saved.cardId };
      }
      const donation = {
        eventId: body.eventId,
        amountCents: body.amountInCent,
        currency: body.currency,
        source,
      };
      return donate(caller, viewer, donation, idempotencyKey);
    },

    /** Donates with a saved card of the caller's; an unknown or deleted card is 15010 'missing card'. */
    async donateByCustomer(
      caller: Caller,
      viewer: Viewer,
      body: { eventId: string; cid: string; amountInCent: number },
      idempotencyKey?: string,
    ): Promise<Donation> {
      const card = await repo.findCard(caller.userId, body.cid);
      if (!card) throw new ApiError('CardDeclined', cardDeclineMessage('missingCard'));
      const source: PaymentSource = { kind: 'savedCard', customerId: card.customerId, cardId: card.cardId };
      const donation = { eventId: body.eventId, amountCents: body.amountInCent, currency: 'usd', source };
      return donate(caller, viewer, donation, idempotencyKey);
    },

    async myDonationList(caller: Caller, page: number, pageSize: number): Promise<Page<Donation>> {
      const { rows, total } = await repo.listDonations(caller.userId, pageSize, (page - 1) * pageSize);
      return toPage(rows.map(donationOf), page, pageSize, total);
    },

    async myCards(caller: Caller): Promise<SavedCardList> {
      const cards = await repo.listCards(caller.userId);
      return {
        list: cards.map((card) => ({
          cId: card.id,
          last4: card.last4,
          createdAt: new Date(card.createdAt).toISOString(),
        })),
      };
    },

    async delMyCard(caller: Caller, cId: string): Promise<CardDeleted> {
      if (!(await repo.deleteCard(caller.userId, cId))) throw new ApiError('NotFound');
      return { cId, deleted: true };
    },
  };
}

export type DonationsService = ReturnType<typeof createDonationsService>;
