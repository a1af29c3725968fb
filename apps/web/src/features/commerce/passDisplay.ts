import type { Pass } from '@limelight/protocol';
import type { TFunction } from 'i18next';

/** What a pass admits: "VIP × 2", or "Free ticket" for an RSVP. */
export function passTicketText(pass: Pick<Pass, 'type' | 'quantity'>, t: TFunction): string {
  return pass.type === null
    ? t('commerce.passes.freeTicket')
    : t('commerce.passes.line', { type: pass.type, quantity: pass.quantity });
}
