import type { RawData } from 'ws';
import {
  AppKey,
  appKeySchema,
  CommonCommand,
  ConnectionCommand,
  isJsonWithinDepth,
  Messages,
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
 * A client's frame as the gateway reads it (docs/decisions/socket-contract.md): a ping (answered before
 * any other parsing), a frame outside the contract (refused with InvalidRequest naming the field at
 * fault; binary, not JSON or not an object: answered on cya_connection), or a frame of the contract with
 * its payload parsed.
 */
export type ClientFrameRead =
  | { kind: 'ping' }
  | { kind: 'refused'; replyTo: ReplyTo; error: ApiError }
  | { kind: 'frame'; frame: AnyClientFrame; replyTo: ReplyTo };

/** Where a frame that is no command of the contract is answered: it names no appKey to answer on. */
const connectionReply: ReplyTo = { appKey: AppKey.Connection, command: '' };

export function readClientFrame(data: RawData, isBinary: boolean): ClientFrameRead {
  const value = isBinary ? undefined : readJsonObject(data);
  if (value === 'tooDeep') {
    return {
      kind: 'refused',
      replyTo: connectionReply,
      error: new ApiError('InvalidRequest', Messages.jsonTooDeep),
    };
  }
  if (!value) {
    const error = new ApiError('InvalidRequest', Messages.socketFrameNotCommand);
    return { kind: 'refused', replyTo: connectionReply, error };
  }
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
  return typeof value === 'object' ? replyToOf(value) : undefined;
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

/** The frame's JSON object; `tooDeep` when it nests past maxJsonDepth (told before it is parsed). */
function readJsonObject(data: RawData): Record<string, unknown> | 'tooDeep' | undefined {
  const text = data.toString();
  if (!isJsonWithinDepth(text)) return 'tooDeep';
  try {
    const value: unknown = JSON.parse(text);
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
