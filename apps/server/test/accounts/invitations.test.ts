import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResponseCode,
  type InviteLinkAnswer,
  type Page,
  type VerifyInvitationLinkAnswer,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  createEventThroughApi,
  buildGuest,
  buildMember,
  grantRole,
  memberPassword,
  publishEvent,
  type TestMember,
} from '../factories.ts';
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

describe('inviteLink: hosts and stars get up to 5 invite links per event (spec 000 §6)', () => {
  it('answers a link and the /event/link/:id/:link page it opens, before publishing too', async () => {
    const owner = await buildMember(server);
    const { id: eventId, slug } = await createEventThroughApi(server, owner, {}, { publish: false });
    const { body } = await createLink(owner, slug);
    expect(body.data.link).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(body.data.url).toBe(`https://limelight.example/event/link/${eventId}/${body.data.link}`);
  });

  it('is for the owner, hosts and stars; moderators, other members and unknown events are refused', async () => {
    const owner = await buildMember(server);
    const { id: eventId } = await createEventThroughApi(server, owner);
    const [host, star, mod] = [
      await buildMember(server),
      await buildMember(server),
      await buildMember(server),
    ];
    await grantRole(server, owner, eventId, host, 'host');
    await grantRole(server, owner, eventId, star, 'star');
    await grantRole(server, owner, eventId, mod, 'mod');
    for (const sharer of [host, star])
      expect((await createLink(sharer, eventId)).body.code).toBe(ResponseCode.Success);
    expectRefused(await createLink(mod, eventId), 'Forbidden');
    expectRefused(await createLink(await buildMember(server), eventId), 'Forbidden');
    expectRefused(await createLink(owner, randomUUID()), 'NotFound');
  });

  it("allows up to 5 links per event and person: 'Invite Links Cannot have more than 5'", async () => {
    const owner = await buildMember(server);
    const [first, second] = [
      await createEventThroughApi(server, owner),
      await createEventThroughApi(server, owner),
    ];
    const made = await Promise.all(Array.from({ length: 6 }, () => createLink(owner, first.id)));
    expect(made.filter((answer) => answer.body.code === ResponseCode.Success)).toHaveLength(5);
    expectRefused(await createLink(owner, first.id), 'Conflict', 'Invite Links Cannot have more than 5');
    expect((await createLink(owner, second.id)).body.code).toBe(ResponseCode.Success);
  });
});

describe('inviteLinks: the links one made to an event, to show them again', () => {
  it('lists the caller’s own links oldest first, and nobody else’s', async () => {
    const owner = await buildMember(server);
    const { id: eventId, slug } = await createEventThroughApi(server, owner);
    const host = await buildMember(server);
    await grantRole(server, owner, eventId, host, 'host');
    const made = [(await createLink(owner, eventId)).body.data, (await createLink(owner, eventId)).body.data];
    await createLink(host, eventId);
    const listOf = (member: TestMember) =>
      server.api.get<Page<InviteLinkAnswer>>('/api/user/v1/inviteLinks', {
        token: member.userToken,
        query: { eventId: slug },
      });
    const { body } = await listOf(owner);
    expect(body.data.list).toEqual(made);
    expect(body.data.pagination).toMatchObject({ total: 2, hasNextPage: false });
    expect((await listOf(await buildMember(server))).body.data.list).toEqual([]);
    expectRefused(
      await server.api.get('/api/user/v1/inviteLinks', {
        token: owner.userToken,
        query: { eventId: randomUUID() },
      }),
      'NotFound',
    );
  });
});

describe('verifyInvitationLink: links are active once the event is published (spec 000 §6)', () => {
  it("answers the event and who shared it; 'Invalid Link ...' for an unknown link or an unpublished event", async () => {
    const host = await buildMember(server);
    const event = await createEventThroughApi(server, host, {}, { publish: false });
    const { link } = (await createLink(host, event.id)).body.data;
    const guest = await buildGuest(server);
    expectRefused(await verify(link, guest.userToken), 'Forbidden', 'Invalid Link ...');
    await publishEvent(server, host, event.id);
    expect((await verify(link, guest.userToken)).body.data).toEqual({
      eventId: event.id,
      inviterId: host.userId,
    });
    expectRefused(await verify('no-such-link', guest.userToken), 'NotFound', 'Invalid Link ...');
  });
});

describe('signing in through a link (the `link` of register and login)', () => {
  it('records who came through which active link; other links do not stop the sign-in', async () => {
    const host = await buildMember(server);
    const published = await createEventThroughApi(server, host);
    const draft = await createEventThroughApi(server, host, {}, { publish: false });
    const { link } = (await createLink(host, published.id)).body.data;
    const { link: inactive } = (await createLink(host, draft.id)).body.data;
    const email = `${randomUUID()}@example.com`;
    const registered = await server.api.post<{ userId: string }>('/api/passport/v1/register', {
      email,
      password: memberPassword,
      dob: '1990-01-01',
      link,
    });
    expect(await redemptionsOf(registered.body.data.userId)).toEqual([{ linkId: link }]);
    for (const other of ['stale', inactive]) {
      const login = await server.api.post('/api/passport/v1/login', {
        username: email,
        password: memberPassword,
        link: other,
      });
      expect(login.body.code).toBe(ResponseCode.Success);
    }
    expect(await redemptionsOf(registered.body.data.userId)).toHaveLength(1);
  });
});
