import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer.ts';

let server: TestServer;
let dist: string;
const indexHtml = '<!doctype html><title>Limelight</title><div id="root"></div>';
const bigScript = 'console.log("limelight");\n'.repeat(200);

/** A raw GET (fetch would decode the body): status, headers and the bytes as sent. */
function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        url,
        { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'limelight-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(indexHtml));
  writeFileSync(path.join(dist, 'assets', 'big-4d5e6f.js'), bigScript);
  writeFileSync(path.join(dist, 'assets', 'big-4d5e6f.js.br'), brotliCompressSync(bigScript));
  writeFileSync(path.join(dist, 'assets', 'big-4d5e6f.js.gz'), gzipSync(bigScript));
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

  it.each(['/', '/events', '/event/abc/live', '/no/such/page'])(
    'answers HEAD %s like GET, without a body (issue 22: link checkers and monitors)',
    async (route) => {
      const [get, head] = await Promise.all([
        fetch(server.url + route),
        fetch(server.url + route, { method: 'HEAD' }),
      ]);
      expect(head.status).toBe(200);
      for (const header of ['content-type', 'content-security-policy', 'cache-control'])
        expect(head.headers.get(header)).toBe(get.headers.get(header));
      expect(await head.text()).toBe('');
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

  it('sends the build’s brotli or gzip file by Accept-Encoding, and the plain file otherwise', async () => {
    const url = `${server.url}/assets/big-4d5e6f.js`;
    const br = await rawGet(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(bigScript);
    const gz = await rawGet(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.length).toBeLessThan(bigScript.length / 5);
    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bigScript);
    // The page itself, at any route of the app.
    const page = await rawGet(`${server.url}/events`, 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(page.body).toString()).toBe(indexHtml);
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

describe("the page's CSP allows Stripe.js only while Stripe is the processor", () => {
  let stripe: TestServer;
  beforeAll(async () => {
    stripe = await startTestServer({
      WEB_DIST_DIR: dist,
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    });
  });
  afterAll(() => stripe.close());

  /** The page's policy as directive → sources. */
  async function policyOf(url: string): Promise<Record<string, string[]>> {
    const csp = (await fetch(`${url}/events`)).headers.get('content-security-policy') ?? '';
    return Object.fromEntries(
      csp.split('; ').map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources];
      }),
    );
  }

  it('adds js.stripe.com to script-src and frame-src, api.stripe.com to connect-src', async () => {
    const policy = await policyOf(stripe.url);
    expect(policy['script-src']).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(policy['frame-src']).toEqual(
      expect.arrayContaining([
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://hooks.stripe.com',
      ]),
    );
    expect(policy['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com']));
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('names no Stripe source with the test processor', async () => {
    const policy = await policyOf(server.url);
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    // https: for event streams from elsewhere (docs/decisions/event-contents.md).
    expect(policy['connect-src']).toEqual(["'self'", 'ws:', 'wss:', 'https:']);
    expect(policy['frame-src']).toEqual(['https:']);
    expect(Object.values(policy).flat().join(' ')).not.toContain('stripe');
  });
});
