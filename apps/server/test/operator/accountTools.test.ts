import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  ConnectionCommand,
  KickoutCode,
  SocketCloseCode,
  type AccountStanding,
  type CreateAccountAnswer,
  type TokenAnswer,
} from '@limelight/protocol';
import { operatorCalls } from '@limelight/protocol/http';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  buildMember,
  buildOpenRoom,
  createEventThroughApi,
  openRoomSocket,
  requestConnectionToken,
  type TestMember,
} from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { TestSocket } from '../socketClient.ts';
import { buildMemberBorn, joinQueue, minorBirthDate, withSocket } from '../meet/meetKit.ts';
import { getAs } from '../friends/friendKit.ts';

// docs/decisions/operator.md "Suspending an account" and docs/decisions/age-policy.md.

const operatorEmail = `ops-${randomUUID()}@limelight.example`;
let server: TestServer;
let operator: TestMember;
let nobody: TestMember;
beforeAll(async () => {
  server = await startTestServer({ OPERATORS: operatorEmail });
  operator = await buildMember(server, operatorEmail);
  nobody = await buildMember(server);
});
afterAll(() => server.close());

const asOperator = <T = AccountStanding>(path: string, body: object, token = operator.userToken) =>
  server.api.post<T>(path, body, { token });
const suspend = (userId: string, reason = 'Spam in every room', token?: string) =>
  asOperator(operatorCalls.suspendAccount.path, { userId, reason }, token);
const lift = (userId: string, token?: string) =>
  asOperator(operatorCalls.liftSuspension.path, { userId }, token);
const setBirthDate = (userId: string, dob: string, token?: string) =>
  asOperator(operatorCalls.setBirthDate.path, { userId, dob, reason: 'Checked an ID document' }, token);
const updateDob = (member: TestMember, dob: string) =>
  server.api.post('/api/user/v1/updateProfile', { dob }, { token: member.userToken });
const login = (member: TestMember) =>
  server.api.post<TokenAnswer>('/api/passport/v1/login', {
    username: member.email,
    password: member.password,
  });

describe('the operators’ account tools', () => {
  it('are for operators only (4003), and find a member by id or e-mail', async () => {
    const target = await buildMember(server);
    expectRefused(await suspend(target.userId, 'x', nobody.userToken), 'Forbidden');
    expectRefused(await lift(target.userId, nobody.userToken), 'Forbidden');
    expectRefused(await setBirthDate(target.userId, '2000-01-01', nobody.userToken), 'Forbidden');
    expectRefused(
      await server.api.get(`${operatorCalls.account.path}?user=${target.userId}`, {
        token: nobody.userToken,
      }),
      'Forbidden',
    );
    const byEmail = await server.api.get<AccountStanding>(
      `${operatorCalls.account.path}?user=${encodeURIComponent(target.email.toUpperCase())}`,
      { token: operator.userToken },
    );
    expect(byEmail.body.data).toMatchObject({
      person: { userId: target.userId },
      email: target.email,
      dob: '1990-05-17',
      suspension: null,
      birthDateChanges: [],
    });
    expectRefused(
      await server.api.get(`${operatorCalls.account.path}?user=nobody-at-all`, { token: operator.userToken }),
      'NotFound',
    );
  });

  it('suspend: every path refuses the account with the reason, and its sockets close; lifting restores it', async () => {
    const target = await buildMember(server);
    const room = await buildOpenRoom(server);
    const socket = await openRoomSocket(server, room.id, target.userToken);
    const unusedSocketToken = (await requestConnectionToken(server, room.id, target.userToken)).body.data
      .token;

    const suspended = await suspend(target.userId, 'Spam in every room');
    expect(suspended.body.data.suspension).toMatchObject({
      reason: 'Spam in every room',
      suspendedBy: operator.userId,
    });
    expectRefused(await suspend(target.userId), 'Conflict');
    expectRefused(await suspend(operator.userId), 'Forbidden');

    // The open socket is kicked and closed.
    const kick = await socket.waitFor(
      (m) => m.appKey === AppKey.Connection && m.command === ConnectionCommand.Kick,
    );
    expect(kick.payload).toMatchObject({ code: KickoutCode.ConnectionKick });
    expect((await socket.closed).code).toBe(SocketCloseCode.Kicked);
    // The session's access token, a socket token issued before, sign-in and refresh: 10030 with the reason.
    const profile = await server.api.get('/api/user/v1/getProfile', { token: target.userToken });
    expectRefused(profile, 'AccountBanned');
    expect(profile.body.data).toEqual({ reason: 'Spam in every room' });
    await expect(TestSocket.open(server.url, unusedSocketToken)).rejects.toThrow('upgrade refused: 403');
    expectRefused(await requestConnectionToken(server, room.id, target.userToken), 'AccountBanned');
    const signIn = await login(target);
    expectRefused(signIn, 'AccountBanned');
    expect(signIn.body.data).toEqual({ reason: 'Spam in every room' });
    expectRefused(
      await server.api.post('/api/passport/v1/refreshToken', { refreshToken: target.refreshToken }),
      'AccountBanned',
    );

    const lifted = await lift(target.userId);
    expect(lifted.body.data.suspension).toBeNull();
    expectRefused(await lift(target.userId), 'Conflict');
    expect((await login(target)).body.code).toBe(200);
    expect((await server.api.get('/api/user/v1/getProfile', { token: target.userToken })).body.code).toBe(
      200,
    );
  });
});

describe('age is not just a claim (birth dates across 18)', () => {
  it('refuses a member’s own edit across 18 either way (10038); edits on one side pass', async () => {
    const adult = await buildMember(server);
    expectRefused(await updateDob(adult, minorBirthDate), 'BirthDateLocked');
    expect((await updateDob(adult, '1985-01-01')).body.code).toBe(200);
    const minor = await buildMemberBorn(server, minorBirthDate);
    expectRefused(await updateDob(minor, '1990-01-01'), 'BirthDateLocked');
    expect((await updateDob(minor, '2012-06-01')).body.code).toBe(200);
  });

  it('refuses claimAccount across 18 when the created account already has a birth date', async () => {
    const host = await buildMember(server);
    const event = await createEventThroughApi(server, host);
    const created = await server.api.post<CreateAccountAnswer>(
      '/api/user/v1/createAccount',
      { eventId: event.id, username: `made_${randomUUID().slice(0, 8)}` },
      { token: host.userToken },
    );
    const session = await server.api.post<TokenAnswer>('/api/passport/v1/loginByToken', {
      token: created.body.data.loginToken,
    });
    const owner = { ...session.body.data, email: '', password: '' };
    expect((await updateDob(owner, minorBirthDate)).body.code).toBe(200);
    const claim = (dob: string) =>
      server.api.post<TokenAnswer>(
        '/api/user/v1/claimAccount',
        { email: `${randomUUID()}@example.com`, password: 'owner password', dob },
        { token: owner.userToken },
      );
    expectRefused(await claim('1988-08-08'), 'BirthDateLocked');
    expect((await claim('2011-09-09')).body.code).toBe(200);
  });

  it('keeps an adult out of the minors’ meet pool after a refused edit; the operators can move them', async () => {
    const minor = await withSocket(server, await buildMemberBorn(server, minorBirthDate));
    const adult = await withSocket(server, await buildMember(server));
    try {
      expect(await joinQueue(server, minor)).toBeNull();
      expectRefused(await updateDob(adult, minorBirthDate), 'BirthDateLocked');
      // Still an adult: the waiting minor is not theirs to meet.
      expect(await joinQueue(server, adult)).toBeNull();
      await getAs(server, '/api/meet/v1/leaveQueue', adult.userToken);

      const moved = await setBirthDate(adult.userId, '2010-02-02');
      expect(moved.body.data).toMatchObject({ dob: '2010-02-02' });
      expect(moved.body.data.birthDateChanges).toEqual([
        {
          oldDob: '1990-05-17',
          newDob: '2010-02-02',
          reason: 'Checked an ID document',
          changedBy: operator.userId,
          changedAt: expect.any(String),
        },
      ]);
      expect(await joinQueue(server, adult)).toMatchObject({ strangerId: minor.userId });
    } finally {
      for (const person of [minor, adult]) {
        await getAs(server, '/api/meet/v1/leaveQueue', person.userToken);
        person.socket.close();
      }
    }
  });

  it('keeps a minor out of an 18+ event after a refused edit', async () => {
    const owner = await buildMember(server);
    const adultsOnly = await createEventThroughApi(server, owner, {
      title: 'Adults only',
      ageRestriction: 18,
      startAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const minor = await buildMemberBorn(server, minorBirthDate);
    const rsvp = () =>
      server.api.post('/api/purchase/v1/rsvp', { eventId: adultsOnly.id }, { token: minor.userToken });
    expectRefused(await updateDob(minor, '1990-01-01'), 'BirthDateLocked');
    expect((await rsvp()).body.code).toBe(10011);
    expect((await setBirthDate(minor.userId, '1990-01-01')).body.code).toBe(200);
    expect((await rsvp()).body.code).toBe(200);
  });
});
