import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '../logger.ts';

/**
 * The longest a request waits on one Redis command (docs/decisions/resilience.md): past it the command
 * fails and the caller falls back to this process's own state.
 */
export const redisCommandTimeoutMs = 500;

/** How often a Redis that stopped answering (frozen: its connections stay open) is asked again. */
const probeEveryMs = 1000;

/** Options of every connection to Redis: bounded commands, and a quick first connect. */
const connectionOptions: RedisOptions = {
  lazyConnect: true,
  commandTimeout: redisCommandTimeoutMs,
  connectTimeout: 1000,
  maxRetriesPerRequest: 1,
};

/**
 * Whether this process reaches Redis now, shared by its Redis connections (bus, presence, rate limits).
 * Redis is up while every connection is ready and no command has timed out since the last answer to a
 * probe; a stopped Redis closes the connections, a frozen one only stops answering. While it is down, the
 * parts that use Redis fall back to this process's own state instead of waiting; each change is logged
 * once.
 */
export interface RedisLink {
  isUp(): boolean;
  /** A new connection watched by the link (call `connect()` on it). */
  connection(): Redis;
  /** Records a failed command: a timeout means Redis is frozen, and the link is down until a probe answers. */
  failed(error: unknown): void;
  /** Runs `listener` each time Redis comes back. */
  onUp(listener: () => void): void;
  /** Asks Redis now (a bounded PING): the readiness route's check. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function createRedisLink(url: string, log: Logger): RedisLink {
  const connections: Redis[] = [];
  const upListeners: (() => void)[] = [];
  let isFrozen = false;
  let wasUp = true;
  let probe: NodeJS.Timeout | undefined;

  const isUp = () => !isFrozen && connections.every((connection) => connection.status === 'ready');

  const noteChange = () => {
    const up = isUp();
    if (up === wasUp) return;
    wasUp = up;
    if (!up) {
      log.warn(
        'redis unreachable: rate limits count per process, presence and pushes reach this process only',
      );
      return;
    }
    log.warn('redis reachable again: shared rate limits, presence and pushes resume');
    for (const listener of upListeners) listener();
  };

  const askAgain = async () => {
    const first = connections[0];
    if (!first || !(await pingOf(first))) return;
    clearInterval(probe);
    probe = undefined;
    isFrozen = false;
    noteChange();
  };

  return {
    isUp,
    connection() {
      const connection = new Redis(url, connectionOptions);
      connection.on('error', () => noteChange());
      for (const event of ['ready', 'close', 'end', 'reconnecting']) connection.on(event, noteChange);
      connections.push(connection);
      return connection;
    },
    failed(error) {
      if (!(error instanceof Error) || error.message !== 'Command timed out' || isFrozen) {
        noteChange();
        return;
      }
      isFrozen = true;
      noteChange();
      probe = setInterval(() => void askAgain(), probeEveryMs);
      probe.unref();
    },
    onUp(listener) {
      upListeners.push(listener);
    },
    async ping() {
      const first = connections[0];
      return first !== undefined && isUp() && (await pingOf(first));
    },
    async close() {
      clearInterval(probe);
      // A frozen or absent Redis would not answer QUIT: those connections are dropped.
      await Promise.allSettled(
        connections.map((connection) => (isUp() ? connection.quit() : connection.disconnect())),
      );
    },
  };
}

async function pingOf(connection: Redis): Promise<boolean> {
  try {
    return (await connection.ping()) === 'PONG';
  } catch {
    return false;
  }
}
