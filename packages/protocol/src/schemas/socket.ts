import { z } from 'zod';
import type { RoomStateAtSeq } from '../live/roomStateSchema.ts';
import { eventIdSchema } from './ids.ts';
import { textSchema } from './text.ts';

/** POST /api/socket/v1/getConnectionToken: the token for the room/cast socket of one event (spec 001 §7). */
export const connectionTokenRequestSchema = z.object({ eventId: eventIdSchema });
/** The body of POST /api/socket/v1/getConnectionToken. */
export type ConnectionTokenRequest = z.infer<typeof connectionTokenRequestSchema>;

/** POST /api/socket/v1/getConnectionToken answer; the socket then opens `/ws/<token>`. */
export const connectionTokenAnswerSchema = z.object({ token: textSchema.min(1) });
/** The data of POST /api/socket/v1/getConnectionToken. */
export type ConnectionTokenAnswer = z.infer<typeof connectionTokenAnswerSchema>;

/** GET /api/socket2/v1/friendConnToken answer: the friend socket's token, same shape (spec 000 §7). */
export const friendConnTokenAnswerSchema = connectionTokenAnswerSchema;
/** The data of GET /api/socket2/v1/friendConnToken. */
export type FriendConnTokenAnswer = z.infer<typeof friendConnTokenAnswerSchema>;

/**
 * GET /api/socket/v1/roomState {eventId}: a live room's state and the seq it is at, for a page starting
 * its live session (its room frames continue after `seq`; docs/decisions/live-state.md).
 */
export const roomStateQuerySchema = connectionTokenRequestSchema;
/** The room state answer: a RoomLiveState at its seq, read by `roomStateAtSeqSchema` (slices absent until their first change). */
export type RoomStateAnswer = RoomStateAtSeq;
