import { NotificationCommand } from '@limelight/protocol';
import type { TFunction } from 'i18next';

/** What a notification's payload names, read loosely: stored payloads are records. */
interface NoticeFields {
  from?: { displayName?: unknown };
  by?: { displayName?: unknown };
  friend?: { displayName?: unknown };
  title?: unknown;
  eventTitle?: unknown;
  reminder?: unknown;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The person and the event or room a notification names. */
function namesOf(payload: NoticeFields) {
  const person = payload.from ?? payload.by ?? payload.friend;
  return {
    name: textOf(person?.displayName),
    title: textOf(payload.title) || textOf(payload.eventTitle),
  };
}

const reminderKeys = {
  'all-day': 'notifications.text.reminderDay',
  '10-minutes': 'notifications.text.reminderTenMinutes',
  now: 'notifications.text.reminderNow',
} as const;

/** One line telling what happened, for the panel and the pop-up. */
export function notificationText(command: string, payload: object, t: TFunction): string {
  const fields = payload as NoticeFields;
  const names = namesOf(fields);
  switch (command) {
    case NotificationCommand.FriendRequest:
      return t('notifications.text.friendRequest', names);
    case NotificationCommand.FriendAcceptsRequest:
      return t('notifications.text.friendAcceptsRequest', names);
    case NotificationCommand.AcceptFriendRequestSuccess:
      return t('notifications.text.acceptFriendRequestSuccess', names);
    case NotificationCommand.EventCreation:
      return t('notifications.text.eventCreation', names);
    case NotificationCommand.EventNewDate:
      return t('notifications.text.eventNewDate', names);
    case NotificationCommand.EventReminder:
      return t(reminderKeys[textOf(fields.reminder) as keyof typeof reminderKeys] ?? reminderKeys.now, names);
    case NotificationCommand.EventInvitation:
      return t('notifications.text.eventInvitation', names);
    case NotificationCommand.RoomCreation:
      return t('notifications.text.roomCreation', names);
    case NotificationCommand.RoleConfirmation:
      return t('notifications.text.roleConfirmation', names);
    case NotificationCommand.RoleConfirmed:
      return t('notifications.text.roleConfirmed', names);
    case NotificationCommand.RoleDeclined:
      return t('notifications.text.roleDeclined', names);
    case NotificationCommand.RoomInvitation:
      return t('notifications.text.roomInvitation', names);
    case NotificationCommand.OrderRefunded:
      return t('notifications.text.orderRefunded', names);
    default:
      return t('notifications.text.other');
  }
}
