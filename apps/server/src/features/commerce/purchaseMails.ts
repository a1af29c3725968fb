import { formatPrice, type Currency, type Donation, type Order } from '@limelight/protocol';
import type { Logger } from '../../platform/logger.ts';
import { confirmationSender } from '../../platform/mail/confirmationSender.ts';
import { inMailLanguage, type Mailer } from '../../platform/mail/mailer.ts';
import { formatMailTime } from '../../platform/mail/mailTime.ts';
import { verificationCodeOf } from './orderView.ts';

export interface PurchaseMailsDeps {
  mailer: Mailer;
  /** The platform's public address: passes and receipts are linked there. */
  publicUrl: string;
  /** The account e-mail of a person (a donation's receipt goes there). */
  emailOf: (userId: string) => Promise<string | null>;
  /** The zone a person's browser last reported; null writes times in UTC, named (issue 22 item 10). */
  timeZoneOf: (userId: string) => Promise<string | null>;
  log: Logger;
}

const amountText = (cents: number, currency: string) =>
  cents === 0 ? 'Free' : formatPrice(cents, currency.toUpperCase() as Currency);

/**
 * The confirmations a buyer gets by e-mail (issue 15 "Buying"): a ticket with its pass, a donation with its
 * receipt. A confirmation that cannot be sent never undoes a payment: the failure is logged.
 */
export function createPurchaseMails(deps: PurchaseMailsDeps) {
  const link = (path: string) => inMailLanguage(new URL(path, deps.publicUrl));
  const send = confirmationSender(deps.mailer, deps.log);

  return {
    /** A paid (or free) order of tickets: what was bought, for how much, the pass and its door code. */
    async ticketBought(buyerId: string, order: Order): Promise<void> {
      const cents = Math.round(order.price * 100);
      const timeZone = await deps.timeZoneOf(buyerId);
      await send({
        to: order.email,
        subject: `Your ticket for "${order.eventTitle}"`,
        text: [
          `You're in: ${order.quantity} × ${order.type} for "${order.eventTitle}".`,
          `Starts: ${order.eventStartAt === null ? 'to be announced' : formatMailTime(new Date(order.eventStartAt), timeZone)}`,
          `Paid: ${amountText(cents, order.currency)}${order.couponCode ? ` (coupon ${order.couponCode})` : ''}`,
          '',
          ...(order.passId
            ? [
                `Your pass: ${link(`/pass/${encodeURIComponent(order.passId)}`)}`,
                `Door code: ${verificationCodeOf(order.passId)}`,
              ]
            : []),
          `Receipt: ${link(`/myPurchases/${encodeURIComponent(order.ticketId)}`)}`,
        ].join('\n'),
      });
    },

    /** A donation's receipt, to the donor's account e-mail. */
    async donated(userId: string, donation: Donation): Promise<void> {
      const to = await deps.emailOf(userId);
      if (!to) return;
      const amount = amountText(donation.amountInCent, donation.currency);
      await send({
        to,
        subject: `Receipt for your donation to "${donation.eventTitle}"`,
        text: [
          `Thank you for your donation of ${amount} to "${donation.eventTitle}".`,
          `Receipt number: ${donation.id}`,
          `Date: ${formatMailTime(new Date(donation.createdAt), await deps.timeZoneOf(userId))}`,
          '',
          `Your donations: ${link('/myDonations')}`,
        ].join('\n'),
      });
    },
  };
}

export type PurchaseMails = ReturnType<typeof createPurchaseMails>;
