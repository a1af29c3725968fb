import { z } from 'zod';
import { textSchema } from '../schemas/text.ts';
import { roomOwnerSchema } from '../schemas/rooms.ts';
import { EventReminders } from '../limits.ts';
import { EventRoles } from '../validation/roleInvite.ts';
import { serverCommand } from './command.ts';
import { frameEventIdSchema, isoTimeSchema, personSchema, socketIdSchema } from './fields.ts';

/** cya_notification commands of spec 000 §7, and orderRefunded (commerce). */
export const NotificationCommand = {
  FriendRequest: 'friendRequest',
  FriendAcceptsRequest: 'friendAcceptsRequest',
  AcceptFriendRequestSuccess: 'acceptFriendRequestSuccess',
  EventCreation: 'eventCreation',
  EventNewDate: 'eventNewDate',
  EventReminder: 'eventReminder',
  EventInvitation: 'eventInvitation',
  RoomCreation: 'roomCreation',
  RoleConfirmation: 'roleConfirmation',
  RoleConfirmed: 'roleConfirmed',
  RoleDeclined: 'roleDeclined',
  RoomInvitation: 'roomInvitation',
  OrderRefunded: 'orderRefunded',
} as const;

/** The notification commands rooms send (kept for code written against the earlier name). */
export const RoomNotificationCommand = { RoomInvitation: NotificationCommand.RoomInvitation } as const;
/** The notification commands commerce sends (kept for code written against the earlier name). */
export const CommerceNotificationCommand = { OrderRefunded: NotificationCommand.OrderRefunded } as const;

/** spec 000 §3 notification: a stored one names its id, so the push can be deleted from the list. */
const stored = { notificationId: socketIdSchema.optional() };
const eventRef = {
  ...stored,
  eventId: frameEventIdSchema,
  slug: textSchema.max(200),
  title: textSchema.max(200),
};

/** friendRequest, friendAcceptsRequest: who asked, or who accepted. */
export const friendNoticePayloadSchema = z.object({ ...stored, from: personSchema });
/** acceptFriendRequestSuccess, to the accepter's other sockets: the new friend. */
export const acceptFriendRequestSuccessPayloadSchema = z.object({ ...stored, friend: personSchema });
/** eventCreation, eventInvitation, roomCreation: which event or room, and who made or sent it. */
export const eventNoticePayloadSchema = z.object({ ...eventRef, from: personSchema });
/** eventNewDate: the event's new times (null: to be announced). */
export const eventNewDatePayloadSchema = z.object({
  ...eventRef,
  startAt: isoTimeSchema.nullable(),
  endAt: isoTimeSchema.nullable(),
});
/** eventReminder: which reminder of which event (spec 000 §4: all-day, 10 minutes, now). */
export const eventReminderPayloadSchema = z.object({
  ...eventRef,
  startAt: isoTimeSchema,
  reminder: z.enum(EventReminders),
});
const roleNotice = { ...stored, eventId: frameEventIdSchema, eventTitle: textSchema.max(200) };
/** roleConfirmation, to the invitee: a role to confirm or decline. */
export const roleConfirmationPayloadSchema = z.object({
  ...roleNotice,
  inviteId: socketIdSchema,
  roles: z.array(z.enum(EventRoles)).min(1),
  from: personSchema,
});
/** roleConfirmed, roleDeclined, to the inviter: who answered, for which roles. */
export const roleAnswerPayloadSchema = z.object({
  ...roleNotice,
  roles: z.array(z.enum(EventRoles)).min(1),
  by: personSchema,
});

/** cya_notification roomInvitation, to each person invited on creation: enough to show and open it. */
export const roomInvitationPayloadSchema = z.object({
  ...stored,
  eventId: textSchema,
  slug: textSchema,
  title: textSchema,
  from: roomOwnerSchema,
});
/** The payload of cya_notification roomInvitation. */
export type RoomInvitationPayload = z.infer<typeof roomInvitationPayloadSchema>;

/** cya_notification orderRefunded, to the buyer: an order of theirs was refunded (`amount` in currency units). */
export const orderRefundedPayloadSchema = z.object({
  ticketId: textSchema,
  eventId: textSchema,
  eventTitle: textSchema,
  amount: z.number(),
  currency: textSchema,
});
export type OrderRefundedPayload = z.infer<typeof orderRefundedPayloadSchema>;

const notice = <C extends z.ZodType>(payload: C) => serverCommand('addressed', payload);

export const notificationCommands = {
  [NotificationCommand.FriendRequest]: notice(friendNoticePayloadSchema),
  [NotificationCommand.FriendAcceptsRequest]: notice(friendNoticePayloadSchema),
  [NotificationCommand.AcceptFriendRequestSuccess]: notice(acceptFriendRequestSuccessPayloadSchema),
  [NotificationCommand.EventCreation]: notice(eventNoticePayloadSchema),
  [NotificationCommand.EventNewDate]: notice(eventNewDatePayloadSchema),
  [NotificationCommand.EventReminder]: notice(eventReminderPayloadSchema),
  [NotificationCommand.EventInvitation]: notice(eventNoticePayloadSchema),
  [NotificationCommand.RoomCreation]: notice(eventNoticePayloadSchema),
  [NotificationCommand.RoleConfirmation]: notice(roleConfirmationPayloadSchema),
  [NotificationCommand.RoleConfirmed]: notice(roleAnswerPayloadSchema),
  [NotificationCommand.RoleDeclined]: notice(roleAnswerPayloadSchema),
  [NotificationCommand.RoomInvitation]: notice(roomInvitationPayloadSchema),
  [NotificationCommand.OrderRefunded]: notice(orderRefundedPayloadSchema),
} as const;
