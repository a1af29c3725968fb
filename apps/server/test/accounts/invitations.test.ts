import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode, type InviteLinkAnswer, type VerifyInvitationLinkAnswer } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildGuest, buildMember, memberPassword, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://limelight.example' });
});
afterAll(() => server.close());

const createLink = (member: TestMember, eventId: string) =>
  server.api.post<InviteLinkAnswer>('/api/user/v1/inviteLink', { eventId }, { token: member.userToken });
const verify = (link: string, token: string) =>
  server.api.post<VerifyInvitationLinkAnswer>('/api/user/v1/verifyInvitationLink', { link }, { token });
const redemptionsOf = (userId: string) =>
  server.limelight.db
    .selectFrom('inviteLinkRedemptions')
    .select('linkId')
    .where('userId', '=', userId)
    .execute();

describe('inviteLink (spec 000 §6)', () => {
  it('answers a link and the /event/link/:id/:link page it opens', async () => {
    const host = await buildMember(server);
    const eventId = randomUUID();
    const { body } = await createLink(host, eventId);
    expect(body.data.link).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(body.data.url).toBe(`https://limelight.example/event/link/${eventId}/${body.data.link}`);
  });

  it("allows up to 5 links per event: 'Invite Links Cannot have more than 5'", async () => {
    const host = await buildMember(server);
    const eventId = randomUUID();
    for (let i = 0; i < 5; i += 1)
      expect((await createLink(host, eventId)).body.code).toBe(ResponseCode.Success);
    expectRefused(await createLink(host, eventId), 'Conflict', 'Invite Links Cannot have more than 5');
    expect((await createLink(host, randomUUID())).body.code).toBe(ResponseCode.Success);
  });
});

describe('verifyInvitationLink', () => {
  it("answers the event and who shared it; 'Invalid Link ...' for an unknown link", async () => {
    const host = await buildMember(server);
    const eventId = randomUUID();
    const { link } = (await createLink(host, eventId)).body.data;
    const guest = await buildGuest(server);
    expect((await verify(link, guest.userToken)).body.data).toEqual({ eventId, inviterId: host.userId });
    expectRefused(await verify('no-such-link', guest.userToken), 'NotFound', 'Invalid Link ...');
  });
});

describe('signing in through a link (the `link` of register and login)', () => {
  it('records who came through which link; an unknown link does not stop the sign-in', async () => {
    const host = await buildMember(server);
    const { link } = (await createLink(host, randomUUID())).body.data;
    const email = `${randomUUID()}@example.com`;
    const registered = await server.api.post<{ userId: string }>('/api/passport/v1/register', {
      email,
      password: memberPassword,
      dob: '1990-01-01',
      link,
    });
    expect(await redemptionsOf(registered.body.data.userId)).toEqual([{ linkId: link }]);
    const login = await server.api.post('/api/passport/v1/login', {
      username: email,
      password: memberPassword,
      link: 'stale',
    });
    expect(login.body.code).toBe(ResponseCode.Success);
    expect(await redemptionsOf(registered.body.data.userId)).toHaveLength(1);
  });
});
