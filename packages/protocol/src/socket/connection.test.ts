import { describe } from 'vitest';
import { describeCommandSamples, type CommandSamples } from './commandSamples.testkit.ts';
import { AppKey } from './frame.ts';

const samples: CommandSamples<typeof AppKey.Connection> = {
  ping: { toServer: { valid: undefined, invalid: { beat: 1 }, field: 'beat' } },
  pong: { toClient: { valid: {}, invalid: { beat: 1 }, field: 'beat' } },
  kick: { toClient: { valid: { code: 4, reason: 'duplicate tab' }, invalid: { code: 5 }, field: 'code' } },
  roomSeq: { toClient: { valid: { roomId: 'r', seq: 0 }, invalid: { roomId: 'r', seq: -1 }, field: 'seq' } },
  resume: { toServer: { valid: { lastSeq: 0 }, invalid: { lastSeq: 2 ** 31 }, field: 'lastSeq' } },
  resync: {
    toClient: { valid: { seq: 120, state: { title: 'x' } }, invalid: { seq: 1.5, state: {} }, field: 'seq' },
  },
};

describe('cya_connection', () => describeCommandSamples(AppKey.Connection, samples));
