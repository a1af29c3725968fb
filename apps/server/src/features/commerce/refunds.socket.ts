import { AppKey, CommerceNotificationCommand, frameOf, type OrderRefundedPayload } from '@limelight/protocol';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';

/** What the refunds service tells the buyer; this file turns the event into its frame. */
export interface RefundEvents {
  /** An order was refunded: the buyer hears of it on every open socket (cya_notification orderRefunded). */
  orderRefunded(userId: string, refund: OrderRefundedPayload): Promise<void>;
}

export function createRefundEvents(delivery: Pick<RealtimeDelivery, 'toUser'>): RefundEvents {
  return {
    orderRefunded: (userId, refund) =>
      delivery.toUser(
        userId,
        frameOf(AppKey.Notification, CommerceNotificationCommand.OrderRefunded, refund),
      ),
  };
}
