import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer.ts';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'limelight-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Limelight</title><div id="root"></div>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  server = await startTestServer({ WEB_DIST_DIR: dist });
});
afterAll(() => server.close());

describe('serving the web app', () => {
  it.each(['/', '/events', '/event/abc/live', '/user/jane_doe/edit', '/channel/stage33', '/no/such/page'])(
    'answers %s with the app (history fallback)',
    async (route) => {
      const response = await fetch(server.url + route);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it('sends a strict Content-Security-Policy with the page', async () => {
    const response = await fetch(`${server.url}/events`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets cached for a year', async () => {
    const response = await fetch(`${server.url}/assets/app-1a2b3c.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const response = await fetch(`${server.url}/assets/gone-123.js`);
    expect(response.status).toBe(404);
  });
});

describe('the API rate limit leaves the app alone', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ WEB_DIST_DIR: dist, RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => limited.close());

  it('serves pages and assets past the budget while the API answers 3000', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await fetch(`${limited.url}/events`)).status).toBe(200);
      expect((await fetch(`${limited.url}/assets/app-1a2b3c.js`)).status).toBe(200);
    }
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await fetch(`${limited.url}/api/events/v1/list`)).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
