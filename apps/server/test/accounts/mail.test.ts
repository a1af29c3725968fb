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
  it('is off in production even with the outbox', async () => {
    const production = await startTestServer({ NODE_ENV: 'production' });
    try {
      const member = await buildMember(production, `${randomUUID()}@example.com`);
      await production.api.post('/api/passport/v1/getResetPasswordCode', { username: member.email });
      expectRefused(await production.api.get('/api/dev/outbox'), 'NotFound');
    } finally {
      await production.close();
    }
  });
});
