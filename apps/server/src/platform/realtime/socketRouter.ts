import type { AnyClientFrame, AppKey, ClientCommand, ClientFrame } from '@limelight/protocol';
import type { Connection } from './connection.ts';

/**
 * A handler of one client command: it receives the frame the gateway parsed against the socket contract,
 * so its payload is typed. It may answer by sending on the connection or through delivery.
 */
export type SocketHandler<A extends AppKey, C extends ClientCommand<A>> = (
  connection: Connection,
  frame: ClientFrame<A, C>,
) => Promise<void> | void;

/** A handler as the router stores it: the frame's appKey and command are those it was registered for. */
export type RoutedHandler = (connection: Connection, frame: AnyClientFrame) => Promise<void> | void;

/**
 * Routes parsed client frames by appKey and command to registered handlers (spec 001 §4). Only a client
 * command of the contract can be registered (docs/decisions/socket-contract.md).
 */
export class SocketRouter {
  readonly #handlers = new Map<string, RoutedHandler[]>();

  on<A extends AppKey, C extends ClientCommand<A>>(
    appKey: A,
    command: C,
    handler: SocketHandler<A, C>,
  ): void {
    const key = `${appKey} ${command}`;
    // match() only hands this handler frames whose appKey and command are A and C, parsed by C's schema.
    this.#handlers.set(key, [...(this.#handlers.get(key) ?? []), handler as RoutedHandler]);
  }

  /** The handlers of a frame's command, in registration order; empty when nothing is registered. */
  match(frame: AnyClientFrame): RoutedHandler[] {
    return this.#handlers.get(`${frame.appKey} ${frame.command}`) ?? [];
  }
}
