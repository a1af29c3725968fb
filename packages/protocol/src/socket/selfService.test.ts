import { describe } from 'vitest';
import { describeCommandSamples, sample, type CommandSamples } from './commandSamples.testkit.ts';
import { AppKey } from './frame.ts';

const { eventId, person } = sample;
const invited = {
  eventId,
  eventTitle: 'Launch',
  inviteId: 'inv_1',
  inviteUrl: 'https://limelight.test/event/evt_1/invite/inv_1',
  roles: ['host'],
  from: person,
};

const transcoding = {
  filmId: eventId,
  state: 'transcoding',
  percent: 40,
  error: null,
  heights: [],
  runtimeS: 10,
};

const samples: CommandSamples<typeof AppKey.SelfService> = {
  roleInvited: { toClient: { valid: invited, invalid: { ...invited, roles: ['king'] }, field: 'roles.0' } },
  shouldUpdateRoleList: { toClient: { valid: { eventId }, invalid: {}, field: 'eventId' } },
  filmTranscode: {
    toClient: { valid: transcoding, invalid: { ...transcoding, percent: 101 }, field: 'percent' },
  },
};

describe('cya_self_service', () => describeCommandSamples(AppKey.SelfService, samples));
