import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Logger } from '../logger.ts';
import type { Bus, Unsubscribe } from './bus.ts';

/** How long a request waits for its answer before it fails (docs/decisions/media.md "Across processes"). */
export const busRequestTimeoutMs = 10_000;

/**
 * A request that got no answer: no process listens at the target (`unknownTarget`: it stopped or died,
 * its Redis connection went with it) or none came in time (`timeout`: it hangs, or stopped meanwhile).
 */
export class BusRequestUnanswered extends Error {
  override readonly name = 'BusRequestUnanswered';
  readonly reason: 'unknownTarget' | 'timeout';
  constructor(reason: 'unknownTarget' | 'timeout', target: string, topic: string) {
    super(`bus request "${topic}" to process ${target}: ${reason}`);
    this.reason = reason;
  }
}

/** The target's handler threw: its error's name and message come back. */
export class BusRequestFailed extends Error {
  override readonly name = 'BusRequestFailed';
  readonly remoteName: string;
  constructor(remoteName: string, message: string) {
    super(message);
    this.remoteName = remoteName;
  }
}

/** Serves one topic's requests; what it answers must be a JSON value. */
export type BusRequestHandler = (payload: unknown) => Promise<unknown>;

/**
 * Request and answer between server processes over the bus: each process listens on an inbox channel of
 * its own, where requests to it and answers to its requests arrive.
 */
export interface BusRequests {
  /** This process's id (random per start): its inbox, and the name other processes record for it. */
  readonly processId: string;
  /** Serves a topic's requests (one handler per topic; register before `start`). */
  handle(topic: string, handler: BusRequestHandler): void;
  /** Asks a process; fails with BusRequestUnanswered or BusRequestFailed, never waits past `timeoutMs`. */
  request(target: string, topic: string, payload: unknown, timeoutMs?: number): Promise<unknown>;
  /** Starts listening on the inbox. */
  start(): Promise<void>;
  /** Stops listening; requests still waiting fail at once. */
  stop(): Promise<void>;
}

const inboxOf = (processId: string) => `process:${processId}`;

const inboxMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('request'),
    id: z.string(),
    from: z.string(),
    topic: z.string(),
    payload: z.unknown(),
  }),
  z.object({
    type: z.literal('answer'),
    id: z.string(),
    result: z.unknown(),
    error: z.object({ name: z.string(), message: z.string() }).optional(),
  }),
]);
type InboxMessage = z.infer<typeof inboxMessageSchema>;

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** Request/answer over `bus` for the process `processId` (a fresh UUID unless given). */
export function createBusRequests(bus: Bus, log: Logger, processId: string = randomUUID()): BusRequests {
  const handlers = new Map<string, BusRequestHandler>();
  const pending = new Map<string, Pending>();
  let unsubscribe: Unsubscribe | undefined;

  const settle = (id: string): Pending | undefined => {
    const waiting = pending.get(id);
    if (!waiting) return undefined;
    pending.delete(id);
    clearTimeout(waiting.timer);
    return waiting;
  };

  async function answer(request: Extract<InboxMessage, { type: 'request' }>): Promise<void> {
    const handler = handlers.get(request.topic);
    let reply: Extract<InboxMessage, { type: 'answer' }>;
    try {
      if (!handler) throw new Error(`no handler of "${request.topic}"`);
      // JSON has no undefined: an answer of nothing travels as null.
      reply = { type: 'answer', id: request.id, result: (await handler(request.payload)) ?? null };
    } catch (error) {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      reply = { type: 'answer', id: request.id, result: null, error: { name, message } };
    }
    await bus.publish(inboxOf(request.from), reply);
  }

  function onMessage(raw: unknown): void {
    const parsed = inboxMessageSchema.safeParse(raw);
    if (!parsed.success) {
      log.warn({ processId }, 'bus request message not understood');
      return;
    }
    const message = parsed.data;
    if (message.type === 'request') {
      answer(message).catch((error: unknown) => log.error({ err: error }, 'bus request not answered'));
      return;
    }
    const waiting = settle(message.id);
    if (!waiting) return;
    if (message.error) waiting.reject(new BusRequestFailed(message.error.name, message.error.message));
    else waiting.resolve(message.result);
  }

  return {
    processId,
    handle(topic, handler) {
      handlers.set(topic, handler);
    },
    async request(target, topic, payload, timeoutMs = busRequestTimeoutMs) {
      const id = randomUUID();
      const answered = new Promise<unknown>((resolve, reject) => {
        const timer = setTimeout(() => {
          settle(id)?.reject(new BusRequestUnanswered('timeout', target, topic));
        }, timeoutMs);
        timer.unref();
        pending.set(id, { resolve, reject, timer });
      });
      try {
        const receivers = await bus.publish(inboxOf(target), {
          type: 'request',
          id,
          from: processId,
          topic,
          payload,
        });
        if (receivers === 0) settle(id)?.reject(new BusRequestUnanswered('unknownTarget', target, topic));
      } catch (error) {
        settle(id)?.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return answered;
    },
    async start() {
      unsubscribe ??= await bus.subscribe(inboxOf(processId), onMessage);
    },
    async stop() {
      await unsubscribe?.();
      unsubscribe = undefined;
      for (const id of [...pending.keys()])
        settle(id)?.reject(new Error('bus requests stopped before the answer came'));
    },
  };
}
