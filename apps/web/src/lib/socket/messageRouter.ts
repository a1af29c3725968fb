import type { AppKey, SocketMessage } from '@limelight/protocol';

/** Matches every appKey or every command. */
export const ANY = '*';

/** A handler of routed socket messages. */
export type SocketMessageHandler<M extends RoutedMessage = SocketMessage> = (message: M) => void;

/** What the router reads of a message: its appKey and command. */
export interface RoutedMessage {
  appKey: AppKey;
  command: string;
}

/**
 * Routes socket messages by appKey and command to handlers, with `'*'` wildcards (spec 001 §4). The raw
 * socket routes envelopes; the live session routes frames already read against the contract.
 */
export class MessageRouter<M extends RoutedMessage = SocketMessage> {
  readonly #routes = new Map<string, Map<string, Set<SocketMessageHandler<M>>>>();
  readonly #log: Pick<Console, 'error'>;

  constructor(log: Pick<Console, 'error'>) {
    this.#log = log;
  }

  /** Registers a handler for `appKey`/`command` (either may be `'*'`); returns the unsubscribe. */
  add(appKey: AppKey | typeof ANY, command: string, handler: SocketMessageHandler<M>): () => void {
    let byCommand = this.#routes.get(appKey);
    if (byCommand === undefined) {
      byCommand = new Map();
      this.#routes.set(appKey, byCommand);
    }
    let handlers = byCommand.get(command);
    if (handlers === undefined) {
      handlers = new Set();
      byCommand.set(command, handlers);
    }
    handlers.add(handler);
    return () => {
      handlers.delete(handler);
    };
  }

  /** Calls the exact handlers, then the command wildcards, the appKey wildcards and the catch-alls. */
  dispatch(message: M): void {
    for (const appKey of [message.appKey, ANY]) {
      const byCommand = this.#routes.get(appKey);
      // A set, so a message whose command is literally "*" reaches the wildcard handlers once.
      for (const command of new Set([message.command, ANY])) {
        for (const handler of byCommand?.get(command) ?? []) this.#call(handler, message);
      }
    }
  }

  #call(handler: SocketMessageHandler<M>, message: M): void {
    // One failing feature must not keep the message from the others.
    try {
      handler(message);
    } catch (error) {
      this.#log.error(`socket handler for ${message.appKey}/${message.command} failed`, error);
    }
  }
}
