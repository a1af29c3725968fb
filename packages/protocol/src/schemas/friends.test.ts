import { describe, expect, it } from 'vitest';
import { NotificationCommand } from '../socket/notification.ts';
import { chatSendRequestSchema, updateChatListQuerySchema } from './friendChats.ts';
import { friendListQuerySchema, respondFriendRequestSchema } from './friends.ts';
import { listNotificationsQuerySchema, notificationCategoryOf } from './notifications.ts';

describe('friend call schemas (spec 000 §7)', () => {
  it('page friend lists by 20 by default and read accept as a flag', () => {
    expect(friendListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(respondFriendRequestSchema.parse({ friendId: 'u1', accept: 'true' })).toEqual({
      friendId: 'u1',
      accept: true,
    });
    expect(respondFriendRequestSchema.parse({ friendId: 'u1' }).accept).toBe(false);
  });

  it('leave required ids to the service (its own codes) but bound the content', () => {
    expect(chatSendRequestSchema.parse({ content: ' hi ' })).toEqual({ content: 'hi' });
    expect(chatSendRequestSchema.safeParse({ chatId: 'friend_a_b', content: '   ' }).success).toBe(false);
    expect(chatSendRequestSchema.safeParse({ content: 'x'.repeat(4001) }).success).toBe(false);
    expect(updateChatListQuerySchema.parse({ chatId: 'friend_a_b' }).action).toBe('delete');
  });
});

describe('notifications (spec 000 §3, §7)', () => {
  it('lists all by default, 3 per type, and pages a category by 10', () => {
    expect(listNotificationsQuerySchema.parse({})).toEqual({
      condition: 'all',
      maxNumInType: 3,
      page: 1,
      pageSize: 10,
    });
    expect(listNotificationsQuerySchema.safeParse({ condition: 'other' }).success).toBe(false);
  });

  it('stores every command of the panel in its category; acceptFriendRequestSuccess is a push only', () => {
    expect(notificationCategoryOf[NotificationCommand.FriendRequest]).toBe('request');
    expect(notificationCategoryOf[NotificationCommand.RoleConfirmation]).toBe('request');
    expect(notificationCategoryOf[NotificationCommand.EventReminder]).toBe('event');
    expect(notificationCategoryOf[NotificationCommand.RoomInvitation]).toBe('room');
    expect(Object.hasOwn(notificationCategoryOf, NotificationCommand.AcceptFriendRequestSuccess)).toBe(false);
  });
});
