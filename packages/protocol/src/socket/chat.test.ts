import { describe } from 'vitest';
import { describeCommandSamples, sample, type CommandSamples } from './commandSamples.testkit.ts';
import { AppKey } from './frame.ts';
import { maxRoomChatChars } from './chat.ts';

const { eventId, userId, person, time } = sample;
const message = { id: 'm_1', eventId, content: 'hello', isRoom: 1, sender: person, createdAt: time };
const messageCase = { valid: message, invalid: { ...message, isRoom: 0 }, field: 'isRoom' };
const ref = { valid: { id: 'm_1', eventId }, invalid: { eventId }, field: 'id' };
const block = { valid: { eventId, operatedUserId: userId }, invalid: { eventId }, field: 'operatedUserId' };

const samples: CommandSamples<typeof AppKey.Chat> = {
  sendMessage: {
    toServer: {
      valid: { eventId, content: 'hello' },
      invalid: { eventId, content: 'x'.repeat(maxRoomChatChars + 1) },
      field: 'content',
    },
    toClient: {
      valid: { ...message, approveUserId: userId, oldMessageId: 'm_0' },
      invalid: { ...message, createdAt: 'yesterday' },
      field: 'createdAt',
    },
  },
  removeMessage: { toClient: ref },
  blockUser: { toClient: block },
  unblockUser: { toClient: block },
  newMessageApprove: { toClient: messageCase },
  approvedMessageRemove: { toClient: ref },
  removeAllMessages: { toClient: { valid: { eventId }, invalid: {}, field: 'eventId' } },
  slowMode: {
    toClient: { valid: { eventId, seconds: 30 }, invalid: { eventId, seconds: 7 }, field: 'seconds' },
  },
  question: {
    toClient: {
      valid: { eventId, message, isQuestion: true, isAnswered: false, isPinned: true },
      invalid: { eventId, message, isQuestion: true, isAnswered: false },
      field: 'isPinned',
    },
  },
};

describe('cya_chat', () => describeCommandSamples(AppKey.Chat, samples));
