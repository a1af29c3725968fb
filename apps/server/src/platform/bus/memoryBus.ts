import type { Logger } from '../logger.ts';
import { ChannelHandlers, type Bus, type BusHandler, type Unsubscribe } from './bus.ts';

/** The embedded bus: delivery inside this process, on the next microtask like a network hop. */
export function createMemoryBus(log: Logger): Bus {
  const handlers = new ChannelHandlers();
  const onError = (error: unknown) => log.error({ err: error }, 'bus handler failed');
  return {
    kind: 'memory',
    async publish(channel: string, payload: unknown) {
      queueMicrotask(() => handlers.dispatch(channel, payload, onError));
      return handlers.count(channel);
    },
    reachesEveryProcess: () => true,
    async subscribe(channel: string, handler: BusHandler): Promise<Unsubscribe> {
      handlers.add(channel, handler);
      return async () => {
        handlers.remove(channel, handler);
      };
    },
    async close() {
      handlers.clear();
    },
  };
}
