import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { readConfig, type Config } from '../src/platform/config.ts';
import {
  createLimelight,
  type Limelight,
  type LimelightClocks,
  type LimelightSubstitutes,
} from '../src/limelight.ts';
import { ApiClient } from './apiClient.ts';

export interface TestServer {
  limelight: Limelight;
  url: string;
  api: ApiClient;
  close(): Promise<void>;
}

/**
 * The real server on a free port with a database of its own: PGlite in memory by default, a fresh
 * PostgreSQL schema when DATABASE_URL is set (dropped by the next run's global setup, never while other
 * files may be introspecting the database). REDIS_URL, when set, is used too.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  clocks: LimelightClocks = {},
  substitutes: LimelightSubstitutes = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'limelight-test-'));
  const schema = process.env.DATABASE_URL ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config: Config = readConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PGLITE_DIR: 'memory://',
    AUTH_SECRET: 'test-secret-of-at-least-thirty-two-characters',
    REDIS_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    // Loopback only, and no public STUN server (ARCHITECTURE "Testing").
    SFU_ICE_ADDRESSES: '127.0.0.1',
    STUN_URLS: 'none',
    // Every answer of a contract call is parsed with its schema: the suite checks the contract's answers.
    CHECK_ANSWERS: '1',
    ...(schema ? { DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
  const limelight = await createLimelight(
    config,
    pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    clocks,
    substitutes,
  );
  const url = await limelight.listen();
  return {
    limelight,
    url,
    api: new ApiClient(url),
    async close() {
      await limelight.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
