import { z } from 'zod';
import { textSchema } from '../schemas/text.ts';

/** Who sends a command: the client, the server, or both (with a payload shape for each way). */
export type Direction = 'toServer' | 'toClient' | 'both';

/**
 * Who a server frame goes to, which decides its envelope:
 * - `room`: everyone in the room; a state change, appended to the room's command log, so the frame
 *   carries `seq` (per room, gap-free) and `serverTime`, and a resuming client receives it again;
 * - `roomLive`: everyone in the room, not logged (the latest value is all that matters: presence
 *   counts, refresh hints); carries `serverTime`, no `seq`;
 * - `addressed`: chosen people (one user's sockets, the moderators, one peer); never logged;
 * - `connection`: the one socket that asked (pong, error, resume answers).
 */
export type FrameScope = 'room' | 'roomLive' | 'addressed' | 'connection';

/** One command of the contract: its direction, the payload each way, and the scope of server frames. */
export interface CommandContract<
  S extends z.ZodType | null = z.ZodType | null,
  C extends z.ZodType | null = z.ZodType | null,
  Sc extends FrameScope | null = FrameScope | null,
> {
  readonly direction: Direction;
  /** The payload a client sends, or null when clients never send this command. */
  readonly toServer: S;
  /** The payload the server sends, or null when the server never sends this command. */
  readonly toClient: C;
  /** Who the server's frames of this command go to (null for client-only commands). */
  readonly scope: Sc;
}

/** The commands of one appKey, keyed by wire name. */
export type CommandMap = Readonly<Record<string, CommandContract>>;

/** A command only clients send. */
export function clientCommand<S extends z.ZodType>(toServer: S): CommandContract<S, null, null> {
  return { direction: 'toServer', toServer, toClient: null, scope: null };
}

/** A command only the server sends. */
export function serverCommand<C extends z.ZodType, Sc extends FrameScope>(
  scope: Sc,
  toClient: C,
): CommandContract<null, C, Sc> {
  return { direction: 'toClient', toServer: null, toClient, scope };
}

/** A command both ends send: the client asks with one shape, the server tells with another. */
export function twoWayCommand<S extends z.ZodType, C extends z.ZodType, Sc extends FrameScope>(
  scope: Sc,
  payloads: { toServer: S; toClient: C },
): CommandContract<S, C, Sc> {
  return { direction: 'both', ...payloads, scope };
}

/** Commands every appKey has. */
export const CommonCommand = {
  /** A refused socket command answers on the same appKey with `error` (docs/decisions/realtime.md). */
  Error: 'error',
} as const;

/** The payload of `error`: the response code and message of the refusal, and the command refused. */
export const socketErrorPayloadSchema = z.object({
  code: z.number().int(),
  message: textSchema.max(1000),
  command: textSchema.max(64),
});
/** The payload of `error`. */
export type SocketErrorPayload = z.infer<typeof socketErrorPayloadSchema>;

/** The commands of {@link CommonCommand}, merged into every appKey's map. */
export const commonCommands = {
  [CommonCommand.Error]: serverCommand('connection', socketErrorPayloadSchema),
} as const;
