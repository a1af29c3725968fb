import {
  AppKey,
  FriendCommand,
  parseServerFrame,
  type CallView,
  type DeclineVidChatPayload,
  type EndVidChatPayload,
  type FriendVideoChatPayload,
  type P2pSetupInfoPayload,
  type SocketMessage,
} from '@limelight/protocol';
import { expect } from 'vitest';
import type { ApiHost, TestMember } from '../factories.ts';
import type { TestSocket } from '../socketClient.ts';
import { postAs } from '../friends/friendKit.ts';

/** The friend-call calls of spec 000 §7 as a member makes them. */
export const callApi = (server: ApiHost) => ({
  initVideo: (member: TestMember, body: object) =>
    postAs<CallView>(server, '/api/friend/v1/initVideo', member.userToken, body),
  vidConnect: (member: TestMember, body: object) =>
    postAs<CallView>(server, '/api/socket2/v1/vidConnect', member.userToken, body),
  sendSdp: (member: TestMember, body: object) =>
    postAs<null>(server, '/api/friend/v1/sendSdp', member.userToken, body),
  sendIce: (member: TestMember, body: object) =>
    postAs<null>(server, '/api/friend/v1/sendIce', member.userToken, body),
  hangup: (member: TestMember, body: object) =>
    postAs<null>(server, '/api/friend/v1/hangup', member.userToken, body),
  declineVidChat: (member: TestMember, body: object) =>
    postAs<null>(server, '/api/friend/v1/declineVidChat', member.userToken, body),
});

/** A cya_friend frame of a call at or after `fromIndex`, checked against the socket contract, matching `fields`. */
async function callFrame<T>(
  socket: TestSocket,
  command: string,
  fields: object,
  timeoutMs: number,
  fromIndex: number,
): Promise<T> {
  const frame: SocketMessage = await socket.waitFor(
    (m) =>
      m.appKey === AppKey.Friend &&
      m.command === command &&
      Object.entries(fields).every(([key, value]) => (m.payload as Record<string, unknown>)[key] === value),
    timeoutMs,
    fromIndex,
  );
  expect(parseServerFrame(frame).ok).toBe(true);
  return frame.payload as T;
}

export const incomingCall = (socket: TestSocket, fields: object = {}, timeoutMs = 5000, fromIndex = 0) =>
  callFrame<FriendVideoChatPayload>(socket, FriendCommand.FriendVideoChat, fields, timeoutMs, fromIndex);
export const callSignal = (socket: TestSocket, fields: object = {}, timeoutMs = 5000, fromIndex = 0) =>
  callFrame<P2pSetupInfoPayload>(socket, FriendCommand.P2pSetupInfo, fields, timeoutMs, fromIndex);
export const callDeclined = (socket: TestSocket, fields: object = {}, timeoutMs = 5000, fromIndex = 0) =>
  callFrame<DeclineVidChatPayload>(socket, FriendCommand.DeclineVidChat, fields, timeoutMs, fromIndex);
export const callLeft = (socket: TestSocket, fields: object = {}, timeoutMs = 5000, fromIndex = 0) =>
  callFrame<EndVidChatPayload>(socket, FriendCommand.EndVidChat, fields, timeoutMs, fromIndex);

/** An SDP offer as a browser sends one (its content is not read by the server). */
export const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n' };
export const candidate = {
  candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host',
  sdpMid: '0',
  sdpMLineIndex: 0,
};
