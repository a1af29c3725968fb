import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ApiClient } from './apiClient.ts';
import type { ApiHost } from './factories.ts';
import { startNodeProcess, startServerProcess, type ServerProcess } from './processes.ts';

/** PostgreSQL, when this run has one (CI's second pass): two processes share a database only there. */
export const sharedDatabaseUrl = process.env.DATABASE_URL;
/** Scale-out needs Redis: REDIS_URL, or the local Redis every Limelight machine and CI runs. */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface ProcessPair {
  first: ServerProcess;
  second: ServerProcess;
  /** The two processes as the factories reach them. */
  a: ApiHost;
  b: ApiHost;
}

export interface ProcessPairOptions {
  /** Another entry point than the server's (a test server with hooks); it must answer /api/health. */
  entry?: string;
  env?: Record<string, string>;
  /**
   * Starts the pair on PGlite too (each process then has a database of its own, in memory): for what
   * Redis alone shares. By default the pair runs only where a PostgreSQL schema can be shared.
   */
  withoutSharedDatabase?: boolean;
}

/**
 * Two real server processes sharing one Redis (a fresh key prefix) and, on PostgreSQL, one fresh schema:
 * started before the file's tests (the first migrates the schema, then the second starts) and stopped after
 * them. Returns a getter for the pair, and whether it runs here (`describe.runIf(pair.runs)`).
 */
export function useProcessPair(options: ProcessPairOptions = {}): { runs: boolean; get: () => ProcessPair } {
  const runs = Boolean(sharedDatabaseUrl) || options.withoutSharedDatabase === true;
  let pair: ProcessPair | undefined;
  let started: ServerProcess[] = [];
  beforeAll(async () => {
    if (!runs) return;
    const shared = {
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
      AUTH_SECRET: `pair-${randomBytes(16).toString('hex')}`,
      LOG_LEVEL: 'warn',
      // test_ schemas are dropped by the next run's global setup.
      ...(sharedDatabaseUrl
        ? { DATABASE_SCHEMA: `test_${randomBytes(6).toString('hex')}` }
        : { PGLITE_DIR: 'memory://' }),
      ...options.env,
    };
    const start = () => {
      const env = { ...shared, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'limelight-pair-')) };
      return options.entry ? startNodeProcess(options.entry, env, '/api/health') : startServerProcess(env);
    };
    const first = await start();
    started = [first];
    const second = await start();
    started.push(second);
    pair = { first, second, a: hostOf(first), b: hostOf(second) };
  }, 180_000);
  afterAll(async () => {
    await Promise.all(started.map((process) => process.stop()));
  });
  return {
    runs,
    get: () => {
      if (!pair) throw new Error('the process pair has not started');
      return pair;
    },
  };
}

const hostOf = (server: ServerProcess): ApiHost => ({ url: server.url, api: new ApiClient(server.url) });
