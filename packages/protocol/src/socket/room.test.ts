import { describe } from 'vitest';
import { describeCommandSamples, sample, type CommandSamples } from './commandSamples.testkit.ts';
import { AppKey } from './frame.ts';

const { eventId, userId, person } = sample;
const waiting = { ...person, waitingSince: '2026-11-26T10:00:00.000Z' };

const samples: CommandSamples<typeof AppKey.Room> = {
  waitJoin: {
    toClient: {
      valid: { eventId, person: waiting },
      invalid: { eventId, person },
      field: 'person.waitingSince',
    },
  },
  waitLeave: { toClient: { valid: { eventId, userId }, invalid: { eventId, userId: '' }, field: 'userId' } },
  waitUpdate: {
    toClient: {
      valid: { eventId, waiting: [waiting] },
      invalid: { eventId, waiting: [{}] },
      field: 'waiting.0.userId',
    },
  },
  waitRoom: {
    toClient: { valid: { eventId, position: 3 }, invalid: { eventId, position: 0 }, field: 'position' },
  },
  waitAccept: {
    toServer: { valid: { eventId, userId, inviteToStage: true }, invalid: { eventId }, field: 'userId' },
    toClient: { valid: { eventId, inviteToStage: false }, invalid: { eventId }, field: 'inviteToStage' },
  },
  waitReject: {
    toServer: { valid: { eventId, userId }, invalid: { userId }, field: 'eventId' },
    toClient: { valid: { eventId }, invalid: { eventId: 7 }, field: 'eventId' },
  },
  label: { toClient: { valid: { eventId, label: '18' }, invalid: { eventId, label: '21' }, field: 'label' } },
  roomSettingUpdated: {
    toClient: { valid: { eventId, option: 'sendChat', value: false }, invalid: { eventId }, field: 'option' },
  },
};

describe('cya_room', () => describeCommandSamples(AppKey.Room, samples));
