import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/platform/db/schema.ts';
import pino from 'pino';
import { readConfig } from '../../src/platform/config.ts';
import { openDatabase } from '../../src/platform/db/database.ts';
import { createHttpApp } from '../../src/platform/http/httpApp.ts';
import { ApiRouter } from '../../src/platform/http/router.ts';
import { TokenSigner } from '../../src/platform/auth/tokens.ts';
import { createCallerResolver } from '../../src/platform/auth/callerResolver.ts';
import { createMemoryBus } from '../../src/platform/bus/memoryBus.ts';
import { createRealtimeDelivery, userChannel } from '../../src/platform/realtime/delivery.ts';
import { createUploadsModule } from '../../src/platform/storage/uploads.module.ts';
import {
  createFilmMediaModule,
  createUploadLocker,
  type FilmMediaModule,
  type FilmMediaModuleDeps,
} from '../../src/features/filmMedia/index.ts';
import { ApiClient } from '../apiClient.ts';
import { createMemoryRateWindows } from '../../src/platform/bus/rateWindows.ts';

/** What the films feature answers, as a test decides it. */
export type FilmAccess = Pick<FilmMediaModuleDeps, 'mayUpload' | 'isCreator'>;

export interface FilmMediaServer {
  url: string;
  api: ApiClient;
  filmMedia: FilmMediaModule;
  /** A member's bearer token. */
  tokenOf(userId: string): Promise<string>;
  /** The payloads pushed to a user's sockets since `listen` (cya_self_service frames). */
  listen(userId: string): Promise<unknown[]>;
  /** Moves the server's clock forward. */
  advanceClock(ms: number): void;
  /** The server's data folder (its `film-work` is there) and database: what a crashed process leaves. */
  dataDir: string;
  db: Kysely<Database>;
  close(): Promise<void>;
}

/**
 * The filmMedia module on the real platform parts (database, HTTP app, router, file storage, bus), with
 * the films feature's answers (`mayUpload`, `isCreator`) given by the test: the films feature is built
 * apart (docs/decisions/films-media.md). The transcode loop is not started: tests run transcodes with
 * `filmMedia.runTranscodes()`. Members are signed tokens of accounts that always pass the account checks.
 */
export async function startFilmMediaServer(access: FilmAccess): Promise<FilmMediaServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'limelight-films-'));
  const schema = process.env.DATABASE_URL ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config = readConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PGLITE_DIR: 'memory://',
    AUTH_SECRET: 'test-secret-of-at-least-thirty-two-characters',
    ...(schema ? { DATABASE_SCHEMA: schema } : {}),
  });
  let clockOffsetMs = 0;
  const clock = () => new Date(Date.now() + clockOffsetMs);
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    schema: config.databaseSchema,
  });
  const app = await createHttpApp({
    logger: log,
    trustProxy: false,
    rateLimitPerMinute: 100_000,
    rateWindows: createMemoryRateWindows(),
    bodyIdleTimeoutMs: 30_000,
  });
  const tokens = new TokenSigner(config.authSecret);
  const resolveCaller = createCallerResolver(tokens, async () => ({
    tokenVersion: 0,
    banReason: null,
    revokedSessionIds: new Set<string>(),
  }));
  const router = new ApiRouter(app, resolveCaller, { checkAnswers: true });
  const files = createUploadsModule({ db: database.db, config, clock, log });
  const bus = createMemoryBus(log);
  const filmMedia = createFilmMediaModule({
    db: database.db,
    config,
    clock,
    log,
    storage: files.storage,
    delivery: createRealtimeDelivery(bus),
    resolveCaller,
    uploadLocker: createUploadLocker({ redis: undefined, bus, prefix: '' }),
    // One process, alone: nothing in its work folder belongs to another.
    requests: { processId: 'film-media-test' },
    processes: { liveIds: async () => new Set(['film-media-test']) },
    ...access,
  });
  files.module.routes?.({ router, app });
  filmMedia.module.routes?.({ router, app });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    api: new ApiClient(url),
    filmMedia,
    tokenOf: (userId) =>
      tokens.signAccess({ userId, kind: 'member', sessionId: randomUUID(), version: 0 }, 3600),
    async listen(userId) {
      const payloads: unknown[] = [];
      await bus.subscribe(userChannel(userId), (delivery) => {
        const message = (delivery as { message?: { payload?: unknown } }).message;
        if (message) payloads.push(message.payload);
      });
      return payloads;
    },
    advanceClock: (ms) => void (clockOffsetMs += ms),
    dataDir,
    db: database.db,
    async close() {
      await app.close();
      await bus.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
