import { formatPrice, type StoreOrder } from '@limelight/protocol';
import type { Logger } from '../../platform/logger.ts';
import { confirmationSender } from '../../platform/mail/confirmationSender.ts';
import { inMailLanguage, type Mailer } from '../../platform/mail/mailer.ts';

export interface StoreOrderMailDeps {
  mailer: Mailer;
  /** The platform's public address: the buyer's store orders are linked there. */
  publicUrl: string;
  log: Logger;
}

/**
 * The receipt of a paid store order, to the address the buyer gave (issue 15 "Buying"): each line, the tax,
 * the total in the cart's currency, and where the orders are. A receipt that cannot be sent is logged only.
 */
export function createStoreOrderMail(deps: StoreOrderMailDeps): (order: StoreOrder) => Promise<void> {
  const send = confirmationSender(deps.mailer, deps.log);
  return async (order) => {
    const price = (cents: number) => formatPrice(cents, order.currency);
    await send({
      to: order.email,
      subject: `Your store order ${order.storeOrderId.slice(0, 8)}`,
      text: [
        'Thank you for your order.',
        '',
        ...order.lineItems.map(
          (line) => `${line.count} × ${line.title} (${line.variantName}): ${price(line.lineTotal)}`,
        ),
        `Subtotal: ${price(order.subtotal)}`,
        `Tax: ${price(order.tax)}`,
        `Total paid: ${price(order.totalPrice)}`,
        `Order number: ${order.storeOrderId}`,
        '',
        `Your orders: ${inMailLanguage(new URL('/store', deps.publicUrl))}`,
      ].join('\n'),
    });
  };
}
