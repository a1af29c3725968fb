import { describe } from 'vitest';
import { describeCommandSamples, sample, type CommandSamples } from './commandSamples.testkit.ts';
import { AppKey } from './frame.ts';

const { eventId, userId, description, candidate } = sample;
const castMove = {
  toClient: {
    valid: { eventId, userId, list: 'waiting', byUserId: 'u_mod' },
    invalid: { eventId, userId, list: 'backstage' },
    field: 'list',
  },
};
const bulkMove = {
  toClient: {
    valid: { eventId, userIds: [userId], list: 'ready' },
    invalid: { eventId, list: 'ready' },
    field: 'userIds',
  },
};
const p2pDescription = {
  toClient: {
    valid: { eventId, userId, sdp: description, prefix: 'stage' },
    invalid: { eventId, userId, sdp: { type: 'hello', sdp: '' } },
    field: 'sdp.type',
  },
};
const mediaDescription = {
  toClient: {
    valid: { eventId, pubId: 'p_1', sdp: description },
    invalid: { eventId, sdp: description },
    field: 'pubId',
  },
};
const mediaCandidate = {
  toClient: {
    valid: { eventId, pubId: 'p_1', candidate },
    invalid: { eventId, pubId: 'p_1' },
    field: 'candidate',
  },
};
const peer = {
  userId,
  username: 'ada',
  avatar: null,
  microphoneMuted: false,
  microphoneMutedMobile: false,
  muted: false,
  order: 0,
  prefix: 'stage',
  timestamp: 1_700_000_000_000,
};
const share = { shareId: 's_1', ownerId: userId, publisherId: userId, trackIds: { video: 't_1' }, peers: [] };

const samples: CommandSamples<typeof AppKey.Cast> = {
  block: castMove,
  unblock: castMove,
  apply: castMove,
  exit: castMove,
  cancel: castMove,
  approve: castMove,
  onlineClose: castMove,
  onlineInvite: castMove,
  onlineCancel: castMove,
  onlineAccept: castMove,
  onlineReject: castMove,
  onlineTimeout: castMove,
  interviewInvite: {
    toClient: {
      valid: {
        eventId,
        userId,
        list: 'interviewing',
        interview: { interviewee: userId, interviewer: 'u_mod' },
      },
      invalid: { eventId, userId, list: 'interviewing', interview: { interviewee: userId } },
      field: 'interview.interviewer',
    },
  },
  removeList: bulkMove,
  interviewTimeout: castMove,
  interviewCancel: castMove,
  interviewReject: castMove,
  interviewAccept: castMove,
  interviewAcceptGt: castMove,
  interviewClose: castMove,
  onlineKickAll: bulkMove,
  onlineConfirmClose: castMove,
  onlineCloseGt: castMove,
  goOnline: castMove,
  reconnect: {
    toClient: {
      valid: { eventId, userId, connectionType: 'pub' },
      invalid: { eventId, userId, connectionType: 'both' },
      field: 'connectionType',
    },
  },
  onlineAcceptGt: castMove,
  onlineAvatar: {
    toClient: {
      valid: { eventId, userId, isShowed: true },
      invalid: { eventId, userId, isShowed: 1 },
      field: 'isShowed',
    },
  },
  onlineMicrophone: {
    toClient: { valid: { eventId, userId, isMuted: true }, invalid: { eventId, userId }, field: 'isMuted' },
  },
  listDelUser: {
    toClient: {
      valid: { eventId, userId, list: 'ready' },
      invalid: { eventId, list: 'ready' },
      field: 'userId',
    },
  },
  eventJoiningPeople: {
    toClient: { valid: { eventId, count: 3 }, invalid: { eventId, count: -1 }, field: 'count' },
  },
  multiConn: { toClient: { valid: { eventId, userId }, invalid: { userId }, field: 'eventId' } },
  mainWindow: {
    toClient: {
      valid: { eventId, userIds: [userId], byUserId: 'u_mod' },
      invalid: { eventId, userIds: ['a', 'b', 'c', 'd', 'e'] },
      field: 'userIds',
    },
  },
  p2pOffer: p2pDescription,
  p2pAnswer: p2pDescription,
  p2pIce: {
    toClient: {
      valid: { eventId, userId, candidate },
      invalid: { eventId, userId, candidate: {} },
      field: 'candidate.candidate',
    },
  },
  p2pIceGroup: {
    toClient: {
      valid: { eventId, userId, candidates: [candidate] },
      invalid: { eventId, userId, candidates: Array.from({ length: 16 }, () => candidate) },
      field: 'candidates',
    },
  },
  onPubSDP: mediaDescription,
  onPubCan: mediaCandidate,
  onNewStreamV2: {
    toClient: {
      valid: { eventId, pubId: 'p_1', provider: 2, peer },
      invalid: { eventId, pubId: 'p_1', provider: 3, peer },
      field: 'provider',
    },
  },
  onSubSDP: mediaDescription,
  onSubCan: mediaCandidate,
  onNewCloudflareStream: {
    toClient: {
      valid: { eventId, userId, sessionId: 'sess_1', trackIds: { audio: 'a', video: 'v' }, codec: 'VP8' },
      invalid: { eventId, userId, trackIds: {} },
      field: 'sessionId',
    },
  },
  screenShareRequest: {
    toClient: {
      valid: { eventId, share },
      invalid: { eventId, share: { ...share, peers: null } },
      field: 'share.peers',
    },
  },
  screenShareAnswer: {
    toClient: {
      valid: { eventId, shareId: 's_1', isAccepted: false },
      invalid: { eventId, shareId: 's_1' },
      field: 'isAccepted',
    },
  },
  onStreamClosed: {
    toClient: {
      valid: { eventId, pubId: 'p_1', userId: 'u_1' },
      invalid: { eventId, userId: 'u_1' },
      field: 'pubId',
    },
  },
  screenShareUpdate: {
    toClient: {
      valid: { eventId, share: null },
      invalid: { eventId, share: { ...share, peers: Array.from({ length: 51 }, (_, i) => `u_${i}`) } },
      field: 'share.peers',
    },
  },
};

describe('cya_cast', () => describeCommandSamples(AppKey.Cast, samples));
