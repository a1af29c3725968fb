import { z } from 'zod';
import { pageSchema } from '../envelope.ts';
import {
  flagRoomRequestSchema,
  flagUserRequestSchema,
  reportAnswerSchema,
  reportRequestSchema,
} from '../schemas/flags.ts';
import { boundedCoercedIntSchema } from '../schemas/integers.ts';
import { textSchema } from '../schemas/text.ts';
import { defineCall } from './call.ts';
import { liveEntryCodes } from './liveEntry.ts';

const flaggedUser = z.object({ eventId: textSchema, userId: textSchema });

/** Reports and room blocks: /api/flag/v1/… (docs/decisions/flags.md; spec 001 §4 cya_flag). */
export const flagsCalls = {
  report: defineCall({
    method: 'POST',
    path: '/api/flag/v1/report',
    auth: 'any',
    body: reportRequestSchema,
    answer: reportAnswerSchema,
    codes: [...liveEntryCodes, 'ChatMessageNotFound'],
    summary: 'Reports a person of the room (and, from a moderator, blocks them from it).',
  }),
  blockUser: defineCall({
    method: 'POST',
    path: '/api/flag/v1/blockUser',
    auth: 'any',
    body: flagUserRequestSchema,
    answer: flaggedUser,
    codes: liveEntryCodes,
    summary: 'A moderator blocks a person from entering the room.',
  }),
  unblockUser: defineCall({
    method: 'POST',
    path: '/api/flag/v1/unblockUser',
    auth: 'any',
    body: flagUserRequestSchema,
    answer: flaggedUser,
    codes: liveEntryCodes,
    summary: 'A moderator lifts a room block.',
  }),
  blockedList: defineCall({
    method: 'GET',
    path: '/api/flag/v1/blockedList',
    auth: 'any',
    query: flagRoomRequestSchema.extend({ page: boundedCoercedIntSchema(1).default(1) }),
    answer: pageSchema(textSchema),
    codes: liveEntryCodes,
    summary: 'The people blocked from the room, a page at a time (moderators).',
  }),
  closeEvent: defineCall({
    method: 'POST',
    path: '/api/flag/v1/closeEvent',
    auth: 'any',
    body: flagRoomRequestSchema,
    answer: z.object({ eventId: textSchema }),
    codes: [...liveEntryCodes, 'NotEventOwner'],
    summary: 'The owner closes the live room for everyone.',
  }),
} as const;
