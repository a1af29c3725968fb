import { z } from 'zod';
import { NotificationCommand } from '../socket/notification.ts';
import { isoTimeSchema } from '../socket/fields.ts';
import { boundedCoercedIntSchema } from './integers.ts';
import { paginationSchema } from '../envelope.ts';
import { PageSize } from '../limits.ts';
import { userIdSchema } from './ids.ts';
import { textSchema } from './text.ts';

// The notifications panel (spec 000 §3 notification, §7 "Notifications"; docs/decisions/notifications.md).

/** The stored categories of the panel (spec 000 §3: friend and role requests, event, room). */
export const NotificationCategories = ['request', 'event', 'room'] as const;
export type NotificationCategory = (typeof NotificationCategories)[number];

/** Which category each stored notification command is listed under; commands left out are not stored. */
export const notificationCategoryOf = {
  [NotificationCommand.FriendRequest]: 'request',
  [NotificationCommand.FriendAcceptsRequest]: 'request',
  [NotificationCommand.RoleConfirmation]: 'request',
  [NotificationCommand.RoleConfirmed]: 'request',
  [NotificationCommand.RoleDeclined]: 'request',
  [NotificationCommand.EventCreation]: 'event',
  [NotificationCommand.EventNewDate]: 'event',
  [NotificationCommand.EventReminder]: 'event',
  [NotificationCommand.EventInvitation]: 'event',
  [NotificationCommand.RoomCreation]: 'room',
  [NotificationCommand.RoomInvitation]: 'room',
} as const satisfies Record<string, NotificationCategory>;
/** A notification command that is stored and listed. */
export type StoredNotificationCommand = keyof typeof notificationCategoryOf;

/**
 * GET /api/notification/v1/listSelfNotifications (condition; all: maxNumInType default 3; otherwise page
 * default 1, pageSize default 10).
 */
export const listNotificationsQuerySchema = z.object({
  condition: z.enum(['all', ...NotificationCategories]).default('all'),
  maxNumInType: boundedCoercedIntSchema(1, 50).default(PageSize.notificationsPerTypeForAll),
  page: boundedCoercedIntSchema(1).default(1),
  pageSize: boundedCoercedIntSchema(1, 100).default(PageSize.notifications),
});
export type ListNotificationsQuery = z.output<typeof listNotificationsQuerySchema>;

/** spec 000 §3 notification: notificationId, userId, uuid, command, payload (uuid is the notification's id too). */
export const notificationItemSchema = z.object({
  notificationId: textSchema,
  uuid: textSchema,
  userId: userIdSchema,
  command: textSchema,
  category: z.enum(NotificationCategories),
  payload: z.record(textSchema, z.unknown()),
  createdAt: isoTimeSchema,
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** The answer for category all: the newest `maxNumInType` of each category. */
export const allNotificationsAnswerSchema = z.object({
  request: z.array(notificationItemSchema),
  event: z.array(notificationItemSchema),
  room: z.array(notificationItemSchema),
});
export type AllNotificationsAnswer = z.infer<typeof allNotificationsAnswerSchema>;

/** The answer for one category: a page of it, newest first (spec: data.notifications, data.pagination). */
export const notificationPageAnswerSchema = z.object({
  notifications: z.array(notificationItemSchema),
  pagination: paginationSchema,
});
export type NotificationPageAnswer = z.infer<typeof notificationPageAnswerSchema>;

/** POST /api/notification/v1/deleteNotification {userId, uuid}. */
export const deleteNotificationRequestSchema = z.object({
  userId: userIdSchema.optional(),
  uuid: textSchema.trim().min(1).max(128),
});
export type DeleteNotificationRequest = z.infer<typeof deleteNotificationRequestSchema>;
