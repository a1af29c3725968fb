import { z } from 'zod';
import {
  callViewSchema,
  declineVidChatRequestSchema,
  hangupRequestSchema,
  initVideoRequestSchema,
  sendIceRequestSchema,
  sendSdpRequestSchema,
  vidConnectRequestSchema,
} from '../schemas/calls.ts';
import { defineCall } from './call.ts';

// The codes of the chat a call is of (28002 none, 28003 not a chat id, 28000 not the caller's, 26003 a
// one-to-one chat with someone no longer a friend), and of the call itself.
const chatCodes = ['ChatIdRequired', 'InvalidChatId', 'ChatNotFound', 'NotYourFriend'] as const;
const inCallCodes = ['ChatIdRequired', 'InvalidChatId', 'CallNotFound', 'NotInCall'] as const;

/** spec 000 §7 "Friend video call" (docs/decisions/friend-calls.md): members only. */
export const callsCalls = {
  initVideo: defineCall({
    method: 'POST',
    path: '/api/friend/v1/initVideo',
    auth: 'member',
    body: initVideoRequestSchema,
    answer: callViewSchema,
    codes: [...chatCodes, 'AlreadyInCall', 'LineBusy', 'CallNotFound'],
    summary: 'Calls the members of a one-to-one or group chat (or joins its call going on).',
  }),
  vidConnect: defineCall({
    method: 'POST',
    path: '/api/socket2/v1/vidConnect',
    auth: 'member',
    body: vidConnectRequestSchema,
    answer: callViewSchema,
    codes: [...chatCodes, 'CallNotFound', 'AlreadyInCall'],
    summary: "Joins a chat's call; the one who joins offers to those in it (spec 001 §4).",
  }),
  sendSdp: defineCall({
    method: 'POST',
    path: '/api/friend/v1/sendSdp',
    auth: 'member',
    body: sendSdpRequestSchema,
    answer: z.null(),
    codes: [...inCallCodes],
    summary: 'An offer or answer to one member of the call.',
  }),
  sendIce: defineCall({
    method: 'POST',
    path: '/api/friend/v1/sendIce',
    auth: 'member',
    body: sendIceRequestSchema,
    answer: z.null(),
    codes: [...inCallCodes],
    summary: 'An ICE candidate to one member of the call.',
  }),
  hangup: defineCall({
    method: 'POST',
    path: '/api/friend/v1/hangup',
    auth: 'member',
    body: hangupRequestSchema,
    answer: z.null(),
    codes: [...inCallCodes],
    summary: 'Leaves the call; with notify false the others are not told.',
  }),
  declineVidChat: defineCall({
    method: 'POST',
    path: '/api/friend/v1/declineVidChat',
    auth: 'member',
    body: declineVidChatRequestSchema,
    answer: z.null(),
    codes: ['ChatIdRequired', 'InvalidChatId', 'CallNotFound'],
    summary: 'Declines the ringing call of a chat.',
  }),
} as const;
