import { z } from 'zod';
import {
  commandContractOf,
  type AnyClientFrame,
  type AnyServerFrame,
  type ClientCommand,
  type ClientPayloadInput,
  type FrameExtras,
  type ServerCommand,
  type ServerPayloadInput,
} from './contract.ts';
import { appKeySchema, roomClockSchema, socketMessageSchema, type AppKey, type RoomClock } from './frame.ts';

/** Why a frame was refused. */
export type FrameRefusal =
  'malformed' | 'unknownAppKey' | 'unknownCommand' | 'wrongDirection' | 'invalidPayload' | 'missingRoomClock';

/** A refused frame: the reason, the field at fault (a payload path like `content`) and a message. */
export interface FrameError {
  reason: FrameRefusal;
  appKey?: string;
  command?: string;
  field?: string;
  message: string;
}

export type FrameParse<F> = { ok: true; frame: F } | { ok: false; error: FrameError };

type Side = 'toServer' | 'toClient';

// The payload is read by its command's schema, which names the field at fault.
const envelopeSchema = socketMessageSchema.extend({ payload: z.unknown().optional() });

/** Reads a client's frame (JSON text or a value) against the contract: appKey, command and payload. */
export function parseClientFrame(raw: unknown): FrameParse<AnyClientFrame> {
  // The envelope and the payload were both checked against the contract entry named by the frame.
  return parseFrame(raw, 'toServer') as FrameParse<AnyClientFrame>;
}

/** Reads a server's frame against the contract; room-log frames must carry `seq` and `serverTime`. */
export function parseServerFrame(raw: unknown): FrameParse<AnyServerFrame> {
  return parseFrame(raw, 'toClient') as FrameParse<AnyServerFrame>;
}

function parseFrame(raw: unknown, side: Side): FrameParse<unknown> {
  const value = typeof raw === 'string' ? readJson(raw) : raw;
  if (typeof value !== 'object' || value === null)
    return refuse({ reason: 'malformed', message: 'Not a frame' });
  const appKey = appKeySchema.safeParse((value as { appKey?: unknown }).appKey);
  if (!appKey.success)
    return refuse({ reason: 'unknownAppKey', field: 'appKey', message: 'appKey: Unknown appKey' });
  const envelope = envelopeSchema.safeParse(value);
  if (!envelope.success) return refuse({ reason: 'malformed', ...fieldOf(envelope.error) });
  const { command } = envelope.data;
  const at = { appKey: appKey.data, command };
  const entry = commandContractOf(appKey.data, command);
  if (!entry)
    return refuse({
      reason: 'unknownCommand',
      ...at,
      field: 'command',
      message: `command: Unknown command ${command}`,
    });
  const schema = entry[side];
  if (!schema) {
    const sender = side === 'toServer' ? 'the server' : 'clients';
    const message = `command: ${command} is sent by ${sender} only`;
    return refuse({ reason: 'wrongDirection', ...at, field: 'command', message });
  }
  const payload = schema.safeParse(envelope.data.payload);
  if (!payload.success) return refuse({ reason: 'invalidPayload', ...at, ...fieldOf(payload.error) });
  if (side === 'toClient' && entry.scope === 'room') {
    const clock = roomClockSchema.safeParse(envelope.data);
    if (!clock.success) return refuse({ reason: 'missingRoomClock', ...at, ...fieldOf(clock.error) });
  }
  // The room clock is the server's to give: a client's own `seq` or `serverTime` is dropped.
  const { seq, serverTime, at: changedAt, ...rest } = envelope.data;
  const clock = side === 'toClient' ? { seq, serverTime, at: changedAt } : {};
  const frame = { ...rest, ...clock, payload: payload.data };
  for (const key of ['payload', 'seq', 'serverTime', 'at'] as const)
    if (frame[key] === undefined) delete frame[key];
  return { ok: true, frame };
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function refuse(error: FrameError): FrameParse<never> {
  return { ok: false, error };
}

function fieldOf(error: z.ZodError): { field?: string; message: string } {
  const issue = error.issues[0];
  // An unexpected key is reported on its parent; the key itself is the field at fault.
  const extraKey = issue?.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : [];
  const path = [...(issue?.path ?? []), ...extraKey].map(String);
  const field = path.length > 0 ? path.join('.') : undefined;
  const message = issue?.message ?? 'Invalid frame';
  return field ? { field, message: `${field}: ${message}` } : { message };
}

type PayloadArgs<P> = undefined extends P
  ? [payload?: P, extras?: FrameExtras]
  : [payload: P, extras?: FrameExtras];

/** A frame before the room log stamps it (a room frame gets `seq` and `serverTime` there). */
export type OutgoingFrame<A extends AppKey, C extends string, P> = FrameExtras & {
  appKey: A;
  command: C;
  payload?: P;
};

/**
 * Builds a server frame of the contract: the payload is typed by the command, so a wrong payload is a
 * compile error.
 */
export function frameOf<A extends AppKey, C extends ServerCommand<A>>(
  appKey: A,
  command: C,
  ...[payload, extras]: PayloadArgs<ServerPayloadInput<A, C>>
): OutgoingFrame<A, C, ServerPayloadInput<A, C>> {
  return buildFrame(appKey, command, payload, extras);
}

/** Builds a client frame of the contract (the web's side of {@link frameOf}). */
export function clientFrameOf<A extends AppKey, C extends ClientCommand<A>>(
  appKey: A,
  command: C,
  ...[payload, extras]: PayloadArgs<ClientPayloadInput<A, C>>
): OutgoingFrame<A, C, ClientPayloadInput<A, C>> {
  return buildFrame(appKey, command, payload, extras);
}

function buildFrame<A extends AppKey, C extends string, P>(
  appKey: A,
  command: C,
  payload: P | undefined,
  extras: FrameExtras | undefined,
): OutgoingFrame<A, C, P> {
  return { appKey, command, ...(payload === undefined ? {} : { payload }), ...extras };
}

/** A room frame with its place in the room's command log (issue 10: `seq` and `serverTime`). */
export function stampRoomFrame<F extends object>(frame: F, clock: RoomClock): F & RoomClock {
  return {
    ...frame,
    seq: clock.seq,
    serverTime: clock.serverTime,
    ...(clock.at === undefined ? {} : { at: clock.at }),
  };
}
