import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { FriendCall, Ice, RecordingLimit } from '@limelight/protocol';
import { secretCheckRateLimitPerMinute } from '@limelight/protocol/http';
import { readMediaConfig, type MediaConfig } from './media/mediaConfig.ts';
import { readS3Settings, type S3Settings } from './storage/s3Settings.ts';

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
  /**
   * Which proxies in front are trusted to tell the client's address (`X-Forwarded-For`): none, a number
   * of hops counted from this server, or their addresses and CIDR ranges. Never "all": the leftmost
   * entries of the header are whatever the client wrote.
   */
  trustProxy: false | number | string[];
  /** Browser origins besides the public URL's whose pages may open sockets (`ALLOWED_ORIGINS`). */
  allowedOrigins: string[];
  shutdownGraceMs: number;
  /** A request body silent this long is refused with 4000 (issue 26; docs/decisions/input-hardening.md). */
  bodyIdleTimeoutMs: number;
  /** `NODE_ENV=production`: development aids (the mail outbox view) are off. */
  isProduction: boolean;
  /** `CHECK_ANSWERS=1`: every answer of a contract call is parsed with its schema (on in tests). */
  checkAnswers: boolean;
  /** SMTP server for outgoing mail when set; the `mail_outbox` table otherwise. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The operators' address that contact and feedback messages are mailed to (`SUPPORT_EMAIL`); without it
   * they are stored only (features/support).
   */
  supportEmail: string | undefined;
  /**
   * The platform's operators, who read and act on the moderation queue (`OPERATORS`: user ids or e-mail
   * addresses, comma-separated; e-mails lower-cased). Empty: nobody is an operator.
   */
  operators: string[];
  /** OpenID Connect providers accepted by social login, by name (`OIDC_PROVIDERS`, JSON). */
  oidcProviders: Record<string, OidcProviderConfig>;
  /** spec 000 §3: accounts with an e-mail at this domain get `isOxford`. */
  learningCompanyDomain: string;
  /** Per-address limit of the sign-in and password routes, tighter than `rateLimitPerMinute`. */
  authRateLimitPerMinute: number;
  /**
   * The request header a trusted proxy puts the viewer's country in (ISO 3166-1 alpha-2), for region
   * restrictions of events (`COUNTRY_HEADER`, default Cloudflare's `cf-ipcountry`); lower case.
   */
  countryHeader: string;
  /** Stripe instead of the built-in test processor when `STRIPE_SECRET_KEY` is set. */
  stripe: StripeSettings | undefined;
  /** Uploads nothing references (docs/decisions/security.md): how often they are collected (0: never), after what age, and how many one person may hold. */
  uploadRetention: { collectIntervalMs: number; maxAgeMs: number; maxPerPerson: number };
  /** The embedded SFU's ICE, and the STUN/TURN servers browsers use (docs/decisions/media.md). */
  media: MediaConfig;
  /** How long a friend call rings before it is missed (`CALL_RING_TIMEOUT_MS`; spec 000 §4: 60 s). */
  callRingTimeoutMs: number;
  /**
   * How long a person may be without any friend socket before a call hangs up for them and a random meet
   * lets them go (`FRIEND_SOCKET_GRACE_MS`, 10 s: a reload or a short network loss is not leaving).
   */
  friendSocketGraceMs: number;
  /** S3-compatible storage of uploaded and made files when `S3_*` is set; `${dataDir}/files` otherwise. */
  s3: S3Settings | undefined;
  /** How many bytes one owner's recordings may hold together (`RECORDING_QUOTA_BYTES`; docs/decisions/recordings.md). */
  recordingQuotaBytes: number;
}

/** Stripe's keys and, for tests and stripe-mock, another address of its API. */
export interface StripeSettings {
  /** `sk_…` or a restricted `rk_…` key. */
  secretKey: string;
  /** `whsec_…`: the webhook endpoint exists only with it (docs/decisions/commerce.md). */
  webhookSecret: string | undefined;
  /** `pk_…`, handed to the web's card form. */
  publishableKey: string | undefined;
  /** `STRIPE_API_URL`: Stripe's API at another origin (stripe-mock, tests); Stripe's own when undefined. */
  apiUrl: URL | undefined;
}

/** The JSON Web Key Set of a provider, as its `jwks_uri` publishes it. */
export type JsonWebKeySet = z.infer<typeof jwksSchema>;

/** One social-login provider: the id tokens it signs and where its signing keys are. */
export interface OidcProviderConfig {
  issuer: string;
  /** The client id(s) the tokens are issued to (web and app clients may differ). */
  audience: string | string[];
  /** Fetched from the provider (and cached) when a URL; read at start from a `file://` path or given inline. */
  keys: { url: URL } | { jwks: JsonWebKeySet };
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
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    allowedOrigins: readOrigins(env.ALLOWED_ORIGINS),
    shutdownGraceMs: readInt(env, 'SHUTDOWN_GRACE_MS', 10_000),
    bodyIdleTimeoutMs: readInt(env, 'BODY_IDLE_TIMEOUT_MS', 30_000),
    isProduction: env.NODE_ENV === 'production',
    checkAnswers: env.CHECK_ANSWERS === '1',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Limelight <no-reply@localhost>',
    supportEmail: env.SUPPORT_EMAIL || undefined,
    operators: readOperators(env.OPERATORS),
    oidcProviders: readOidcProviders(env.OIDC_PROVIDERS),
    learningCompanyDomain: (env.LEARNING_COMPANY_DOMAIN || 'oup.com').toLowerCase(),
    authRateLimitPerMinute: readInt(env, 'AUTH_RATE_LIMIT_PER_MINUTE', secretCheckRateLimitPerMinute),
    countryHeader: (env.COUNTRY_HEADER || 'cf-ipcountry').toLowerCase(),
    stripe: readStripeSettings(env),
    uploadRetention: {
      collectIntervalMs: readInt(env, 'UPLOAD_COLLECT_INTERVAL_MS', 60 * 60_000),
      maxAgeMs: readInt(env, 'UNATTACHED_UPLOAD_MAX_AGE_MS', 24 * 60 * 60_000),
      maxPerPerson: readInt(env, 'UNATTACHED_UPLOADS_PER_PERSON', 50),
    },
    media: readMediaConfig(env, Ice.defaultStunUrls),
    callRingTimeoutMs: readInt(env, 'CALL_RING_TIMEOUT_MS', FriendCall.autoDeclineMs),
    friendSocketGraceMs: readInt(env, 'FRIEND_SOCKET_GRACE_MS', 10_000),
    recordingQuotaBytes: readInt(env, 'RECORDING_QUOTA_BYTES', RecordingLimit.quotaBytes),
    s3: readS3Settings(env),
  };
}

/**
 * The STRIPE_* variables; none without STRIPE_SECRET_KEY. Keys of the wrong kind, and Stripe variables
 * without the secret key (which would silently leave the test processor in charge), stop the start.
 */
function readStripeSettings(env: Env): StripeSettings | undefined {
  const keyPrefixes: [name: string, prefixes: string[]][] = [
    ['STRIPE_SECRET_KEY', ['sk_', 'rk_']],
    ['STRIPE_WEBHOOK_SECRET', ['whsec_']],
    ['STRIPE_PUBLISHABLE_KEY', ['pk_']],
  ];
  for (const [name, prefixes] of keyPrefixes) {
    const value = env[name];
    if (value && !prefixes.some((prefix) => value.startsWith(prefix)))
      throw new Error(`${name} must start with ${prefixes.join(' or ')}`);
  }
  const secretKey = env.STRIPE_SECRET_KEY || undefined;
  if (!secretKey) {
    const stray = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_API_URL'].find(
      (name) => env[name],
    );
    if (stray) throw new Error(`${stray} is set but STRIPE_SECRET_KEY is not`);
    return undefined;
  }
  return {
    secretKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    apiUrl: env.STRIPE_API_URL ? readStripeApiUrl(env.STRIPE_API_URL) : undefined,
  };
}

/** An origin only: the SDK takes a host, a port and a protocol, and always adds its own `/v1/` paths. */
function readStripeApiUrl(raw: string): URL {
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search)
    throw new Error(`STRIPE_API_URL must be an http(s) origin such as http://127.0.0.1:12111, got "${raw}"`);
  return url;
}

const jwksSchema = z.object({ keys: z.array(z.looseObject({ kty: z.string() })) });

const oidcProviderFields = {
  issuer: z.string().min(1),
  audience: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
};

// Exactly one source of keys: a URL (https, or file for a key set kept on disk) or the key set inline.
const oidcProvidersSchema = z.record(
  z.string().regex(/^[a-z0-9_-]+$/),
  z.union([
    z.strictObject({ ...oidcProviderFields, jwksUrl: z.url({ protocol: /^(https?|file)$/ }) }),
    z.strictObject({ ...oidcProviderFields, jwks: jwksSchema }),
  ]),
);

/** `OIDC_PROVIDERS`: `{ "google": { "issuer", "audience", "jwksUrl" | "jwks" } }`; none when unset. */
function readOidcProviders(json: string | undefined): Record<string, OidcProviderConfig> {
  if (!json) return {};
  const parsed = oidcProvidersSchema.safeParse(JSON.parse(json));
  if (!parsed.success) throw new Error(`OIDC_PROVIDERS is invalid: ${z.prettifyError(parsed.error)}`);
  return Object.fromEntries(
    Object.entries(parsed.data).map(([name, provider]) => [
      name,
      {
        issuer: provider.issuer,
        audience: provider.audience,
        keys: 'jwks' in provider ? { jwks: provider.jwks } : keysAt(new URL(provider.jwksUrl)),
      },
    ]),
  );
}

/** A key set URL: kept to be fetched when remote, read now when a file. */
function keysAt(url: URL): OidcProviderConfig['keys'] {
  if (url.protocol !== 'file:') return { url };
  return { jwks: jwksSchema.parse(JSON.parse(readFileSync(url, 'utf8'))) };
}

/** `TRUST_PROXY`: off when unset or false; `true` is one hop; a count of hops; or addresses and CIDRs. */
function readTrustProxy(raw: string | undefined): Config['trustProxy'] {
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return 1;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw.split(',').map((address) => address.trim());
}

/** `ALLOWED_ORIGINS`: comma-separated origins such as `https://app.example.com`. */
function readOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw.split(',').map((entry) => {
    const trimmed = entry.trim();
    if (!URL.canParse(trimmed) || !['http:', 'https:'].includes(new URL(trimmed).protocol))
      throw new Error(`ALLOWED_ORIGINS must list http(s) origins, got "${trimmed}"`);
    return new URL(trimmed).origin;
  });
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

/** `OPERATORS`: ids kept as written, e-mail addresses lower-cased (they are stored so). */
function readOperators(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => (entry.includes('@') ? entry.toLowerCase() : entry));
}
