import type { AppKey, SocketMessage } from '@limelight/protocol';

/** Matches every appKey or every command. */
export const ANY = '*';

/** A handler of routed socket messages. */
export type SocketMessageHandler = (message: SocketMessage) => void;

/** Routes socket messages by appKey and command to handlers, with `'*'` wildcards (spec 001 §4). */
export class MessageRouter {
  readonly #routes = new Map<string, Map<string, Set<SocketMessageHandler>>>();
  readonly #log: Pick<Console, 'error'>;

  constructor(log: Pick<Console, 'error'>) {
    this.#log = log;
  }

  /** Registers a handler for `appKey`/`command` (either may be `'*'`); returns the unsubscribe. */
  add(appKey: AppKey | typeof ANY, command: string, handler: SocketMessageHandler): () => void {
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
  dispatch(message: SocketMessage): void {
    for (const appKey of [message.appKey, ANY]) {
      const byCommand = this.#routes.get(appKey);
      // A set, so a message whose command is literally "*" reaches the wildcard handlers once.
      for (const command of new Set([message.command, ANY])) {
        for (const handler of byCommand?.get(command) ?? []) this.#call(handler, message);
      }
    }
  }

  #call(handler: SocketMessageHandler, message: SocketMessage): void {
    // One failing feature must not keep the message from the others.
    try {
      handler(message);
    } catch (error) {
      this.#log.error(`socket handler for ${message.appKey}/${message.command} failed`, error);
    }
  }
}
