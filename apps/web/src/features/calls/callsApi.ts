import type { CallView, Envelope } from '@limelight/protocol';
import { callsCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';

/** Calls the members of a chat; the whole answer, so line busy and already-in-a-call are shown. */
export const startCall = (chatId: string): Promise<Envelope<CallView>> =>
  api.call(callsCalls.initVideo, { body: { chatId } });

/** Joins (answers) the chat's call; the whole answer. */
export const joinCall = (chatId: string): Promise<Envelope<CallView>> =>
  api.call(callsCalls.vidConnect, { body: { chatId } });

/** Declines the ringing call (its notification goes). */
export const declineCall = (chatId: string, notificationId: string) =>
  api
    .call(callsCalls.declineVidChat, {
      body: { chatId, uuid: notificationId, command: 'friendVideoChat' },
    })
    .then(dataOf);

/** Leaves the call. */
export const hangUpCall = (chatId: string) =>
  api.call(callsCalls.hangup, { body: { chatId, notify: true } }).then(dataOf);

/** An offer or answer to one member of the call. */
export const sendCallDescription = (
  chatId: string,
  toId: string,
  info: { type: 'offer' | 'answer'; sdp: string },
  fromJoin: boolean,
) => api.call(callsCalls.sendSdp, { body: { chatId, toId, info, iceType: 'pub', fromJoin } }).then(dataOf);

/** An ICE candidate to one member of the call; a missing `candidate` is WebRTC's own default, ''. */
export const sendCallCandidate = (
  chatId: string,
  toId: string,
  { candidate = '', ...info }: RTCIceCandidateInit,
) =>
  api
    .call(callsCalls.sendIce, { body: { chatId, toId, info: { candidate, ...info }, iceType: 'pub' } })
    .then(dataOf);
