import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode, type TokenAnswer } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, readOutbox, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';

// The back-off goes by this clock, so that the test can wait it out without waiting.
let nowMs = Date.now();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(nowMs) });
});
afterAll(() => server.close());

const login = (member: TestMember, password: string) =>
  server.api.post<TokenAnswer>('/api/passport/v1/login', { username: member.email, password });
const wrong = (member: TestMember) => login(member, 'not the password');

async function failFourTimes(member: TestMember): Promise<void> {
  for (let i = 0; i < 4; i += 1) expectRefused(await wrong(member), 'IncorrectCredentials');
}

describe('per-account back-off of failed password logins (issue 9, docs/decisions/security.md)', () => {
  it('answers 3000 with retryAfterSeconds after 5 failures, even to the right password, until it ends', async () => {
    const member = await buildMember(server);
    await failFourTimes(member);
    expectRefused(await wrong(member), 'IncorrectCredentials');
    const refused = await login(member, member.password);
    expectRefused(refused, 'TryAgainLater');
    expect(refused.body.data).toEqual({ retryAfterSeconds: 30 });
    expect(refused.headers.get('retry-after')).toBe('30');
    nowMs += 10_000;
    expect((await wrong(member)).body.data).toEqual({ retryAfterSeconds: 20 });

    nowMs += 20_000;
    const after = await login(member, member.password);
    expect(after.body.code).toBe(ResponseCode.Success);
    expect(after.body.data.userId).toBe(member.userId);
  });

  it('doubles the back-off with each further failure, up to 15 minutes', async () => {
    const member = await buildMember(server);
    await failFourTimes(member);
    const seen: number[] = [];
    for (let failure = 5; failure <= 12; failure += 1) {
      expectRefused(await wrong(member), 'IncorrectCredentials');
      const refused = await wrong(member);
      expectRefused(refused, 'TryAgainLater');
      const { retryAfterSeconds } = refused.body.data as unknown as { retryAfterSeconds: number };
      seen.push(retryAfterSeconds);
      nowMs += retryAfterSeconds * 1000;
    }
    expect(seen).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
    expect((await login(member, member.password)).body.code).toBe(ResponseCode.Success);
    // A success ends the run: four more failures cost nothing again.
    await failFourTimes(member);
    expect((await login(member, member.password)).body.code).toBe(ResponseCode.Success);
  });

  it('leaves other accounts alone', async () => {
    const [target, bystander] = await Promise.all([buildMember(server), buildMember(server)]);
    await failFourTimes(target);
    expectRefused(await wrong(target), 'IncorrectCredentials');
    expectRefused(await login(target, target.password), 'TryAgainLater');
    expect((await login(bystander, bystander.password)).body.code).toBe(ResponseCode.Success);
    expectRefused(await wrong(bystander), 'IncorrectCredentials');
  });

  it('counts parallel guesses one by one: none slips past the back-off', async () => {
    const member = await buildMember(server);
    const answers = await Promise.all(Array.from({ length: 12 }, () => wrong(member)));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === ResponseCode.IncorrectCredentials)).toHaveLength(5);
    expect(codes.filter((code) => code === ResponseCode.TryAgainLater)).toHaveLength(7);
  });

  it('forgets a run of failures 15 minutes after its last one', async () => {
    const member = await buildMember(server);
    await failFourTimes(member);
    nowMs += 15 * 60_000 + 1000;
    await failFourTimes(member);
    expect((await login(member, member.password)).body.code).toBe(ResponseCode.Success);
  });

  it('lets the owner reset the password during a back-off, which ends it', async () => {
    const member = await buildMember(server);
    await failFourTimes(member);
    expectRefused(await wrong(member), 'IncorrectCredentials');
    const requested = await server.api.post<{ token: string }>('/api/passport/v1/getResetPasswordCode', {
      username: member.email,
    });
    const [mail] = await readOutbox(server, member.email);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    const newPassword = 'a brand new passphrase';
    const reset = await server.api.post<TokenAnswer>('/api/passport/v1/resetPassword', {
      token: requested.body.data.token,
      code,
      newPassword,
    });
    expect(reset.body.code).toBe(ResponseCode.Success);
    expect((await login(member, newPassword)).body.code).toBe(ResponseCode.Success);
  });
});
