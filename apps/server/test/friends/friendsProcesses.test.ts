import { describe, expect, it } from 'vitest';
import {
  AppKey,
  FriendCommand,
  NotificationCommand,
  type FriendChatPayload,
  type NotificationPageAnswer,
  type Page,
} from '@limelight/protocol';
import { buildMember, createEventThroughApi, rsvpToEvent } from '../factories.ts';
import { useProcessPair } from '../processPair.ts';
import { befriend, getAs, isFrame, openFriendSocket, postAs } from './friendKit.ts';

// Two real server processes sharing one PostgreSQL schema and one Redis (CI's second pass): friend chat
// delivery across processes, and reminders sent once although both processes run the reminders job.
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

  it('both processes run the reminders job; each reminder reaches a ticket holder once', async () => {
    const { a: hostA, b: hostB } = pair.get();
    const owner = await buildMember(hostA);
    const holder = await buildMember(hostB);
    // The event starts beyond the job's 25-hour look-ahead until the holder has their ticket, then is
    // moved 15 s ahead: the 10-minute reminder falls due at once with the holder already booked (a job
    // run between the creation and the RSVP would otherwise send it to nobody, as it should).
    const event = await createEventThroughApi(hostA, owner, {
      title: 'Twice-run gig',
      startAt: new Date(Date.now() + 26 * 3_600_000).toISOString(),
      endAt: new Date(Date.now() + 27 * 3_600_000).toISOString(),
    });
    await rsvpToEvent(hostB, holder.userToken, event.id);
    const startMs = Date.now() + 15_000;
    const moved = await hostA.api.post(
      '/api/events/v1/update',
      {
        eventId: event.id,
        startAt: new Date(startMs).toISOString(),
        endAt: new Date(startMs + 3_600_000).toISOString(),
      },
      { token: owner.userToken },
    );
    expect(moved.body.code).toBe(200);
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
    const deadline = Date.now() + 45_000;
    while ((await reminders()).length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 500));
    // Both processes run every 2 s: give them a few more runs to send something twice.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect((await reminders()).sort()).toEqual(['10-minutes', 'now']);
    const mails = await hostA.api.get<Page<{ subject: string }>>('/api/dev/outbox', {
      query: { to: holder.email },
    });
    expect(mails.body.data.list.filter((mail) => mail.subject.startsWith('Twice-run gig'))).toHaveLength(2);
  }, 90_000);
});
