import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Everything the server reads from its environment, with the embedded defaults of ARCHITECTURE. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  /** PostgreSQL when set; PGlite in `${dataDir}/db` otherwise. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (default: the connection's search_path). */
  databaseSchema: string | undefined;
  /** PGlite's data directory, `${dataDir}/db` by default; `memory://` keeps nothing. */
  pgliteDir: string;
  /** Redis bus, presence and rate-limit store when set; in-process otherwise. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel, so that several deployments can share one Redis. */
  redisPrefix: string;
  /** HMAC key for access, guest and connection tokens; shared by every process behind one load balancer. */
  authSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  guestTokenTtlSeconds: number;
  logLevel: string;
  /** The built web app; served with history fallback when present. */
  webDistDir: string;
  rateLimitPerMinute: number;
  /** Trust X-Forwarded-* from a load balancer in front. */
  trustProxy: boolean;
  shutdownGraceMs: number;
}

const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

type Env = Record<string, string | undefined>;

/** Reads the configuration from the environment; creates the data directory. */
export function readConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const port = readInt(env, 'PORT', 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    pgliteDir: env.PGLITE_DIR || path.join(dataDir, 'db'),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'limelight:',
    authSecret: readAuthSecret(env.AUTH_SECRET, dataDir),
    accessTokenTtlSeconds: readInt(env, 'ACCESS_TOKEN_TTL_SECONDS', 3600),
    refreshTokenTtlSeconds: readInt(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600),
    guestTokenTtlSeconds: readInt(env, 'GUEST_TOKEN_TTL_SECONDS', 7 * 24 * 3600),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist,
    rateLimitPerMinute: readInt(env, 'RATE_LIMIT_PER_MINUTE', 1200),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    shutdownGraceMs: readInt(env, 'SHUTDOWN_GRACE_MS', 10_000),
  };
}

function readInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

/**
 * AUTH_SECRET when given; otherwise a random key kept in the data directory so that tokens survive a
 * restart of the embedded platform.
 */
function readAuthSecret(fromEnv: string | undefined, dataDir: string): Uint8Array {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters');
    return new TextEncoder().encode(fromEnv);
  }
  const file = path.join(dataDir, 'auth-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('hex'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
