import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EmailVerification,
  type OwnProfile,
  type ResendVerificationAnswer,
  type ResetPasswordCodeAnswer,
  type RetryAfter,
  type TokenAnswer,
  type VerifyEmailAnswer,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  buildMember,
  readOutbox,
  readVerificationCode,
  readVerificationLinkCode,
  readVerificationMails,
  verifyEmail,
  type TestMember,
} from '../factories.ts';
import { expectRefused } from '../expectations.ts';

// The cool-down, the hourly cap and the 24 h expiry go by this clock.
let nowMs = Date.now();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(nowMs) });
});
afterAll(() => server.close());

const verify = (code: string, token?: string) =>
  server.api.post<VerifyEmailAnswer>('/api/passport/v1/verifyEmail', { code }, token ? { token } : {});
const resend = (member: TestMember) =>
  server.api.post<ResendVerificationAnswer>(
    '/api/passport/v1/resendVerification',
    {},
    {
      token: member.userToken,
    },
  );
const isVerified = async (member: TestMember) =>
  (await server.api.get<OwnProfile>('/api/user/v1/getProfile', { token: member.userToken })).body.data
    .emailVerified;
const verificationMails = (to: string) => readVerificationMails(server, to);
const later = (seconds: number) => {
  nowMs += seconds * 1000;
};

describe('the verification mail (register, link, claim)', () => {
  it('goes out on register with a /verify-email link and a 6-digit code; the address starts unverified', async () => {
    const member = await buildMember(server);
    const [mail] = await verificationMails(member.email);
    expect(mail?.text).toMatch(/\/verify-email\?code=[\w-]{43}/);
    // The link opens in the mail's language, whatever the reader's browser last chose (issue 22).
    expect(mail?.text).toMatch(/\/verify-email\?code=[\w-]{43}&lang=en\s/);
    expect(mail?.text).toMatch(/signed in: \d{6}/);
    expect(await isVerified(member)).toBe(false);
  });

  it('stores only hashes of the link token and the code', async () => {
    const member = await buildMember(server);
    const code = await readVerificationCode(server, member.email);
    const linkCode = await readVerificationLinkCode(server, member.email);
    const rows = await server.limelight.db
      .selectFrom('emailVerifications')
      .selectAll()
      .where('userId', '=', member.userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(linkCode);
  });

  it('goes out again when link type email changes the address, which is unverified until then', async () => {
    const member = await verifyEmail(server, await buildMember(server));
    const email = `moved.${randomUUID()}@example.com`;
    const oldCode = await readVerificationLinkCode(server, member.email);
    await server.api.post(
      '/api/passport/v1/link',
      { type: 'email', email, password: member.password },
      { token: member.userToken },
    );
    expect(await isVerified(member)).toBe(false);
    expect(await verificationMails(email)).toHaveLength(1);
    // The old mail proved the old address, not this one.
    expectRefused(await verify(oldCode ?? ''), 'VerificationCodeInvalid');
    expect(await isVerified(member)).toBe(false);
  });
});

describe('POST /api/passport/v1/verifyEmail', () => {
  it('takes the link token signed out; opened again it still answers success', async () => {
    const member = await buildMember(server);
    const code = (await readVerificationLinkCode(server, member.email)) ?? '';
    expect((await verify(code)).body.data).toEqual({ email: member.email, emailVerified: true });
    expect(await isVerified(member)).toBe(true);
    expect((await verify(code)).body.data).toEqual({ email: member.email, emailVerified: true });
  });

  it('takes the short code only from the signed-in holder (10002 signed out)', async () => {
    const member = await buildMember(server);
    const code = (await readVerificationCode(server, member.email)) ?? '';
    expectRefused(await verify(code), 'LoginRequired');
    const other = await buildMember(server);
    expectRefused(await verify(code, other.userToken), 'VerificationCodeInvalid');
    expect((await verify(code, member.userToken)).body.data.emailVerified).toBe(true);
  });

  it('refuses an unknown link (10033) and stops a mail after 5 wrong codes', async () => {
    const member = await buildMember(server);
    expectRefused(await verify('not-a-link-token-at-all'), 'VerificationCodeInvalid');
    const code = (await readVerificationCode(server, member.email)) ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < EmailVerification.maxCodeAttempts; i += 1) {
      expectRefused(await verify(wrong, member.userToken), 'VerificationCodeInvalid');
    }
    expectRefused(await verify(code, member.userToken), 'VerificationCodeInvalid');
    expect(await isVerified(member)).toBe(false);
  });

  it('refuses a mail older than 24 h', async () => {
    const member = await buildMember(server);
    const code = (await readVerificationLinkCode(server, member.email)) ?? '';
    later(EmailVerification.expiresInHours * 3600 + 1);
    expectRefused(await verify(code), 'VerificationCodeInvalid');
    expect(await isVerified(member)).toBe(false);
  });
});

describe('POST /api/passport/v1/resendVerification', () => {
  it('has a 60 s cool-down (3000 with retryAfterSeconds); a new mail replaces the old one', async () => {
    const member = await buildMember(server);
    const first = (await readVerificationLinkCode(server, member.email)) ?? '';
    const tooSoon = await server.api.post<RetryAfter>(
      '/api/passport/v1/resendVerification',
      {},
      { token: member.userToken },
    );
    expectRefused(tooSoon, 'TryAgainLater');
    expect(tooSoon.body.data.retryAfterSeconds).toBe(EmailVerification.resendCooldownSeconds);
    later(EmailVerification.resendCooldownSeconds);
    const sent = await resend(member);
    expect(sent.body.data).toEqual({
      email: member.email,
      retryAfterSeconds: EmailVerification.resendCooldownSeconds,
    });
    expect(await verificationMails(member.email)).toHaveLength(2);
    expectRefused(await verify(first), 'VerificationCodeInvalid');
    expect((await verify((await readVerificationLinkCode(server, member.email)) ?? '')).body.code).toBe(200);
  });

  it('sends at most 5 mails an hour', async () => {
    const member = await buildMember(server);
    for (let sent = 1; sent < EmailVerification.maxMailsPerHour; sent += 1) {
      later(EmailVerification.resendCooldownSeconds);
      expect((await resend(member)).body.code).toBe(200);
    }
    later(EmailVerification.resendCooldownSeconds);
    const capped = await server.api.post<RetryAfter>(
      '/api/passport/v1/resendVerification',
      {},
      { token: member.userToken },
    );
    expectRefused(capped, 'TryAgainLater');
    // The first mail leaves the hour's window 4 cool-downs after the one just refused.
    const windowLeft = 3600 - EmailVerification.maxMailsPerHour * EmailVerification.resendCooldownSeconds;
    expect(capped.body.data.retryAfterSeconds).toBe(windowLeft);
    later(windowLeft);
    expect((await resend(member)).body.code).toBe(200);
  });

  it('answers 4009 once the address is verified', async () => {
    const member = await verifyEmail(server, await buildMember(server));
    later(EmailVerification.resendCooldownSeconds);
    expectRefused(await resend(member), 'Conflict');
  });
});

describe('other proofs of the address', () => {
  it('a password reset through the mailed code verifies the address', async () => {
    const member = await buildMember(server);
    const { body } = await server.api.post<ResetPasswordCodeAnswer>('/api/passport/v1/getResetPasswordCode', {
      username: member.email,
    });
    const mail = (await readOutbox(server, member.email)).find((m) => m.subject.includes('reset'));
    const code = mail?.text.match(/is (\d{6})\./)?.[1] ?? '';
    const reset = await server.api.post<TokenAnswer>('/api/passport/v1/resetPassword', {
      token: body.data.token,
      code,
      newPassword: 'another fine password',
    });
    expect(await isVerified({ ...member, userToken: reset.body.data.userToken })).toBe(true);
  });
});
