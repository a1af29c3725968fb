import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode, type ResetPasswordCodeAnswer, type TokenAnswer } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, readOutbox, type TestMember } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newPassword = 'a brand new password';
const requestCode = (username: string) =>
  server.api.post<ResetPasswordCodeAnswer>('/api/passport/v1/getResetPasswordCode', { username });
const reset = (body: { token: string; code: string; newPassword?: string }) =>
  server.api.post<TokenAnswer>('/api/passport/v1/resetPassword', { newPassword, ...body });

/** Asks for a code and reads it from the e-mail in the outbox. */
async function codeFor(member: TestMember): Promise<{ token: string; code: string }> {
  const { body } = await requestCode(member.email);
  const [mail] = await readOutbox(server, member.email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code in the outbox');
  return { token: body.data.token, code };
}

describe('getResetPasswordCode', () => {
  it('e-mails a 6-digit code through the outbox (dev mail view)', async () => {
    const member = await buildMember(server);
    const { body } = await requestCode(member.email.toUpperCase());
    expect(body.code).toBe(ResponseCode.Success);
    expect(body.data.token).toEqual(expect.any(String));
    const mails = await readOutbox(server, member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: member.email, subject: 'Your Limelight password reset code' });
    expect(mails[0]?.text).toMatch(/\b\d{6}\b.*15 minutes/s);
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const { status, body } = await requestCode('nobody-here@example.com');
    expect({ status, code: body.code, hasToken: typeof body.data.token === 'string' }).toEqual({
      status: 200,
      code: ResponseCode.Success,
      hasToken: true,
    });
    expect(await readOutbox(server, 'nobody-here@example.com')).toEqual([]);
  });

  it("takes e-mail addresses only: 'Please login with your email address'", async () => {
    expectInvalid(await requestCode('ann'), 'username', 'Please login with your email address');
  });
});

describe('resetPassword', () => {
  it('sets the new password, ends every session and answers a fresh pair', async () => {
    const member = await buildMember(server);
    const { body } = await reset(await codeFor(member));
    expect(body.code).toBe(ResponseCode.Success);
    expect(body.data.userId).toBe(member.userId);
    expectRefused(
      await server.api.get('/api/user/v1/getProfile', { token: member.userToken }),
      'InvalidTokenVersion',
    );
    expect((await server.api.get('/api/user/v1/getProfile', { token: body.data.userToken })).body.code).toBe(
      200,
    );
    const login = (password: string) =>
      server.api.post('/api/passport/v1/login', { username: member.email, password });
    expectRefused(await login(member.password), 'IncorrectCredentials');
    expect((await login(newPassword)).body.code).toBe(ResponseCode.Success);
  });

  it('refuses a wrong code (10033), and a used one', async () => {
    const member = await buildMember(server);
    const { token, code } = await codeFor(member);
    const wrong = code === '000000' ? '000001' : '000000';
    expectRefused(await reset({ token, code: wrong }), 'VerificationCodeInvalid');
    expect((await reset({ token, code })).body.code).toBe(ResponseCode.Success);
    expectRefused(await reset({ token, code }), 'VerificationCodeInvalid');
  });

  it('allows at most 5 attempts: the right code fails after 5 wrong ones', async () => {
    const member = await buildMember(server);
    const { token, code } = await codeFor(member);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1)
      expectRefused(await reset({ token, code: wrong }), 'VerificationCodeInvalid');
    expectRefused(await reset({ token, code }), 'VerificationCodeInvalid');
  });

  it('refuses a code after its 15 minutes', async () => {
    const member = await buildMember(server);
    const request = await codeFor(member);
    await server.limelight.db
      .updateTable('passwordResets')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', request.token)
      .execute();
    expectRefused(await reset(request), 'VerificationCodeInvalid');
  });

  it('only the latest code works', async () => {
    const member = await buildMember(server);
    const first = await codeFor(member);
    const second = await codeFor(member);
    expectRefused(await reset(first), 'VerificationCodeInvalid');
    expect((await reset(second)).body.code).toBe(ResponseCode.Success);
  });

  it('applies the password rule to the new password', async () => {
    const member = await buildMember(server);
    const request = await codeFor(member);
    expectInvalid(
      await reset({ ...request, newPassword: 'short' }),
      'newPassword',
      'Please enter a password (8char min length)',
    );
  });
});
