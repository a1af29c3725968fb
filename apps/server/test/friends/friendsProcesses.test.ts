import { describe, expect, it } from 'vitest';
import { AppKey, FriendCommand, type FriendChatPayload } from '@limelight/protocol';
import { buildMember } from '../factories.ts';
import { useProcessPair } from '../processPair.ts';
import { befriend, isFrame, openFriendSocket, postAs } from './friendKit.ts';

// Two real server processes sharing one PostgreSQL schema and one Redis (CI's second pass): friend chat
// delivery across processes (reminders across processes: test/notifications/remindersProcesses.test.ts).
const pair = useProcessPair();

describe.runIf(pair.runs)('friends across two server processes (PostgreSQL + Redis)', () => {
  it('a message sent on process A reaches the friend’s socket on process B, and a resume on A replays it', async () => {
    const { a: hostA, b: hostB } = pair.get();
    const a = await buildMember(hostA);
    const b = await buildMember(hostA);
    const chatId = await befriend(hostA, a, b);
    const bSocket = await openFriendSocket(hostB, b);
    const sent = await postAs(hostA, '/api/friend/v1/chat/send', a.userToken, {
      chatId,
      friendId: b.userId,
      content: 'across processes',
    });
    expect(sent.body.code).toBe(200);
    const pushed = await bSocket.waitFor(isFrame(AppKey.Friend, FriendCommand.FriendChat), 10_000);
    const message = pushed.payload as FriendChatPayload;
    expect(message).toMatchObject({ chatId, content: 'across processes', sender: { userId: a.userId } });
    bSocket.close();
    await bSocket.closed;

    await postAs(hostB, '/api/friend/v1/chat/send', a.userToken, {
      chatId,
      friendId: b.userId,
      content: 'missed',
    });
    const again = await openFriendSocket(hostA, b);
    again.send({
      appKey: AppKey.Friend,
      command: FriendCommand.ChatResume,
      payload: { lastSeq: message.seq },
    });
    const replayed = await again.waitFor(isFrame(AppKey.Friend, FriendCommand.FriendChat), 10_000);
    expect(replayed.payload).toMatchObject({ content: 'missed', seq: message.seq + 1 });
    again.close();
  });
});
