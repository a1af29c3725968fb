import { describe } from 'vitest';
import { describeCommandSamples, sample, type CommandSamples } from './commandSamples.testkit.ts';
import { AppKey } from './frame.ts';

const { eventId, userId } = sample;

const samples: CommandSamples<typeof AppKey.Flag> = {
  blockUser: { toClient: { valid: { eventId, userId }, invalid: { eventId }, field: 'userId' } },
  closeEvent: { toClient: { valid: { eventId }, invalid: { eventId: '' }, field: 'eventId' } },
};

describe('cya_flag', () => describeCommandSamples(AppKey.Flag, samples));
