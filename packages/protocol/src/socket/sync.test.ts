import { describe } from 'vitest';
import { describeCommandSamples, sample, type CommandSamples } from './commandSamples.testkit.ts';
import { AppKey } from './frame.ts';

const { eventId } = sample;
const item = { contentId: 'c_1', mode: 'youtube', name: 'Intro', urls: { web: 'https://example.com/v' } };

const samples: CommandSamples<typeof AppKey.Sync> = {
  playV2: {
    toClient: {
      valid: { ...item, eventId, isPlaying: true, time: 12.5, duration: 300, control: true },
      invalid: { ...item, eventId, isPlaying: true, time: -1, duration: 300 },
      field: 'time',
    },
  },
  contentChanged: {
    toClient: {
      valid: { eventId, list: [item] },
      invalid: { eventId, list: [{ mode: 'mp4' }] },
      field: 'list.0.contentId',
    },
  },
  postChanged: {
    toClient: {
      valid: { eventId, post: { text: 'Slides', link: null, authorId: 'u-1', updatedAt: 1 } },
      invalid: { eventId, post: { text: '', link: null, authorId: 'u-1', updatedAt: 1 } },
      field: 'post.text',
    },
  },
};

describe('cya_sync', () => describeCommandSamples(AppKey.Sync, samples));
