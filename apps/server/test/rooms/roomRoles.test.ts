import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppKey, SelfServiceCommand, type RoomRoleEntry } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildGuest, buildMember, nameMember, openRoomSocket, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { createRoomThroughApi, editRoomThroughApi } from './roomFactories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const setRole = (eventId: string, userId: string, role: string, by: TestMember) =>
  server.api.post<RoomRoleEntry[]>(
    '/api/room/v1/setRole',
    { eventId, userId, role },
    { token: by.userToken },
  );
const rolesOf = async (eventId: string) =>
  (await server.api.get<RoomRoleEntry[]>('/api/room/v1/roles', { query: { eventId } })).body.data.map(
    (entry) => [entry.displayName, entry.role],
  );

describe('room hosts and moderators (spec 000 §3 isHost/isMod, §6)', () => {
  it('the owner makes a moderator, who makes a host; everyone in the room is told to reload the roles', async () => {
    const owner = await nameMember(server, await buildMember(server), 'Olga');
    const mod = await nameMember(server, await buildMember(server), 'Mona');
    const host = await nameMember(server, await buildMember(server), 'Hugo');
    const member = await buildMember(server);
    const room = await createRoomThroughApi(server, owner);
    const socket = await openRoomSocket(server, room.id, member.userToken);

    expect((await setRole(room.id, mod.userId, 'mod', owner)).body.code).toBe(200);
    const hint = await socket.waitFor(
      (m) => m.appKey === AppKey.SelfService && m.command === SelfServiceCommand.ShouldUpdateRoleList,
    );
    expect(hint.payload).toEqual({ eventId: room.id });
    expect((await setRole(room.id, host.userId, 'host', mod)).body.code).toBe(200);
    expect(await rolesOf(room.id)).toEqual([
      ['Olga', 'owner'],
      ['Hugo', 'host'],
      ['Mona', 'mod'],
    ]);
    // The roles count at once: the moderator moderates the chat, the host skips the waiting room.
    const blocked = await server.api.post(
      '/api/chat/v1/user/block',
      { eventId: room.id, operatedUserId: member.userId, isBlock: 1 },
      { token: mod.userToken },
    );
    expect(blocked.body.code).toBe(200);
    await editRoomThroughApi(server, owner, room.id, 'waitRoom', true);
    const check = (who: TestMember) =>
      server.api.post<{ showWaitRoom: boolean }>(
        '/api/room/v1/authCheck',
        { eventId: room.id },
        { token: who.userToken },
      );
    expect((await check(host)).body.data.showWaitRoom).toBe(false);
    expect((await check(member)).body.data.showWaitRoom).toBe(true);

    expect((await setRole(room.id, host.userId, 'none', owner)).body.code).toBe(200);
    expect(await rolesOf(room.id)).toEqual([
      ['Olga', 'owner'],
      ['Mona', 'mod'],
    ]);
    socket.close();
  });

  it('refuses people who may not give roles, the owner and oneself as targets, guests, and removing no role', async () => {
    const owner = await buildMember(server);
    const member = await buildMember(server);
    const other = await buildMember(server);
    const room = await createRoomThroughApi(server, owner);
    expectRefused(await setRole(room.id, other.userId, 'mod', member), 'Forbidden');
    expectRefused(await setRole(room.id, owner.userId, 'mod', owner), 'InvalidRequest');
    const guest = await buildGuest(server, room.id);
    expectRefused(await setRole(room.id, guest.uuid, 'host', owner), 'InvalidRequest');
    expectRefused(await setRole(room.id, other.userId, 'none', owner), 'NotFound');
    expect((await setRole(room.id, other.userId, 'boss', owner)).body.code).toBe(4000);
  });

  it('the owner passes the room to a member and stays its host', async () => {
    const owner = await nameMember(server, await buildMember(server), 'Olga');
    const heir = await nameMember(server, await buildMember(server), 'Hana');
    const room = await createRoomThroughApi(server, owner);
    expectRefused(
      await server.api.post(
        '/api/room/v1/transferOwner',
        { eventId: room.id, userId: owner.userId },
        { token: heir.userToken },
      ),
      'NotEventOwner',
    );
    const moved = await server.api.post<RoomRoleEntry[]>(
      '/api/room/v1/transferOwner',
      { eventId: room.id, userId: heir.userId },
      { token: owner.userToken },
    );
    expect(moved.body.code).toBe(200);
    expect(await rolesOf(room.id)).toEqual([
      ['Hana', 'owner'],
      ['Olga', 'host'],
    ]);
    await editRoomThroughApi(server, heir, room.id, 'sendChat', false);
    expectRefused(
      await server.api.post(
        '/api/room/v1/editRoom',
        { eventId: room.id, option: 'sendChat', value: true },
        { token: owner.userToken },
      ),
      'NotEventOwner',
    );
  });
});

describe('who is in the room (GET /api/room/v1/participants)', () => {
  it('lists the people inside, owner and roles first, paged; with showParticipants off only the special see it', async () => {
    const owner = await nameMember(server, await buildMember(server), 'Olga');
    const mod = await nameMember(server, await buildMember(server), 'Mona');
    const ann = await nameMember(server, await buildMember(server), 'Ann');
    const room = await createRoomThroughApi(server, owner);
    await setRole(room.id, mod.userId, 'mod', owner);
    const sockets = [
      await openRoomSocket(server, room.id, ann.userToken),
      await openRoomSocket(server, room.id, mod.userToken),
      await openRoomSocket(server, room.id, owner.userToken),
    ];
    const participants = (who: TestMember, query: Record<string, string> = {}) =>
      server.api.get<{ list: { displayName: string; role: string | null }[]; pagination: { total: number } }>(
        '/api/room/v1/participants',
        { token: who.userToken, query: { eventId: room.id, ...query } },
      );
    await expect
      .poll(async () => (await participants(ann)).body.data.list.map((p) => [p.displayName, p.role]))
      .toEqual([
        ['Olga', 'owner'],
        ['Mona', 'mod'],
        ['Ann', null],
      ]);
    const second = await participants(ann, { page: '2', pageSize: '2' });
    expect(second.body.data).toMatchObject({ list: [{ displayName: 'Ann' }], pagination: { total: 3 } });
    await editRoomThroughApi(server, owner, room.id, 'showParticipants', false);
    expectRefused(await participants(ann), 'Forbidden');
    expect((await participants(mod)).body.code).toBe(200);
    sockets.forEach((socket) => socket.close());
  });
});
