import type { Logger } from '../logger.ts';
import { ChannelHandlers, type Bus, type BusHandler, type Unsubscribe } from './bus.ts';
import type { RedisLink } from './redisLink.ts';

/**
 * The scale-out bus over Redis pub/sub: one connection publishes, one subscribes. A channel is
 * subscribed in Redis while this process has at least one handler for it. While Redis is unreachable
 * (docs/decisions/resilience.md) a publish reaches this process's handlers only and a subscription is
 * kept here; when Redis comes back every channel with handlers is subscribed again.
 */
export async function createRedisBus(link: RedisLink, log: Logger, prefix: string): Promise<Bus> {
  const publisher = link.connection();
  const subscriber = link.connection();
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

  /** A Redis command that may fail without failing its caller: the link learns of it. */
  const tryRedis = async (command: () => Promise<unknown>): Promise<boolean> => {
    if (!link.isUp()) return false;
    try {
      await command();
      return true;
    } catch (error) {
      link.failed(error);
      return false;
    }
  };

  link.onUp(() => {
    const channels = handlers.channels().map((channel) => prefix + channel);
    if (channels.length > 0) void tryRedis(() => subscriber.subscribe(...channels));
  });

  return {
    kind: 'redis',
    async publish(channel: string, payload: unknown) {
      const message = JSON.stringify(payload);
      let receivers = 0;
      if (await tryRedis(async () => (receivers = await publisher.publish(prefix + channel, message))))
        return receivers;
      // Redis does not answer: this process's own sockets still get the push.
      queueMicrotask(() => handlers.dispatch(channel, JSON.parse(message), onError));
      return handlers.count(channel);
    },
    reachesEveryProcess: () => link.isUp(),
    async subscribe(channel: string, handler: BusHandler): Promise<Unsubscribe> {
      if (handlers.add(channel, handler)) await tryRedis(() => subscriber.subscribe(prefix + channel));
      return async () => {
        if (handlers.remove(channel, handler)) await tryRedis(() => subscriber.unsubscribe(prefix + channel));
      };
    },
    async close() {
      handlers.clear();
    },
  };
}
