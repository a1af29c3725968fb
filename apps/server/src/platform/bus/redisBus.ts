import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import { ChannelHandlers, type Bus, type BusHandler, type Unsubscribe } from './bus.ts';

/**
 * The scale-out bus over Redis pub/sub: one connection publishes, one subscribes. A channel is
 * subscribed in Redis while this process has at least one handler for it.
 */
export async function createRedisBus(url: string, log: Logger, prefix: string): Promise<Bus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const handlers = new ChannelHandlers();
  const onError = (error: unknown) => log.error({ err: error }, 'bus handler failed');

  subscriber.on('messageBuffer', (channelBuffer: Buffer, messageBuffer: Buffer) => {
    const channel = channelBuffer.toString().slice(prefix.length);
    let payload: unknown;
    try {
      payload = JSON.parse(messageBuffer.toString());
    } catch (error) {
      log.warn({ err: error, channel }, 'bus message is not JSON');
      return;
    }
    handlers.dispatch(channel, payload, onError);
  });
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error) => log.error({ err: error }, 'redis bus connection error'));
  }

  return {
    kind: 'redis',
    async publish(channel: string, payload: unknown) {
      return publisher.publish(prefix + channel, JSON.stringify(payload));
    },
    async subscribe(channel: string, handler: BusHandler): Promise<Unsubscribe> {
      if (handlers.add(channel, handler)) await subscriber.subscribe(prefix + channel);
      return async () => {
        if (handlers.remove(channel, handler)) await subscriber.unsubscribe(prefix + channel);
      };
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
