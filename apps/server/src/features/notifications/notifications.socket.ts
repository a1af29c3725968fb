import { AppKey, frameOf, type ServerCommand, type ServerPayloadInput } from '@limelight/protocol';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';

type NotificationCommandName = ServerCommand<typeof AppKey.Notification>;

/** What the notifications service tells people; this file turns it into cya_notification frames. */
export interface NotificationEvents {
  /** One person hears of a notification on every open socket (the friend socket included). */
  pushed<C extends NotificationCommandName>(
    userId: string,
    command: C,
    payload: ServerPayloadInput<typeof AppKey.Notification, C>,
  ): Promise<void>;
}

export function createNotificationEvents(delivery: Pick<RealtimeDelivery, 'toUser'>): NotificationEvents {
  return {
    pushed: (userId, command, payload) =>
      delivery.toUser(userId, frameOf(AppKey.Notification, command, payload)),
  };
}
