import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  ResponseCode,
  SelfServiceCommand,
  type AddRoleAnswer,
  type InvitationAnswer,
  type Page,
  type RemoveRoleAnswer,
  type RoleCandidate,
  type RoleEntry,
  type RoleInvitationView,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  createEventThroughApi,
  buildMember,
  nameMember,
  openRoomSocket,
  readOutbox,
  rsvpToEvent,
  verifyEmail,
  type TestMember,
} from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';

const publicUrl = 'https://limelight.example';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: publicUrl });
});
afterAll(() => server.close());

const addRole = (member: TestMember, body: Record<string, unknown>, path = '/api/ss/v1/addRole') =>
  server.api.post<AddRoleAnswer>(path, body, { token: member.userToken });
const listUsers = (member: TestMember, eventId: string, query: Record<string, string> = {}) =>
  server.api.get<Page<RoleEntry>>('/api/ss/v1/listUsers', {
    token: member.userToken,
    query: { eventId, ...query },
  });
const invitation = (token: string, inviteId: string) =>
  server.api.get<RoleInvitationView>('/api/ss/v1/invitation', { token, query: { inviteId } });
const answer = (member: TestMember, inviteId: string, action: 'confirm' | 'decline') =>
  server.api.post<InvitationAnswer>(
    `/api/ss/v1/invitation/${action}`,
    { inviteId },
    { token: member.userToken },
  );
const removeRole = (member: TestMember, body: Record<string, unknown>, path = '/api/ss/v1/removeRole') =>
  server.api.post<RemoveRoleAnswer>(path, body, { token: member.userToken });
const statusesOf = (entries: readonly RoleEntry[]) => entries.map(({ role, status }) => ({ role, status }));

/** An event of a new owner with a member who accepted `role` on it. */
async function eventWithRole(role: 'host' | 'star' | 'mod') {
  const owner = await buildMember(server);
  const event = await createEventThroughApi(server, owner);
  const holder = await buildMember(server);
  const { inviteId } = (await addRole(owner, { eventId: event.id, roles: [role], userId: holder.userId }))
    .body.data;
  await answer(holder, inviteId, 'confirm');
  return { owner, event, holder };
}

describe("role add: 'Please select roles', 'Invalid email format', 'No User Selected...' (spec 000 §5)", () => {
  it('refuses each with the spec message', async () => {
    const owner = await buildMember(server);
    const { id: eventId } = await createEventThroughApi(server, owner);
    expectInvalid(
      await addRole(owner, { eventId, roles: [], userId: owner.userId }),
      'roles',
      'Please select roles',
    );
    expectInvalid(await addRole(owner, { eventId, userId: owner.userId }), 'roles', 'Please select roles');
    expectInvalid(
      await addRole(owner, { eventId, roles: ['host'], email: 'nope' }),
      'email',
      'Invalid email format',
    );
    expectInvalid(await addRole(owner, { eventId, roles: ['host'] }), 'userId', 'No User Selected...');
  });

  it("refuses inviting yourself by id or e-mail: 'You can not invited yourself'", async () => {
    const owner = await buildMember(server);
    const { id: eventId } = await createEventThroughApi(server, owner);
    for (const invitee of [{ userId: owner.userId }, { email: owner.email.toUpperCase() }]) {
      expectRefused(
        await addRole(owner, { eventId, roles: ['host'], ...invitee }),
        'InvalidRequest',
        'You can not invited yourself',
      );
    }
  });

  it('refuses unknown people (25000) and unknown events (4004)', async () => {
    const owner = await buildMember(server);
    const { id: eventId } = await createEventThroughApi(server, owner);
    expectRefused(await addRole(owner, { eventId, roles: ['host'], userId: 'nobody' }), 'InviteeNotFound');
    expectRefused(
      await addRole(owner, { eventId: 'no-such-event', roles: ['host'], userId: 'x' }),
      'NotFound',
    );
  });
});

describe('invitations by user (spec 000 §4 role invitation, spec 001 §4 cya_self_service)', () => {
  it('offers the roles, mails the invitation page and tells the invitee and the room', async () => {
    const owner = await nameMember(server, await buildMember(server), 'Olive');
    const event = await createEventThroughApi(server, owner, { title: 'Jazz Night' });
    const invitee = await buildMember(server);
    await rsvpToEvent(server, invitee.userToken, event.id);
    const [inviteeSocket, roomSocket] = await Promise.all([
      openRoomSocket(server, event.id, invitee.userToken),
      openRoomSocket(server, event.id, owner.userToken),
    ]);

    const { body } = await addRole(owner, {
      eventId: event.id,
      roles: ['host', 'mod'],
      userId: invitee.userId,
    });
    expect(body.code).toBe(ResponseCode.Success);
    const { inviteId, inviteUrl, entries } = body.data;
    expect(inviteUrl).toBe(`${publicUrl}/event/${event.id}/invite/${inviteId}`);
    expect(statusesOf(entries)).toEqual([
      { role: 'host', status: 'invited' },
      { role: 'mod', status: 'invited' },
    ]);
    expect(entries[0]).toMatchObject({
      uuid: invitee.userId,
      userId: invitee.userId,
      email: null,
      invitedBy: owner.userId,
    });

    const [mail] = await readOutbox(server, invitee.email);
    expect(mail?.subject).toBe('You\'re invited to "Jazz Night"');
    expect(mail?.text).toContain('Olive invited you to "Jazz Night" as Host, Moderator.');
    expect(mail?.text).toContain(inviteUrl);

    const invited = await inviteeSocket.waitFor((m) => m.command === SelfServiceCommand.RoleInvited);
    expect(invited).toMatchObject({
      appKey: AppKey.SelfService,
      payload: {
        eventId: event.id,
        eventTitle: 'Jazz Night',
        inviteId,
        inviteUrl,
        roles: ['host', 'mod'],
        from: { userId: owner.userId, displayName: 'Olive' },
      },
    });
    const update = await roomSocket.waitFor((m) => m.command === SelfServiceCommand.ShouldUpdateRoleList);
    expect(update).toMatchObject({ appKey: AppKey.SelfService, payload: { eventId: event.id } });
    inviteeSocket.close();
    roomSocket.close();
  });

  it('names one role as events/v1/role/add does, by slug', async () => {
    const owner = await buildMember(server);
    const event = await createEventThroughApi(server, owner);
    const star = await buildMember(server);
    const { body } = await addRole(
      owner,
      { eventId: event.slug, role: 'star', userId: star.userId },
      '/api/events/v1/role/add',
    );
    expect(statusesOf(body.data.entries)).toEqual([{ role: 'star', status: 'invited' }]);
    expect(body.data.entries[0]?.eventId).toBe(event.id);
  });

  it('keeps a role already held and offers only what is new', async () => {
    const { owner, event, holder } = await eventWithRole('host');
    const { body } = await addRole(owner, {
      eventId: event.id,
      roles: ['host', 'star'],
      userId: holder.userId,
    });
    expect(statusesOf(body.data.entries)).toEqual([
      { role: 'host', status: 'active' },
      { role: 'star', status: 'invited' },
    ]);
    const [mail] = await readOutbox(server, holder.email);
    expect(mail?.text).toContain('as Celebrity.');
  });
});

describe('the separate events service: POST /{id}/roles and DELETE /{id}/roles/{roleId} (spec 000 §7)', () => {
  it('offers and withdraws a role with the event in the path, with the same rules', async () => {
    const owner = await buildMember(server);
    const event = await createEventThroughApi(server, owner);
    const star = await buildMember(server);
    const path = `/api/eventsvc/${event.id}/roles`;
    expectInvalid(
      await server.api.post(path, { userId: star.userId }, { token: owner.userToken }),
      'roles',
      'Please select roles',
    );
    const offered = await server.api.post<AddRoleAnswer>(
      path,
      { roles: ['star'], userId: star.userId },
      { token: owner.userToken },
    );
    expect(statusesOf(offered.body.data.entries)).toEqual([{ role: 'star', status: 'invited' }]);
    const roleId = offered.body.data.entries[0]?.roleId ?? '';
    const stranger = await buildMember(server);
    expectRefused(
      await server.api.request('DELETE', `${path}/${roleId}`, { token: stranger.userToken }),
      'Forbidden',
    );
    const removed = await server.api.request<RemoveRoleAnswer>('DELETE', `${path}/${roleId}`, {
      token: owner.userToken,
    });
    expect(removed.body.data).toEqual({ roleId });
    expect((await listUsers(owner, event.id)).body.data.list).toEqual([]);
  });
});

describe('invitations by e-mail; moderators must sign up (spec 000 §6)', () => {
  it('lets a host invitation wait for the address to sign up, then binds it on confirm', async () => {
    const owner = await buildMember(server);
    const event = await createEventThroughApi(server, owner);
    const email = `later-${Date.now()}@example.com`;
    const { body } = await addRole(owner, {
      eventId: event.id,
      roles: ['host'],
      email: ` ${email.toUpperCase()} `,
    });
    expect(body.data.entries).toMatchObject([{ role: 'host', status: 'invited', userId: null, email }]);
    const [mail] = await readOutbox(server, email);
    expect(mail?.text).toContain(body.data.inviteUrl);
    expect(mail?.text).toContain(`Sign up with ${email} (or verify it on your account) to answer.`);

    const newcomer = await buildMember(server, email);
    // Until the newcomer proves the address theirs, the invitation is not theirs to see or answer.
    expect((await invitation(newcomer.userToken, body.data.inviteId)).body.data.isForCaller).toBe(false);
    expectRefused(await answer(newcomer, body.data.inviteId, 'confirm'), 'Forbidden');
    await verifyEmail(server, newcomer);
    expect((await invitation(newcomer.userToken, body.data.inviteId)).body.data).toMatchObject({
      eventId: event.id,
      roles: ['host'],
      email,
      status: 'invited',
      isForCaller: true,
    });
    const confirmed = await answer(newcomer, body.data.inviteId, 'confirm');
    expect(confirmed.body.data.entries).toMatchObject([
      { role: 'host', status: 'active', userId: newcomer.userId },
    ]);
    expect((await listUsers(owner, event.id)).body.data.list).toMatchObject([
      { role: 'host', status: 'active', userId: newcomer.userId, email },
    ]);
  });

  it("refuses a moderator invitation to an address without an account: 'Moderators must sign up before they can be invited'", async () => {
    const owner = await buildMember(server);
    const { id: eventId } = await createEventThroughApi(server, owner);
    const message = 'Moderators must sign up before they can be invited';
    expectRefused(
      await addRole(owner, { eventId, roles: ['host', 'mod'], email: 'nobody-yet@example.com' }),
      'InvalidRequest',
      message,
    );
    const guest = await server.api.post<{ uuid: string }>('/api/user/v1/createGuest', { eventId });
    expectRefused(
      await addRole(owner, { eventId, roles: ['mod'], userId: guest.body.data.uuid }),
      'InvalidRequest',
      message,
    );
    expectRefused(
      await addRole(owner, { eventId, roles: ['host'], userId: guest.body.data.uuid }),
      'InviteeNotFound',
    );
  });

  it('does not hand an invitation by address to a holder who has not verified it', async () => {
    const owner = await buildMember(server);
    const { id: eventId } = await createEventThroughApi(server, owner);
    const holder = await buildMember(server);
    const { body } = await addRole(owner, { eventId, roles: ['mod'], email: holder.email });
    expect(body.data.entries).toMatchObject([
      { role: 'mod', status: 'invited', userId: null, email: holder.email },
    ]);
    expect((await invitation(holder.userToken, body.data.inviteId)).body.data.isForCaller).toBe(false);
    expectRefused(await answer(holder, body.data.inviteId, 'confirm'), 'Forbidden');
    await verifyEmail(server, holder);
    const confirmed = await answer(holder, body.data.inviteId, 'confirm');
    expect(confirmed.body.data.entries).toMatchObject([
      { role: 'mod', status: 'active', userId: holder.userId },
    ]);
  });

  it('invites a member by verified address to the member account', async () => {
    const owner = await buildMember(server);
    const { id: eventId } = await createEventThroughApi(server, owner);
    const mod = await verifyEmail(server, await buildMember(server));
    const { body } = await addRole(owner, { eventId, roles: ['mod'], email: mod.email });
    expect(body.data.entries).toMatchObject([
      { role: 'mod', status: 'invited', userId: mod.userId, email: mod.email },
    ]);
  });
});

describe('the role-invitation page /event/:id/invite/:inviteId (spec 000 §2, §4: confirm or decline)', () => {
  it('shows the invitation to whoever holds the link; only its invitee may answer it', async () => {
    const owner = await nameMember(server, await buildMember(server), 'Olive');
    const event = await createEventThroughApi(server, owner, { title: 'Open Stage' });
    const invitee = await buildMember(server);
    const { inviteId } = (
      await addRole(owner, { eventId: event.id, roles: ['star'], userId: invitee.userId })
    ).body.data;
    const guest = await server.api.post<{ userToken: string }>('/api/user/v1/createGuest', {});
    expect((await invitation(guest.body.data.userToken, inviteId)).body.data).toEqual({
      inviteId,
      eventId: event.id,
      eventSlug: event.slug,
      eventTitle: 'Open Stage',
      from: { userId: owner.userId, displayName: 'Olive', avatar: null },
      email: null,
      roles: ['star'],
      status: 'invited',
      isForCaller: false,
    });
    expect((await invitation(invitee.userToken, inviteId)).body.data.isForCaller).toBe(true);
    expectRefused(await answer(await buildMember(server), inviteId, 'confirm'), 'Forbidden');
    expectRefused(await invitation(invitee.userToken, 'no-such-invitation'), 'InvitationNotFound');
    expectRefused(await answer(invitee, 'no-such-invitation', 'confirm'), 'InvitationNotFound');
  });

  it('confirms once: the role is held, a second confirm changes nothing, a decline after it is 4009', async () => {
    const owner = await buildMember(server);
    const event = await createEventThroughApi(server, owner);
    const invitee = await buildMember(server);
    const roomSocket = await openRoomSocket(server, event.id, owner.userToken);
    const { inviteId } = (await addRole(owner, { eventId: event.id, roles: ['mod'], userId: invitee.userId }))
      .body.data;
    const mark = roomSocket.received.length;
    const confirmed = await answer(invitee, inviteId, 'confirm');
    expect(statusesOf(confirmed.body.data.entries)).toEqual([{ role: 'mod', status: 'active' }]);
    await roomSocket.waitFor((m) => m.command === SelfServiceCommand.ShouldUpdateRoleList, 5000, mark);
    expect(statusesOf((await answer(invitee, inviteId, 'confirm')).body.data.entries)).toEqual([
      { role: 'mod', status: 'active' },
    ]);
    expectRefused(await answer(invitee, inviteId, 'decline'), 'Conflict');
    expect((await invitation(invitee.userToken, inviteId)).body.data.status).toBe('active');
    roomSocket.close();
  });

  it('declines once: a confirm after it is 4009; a new invitation offers the role again', async () => {
    const owner = await buildMember(server);
    const event = await createEventThroughApi(server, owner);
    const invitee = await buildMember(server);
    const first = (await addRole(owner, { eventId: event.id, roles: ['host'], userId: invitee.userId })).body
      .data;
    expect(statusesOf((await answer(invitee, first.inviteId, 'decline')).body.data.entries)).toEqual([
      { role: 'host', status: 'declined' },
    ]);
    expectRefused(await answer(invitee, first.inviteId, 'confirm'), 'Conflict');
    const second = (await addRole(owner, { eventId: event.id, roles: ['host'], userId: invitee.userId })).body
      .data;
    expect(statusesOf(second.entries)).toEqual([{ role: 'host', status: 'invited' }]);
    expect(statusesOf((await answer(invitee, second.inviteId, 'confirm')).body.data.entries)).toEqual([
      { role: 'host', status: 'active' },
    ]);
  });
});

describe('verifyInvitee and cancelInvitation (spec 001 §6: role changes use add, verify invitee, cancel invitation, remove)', () => {
  it('confirms what `from` offered, for the invitee only', async () => {
    const owner = await buildMember(server);
    const event = await createEventThroughApi(server, owner);
    const invitee = await buildMember(server);
    await addRole(owner, { eventId: event.id, roles: ['star'], userId: invitee.userId });
    const verify = (member: TestMember, userId: string) =>
      server.api.post<InvitationAnswer>(
        '/api/ss/v1/verifyInvitee',
        { eventId: event.slug, userId, from: owner.userId },
        { token: member.userToken },
      );
    expectRefused(await verify(owner, invitee.userId), 'Forbidden');
    expectRefused(await verify(owner, owner.userId), 'InvitationNotFound');
    expect(statusesOf((await verify(invitee, invitee.userId)).body.data.entries)).toEqual([
      { role: 'star', status: 'active' },
    ]);
  });

  it('declines what `from` offered', async () => {
    const owner = await buildMember(server);
    const event = await createEventThroughApi(server, owner);
    const invitee = await buildMember(server);
    await addRole(owner, { eventId: event.id, roles: ['host', 'star'], userId: invitee.userId });
    const { body } = await server.api.post<InvitationAnswer>(
      '/api/ss/v1/cancelInvitation',
      { eventId: event.id, from: owner.userId },
      { token: invitee.userToken },
    );
    expect(statusesOf(body.data.entries)).toEqual([
      { role: 'host', status: 'declined' },
      { role: 'star', status: 'declined' },
    ]);
  });
});

describe('who may change roles (spec 000 §6: moderators make or remove hosts and moderators)', () => {
  it('lets the owner, hosts and moderators add roles; stars, other members and guests are refused', async () => {
    for (const role of ['host', 'mod'] as const) {
      const { event, holder } = await eventWithRole(role);
      const invitee = await buildMember(server);
      const { body } = await addRole(holder, { eventId: event.id, roles: ['host'], userId: invitee.userId });
      expect(body.code).toBe(ResponseCode.Success);
    }
    const { event, holder: star } = await eventWithRole('star');
    const invitee = await buildMember(server);
    expectRefused(
      await addRole(star, { eventId: event.id, roles: ['host'], userId: invitee.userId }),
      'Forbidden',
    );
    const stranger = await buildMember(server);
    expectRefused(
      await addRole(stranger, { eventId: event.id, roles: ['host'], userId: invitee.userId }),
      'Forbidden',
    );
    expectRefused(await listUsers(stranger, event.id), 'Forbidden');
    const guest = await server.api.post<{ userToken: string }>('/api/user/v1/createGuest', {});
    const asGuest = await server.api.post(
      '/api/ss/v1/addRole',
      { eventId: event.id, roles: ['host'], userId: invitee.userId },
      { token: guest.body.data.userToken },
    );
    expectRefused(asGuest, 'LoginRequired');
  });

  it('removes an entry for role managers (removeRole, role/delete); anyone may give up their own', async () => {
    const { owner, event, holder } = await eventWithRole('mod');
    const star = await buildMember(server);
    const offered = (await addRole(holder, { eventId: event.id, roles: ['star'], userId: star.userId })).body
      .data;
    const starEntry = offered.entries[0]?.roleId ?? '';
    expectRefused(await removeRole(star, { eventId: event.id, roleId: 'no-such-role' }), 'NotFound');
    expectRefused(
      await removeRole(holder, { eventId: event.id, roleId: starEntry, role: 'host' }),
      'NotFound',
    );
    expect(
      (await removeRole(holder, { eventId: event.id, roleId: starEntry, role: 'star' })).body.data,
    ).toEqual({ roleId: starEntry });

    const host = await buildMember(server);
    const hostOffer = (await addRole(owner, { eventId: event.id, roles: ['host'], userId: host.userId })).body
      .data;
    await answer(host, hostOffer.inviteId, 'confirm');
    const modEntry = (await listUsers(owner, event.id)).body.data.list.find(
      (e) => e.userId === holder.userId,
    );
    const hostEntry = hostOffer.entries[0]?.roleId ?? '';
    expectRefused(await removeRole(star, { eventId: event.id, roleId: hostEntry }), 'Forbidden');
    expect(
      (await removeRole(host, { eventId: event.id, roleId: hostEntry }, '/api/events/v1/role/delete')).body
        .code,
    ).toBe(ResponseCode.Success);
    expect((await removeRole(owner, { eventId: event.id, roleId: modEntry?.roleId })).body.code).toBe(
      ResponseCode.Success,
    );
    expect((await listUsers(owner, event.id)).body.data.list).toEqual([]);
  });
});

describe('listUsers and searchUsers (spec 000 §7)', () => {
  it('lists the entries oldest first, paged', async () => {
    const owner = await buildMember(server);
    const event = await createEventThroughApi(server, owner);
    const people = [await buildMember(server), await buildMember(server), await buildMember(server)];
    for (const person of people)
      await addRole(owner, { eventId: event.id, roles: ['star'], userId: person.userId });
    const { body } = await listUsers(owner, event.id, { page: '2', pageSize: '2' });
    expect(body.data.pagination).toEqual({ page: 2, pageSize: 2, total: 3, hasNextPage: false });
    expect(body.data.list.map((entry) => entry.userId)).toEqual([people[2]?.userId]);
  });

  it('finds members by name, cyaId or exact e-mail with the roles they hold or were offered', async () => {
    const owner = await buildMember(server);
    const event = await createEventThroughApi(server, owner);
    const marker = `Zed${Date.now()}`;
    const held = await nameMember(server, await buildMember(server), marker);
    const offered = await nameMember(server, await buildMember(server), `${marker}x`);
    const granted = (await addRole(owner, { eventId: event.id, roles: ['host'], userId: held.userId })).body
      .data;
    await answer(held, granted.inviteId, 'confirm');
    await addRole(owner, { eventId: event.id, roles: ['mod'], userId: offered.userId });
    const search = (condition: string) =>
      server.api.get<Page<RoleCandidate>>('/api/ss/v1/searchUsers', {
        token: owner.userToken,
        query: { eventId: event.id, condition },
      });
    expect((await search(marker.toLowerCase())).body.data.list).toMatchObject([
      { userId: held.userId, uuid: held.userId, displayName: marker, roles: ['host'], invitedRoles: [] },
      { userId: offered.userId, roles: [], invitedRoles: ['mod'] },
    ]);
    expect((await search(offered.email)).body.data.list.map((c) => c.userId)).toEqual([offered.userId]);
    expect((await search(owner.email)).body.data.list).toEqual([]);
  });
});

describe('moderators: getModList, addMod, removeMod (spec 000 §7)', () => {
  it('invites by e-mail, lists the moderator entries and removes one', async () => {
    const owner = await buildMember(server);
    const event = await createEventThroughApi(server, owner);
    const [mod, star] = [await verifyEmail(server, await buildMember(server)), await buildMember(server)];
    await addRole(owner, { eventId: event.id, roles: ['star'], userId: star.userId });
    expectInvalid(
      await server.api.post('/api/events2/v1/addMod', { eventId: event.id }, { token: owner.userToken }),
      'email',
      'Invalid email format',
    );
    expectRefused(
      await addRole(owner, { eventId: event.id, email: 'no-account@example.com' }, '/api/events2/v1/addMod'),
      'InvalidRequest',
      'Moderators must sign up before they can be invited',
    );
    const added = await addRole(owner, { eventId: event.id, email: mod.email }, '/api/events2/v1/addMod');
    expect(added.body.data.entries).toMatchObject([{ role: 'mod', userId: mod.userId, status: 'invited' }]);
    const mods = await server.api.get<Page<RoleEntry>>('/api/events2/v1/getModList', {
      token: owner.userToken,
      query: { eventId: event.id },
    });
    expect(mods.body.data.list.map((entry) => entry.userId)).toEqual([mod.userId]);
    const starEntry = (await listUsers(owner, event.id)).body.data.list.find((e) => e.role === 'star');
    expectRefused(
      await removeRole(owner, { eventId: event.id, roleId: starEntry?.roleId }, '/api/events2/v1/removeMod'),
      'NotFound',
    );
    const modEntry = mods.body.data.list[0]?.roleId;
    expect(
      (await removeRole(owner, { eventId: event.id, roleId: modEntry }, '/api/events2/v1/removeMod')).body
        .data,
    ).toEqual({ roleId: modEntry });
  });
});

describe('participantList and updateListRole (spec 001 §7)', () => {
  it('lists the people in the room with their roles; managers give and take roles at once', async () => {
    const owner = await buildMember(server);
    const event = await createEventThroughApi(server, owner);
    const marker = `Pat${Date.now()}`;
    const viewer = await nameMember(server, await buildMember(server), marker);
    const guest = await server.api.post<{ userToken: string; uuid: string }>('/api/user/v1/createGuest', {
      eventId: event.id,
    });
    await rsvpToEvent(server, viewer.userToken, event.id);
    await rsvpToEvent(server, guest.body.data.userToken, event.id);
    const sockets = await Promise.all([
      openRoomSocket(server, event.id, viewer.userToken),
      openRoomSocket(server, event.id, guest.body.data.userToken),
    ]);
    const participants = (member: { userToken: string }, query: Record<string, string> = {}) =>
      server.api.get<Page<{ userId: string; isGuest: boolean; roles: string[]; displayName: string }>>(
        '/api/events2/v1/participantList',
        { token: member.userToken, query: { eventId: event.id, ...query } },
      );
    const updateListRole = (uuid: string, role: string) =>
      server.api.post<{ uuid: string; roles: string[] }>(
        '/api/events2/v1/updateListRole',
        { uuid, eventId: event.id, role },
        { token: owner.userToken },
      );

    const all = (await participants(owner)).body.data;
    expect(all.pagination.total).toBe(2);
    expect(all.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: viewer.userId, isGuest: false, roles: [], displayName: marker }),
        expect.objectContaining({ userId: guest.body.data.uuid, isGuest: true, roles: [] }),
      ]),
    );
    expect(
      (await participants(guest.body.data, { keyword: marker.slice(0, 5) })).body.data.list,
    ).toMatchObject([{ userId: viewer.userId }]);
    expectRefused(await participants(await buildMember(server)), 'Forbidden');

    expect((await updateListRole(viewer.userId, 'mod')).body.data).toEqual({
      uuid: viewer.userId,
      roles: ['mod'],
    });
    expect((await participants(owner, { keyword: marker })).body.data.list[0]?.roles).toEqual(['mod']);
    expect((await updateListRole(viewer.userId, 'host')).body.data.roles).toEqual(['host']);
    expect((await updateListRole(viewer.userId, 'none')).body.data.roles).toEqual([]);
    expectRefused(
      await updateListRole(guest.body.data.uuid, 'mod'),
      'InvalidRequest',
      'Moderators must sign up before they can be invited',
    );
    expectRefused(
      await updateListRole(owner.userId, 'host'),
      'InvalidRequest',
      'You can not invited yourself',
    );
    const notManager = await server.api.post(
      '/api/events2/v1/updateListRole',
      { uuid: viewer.userId, eventId: event.id, role: 'host' },
      { token: viewer.userToken },
    );
    expectRefused(notManager, 'Forbidden');
    sockets.forEach((socket) => socket.close());
  });
});

describe('rolesOf feeds the access rules (spec 000 §4: allowed when the user has a role; §6 canEdit)', () => {
  it('counts confirmed roles only: an invited host cannot edit, a confirmed one can, a removed one no longer', async () => {
    const owner = await buildMember(server);
    const event = await createEventThroughApi(server, owner);
    const host = await buildMember(server);
    const canEdit = async () =>
      (
        await server.api.get<{ canEdit: boolean }>('/api/events/v1/detail', {
          token: host.userToken,
          query: { eventId: event.id },
        })
      ).body.data.canEdit;
    const offer = (await addRole(owner, { eventId: event.id, roles: ['host'], userId: host.userId })).body
      .data;
    expect(await canEdit()).toBe(false);
    await answer(host, offer.inviteId, 'confirm');
    expect(await canEdit()).toBe(true);
    await removeRole(owner, { eventId: event.id, roleId: offer.entries[0]?.roleId });
    expect(await canEdit()).toBe(false);
  });
});
