import { z } from 'zod';
import { serverCommand } from './command.ts';
import { frameEventIdSchema, frameUserIdSchema } from './fields.ts';

/** cya_flag commands: the outcome of a report (spec 001 §4, kick-out codes 1 and 2 of spec 000 §4). */
export const FlagCommand = {
  /** To the reported person: they are blocked from the room (then kicked with code 1). */
  BlockUser: 'blockUser',
  /** To everyone: the reported room is closed (then everyone is kicked with code 2). */
  CloseEvent: 'closeEvent',
} as const;

/** cya_flag blockUser: who is blocked from which room. */
export const flagBlockUserPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  userId: frameUserIdSchema,
});
/** cya_flag closeEvent: which room was closed. */
export const closeEventPayloadSchema = z.object({ eventId: frameEventIdSchema });

export const flagCommands = {
  [FlagCommand.BlockUser]: serverCommand('addressed', flagBlockUserPayloadSchema),
  [FlagCommand.CloseEvent]: serverCommand('room', closeEventPayloadSchema),
} as const;
