import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  FriendCommand,
  parseServerFrame,
  type ChatHistoryAnswer,
  type ChatListItem,
  type FriendChatMessage,
  type FriendChatPayload,
  type Page,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, nameMember, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { befriend, getAs, isFrame, openFriendSocket, postAs } from '../friends/friendKit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const send = (member: TestMember, body: object) =>
  postAs<FriendChatMessage>(server, '/api/friend/v1/chat/send', member.userToken, body);
const history = (member: TestMember, query: Record<string, string | number>) =>
  getAs<ChatHistoryAnswer>(server, '/api/friend/v1/chat/history', member.userToken, query);
const chatList = (member: TestMember, query: Record<string, string | number> = {}) =>
  getAs<Page<ChatListItem> & { seq: number }>(server, '/api/friend/v1/getChatList', member.userToken, query);

async function friends() {
  const [a, b] = [await buildMember(server), await buildMember(server)];
  await nameMember(server, a, 'Ann');
  await nameMember(server, b, 'Ben');
  const chatId = await befriend(server, a, b);
  return { a, b, chatId };
}

describe('one-to-one chat (spec 000 §7 chat/send, chat/history, getChatList)', () => {
  it('delivers a message to the friend at once, with their inbox seq, and lists it with an unread count', async () => {
    const { a, b, chatId } = await friends();
    const bSocket = await openFriendSocket(server, b);
    const sent = await send(a, { chatId, friendId: b.userId, content: ' hello ' });
    expect(sent.body.data).toMatchObject({
      chatId,
      content: 'hello',
      type: 'text',
      sender: { userId: a.userId },
    });
    const pushed = await bSocket.waitFor(isFrame(AppKey.Friend, FriendCommand.FriendChat));
    expect(parseServerFrame(pushed).ok).toBe(true);
    expect(pushed.payload).toMatchObject({ id: sent.body.data.id, content: 'hello', seq: 1 });

    const list = await chatList(b);
    expect(list.body.data.seq).toBe(1);
    expect(list.body.data.list).toEqual([
      expect.objectContaining({
        chatId,
        content: 'hello',
        unreadCount: 1,
        userId: a.userId,
        displayName: 'Ann',
        groupName: null,
        vidChatting: false,
      }),
    ]);
    // Reading the latest page marks the chat read; the sender's own messages never count.
    await history(b, { chatId });
    expect((await chatList(b)).body.data.list[0]?.unreadCount).toBe(0);
    expect((await chatList(a)).body.data.list[0]?.unreadCount).toBe(0);
    bSocket.close();
  });

  it('pages history by 5 before lastMessageId, oldest first', async () => {
    const { a, b, chatId } = await friends();
    const ids: string[] = [];
    for (let n = 1; n <= 7; n++)
      ids.push((await send(a, { chatId, friendId: b.userId, content: `m${n}` })).body.data.id);
    const latest = await history(b, { chatId });
    expect(latest.body.data.list.map((m) => m.content)).toEqual(['m3', 'm4', 'm5', 'm6', 'm7']);
    expect(latest.body.data.hasMore).toBe(true);
    const older = await history(b, { chatId, lastMessageId: ids[2] ?? '' });
    expect(older.body.data).toEqual({
      list: [expect.objectContaining({ content: 'm1' }), expect.objectContaining({ content: 'm2' })],
      hasMore: false,
    });
    expectRefused(await history(b, { chatId, lastMessageId: 'nope' }), 'NotFound');
  });

  it('refuses: 28002, 28003, 28005, 26000, 26001, 26003 and 28000', async () => {
    const { a, b, chatId } = await friends();
    const stranger = await buildMember(server);
    expectRefused(await send(a, { friendId: b.userId, content: 'x' }), 'ChatIdRequired');
    expectRefused(await send(a, { chatId: 'room_1', content: 'x' }), 'InvalidChatId');
    expectRefused(
      await send(a, { chatId, friendId: b.userId, content: 'x', type: '' }),
      'MessageTypeRequired',
    );
    expectRefused(await send(a, { chatId, content: 'x' }), 'FriendIdRequired');
    expectRefused(await send(a, { chatId, friendId: stranger.userId, content: 'x' }), 'InvalidFriendId');
    expectRefused(await send(stranger, { chatId, friendId: b.userId, content: 'x' }), 'InvalidFriendId');
    expectRefused(await history(stranger, { chatId }), 'ChatNotFound');
    expectRefused(await history(a, {}), 'ChatIdRequired');
    expectRefused(await send(a, { chatId: 'group_nope', content: 'x' }), 'ChatNotFound');
    await postAs(server, '/api/friend/v1/unfriend', a.userToken, { uuid: b.userId });
    expectRefused(await send(a, { chatId, friendId: b.userId, content: 'x' }), 'NotYourFriend');
  });

  it('updateChatList takes a chat off the list until a new message arrives; 28001 for another action', async () => {
    const { a, b, chatId } = await friends();
    const update = (query: Record<string, string>) =>
      postAs(server, '/api/friend/v1/updateChatList', b.userToken, {}, query);
    expectRefused(await update({ chatId, action: 'archive' }), 'ChatActionRequired');
    expectRefused(await update({}), 'ChatIdRequired');
    expect((await update({ chatId })).body.code).toBe(200);
    expect((await chatList(b)).body.data.list).toEqual([]);
    await send(a, { chatId, friendId: b.userId, content: 'back' });
    expect((await chatList(b)).body.data.list.map((c) => c.chatId)).toEqual([chatId]);
    expect((await postAs(server, '/api/friend/v1/chat/markRead', b.userToken, { chatId })).body.code).toBe(
      200,
    );
    expect((await chatList(b)).body.data.list[0]?.unreadCount).toBe(0);
  });
});

describe('nothing is lost while the friend socket reconnects (chatResume)', () => {
  it('replays the messages after the last seq seen, in order, on the new socket', async () => {
    const { a, b, chatId } = await friends();
    const first = await openFriendSocket(server, b);
    await send(a, { chatId, friendId: b.userId, content: 'one' });
    const seen = (await first.waitFor(isFrame(AppKey.Friend, FriendCommand.FriendChat)))
      .payload as FriendChatPayload;
    first.close();
    await first.closed;
    await send(a, { chatId, friendId: b.userId, content: 'two' });
    await send(a, { chatId, friendId: b.userId, content: 'three' });
    const second = await openFriendSocket(server, b);
    second.send({ appKey: AppKey.Friend, command: FriendCommand.ChatResume, payload: { lastSeq: seen.seq } });
    await second.waitFor((m) => (m.payload as { content?: string } | undefined)?.content === 'three');
    const replayed = second.received
      .filter(isFrame(AppKey.Friend, FriendCommand.FriendChat))
      .map((m) => m.payload as FriendChatPayload);
    expect(replayed.map((m) => [m.seq, m.content])).toEqual([
      [seen.seq + 1, 'two'],
      [seen.seq + 2, 'three'],
    ]);
    // A seq ahead of the inbox answers chatResync with the seq now.
    second.send({ appKey: AppKey.Friend, command: FriendCommand.ChatResume, payload: { lastSeq: 99 } });
    const resync = await second.waitFor(isFrame(AppKey.Friend, FriendCommand.ChatResync));
    expect(resync.payload).toEqual({ seq: seen.seq + 2 });
    second.close();
  });
});
