import type { CallView, Envelope } from '@limelight/protocol';
import { api, dataOf } from '../../lib/api/index.ts';

/** The friend-call paths (spec 000 §7 "Friend video call"). */
export const CallPath = {
  InitVideo: '/api/friend/v1/initVideo',
  VidConnect: '/api/socket2/v1/vidConnect',
  SendSdp: '/api/friend/v1/sendSdp',
  SendIce: '/api/friend/v1/sendIce',
  Hangup: '/api/friend/v1/hangup',
  Decline: '/api/friend/v1/declineVidChat',
} as const;

/** Calls the members of a chat; the whole answer, so line busy and already-in-a-call are shown. */
export const startCall = (chatId: string): Promise<Envelope<CallView>> =>
  api.post<CallView>(CallPath.InitVideo, { chatId });

/** Joins (answers) the chat's call; the whole answer. */
export const joinCall = (chatId: string): Promise<Envelope<CallView>> =>
  api.post<CallView>(CallPath.VidConnect, { chatId });

/** Declines the ringing call (its notification goes). */
export const declineCall = (chatId: string, notificationId: string) =>
  api.post(CallPath.Decline, { chatId, uuid: notificationId, command: 'friendVideoChat' }).then(dataOf);

/** Leaves the call. */
export const hangUpCall = (chatId: string) =>
  api.post(CallPath.Hangup, { chatId, notify: true }).then(dataOf);

/** An offer or answer to one member of the call. */
export const sendCallDescription = (
  chatId: string,
  toId: string,
  info: { type: 'offer' | 'answer'; sdp: string },
  fromJoin: boolean,
) => api.post(CallPath.SendSdp, { chatId, toId, info, iceType: 'pub', fromJoin }).then(dataOf);

/** An ICE candidate to one member of the call. */
export const sendCallCandidate = (chatId: string, toId: string, info: RTCIceCandidateInit) =>
  api.post(CallPath.SendIce, { chatId, toId, info, iceType: 'pub' }).then(dataOf);
