import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '@limelight/protocol';
import { startTestServer, type TestServer } from './testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('envelope and status classes', () => {
  it('answers /api/health with the envelope and the parts in use', async () => {
    const { status, body } = await server.api.get<{ status: string; database: string; bus: string }>(
      '/api/health',
    );
    expect(status).toBe(200);
    expect(body.code).toBe(ResponseCode.Success);
    expect(body.data.status).toBe('ok');
    expect(body.data.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.data.bus).toBe(process.env.REDIS_URL ? 'redis' : 'memory');
  });

  it('answers an unknown API path with 4004 and HTTP 404', async () => {
    const { status, body } = await server.api.get('/api/nothing/here');
    expect(status).toBe(404);
    expect(body.code).toBe(ResponseCode.NotFound);
  });

  it('answers malformed JSON with 4000, never a 500', async () => {
    const { status, body } = await server.api.request('POST', '/api/user/v1/createGuest', {
      body: '{"eventId":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(status).toBe(400);
    expect(body.code).toBe(ResponseCode.InvalidRequest);
  });

  it('answers input failing its schema with 4000 and the field at fault', async () => {
    const { status, body } = await server.api.post(
      '/api/socket/v1/getConnectionToken',
      {},
      { token: await guestToken() },
    );
    expect(status).toBe(400);
    expect(body.code).toBe(ResponseCode.InvalidRequest);
    expect(body.message).toMatch(/^eventId/);
  });

  it('gives every response a request id and honours one sent by a load balancer', async () => {
    const generated = await server.api.get('/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
    const forwarded = await server.api.request('GET', '/api/health', {
      headers: { 'X-Request-Id': 'lb-42' },
    });
    expect(forwarded.headers.get('x-request-id')).toBe('lb-42');
  });
});

describe('authentication on protected calls', () => {
  it('rejects a call without a token with 10002', async () => {
    const { status, body } = await server.api.post('/api/socket/v1/getConnectionToken', { eventId: 'e1' });
    expect(status).toBe(401);
    expect(body).toMatchObject({
      code: 10002,
      message: 'Invalid authorization. Please try to log in again.',
    });
  });

  it('rejects a forged token with 10002', async () => {
    const { body } = await server.api.post(
      '/api/socket/v1/getConnectionToken',
      { eventId: 'e1' },
      { token: 'abc.def.ghi' },
    );
    expect(body.code).toBe(ResponseCode.LoginRequired);
  });
});

describe('rate limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  it('answers 3000 with HTTP 429 and Retry-After past the limit', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1)
      answers.push(await limited.api.post('/api/socket/v1/getConnectionToken', {}));
    const last = answers.at(-1)!;
    expect(answers.slice(0, 3).map((a) => a.body.code)).toEqual([10002, 10002, 10002]);
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({ code: 3000, message: 'Please try again later.' });
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('never limits /api/health (an unlimited call): load balancers probe it as often as they like', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await limited.api.get('/api/health')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });
});

async function guestToken(): Promise<string> {
  const { body } = await server.api.post<{ userToken: string }>('/api/user/v1/createGuest', {});
  return body.data.userToken;
}
