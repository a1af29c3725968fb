import { describe } from 'vitest';
import { describeCommandSamples, sample, type CommandSamples } from './commandSamples.testkit.ts';
import { AppKey } from './frame.ts';

const { userId, person, time, description, candidate } = sample;
const key = 'meet_1';

const samples: CommandSamples<typeof AppKey.Meet> = {
  matchFound: {
    toClient: {
      valid: { key, strangerId: userId, stranger: person, isSendOffer: true, language: 'en' },
      invalid: { key, strangerId: userId, stranger: person, isSendOffer: true, language: 'xx' },
      field: 'language',
    },
  },
  strangerLeft: {
    toClient: {
      valid: { key, strangerId: userId, reason: 'next', requeued: true },
      invalid: { key, strangerId: userId, reason: 'gone', requeued: true },
      field: 'reason',
    },
  },
  sdp: {
    toClient: {
      valid: { key, fromId: userId, info: description, fromJoin: false },
      invalid: { key, fromId: userId, info: { type: 'hello', sdp: '' }, fromJoin: false },
      field: 'info.type',
    },
  },
  ice: {
    toClient: {
      valid: { key, fromId: userId, info: candidate, iceType: 'candidate' },
      invalid: { key, fromId: userId, iceType: 'candidate' },
      field: 'info',
    },
  },
  chat: {
    toClient: {
      valid: { id: '1', key, strangerId: userId, content: 'hi', type: 'text', createdAt: time },
      invalid: { id: '1', key, strangerId: userId, content: 'hi', type: 'text', createdAt: 'now' },
      field: 'createdAt',
    },
  },
  sharedMessage: {
    toClient: {
      valid: {
        strangerId: userId,
        meetKey: key,
        createdAt: time,
        type: 'youtube',
        key: 'dQw4w9WgXcQ',
        urls: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
        time: 0,
        isPlaying: true,
        duration: 212,
        extras: {},
      },
      invalid: {
        strangerId: userId,
        meetKey: key,
        createdAt: time,
        type: 'youtube',
        key: 'dQw4w9WgXcQ',
        urls: [],
        time: -1,
        isPlaying: true,
        duration: 212,
        extras: {},
      },
      field: 'time',
    },
  },
  showVideo: {
    toClient: { valid: { key, strangerId: userId }, invalid: { key }, field: 'strangerId' },
  },
};

describe('cya_meet', () => describeCommandSamples(AppKey.Meet, samples));
