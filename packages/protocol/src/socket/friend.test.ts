import { describe } from 'vitest';
import { describeCommandSamples, sample, type CommandSamples } from './commandSamples.testkit.ts';
import { AppKey } from './frame.ts';

const { userId, person, time, description, candidate } = sample;
const chatId = 'friend_u_1_u_2';
const message = { chatId, id: 'm_1', content: 'hi', type: 'text', createdAt: time, sender: person, seq: 1 };
const chat = { valid: message, invalid: { ...message, sender: { userId } }, field: 'sender.displayName' };
const refresh = { valid: { chatId }, invalid: { chatId: 5 }, field: 'chatId' };
const callId = 'c_1';
const incoming = { chatId, callId, notificationId: 'n_1', state: 'init', from: person, members: [person] };

const samples: CommandSamples<typeof AppKey.Friend> = {
  friendChat: { toClient: chat },
  groupChat: { toClient: { ...chat, valid: { ...message, chatId: 'group_1' } } },
  updateFriendList: { toClient: { ...refresh, valid: undefined } },
  updateChatList: { toClient: refresh },
  updateFriendListAndChatList: { toClient: refresh },
  friendVideoChat: {
    toClient: { valid: incoming, invalid: { ...incoming, state: 'ringing' }, field: 'state' },
  },
  p2pSetupInfo: {
    toServer: {
      valid: { chatId, peerType: 'pub', description, codec: 'VP8', fromJoin: true },
      invalid: { chatId, peerType: 'pub', description, candidate },
      field: 'description',
    },
    toClient: {
      valid: { chatId, peerType: 'sub', candidate, fromId: userId },
      invalid: { chatId, peerType: 'sub', candidate },
      field: 'fromId',
    },
  },
  declineVidChat: {
    toClient: {
      valid: { chatId, callId, userId, reason: 'missed' },
      invalid: { chatId, callId, userId, reason: 'hangup' },
      field: 'reason',
    },
  },
  endVidChat: {
    toClient: {
      valid: { chatId, callId, userId, isCallOver: true },
      invalid: { chatId, callId, isCallOver: true },
      field: 'userId',
    },
  },
  chatResume: { toServer: { valid: { lastSeq: 0 }, invalid: { lastSeq: -1 }, field: 'lastSeq' } },
  chatResync: { toClient: { valid: { seq: 7 }, invalid: { seq: 'x' }, field: 'seq' } },
};

describe('cya_friend', () => describeCommandSamples(AppKey.Friend, samples));
