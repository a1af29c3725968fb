import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'limelight-config-'));

describe('configuration from the environment', () => {
  it('uses the embedded defaults', () => {
    const dir = dataDir();
    const config = readConfig({ DATA_DIR: dir });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.pgliteDir).toBe(path.join(dir, 'db'));
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('reads OPERATORS as ids and lower-cased e-mail addresses; none by default', () => {
    expect(readConfig({ DATA_DIR: dataDir() }).operators).toEqual([]);
    const config = readConfig({ DATA_DIR: dataDir(), OPERATORS: ' u-1, Ops@Example.COM ,,' });
    expect(config.operators).toEqual(['u-1', 'ops@example.com']);
  });

  it('generates an auth secret once and keeps it in the data directory', () => {
    const dir = dataDir();
    const first = readConfig({ DATA_DIR: dir }).authSecret;
    const second = readConfig({ DATA_DIR: dir }).authSecret;
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').length).toBeGreaterThanOrEqual(64);
  });

  it('refuses a short AUTH_SECRET and a malformed PORT', () => {
    expect(() => readConfig({ DATA_DIR: dataDir(), AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    expect(() => readConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('trusts no proxy by default, and never every hop (the leftmost X-Forwarded-For is written by the client)', () => {
    const trust = (TRUST_PROXY?: string) =>
      readConfig({ DATA_DIR: dataDir(), ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.0.1')).toEqual(['10.0.0.0/8', '192.168.0.1']);
  });

  it('reads the extra socket origins and refuses what is not an http(s) origin', () => {
    const config = readConfig({
      DATA_DIR: dataDir(),
      ALLOWED_ORIGINS: 'https://app.example.com/, http://intranet:3000',
    });
    expect(config.allowedOrigins).toEqual(['https://app.example.com', 'http://intranet:3000']);
    expect(readConfig({ DATA_DIR: dataDir() }).allowedOrigins).toEqual([]);
    expect(() => readConfig({ DATA_DIR: dataDir(), ALLOWED_ORIGINS: 'app.example.com' })).toThrow(
      /ALLOWED_ORIGINS/,
    );
  });

  it('takes the production parts from their variables', () => {
    const config = readConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://db/x',
      REDIS_URL: 'redis://r:6379',
      PORT: '9000',
    });
    expect(config).toMatchObject({ databaseUrl: 'postgres://db/x', redisUrl: 'redis://r:6379', port: 9000 });
  });
});

describe('accounts configuration', () => {
  const jwks = { keys: [{ kty: 'RSA', n: 'abc', e: 'AQAB', kid: 'k1' }] };

  it('defaults: outbox mail, no social providers, oup.com, 20 sign-ins a minute', () => {
    const config = readConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      smtpUrl: undefined,
      oidcProviders: {},
      learningCompanyDomain: 'oup.com',
      authRateLimitPerMinute: 20,
      isProduction: false,
    });
  });

  it('reads OIDC providers with remote, inline or file key sets', () => {
    const dir = dataDir();
    const file = path.join(dir, 'jwks.json');
    writeFileSync(file, JSON.stringify(jwks));
    const config = readConfig({
      DATA_DIR: dir,
      OIDC_PROVIDERS: JSON.stringify({
        google: {
          issuer: 'https://accounts.google.com',
          audience: 'web',
          jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
        },
        apple: { issuer: 'https://appleid.apple.com', audience: ['web', 'app'], jwks },
        local: { issuer: 'https://idp.test', audience: 'web', jwksUrl: pathToFileURL(file).href },
      }),
    });
    expect(config.oidcProviders.google?.keys).toEqual({
      url: new URL('https://www.googleapis.com/oauth2/v3/certs'),
    });
    expect(config.oidcProviders.apple).toEqual({
      issuer: 'https://appleid.apple.com',
      audience: ['web', 'app'],
      keys: { jwks },
    });
    expect(config.oidcProviders.local?.keys).toEqual({ jwks });
  });

  it.each([
    { google: { issuer: 'x', audience: 'web' } },
    { google: { issuer: 'x', audience: 'web', jwks, jwksUrl: 'https://keys.example/jwks' } },
    { google: { issuer: 'x', audience: 'web', jwksUrl: 'ftp://keys.example/jwks' } },
    { 'Bad Name': { issuer: 'x', audience: 'web', jwks } },
  ])('refuses the providers %j', (providers) => {
    expect(() => readConfig({ DATA_DIR: dataDir(), OIDC_PROVIDERS: JSON.stringify(providers) })).toThrow(
      /OIDC_PROVIDERS/,
    );
  });
});

describe('payments configuration (STRIPE_*)', () => {
  const stripeEnv = {
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  };

  it('uses the test processor without STRIPE_SECRET_KEY', () => {
    expect(readConfig({ DATA_DIR: dataDir() }).stripe).toBeUndefined();
  });

  it("reads Stripe's keys and an API origin for stripe-mock or tests", () => {
    const config = readConfig({
      DATA_DIR: dataDir(),
      ...stripeEnv,
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      publishableKey: 'pk_test_1',
      apiUrl: new URL('http://127.0.0.1:12111'),
    });
    expect(readConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: 'rk_live_1' }).stripe).toEqual({
      secretKey: 'rk_live_1',
      webhookSecret: undefined,
      publishableKey: undefined,
      apiUrl: undefined,
    });
  });

  it.each([
    [{ ...stripeEnv, STRIPE_SECRET_KEY: 'pk_test_1' }, /STRIPE_SECRET_KEY must start with sk_ or rk_/],
    [{ ...stripeEnv, STRIPE_WEBHOOK_SECRET: 'secret' }, /STRIPE_WEBHOOK_SECRET must start with whsec_/],
    [{ ...stripeEnv, STRIPE_PUBLISHABLE_KEY: 'sk_test_1' }, /STRIPE_PUBLISHABLE_KEY must start with pk_/],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_1' }, /STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not/],
    [{ ...stripeEnv, STRIPE_API_URL: 'ftp://127.0.0.1:12111' }, /STRIPE_API_URL/],
    [{ ...stripeEnv, STRIPE_API_URL: 'http://127.0.0.1:12111/v1' }, /STRIPE_API_URL/],
    [{ ...stripeEnv, STRIPE_API_URL: 'not a url' }, /STRIPE_API_URL/],
  ])('refuses %j', (env, message) => {
    expect(() => readConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});
