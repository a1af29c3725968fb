import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { startSmtpSink, type SmtpSink } from '../smtpSink.ts';

let sink: SmtpSink;
let server: TestServer;
beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: sink.url, MAIL_FROM: 'Limelight <hello@limelight.example>' });
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

describe('mail over SMTP (SMTP_URL)', () => {
  it('sends the reset code to the address through the SMTP server', async () => {
    const member = await buildMember(server);
    await server.api.post('/api/passport/v1/getResetPasswordCode', { username: member.email });
    // Registration mailed a verification first; the reset code comes after it.
    const mail = sink.received.findLast((m) => m.recipients.includes(member.email));
    expect(mail?.data).toContain('From: Limelight <hello@limelight.example>');
    expect(mail?.data).toContain('Subject: Your Limelight password reset code');
    expect(mail?.data).toMatch(/reset your Limelight password is \d{6}\./);
  });

  it('keeps no outbox and so offers no dev mail view', async () => {
    expectRefused(await server.api.get('/api/dev/outbox'), 'NotFound');
  });
});

describe('dev mail view', () => {
  // Started in a hook (its timeout allows for a loaded machine's migrations), not inside the test.
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({ NODE_ENV: 'production' });
  });
  afterAll(() => production.close());

  it('is off in production even with the outbox', async () => {
    const member = await buildMember(production, `${randomUUID()}@example.com`);
    await production.api.post('/api/passport/v1/getResetPasswordCode', { username: member.email });
    expectRefused(await production.api.get('/api/dev/outbox'), 'NotFound');
  });
});

describe('dev mail view answers only the person at the machine (issue 9 §1)', () => {
  let local: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    local = await startTestServer();
    proxied = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await Promise.all([local.close(), proxied.close()]);
  });

  const outbox = (on: TestServer, remoteAddress: string, headers: Record<string, string> = {}) =>
    on.limelight.app.inject({
      method: 'GET',
      url: '/api/dev/outbox?to=x%40example.com',
      remoteAddress,
      headers,
    });

  it('serves loopback clients (IPv4, IPv6 and IPv4-mapped)', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await outbox(local, address)).json()).toMatchObject({ code: 200 });
    }
  });

  it('answers 404, as for a route that does not exist, to any other address', async () => {
    for (const address of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.9', '2001:db8::1']) {
      const answer = await outbox(local, address);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ code: 4004, message: 'Not found', data: null });
    }
    // Even a malformed query does not tell the route apart from a missing one.
    const malformed = await local.limelight.app.inject({
      url: '/api/dev/outbox?to=not-an-address',
      remoteAddress: '203.0.113.7',
    });
    expect(malformed.statusCode).toBe(404);
  });

  it('believes no X-Forwarded-For without TRUST_PROXY', async () => {
    const answer = await outbox(local, '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' });
    expect(answer.statusCode).toBe(404);
  });

  it('with TRUST_PROXY, judges the client the proxy names, not what the client wrote before it', async () => {
    // The proxy (on this machine) appends the address it saw; a client-written entry sits to its left.
    expect((await outbox(proxied, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(404);
    const forged = await outbox(proxied, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' });
    expect(forged.statusCode).toBe(404);
    expect((await outbox(proxied, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).json()).toMatchObject({
      code: 200,
    });
  });
});
