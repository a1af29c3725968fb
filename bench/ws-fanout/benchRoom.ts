import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { readConfig } from '../../apps/server/src/platform/config.ts';
import { createLimelight, type Limelight } from '../../apps/server/src/limelight.ts';

/** The platform in this process with one public room, and the URL a guest's sockets open it with. */
export interface BenchRoom {
  limelight: Limelight;
  roomId: string;
  /** `/ws/<token>`: one socket token opens any number of sockets within its minute. */
  socketUrl: string;
  /**
   * A socket URL whose token is under 10 s old, minted anew when needed: a storm on a loaded machine
   * outlasts the token's minute.
   */
  freshSocketUrl(): Promise<string>;
  /** The room owner's access token and the API's base URL, for calls into the room (chat). */
  ownerToken: string;
  baseUrl: string;
}

/**
 * Starts the platform on its embedded parts (the Redis bus and presence when `redisUrl` is given) and
 * makes a member's public room, which socket tokens are issued for, and a guest's socket URL into it.
 */
export async function startBenchRoom(redisUrl: string | undefined): Promise<BenchRoom> {
  const config = readConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'limelight-bench-')),
    PGLITE_DIR: 'memory://',
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_SECRET: 'bench-secret-of-at-least-thirty-two-characters',
    REDIS_PREFIX: `bench:${Date.now()}:`,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const limelight = await createLimelight(config, pino({ level: 'warn' }));
  const base = await limelight.listen();
  const post = async <T>(url: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { data: T }).data;
  };
  const owner = await post<{ userToken: string }>('/api/passport/v1/register', {
    email: `bench-${Date.now()}@example.com`,
    password: 'bench password of the room owner',
    dob: '1990-01-01',
  });
  const room = await post<{ id: string }>(
    '/api/room/v1/createRoom',
    { title: 'Bench room' },
    owner.userToken,
  );
  const guest = await post<{ userToken: string }>('/api/user/v1/createGuest', { eventId: room.id });
  const mintSocketUrl = async () => {
    const { token } = await post<{ token: string }>(
      '/api/socket/v1/getConnectionToken',
      { eventId: room.id },
      guest.userToken,
    );
    return `${base.replace('http', 'ws')}/ws/${token}`;
  };
  let socketUrl = await mintSocketUrl();
  let mintedAt = Date.now();
  const freshSocketUrl = async () => {
    if (Date.now() - mintedAt > 10_000) {
      socketUrl = await mintSocketUrl();
      mintedAt = Date.now();
    }
    return socketUrl;
  };
  return {
    limelight,
    roomId: room.id,
    socketUrl,
    freshSocketUrl,
    ownerToken: owner.userToken,
    baseUrl: base,
  };
}
