import { pageSchema } from '../envelope.ts';
import {
  createReplayRequestSchema,
  fetchReplayQuerySchema,
  getReplayQuerySchema,
  replayChatPageSchema,
  replayChatQuerySchema,
  replayCommandsSchema,
  replayDurationSchema,
  replayListQuerySchema,
  replayRefSchema,
  replaySchema,
  replaySeekAnswerSchema,
  replayStreamsSchema,
  seekReplayQuerySchema,
} from '../schemas/replays.ts';
import { defineCall } from './call.ts';

/** Watching a replay needs what entering the event needed (a ticket, a role, the age). */
const replayViewCodes = ['ReplayNotFound', 'Forbidden', 'RoomAgeRestricted'] as const;

/** Replays: /api/replay/v1/… (spec 001 §7 "Replay"; docs/decisions/replays.md). */
export const replaysCalls = {
  create: defineCall({
    method: 'POST',
    path: '/api/replay/v1/create',
    auth: 'member',
    body: createReplayRequestSchema,
    answer: replaySchema,
    codes: ['ReplayNotFound', 'Forbidden', 'ReplaySpanInvalid'],
    summary: "A moderator or host names a span of an ended event's room log as a replay.",
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/replay/v1/get',
    auth: 'optional',
    query: getReplayQuerySchema,
    answer: replaySchema,
    codes: replayViewCodes,
    summary: 'One replay of an event.',
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/replay/v1/list',
    auth: 'optional',
    query: replayListQuerySchema,
    answer: pageSchema(replaySchema),
    codes: ['NotFound'],
    summary: "An event's or a channel's replays, newest first, a page at a time.",
  }),
  duration: defineCall({
    method: 'GET',
    path: '/api/replay/v1/duration',
    auth: 'optional',
    query: replayRefSchema,
    answer: replayDurationSchema,
    codes: replayViewCodes,
    summary: 'How long a replay plays, and the instants it spans.',
  }),
  fetch: defineCall({
    method: 'GET',
    path: '/api/replay/v1/fetch',
    auth: 'optional',
    query: fetchReplayQuerySchema,
    answer: replayCommandsSchema,
    codes: replayViewCodes,
    summary: 'The room commands between two offsets of a replay, in log order.',
  }),
  chat: defineCall({
    method: 'GET',
    path: '/api/replay/v1/chat',
    auth: 'optional',
    query: replayChatQuerySchema,
    answer: replayChatPageSchema,
    codes: [...replayViewCodes, 'ReplaySeekNotAllowed'],
    summary: "The chat's entries at or before an offset, newest first, a page at a time going back.",
  }),
  seek: defineCall({
    method: 'GET',
    path: '/api/replay/v1/seek',
    auth: 'optional',
    query: seekReplayQuerySchema,
    answer: replaySeekAnswerSchema,
    codes: [...replayViewCodes, 'ReplaySeekNotAllowed'],
    summary: "The room's chat, shared content and stage at an offset (past the start: moderators only).",
  }),
  streams: defineCall({
    method: 'GET',
    path: '/api/replay/v1/streams',
    auth: 'optional',
    query: replayRefSchema,
    answer: replayStreamsSchema,
    codes: replayViewCodes,
    summary: "The stage's recorded streams, each at its offset on the replay's timeline.",
  }),
} as const;
