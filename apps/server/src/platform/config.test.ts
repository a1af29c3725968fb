import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
