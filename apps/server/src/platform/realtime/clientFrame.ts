import type { RawData } from 'ws';
import {
  AppKey,
  appKeySchema,
  CommonCommand,
  ConnectionCommand,
  parseClientFrame,
  type AnyClientFrame,
  type SocketMessage,
} from '@limelight/protocol';
import { ApiError } from '../http/apiError.ts';

/** Where a reply to a client's frame goes back: its appKey (when known), command and tag. */
export interface ReplyTo {
  appKey: AppKey;
  command: string;
  tag?: string;
}

/**
 * A client's frame as the gateway reads it (docs/decisions/socket-contract.md): not a JSON object
 * (ignored), a ping (answered before any other parsing), a frame outside the contract (refused with
 * InvalidRequest naming the field at fault), or a frame of the contract with its payload parsed.
 */
export type ClientFrameRead =
  | { kind: 'ignored' }
  | { kind: 'ping' }
  | { kind: 'refused'; replyTo: ReplyTo; error: ApiError }
  | { kind: 'frame'; frame: AnyClientFrame; replyTo: ReplyTo };

export function readClientFrame(data: RawData): ClientFrameRead {
  const value = readJsonObject(data);
  if (!value) return { kind: 'ignored' };
  if (value.appKey === AppKey.Connection && value.command === ConnectionCommand.Ping) return { kind: 'ping' };
  const replyTo = replyToOf(value);
  const parsed = parseClientFrame(value);
  if (!parsed.ok)
    return { kind: 'refused', replyTo, error: new ApiError('InvalidRequest', parsed.error.message) };
  return { kind: 'frame', frame: parsed.frame, replyTo };
}

/** Where to answer a JSON object a client sent, or undefined for anything else (not worth an answer). */
export function replyToOfData(data: RawData): ReplyTo | undefined {
  const value = readJsonObject(data);
  return value ? replyToOf(value) : undefined;
}

/** A refused socket command answers on the same appKey with command `error` and the code's envelope. */
export function errorReply(replyTo: ReplyTo, error: unknown): SocketMessage {
  const refusal = error instanceof ApiError ? error : new ApiError('SystemError');
  return {
    appKey: replyTo.appKey,
    command: CommonCommand.Error,
    ...(replyTo.tag ? { tag: replyTo.tag } : {}),
    payload: { code: refusal.code, message: refusal.message, command: replyTo.command },
  };
}

const maxEchoChars = 64;

function readJsonObject(data: RawData): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(data.toString());
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

// A frame on an unknown appKey is answered on cya_connection, so that every server frame is in the contract.
function replyToOf(value: Record<string, unknown>): ReplyTo {
  const appKey = appKeySchema.safeParse(value.appKey);
  const echo = (field: unknown) =>
    typeof field === 'string' && field.length <= maxEchoChars ? field : undefined;
  const tag = echo(value.tag);
  return {
    appKey: appKey.success ? appKey.data : AppKey.Connection,
    command: echo(value.command) ?? '',
    ...(tag ? { tag } : {}),
  };
}
