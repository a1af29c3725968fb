import type { AppKey, SocketMessage } from '@limelight/protocol';
import type { Connection } from './connection.ts';

/** A handler of client messages; it may answer by sending on the connection or through delivery. */
export type SocketHandler = (connection: Connection, message: SocketMessage) => Promise<void> | void;

const wildcard = '*';

/**
 * Routes client messages by appKey and command to registered handlers (spec 001 §4), with `'*'` as a
 * wildcard for either. Every matching handler runs: exact first, then command wildcard, then appKey
 * wildcard.
 */
export class SocketRouter {
  readonly #handlers = new Map<string, SocketHandler[]>();

  on(appKey: AppKey | typeof wildcard, command: string, handler: SocketHandler): void {
    const key = `${appKey} ${command}`;
    this.#handlers.set(key, [...(this.#handlers.get(key) ?? []), handler]);
  }

  /** The handlers for a message, in order; empty when nothing is registered. */
  match(message: SocketMessage): SocketHandler[] {
    return [
      ...(this.#handlers.get(`${message.appKey} ${message.command}`) ?? []),
      ...(this.#handlers.get(`${message.appKey} ${wildcard}`) ?? []),
      ...(this.#handlers.get(`${wildcard} ${wildcard}`) ?? []),
    ];
  }
}
