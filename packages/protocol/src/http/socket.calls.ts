import { roomStateAtSeqSchema } from '../live/roomStateSchema.ts';
import {
  connectionTokenAnswerSchema,
  connectionTokenRequestSchema,
  friendConnTokenAnswerSchema,
  roomStateQuerySchema,
} from '../schemas/socket.ts';
import { defineCall } from './call.ts';
import { liveEntryCodes } from './liveEntry.ts';

/** spec 001 §7 Socket: the tokens that open `/ws/<token>` (docs/decisions/realtime.md). */
export const socketCalls = {
  getConnectionToken: defineCall({
    method: 'POST',
    path: '/api/socket/v1/getConnectionToken',
    auth: 'any',
    body: connectionTokenRequestSchema,
    answer: connectionTokenAnswerSchema,
    codes: liveEntryCodes,
    summary: "The token of a live room's socket, or of its waiting room for one who must wait.",
  }),
  friendConnToken: defineCall({
    method: 'GET',
    path: '/api/socket2/v1/friendConnToken',
    auth: 'member',
    answer: friendConnTokenAnswerSchema,
    codes: [],
    summary: "The token of the caller's friend socket.",
  }),
  roomState: defineCall({
    method: 'GET',
    path: '/api/socket/v1/roomState',
    auth: 'any',
    query: roomStateQuerySchema,
    answer: roomStateAtSeqSchema,
    codes: liveEntryCodes,
    summary:
      "A live room's state at the seq of its log's last entry: the live page starts its session there.",
  }),
} as const;
