import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilmLimit } from '@limelight/protocol';
import { contractCalls } from '@limelight/protocol/http';
import { ApiReferencePath } from '../../src/platform/http/apiReference.ts';
import { startTestServer, type TestServer } from '../testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const key = (method: string, url: string) => `${method} ${url}`;
// The reference's own routes answer a document and a page, not the envelope: they are not calls.
const referenceRoutes = new Set(Object.values(ApiReferencePath).map((url) => key('GET', url)));

// A film's upload speaks the tus protocol (its own methods and headers), not the envelope: not a call.
const tusUrls = new Set([FilmLimit.uploadPath, `${FilmLimit.uploadPath}/:uploadId`]);

/** Every route Fastify has under /api (HEAD routes are Fastify's own echo of each GET). */
function apiRoutes(): string[] {
  return server.limelight.httpRoutes
    .filter(({ method, url }) => method !== 'HEAD' && url.startsWith('/api') && !tusUrls.has(url))
    .map(({ method, url }) => key(method, url));
}

describe('the HTTP contract', () => {
  const declared = contractCalls().map(({ name, call }) => ({
    name,
    key: key(call.method, call.path),
    call,
  }));

  it('declares every /api route', () => {
    const known = new Set([...declared.map((call) => call.key), ...referenceRoutes]);
    expect(apiRoutes().filter((route) => !known.has(route))).toEqual([]);
  });

  it('has every declared call registered through router.implement, with its own declaration', () => {
    const implemented = new Map(
      server.limelight.apiRoutes.flatMap((route) =>
        route.call ? [[key(route.method, route.url), route]] : [],
      ),
    );
    for (const { name, key: callKey, call } of declared) {
      expect(implemented.get(callKey)?.call, name).toBe(call);
      expect(implemented.get(callKey)?.auth, name).toBe(call.auth);
    }
    expect(implemented.size).toBe(declared.length);
  });

  it('declares each method and path once', () => {
    expect(new Set(declared.map((call) => call.key)).size).toBe(declared.length);
  });
});
