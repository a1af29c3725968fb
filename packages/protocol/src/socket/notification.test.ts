import { describe } from 'vitest';
import { describeCommandSamples, sample, type CommandSamples } from './commandSamples.testkit.ts';
import { AppKey } from './frame.ts';

const { eventId, person, time } = sample;
const event = { notificationId: 'n_1', eventId, slug: 'launch', title: 'Launch' };
const friendNotice = { valid: { from: person }, invalid: {}, field: 'from' };
const eventNotice = { valid: { ...event, from: person }, invalid: { ...event, from: null }, field: 'from' };
const roleAnswer = {
  valid: { eventId, eventTitle: 'Launch', roles: ['mod'], by: person },
  invalid: { eventId, eventTitle: 'Launch', roles: [], by: person },
  field: 'roles',
};

const samples: CommandSamples<typeof AppKey.Notification> = {
  friendRequest: { toClient: friendNotice },
  friendAcceptsRequest: { toClient: friendNotice },
  acceptFriendRequestSuccess: {
    toClient: { valid: { friend: person }, invalid: { from: person }, field: 'friend' },
  },
  eventCreation: { toClient: eventNotice },
  eventNewDate: {
    toClient: {
      valid: { ...event, startAt: time, endAt: null },
      invalid: { ...event, startAt: 'soon', endAt: null },
      field: 'startAt',
    },
  },
  eventReminder: {
    toClient: {
      valid: { ...event, startAt: time, reminder: 'now' },
      invalid: { ...event, startAt: time, reminder: 'later' },
      field: 'reminder',
    },
  },
  eventInvitation: { toClient: eventNotice },
  roomCreation: { toClient: eventNotice },
  roleConfirmation: {
    toClient: {
      valid: { eventId, eventTitle: 'Launch', inviteId: 'inv_1', roles: ['host', 'star'], from: person },
      invalid: { eventId, eventTitle: 'Launch', roles: ['host'], from: person },
      field: 'inviteId',
    },
  },
  roleConfirmed: { toClient: roleAnswer },
  roleDeclined: { toClient: roleAnswer },
  roomInvitation: {
    toClient: {
      valid: { eventId, slug: 'r', title: 'Room', from: person },
      invalid: { eventId },
      field: 'slug',
    },
  },
  orderRefunded: {
    toClient: {
      valid: { ticketId: 't_1', eventId, eventTitle: 'Launch', amount: 12.5, currency: 'usd' },
      invalid: { ticketId: 't_1', eventId, eventTitle: 'Launch', amount: '12.50', currency: 'usd' },
      field: 'amount',
    },
  },
};

describe('cya_notification', () => describeCommandSamples(AppKey.Notification, samples));
