import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  FriendCommand,
  NotificationCommand,
  type FriendChatPayload,
  type NotificationPageAnswer,
  type Page,
} from '@limelight/protocol';
import { ApiClient } from '../apiClient.ts';
import { buildMember, createEventThroughApi, rsvpToEvent, type ApiHost } from '../factories.ts';
import { startServerProcess, type ServerProcess } from '../processes.ts';
import { befriend, getAs, isFrame, openFriendSocket, postAs } from './friendKit.ts';

// Two real server processes sharing one PostgreSQL schema and one Redis (CI's second pass): friend chat
// delivery across processes, and reminders sent once although both processes run the reminders job.
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let first: ServerProcess;
let second: ServerProcess;
beforeAll(async () => {
  if (!databaseUrl) return;
  const shared = {
    DATABASE_URL: databaseUrl,
    // test_ schemas are dropped by the next run's global setup.
    DATABASE_SCHEMA: `test_${randomBytes(6).toString('hex')}`,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
    AUTH_SECRET: 'friends-secret-of-at-least-thirty-two-chars',
  };
  const start = (name: string) =>
    startServerProcess({ ...shared, DATA_DIR: mkdtempSync(path.join(tmpdir(), `limelight-${name}-`)) });
  // One after the other: the first migrates the shared schema.
  first = await start('f1');
  second = await start('f2');
}, 180_000);
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

const hostOf = (server: ServerProcess): ApiHost => ({ url: server.url, api: new ApiClient(server.url) });

describe.skipIf(!databaseUrl)('friends across two server processes (PostgreSQL + Redis)', () => {
  it('a message sent on process A reaches the friend’s socket on process B, and a resume on A replays it', async () => {
    const [hostA, hostB] = [hostOf(first), hostOf(second)];
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

  it('both processes run the reminders job; each reminder reaches a ticket holder once', async () => {
    const [hostA, hostB] = [hostOf(first), hostOf(second)];
    const owner = await buildMember(hostA);
    const holder = await buildMember(hostB);
    const startMs = Date.now() + 6000;
    const event = await createEventThroughApi(hostA, owner, {
      title: 'Twice-run gig',
      startAt: new Date(startMs).toISOString(),
      endAt: new Date(startMs + 3_600_000).toISOString(),
    });
    await rsvpToEvent(hostB, holder.userToken, event.id);
    const reminders = async () =>
      (
        await getAs<NotificationPageAnswer>(
          hostB,
          '/api/notification/v1/listSelfNotifications',
          holder.userToken,
          {
            condition: 'event',
          },
        )
      ).body.data.notifications
        .filter((n) => n.command === NotificationCommand.EventReminder)
        .map((n) => n.payload.reminder);
    // The 10-minute reminder is due at once, "now" at the start; the all-day one is overtaken (dropped).
    const deadline = Date.now() + 30_000;
    while ((await reminders()).length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 500));
    // Both processes run every 2 s: give them a few more runs to send something twice.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect((await reminders()).sort()).toEqual(['10-minutes', 'now']);
    const mails = await hostA.api.get<Page<{ subject: string }>>('/api/dev/outbox', {
      query: { to: holder.email },
    });
    expect(mails.body.data.list.filter((mail) => mail.subject.startsWith('Twice-run gig'))).toHaveLength(2);
  }, 60_000);
});
