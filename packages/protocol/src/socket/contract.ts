import type { z } from 'zod';
import { castCommands } from './cast.ts';
import { castMediaCommands } from './castMedia.ts';
import { chatCommands } from './chat.ts';
import { commonCommands, type CommandContract, type CommandMap } from './command.ts';
import { connectionCommands } from './connection.ts';
import { flagCommands } from './flag.ts';
import { AppKey, type RoomClock } from './frame.ts';
import { friendCommands } from './friend.ts';
import { meetCommands } from './meet.ts';
import { notificationCommands } from './notification.ts';
import { roomCommands } from './room.ts';
import { selfServiceCommands } from './selfService.ts';
import { syncCommands } from './sync.ts';

/**
 * The socket contract: for every appKey, its commands by wire name, each with its direction, payload
 * schemas and frame scope. Server and web are typed by it (docs/decisions/socket-contract.md).
 */
export const socketContract = {
  [AppKey.Connection]: { ...connectionCommands, ...commonCommands },
  [AppKey.SelfService]: { ...selfServiceCommands, ...commonCommands },
  [AppKey.Room]: { ...roomCommands, ...commonCommands },
  [AppKey.Cast]: { ...castCommands, ...castMediaCommands, ...commonCommands },
  [AppKey.Chat]: { ...chatCommands, ...commonCommands },
  [AppKey.Sync]: { ...syncCommands, ...commonCommands },
  [AppKey.Friend]: { ...friendCommands, ...commonCommands },
  [AppKey.Notification]: { ...notificationCommands, ...commonCommands },
  [AppKey.Flag]: { ...flagCommands, ...commonCommands },
  [AppKey.Meet]: { ...meetCommands, ...commonCommands },
} as const satisfies Record<AppKey, CommandMap>;
export type SocketContract = typeof socketContract;

/** Every wire name of one appKey. */
export type CommandName<A extends AppKey> = keyof SocketContract[A] & string;
type EntryOf<A extends AppKey, C extends CommandName<A>> = SocketContract[A][C];

/** The commands of an appKey that clients send. */
export type ClientCommand<A extends AppKey> = {
  [C in CommandName<A>]: EntryOf<A, C> extends { toServer: z.ZodType } ? C : never;
}[CommandName<A>];
/** The commands of an appKey that the server sends. */
export type ServerCommand<A extends AppKey> = {
  [C in CommandName<A>]: EntryOf<A, C> extends { toClient: z.ZodType } ? C : never;
}[CommandName<A>];

type ToServerSchema<A extends AppKey, C extends ClientCommand<A>> =
  EntryOf<A, C> extends { toServer: infer S extends z.ZodType } ? S : never;
type ToClientSchema<A extends AppKey, C extends ServerCommand<A>> =
  EntryOf<A, C> extends { toClient: infer S extends z.ZodType } ? S : never;

/** A client command's payload as parsed. */
export type ClientPayload<A extends AppKey, C extends ClientCommand<A>> = z.output<ToServerSchema<A, C>>;
/** A client command's payload as written. */
export type ClientPayloadInput<A extends AppKey, C extends ClientCommand<A>> = z.input<ToServerSchema<A, C>>;
/** A server command's payload as parsed. */
export type ServerPayload<A extends AppKey, C extends ServerCommand<A>> = z.output<ToClientSchema<A, C>>;
/** A server command's payload as written. */
export type ServerPayloadInput<A extends AppKey, C extends ServerCommand<A>> = z.input<ToClientSchema<A, C>>;

/** Who a server command's frames go to. */
export type ScopeOf<A extends AppKey, C extends ServerCommand<A>> =
  EntryOf<A, C> extends { scope: infer Sc } ? Sc : never;

/** Optional envelope fields of every frame. */
export interface FrameExtras {
  tag?: string;
  target?: string;
}

/** A frame a client sends, as the server sees it after parsing. */
export type ClientFrame<A extends AppKey, C extends ClientCommand<A>> = FrameExtras & {
  appKey: A;
  command: C;
  payload: ClientPayload<A, C>;
};

/**
 * A frame the server sends: room-log frames (scope `room`) carry `seq` and `serverTime`; for the others
 * they are optional (`roomLive` frames carry the time).
 */
export type ServerFrame<A extends AppKey, C extends ServerCommand<A>> = FrameExtras & {
  appKey: A;
  command: C;
  payload: ServerPayload<A, C>;
} & (ScopeOf<A, C> extends 'room' ? RoomClock : Partial<RoomClock>);

/** Any client frame of the contract: narrow on `appKey`, then `command`, to reach its payload. */
export type AnyClientFrame = {
  [A in AppKey]: { [C in ClientCommand<A>]: ClientFrame<A, C> }[ClientCommand<A>];
}[AppKey];
/** Any server frame of the contract. */
export type AnyServerFrame = {
  [A in AppKey]: { [C in ServerCommand<A>]: ServerFrame<A, C> }[ServerCommand<A>];
}[AppKey];

/** The contract entry of a wire name, when the appKey has that command. */
export function commandContractOf(appKey: AppKey, command: string): CommandContract | undefined {
  const commands: CommandMap = socketContract[appKey];
  return Object.hasOwn(commands, command) ? commands[command] : undefined;
}
