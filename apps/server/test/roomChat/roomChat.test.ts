import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  ChatCommand,
  type RoomChatHistoryAnswer,
  type RoomChatMessage,
  type SocketMessage,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  buildGuest,
  buildMember,
  createEventThroughApi,
  openRoomSocket,
  rsvpToEvent,
  sendRoomChat,
} from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import type { TestSocket } from '../socketClient.ts';
import { createRoomThroughApi, editRoomThroughApi } from '../rooms/roomFactories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = <T>(path: string, body: object, token: string) => server.api.post<T>(path, body, { token });
const send = (eventId: string, content: string, token: string) =>
  sendRoomChat(server, eventId, content, token);
const get = <T>(path: string, query: Record<string, string | number>, token: string) =>
  server.api.get<T>(path, {
    token,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
const history = (query: Record<string, string | number>, token: string) =>
  get<RoomChatHistoryAnswer>('/api/chat/v1/message/history', query, token);

const isChat = (command: string) => (m: SocketMessage) => m.appKey === AppKey.Chat && m.command === command;
const chatFrames = (socket: TestSocket, command: string) => socket.received.filter(isChat(command));

/** A room with its owner, a member inside it, and both of their sockets. */
async function roomWithPeople(fields: Record<string, unknown> = {}) {
  const owner = await buildMember(server);
  const member = await buildMember(server);
  const room = await createRoomThroughApi(server, owner, fields);
  const ownerSocket = await openRoomSocket(server, room.id, owner.userToken);
  const memberSocket = await openRoomSocket(server, room.id, member.userToken);
  return { owner, member, roomId: room.id, ownerSocket, memberSocket };
}

const closeAll = (...sockets: TestSocket[]) => sockets.forEach((socket) => socket.close());

describe('sending and reading (spec 001 §7 Room chat)', () => {
  it('stores a message and pushes it to everyone in the room as a room frame of the log', async () => {
    const { owner, member, roomId, ownerSocket, memberSocket } = await roomWithPeople();
    const sent = await send(roomId, '  Hello there  ', member.userToken);
    expect(sent.body.code).toBe(200);
    expect(sent.body.data).toMatchObject({
      eventId: roomId,
      content: 'Hello there',
      isRoom: 1,
      pending: false,
    });
    expect(sent.body.data.sender.userId).toBe(member.userId);
    const pushed = await ownerSocket.waitFor(isChat(ChatCommand.SendMessage));
    expect(pushed).toMatchObject({ seq: 1, payload: { id: sent.body.data.id, content: 'Hello there' } });
    expect(Date.parse(pushed.serverTime ?? '')).not.toBeNaN();
    await memberSocket.waitFor(isChat(ChatCommand.SendMessage));
    // Text stays text: markup is stored and sent as typed.
    const markup = await send(roomId, '<b>bold</b>', owner.userToken);
    expect(markup.body.data.content).toBe('<b>bold</b>');
    closeAll(ownerSocket, memberSocket);
  });

  it('pages history by 5 from the newest, before lastMessageId, oldest first or reversed, with allSize', async () => {
    const { owner, roomId, ownerSocket, memberSocket } = await roomWithPeople();
    const ids: string[] = [];
    for (let n = 1; n <= 12; n++) ids.push((await send(roomId, `m${n}`, owner.userToken)).body.data.id);
    const first = await history({ eventId: roomId, allSize: 1 }, owner.userToken);
    expect(first.body.data.list.map((m) => m.content)).toEqual(['m8', 'm9', 'm10', 'm11', 'm12']);
    // The page is valid at the room's seq: the 12 posts are entries 1 to 12 of its log.
    expect(first.body.data).toMatchObject({ hasMore: true, allSize: 12, seq: 12 });
    const second = await history(
      { eventId: roomId, lastMessageId: ids[7]!, reverseOrder: 1 },
      owner.userToken,
    );
    expect(second.body.data.list.map((m) => m.content)).toEqual(['m7', 'm6', 'm5', 'm4', 'm3']);
    expect(second.body.data.allSize).toBeUndefined();
    const last = await history({ eventId: roomId, lastMessageId: ids[2]!, pageSize: 5 }, owner.userToken);
    expect(last.body.data).toMatchObject({ hasMore: false });
    expect(last.body.data.list.map((m) => m.content)).toEqual(['m1', 'm2']);
    closeAll(ownerSocket, memberSocket);
  });

  it('refuses empty and overlong messages, and people who may not enter the room', async () => {
    const owner = await buildMember(server);
    const stranger = await buildMember(server);
    const privateRoom = await createRoomThroughApi(server, owner, { privateLevel: 2 });
    expect((await send(privateRoom.id, '   ', owner.userToken)).body.code).toBe(4000);
    expect((await send(privateRoom.id, 'x'.repeat(2001), owner.userToken)).body.code).toBe(4000);
    // The pre-room's refusal of a private room (4003 with its message).
    expect((await send(privateRoom.id, 'hi', stranger.userToken)).body.code).toBe(4003);
    expect((await history({ eventId: privateRoom.id }, stranger.userToken)).body.code).toBe(4003);
    expectRefused(await send('no-such-room', 'hi', owner.userToken), 'RoomNotFound');
  });

  it("follows an event's live page rules: a ticket holder chats, one without a ticket is refused", async () => {
    const owner = await buildMember(server);
    const event = await createEventThroughApi(server, owner, { title: 'Chat night' });
    const fan = await buildMember(server);
    expect((await send(event.id, 'early', fan.userToken)).body.code).not.toBe(200);
    await rsvpToEvent(server, fan.userToken, event.id);
    const sent = await send(event.id, 'with a ticket', fan.userToken);
    expect(sent.body).toMatchObject({ code: 200, data: { eventId: event.id } });
  });

  it('posts from the socket as over HTTP, to the socket’s room, and answers refusals on the socket', async () => {
    const { owner, member, roomId, ownerSocket, memberSocket } = await roomWithPeople();
    memberSocket.send({
      appKey: AppKey.Chat,
      command: ChatCommand.SendMessage,
      payload: { eventId: roomId, content: 'via socket' },
    });
    const pushed = await ownerSocket.waitFor(isChat(ChatCommand.SendMessage));
    expect(pushed.payload).toMatchObject({ content: 'via socket', sender: { userId: member.userId } });
    await editRoomThroughApi(server, owner, roomId, 'sendChat', false);
    memberSocket.send({
      appKey: AppKey.Chat,
      command: ChatCommand.SendMessage,
      payload: { eventId: roomId, content: 'off' },
    });
    const error = await memberSocket.waitFor(isChat('error'));
    expect(error.payload).toMatchObject({ code: 12049, command: ChatCommand.SendMessage });
    closeAll(ownerSocket, memberSocket);
  });
});

describe('settings and moderation (spec 001 §6)', () => {
  it('text chat off (sendChat) refuses members with 12049; the owner still writes', async () => {
    const { owner, member, roomId, ownerSocket, memberSocket } = await roomWithPeople();
    await editRoomThroughApi(server, owner, roomId, 'sendChat', false);
    expectRefused(await send(roomId, 'hello?', member.userToken), 'ChatTurnedOff');
    expect((await send(roomId, 'announcement', owner.userToken)).body.code).toBe(200);
    closeAll(ownerSocket, memberSocket);
  });

  it('strict moderation: a message waits, only moderators hear of it, and approval sends it to everyone', async () => {
    const { owner, member, roomId, ownerSocket, memberSocket } = await roomWithPeople({
      chatModApprove: true,
    });
    await editRoomThroughApi(server, owner, roomId, 'chatModApprove', true);
    const sent = await send(roomId, 'may I?', member.userToken);
    expect(sent.body.data.pending).toBe(true);
    const waiting = await ownerSocket.waitFor(isChat(ChatCommand.NewMessageApprove));
    expect(waiting.payload).toMatchObject({ id: sent.body.data.id, content: 'may I?' });
    expect(waiting.seq).toBeUndefined();
    const pending = await get<RoomChatHistoryAnswer>(
      '/api/chat/v1/message/pendingList',
      { eventId: roomId },
      owner.userToken,
    );
    expect(pending.body.data.list.map((m) => m.id)).toEqual([sent.body.data.id]);
    expectRefused(
      await get('/api/chat/v1/message/pendingList', { eventId: roomId }, member.userToken),
      'Forbidden',
    );
    expect((await history({ eventId: roomId }, member.userToken)).body.data.list).toEqual([]);
    expectRefused(
      await post(
        '/api/chat/v1/message/approve',
        { eventId: roomId, id: sent.body.data.id },
        member.userToken,
      ),
      'Forbidden',
    );

    const approved = await post<RoomChatMessage>(
      '/api/chat/v1/message/approve',
      { eventId: roomId, id: sent.body.data.id },
      owner.userToken,
    );
    expect(approved.body.data).toMatchObject({
      approveUserId: owner.userId,
      oldMessageId: sent.body.data.id,
    });
    const delivered = await memberSocket.waitFor(isChat(ChatCommand.SendMessage));
    expect(delivered.payload).toMatchObject({ content: 'may I?', approveUserId: owner.userId });
    await ownerSocket.waitFor(isChat(ChatCommand.ApprovedMessageRemove));
    expect(chatFrames(memberSocket, ChatCommand.NewMessageApprove)).toEqual([]);
    expect(chatFrames(memberSocket, ChatCommand.ApprovedMessageRemove)).toEqual([]);
    expectRefused(
      await post('/api/chat/v1/message/approve', { eventId: roomId, id: sent.body.data.id }, owner.userToken),
      'Conflict',
    );
    expect(
      (await history({ eventId: roomId }, member.userToken)).body.data.list.map((m) => m.content),
    ).toEqual(['may I?']);

    // A waiting message a moderator removes: its sender (only) hears it was turned down.
    const declined = (await send(roomId, 'spam?', member.userToken)).body.data;
    const removed = await post(
      '/api/chat/v1/message/remove',
      { eventId: roomId, id: declined.id },
      owner.userToken,
    );
    expect(removed.body.code).toBe(200);
    const told = await memberSocket.waitFor(
      (m) => isChat(ChatCommand.ApprovedMessageRemove)(m) && (m.payload as { id: string }).id === declined.id,
    );
    expect(told.payload).toEqual({ eventId: roomId, id: declined.id });
    closeAll(ownerSocket, memberSocket);
  });

  it('removes: moderators any message, senders their own, others none; gone messages answer 12050', async () => {
    const { owner, member, roomId, ownerSocket, memberSocket } = await roomWithPeople();
    const own = (await send(roomId, 'oops', member.userToken)).body.data;
    const owners = (await send(roomId, 'welcome', owner.userToken)).body.data;
    expectRefused(
      await post('/api/chat/v1/message/remove', { eventId: roomId, id: owners.id }, member.userToken),
      'Forbidden',
    );
    expect(
      (await post('/api/chat/v1/message/remove', { eventId: roomId, id: own.id }, member.userToken)).body
        .code,
    ).toBe(200);
    const removed = await ownerSocket.waitFor(isChat(ChatCommand.RemoveMessage));
    expect(removed.payload).toEqual({ eventId: roomId, id: own.id });
    expectRefused(
      await post('/api/chat/v1/message/remove', { eventId: roomId, id: own.id }, owner.userToken),
      'ChatMessageNotFound',
    );
    expect((await history({ eventId: roomId }, member.userToken)).body.data.list.map((m) => m.id)).toEqual([
      owners.id,
    ]);
    closeAll(ownerSocket, memberSocket);
  });

  it('blocks and unblocks a writer (12048); everyone in the room reads the blocked list', async () => {
    const { owner, member, roomId, ownerSocket, memberSocket } = await roomWithPeople();
    const other = await buildMember(server);
    const block = (isBlock: number, token = owner.userToken, operatedUserId = member.userId) =>
      post('/api/chat/v1/user/block', { eventId: roomId, operatedUserId, isBlock }, token);
    expectRefused(await block(1, member.userToken, other.userId), 'Forbidden');
    expectRefused(await block(1, owner.userToken, owner.userId), 'InvalidRequest');
    expect((await block(1)).body.code).toBe(200);
    const pushed = await memberSocket.waitFor(isChat(ChatCommand.BlockUser));
    expect(pushed.payload).toEqual({ eventId: roomId, operatedUserId: member.userId });
    expectRefused(await send(roomId, 'let me talk', member.userToken), 'ChatUserBlocked');
    const blockedList = (token: string) =>
      get<{ blockedList: string[] }>('/api/chat/v1/user/blockedList', { eventId: roomId }, token);
    expect((await blockedList(owner.userToken)).body.data.blockedList).toEqual([member.userId]);
    expect((await blockedList(member.userToken)).body.data.blockedList).toEqual([member.userId]);
    expect((await blockedList(other.userToken)).body.data.blockedList).toEqual([member.userId]);
    expect((await block(0)).body.code).toBe(200);
    await memberSocket.waitFor(isChat(ChatCommand.UnblockUser));
    expect((await send(roomId, 'thanks', member.userToken)).body.code).toBe(200);
    closeAll(ownerSocket, memberSocket);
  });

  it('slow mode: a moderator sets it, everyone hears it, a writer waits (12047), moderators do not', async () => {
    const { owner, member, roomId, ownerSocket, memberSocket } = await roomWithPeople();
    expectRefused(
      await post('/api/chat/v1/slowMode', { eventId: roomId, seconds: 30 }, member.userToken),
      'Forbidden',
    );
    expect(
      (await post('/api/chat/v1/slowMode', { eventId: roomId, seconds: 7 }, owner.userToken)).body.code,
    ).toBe(4000);
    expect(
      (await post('/api/chat/v1/slowMode', { eventId: roomId, seconds: 30 }, owner.userToken)).body.code,
    ).toBe(200);
    const pushed = await memberSocket.waitFor(isChat(ChatCommand.SlowMode));
    expect(pushed.payload).toEqual({ eventId: roomId, seconds: 30 });
    expect((await send(roomId, 'one', member.userToken)).body.code).toBe(200);
    expectRefused(await send(roomId, 'two', member.userToken), 'SlowMode');
    expect((await send(roomId, 'mod one', owner.userToken)).body.code).toBe(200);
    expect((await send(roomId, 'mod two', owner.userToken)).body.code).toBe(200);
    await post('/api/chat/v1/slowMode', { eventId: roomId, seconds: 0 }, owner.userToken);
    expect((await send(roomId, 'two', member.userToken)).body.code).toBe(200);
    closeAll(ownerSocket, memberSocket);
  });

  it('clears the chat (delAll) for moderators only, pending messages included', async () => {
    const { owner, member, roomId, ownerSocket, memberSocket } = await roomWithPeople();
    await send(roomId, 'a', member.userToken);
    await send(roomId, 'b', owner.userToken);
    expectRefused(
      await post('/api/chat/v1/message/delAll', { eventId: roomId }, member.userToken),
      'Forbidden',
    );
    expect((await post('/api/chat/v1/message/delAll', { eventId: roomId }, owner.userToken)).body.code).toBe(
      200,
    );
    const cleared = await memberSocket.waitFor(isChat(ChatCommand.RemoveAllMessages));
    expect(cleared.payload).toEqual({ eventId: roomId });
    expect((await history({ eventId: roomId, allSize: 1 }, member.userToken)).body.data).toEqual({
      list: [],
      hasMore: false,
      allSize: 0,
      seq: cleared.seq,
    });
    closeAll(ownerSocket, memberSocket);
  });
});

describe('the room state a live page starts from (GET /api/socket/v1/roomState)', () => {
  it('answers the seq and the slices the log built, to those who may enter', async () => {
    const { owner, member, roomId, ownerSocket, memberSocket } = await roomWithPeople();
    const guest = await buildGuest(server, roomId);
    const empty = await get('/api/socket/v1/roomState', { eventId: roomId }, guest.userToken);
    expect(empty.body.data).toEqual({ seq: 0, state: { settings: {} } });
    await editRoomThroughApi(server, owner, roomId, 'showParticipants', false);
    await post('/api/chat/v1/slowMode', { eventId: roomId, seconds: 10 }, owner.userToken);
    await send(roomId, 'hi', member.userToken);
    const state = await get('/api/socket/v1/roomState', { eventId: roomId }, member.userToken);
    expect(state.body.data).toMatchObject({
      seq: 3,
      state: {
        settings: { showParticipants: false },
        chat: { blocked: [], slowModeSeconds: 10, lastPostAt: { [member.userId]: expect.any(Number) } },
      },
    });
    const privateRoom = await createRoomThroughApi(server, owner, { privateLevel: 2 });
    expect(
      (await get('/api/socket/v1/roomState', { eventId: privateRoom.id }, member.userToken)).body.code,
    ).toBe(4003);
    closeAll(ownerSocket, memberSocket);
  });
});
