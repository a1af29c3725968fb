import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  NotificationCommand,
  type AllNotificationsAnswer,
  type NotificationPageAnswer,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  buildMember,
  createEventThroughApi,
  readOutbox,
  rsvpToEvent,
  type TestMember,
} from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { createRoomThroughApi } from '../rooms/roomFactories.ts';
import { getAs, isFrame, openFriendSocket, postAs } from '../friends/friendKit.ts';

const hourMs = 3_600_000;
let nowMs = Date.now();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(nowMs) });
});
afterAll(() => server.close());

const list = <T>(member: TestMember, query: Record<string, string | number>) =>
  getAs<T>(server, '/api/notification/v1/listSelfNotifications', member.userToken, query);
const remove = (member: TestMember, body: object) =>
  postAs(server, '/api/notification/v1/deleteNotification', member.userToken, body);

describe('listSelfNotifications (spec 000 §7: all 3 per type; a category paged by 10)', () => {
  it('lists by category, newest first, and deletes one’s own only', async () => {
    const me = await buildMember(server);
    const askers: TestMember[] = [];
    for (let n = 0; n < 4; n++) {
      const asker = await buildMember(server);
      await postAs(server, '/api/friend/v1/sendInvitation', asker.userToken, { inviteeId: me.userId });
      askers.push(asker);
    }
    const owner = await buildMember(server);
    const room = await createRoomThroughApi(server, owner, { title: 'Den', friendList: [me.userId] });

    const all = await list<AllNotificationsAnswer>(me, {});
    expect(all.body.data.request.map((n) => (n.payload.from as { userId: string }).userId)).toEqual(
      askers
        .slice(1)
        .reverse()
        .map((asker) => asker.userId),
    );
    expect(all.body.data.room).toEqual([
      expect.objectContaining({
        command: NotificationCommand.RoomInvitation,
        category: 'room',
        userId: me.userId,
        payload: expect.objectContaining({ eventId: room.id, title: 'Den' }),
      }),
    ]);
    expect(all.body.data.event).toEqual([]);
    expect(
      (await list<AllNotificationsAnswer>(me, { condition: 'all', maxNumInType: 1 })).body.data.request,
    ).toHaveLength(1);

    const firstPage = await list<NotificationPageAnswer>(me, { condition: 'request', pageSize: 3 });
    expect(firstPage.body.data.notifications).toHaveLength(3);
    expect(firstPage.body.data.pagination).toEqual({ page: 1, pageSize: 3, total: 4, hasNextPage: true });
    const secondPage = await list<NotificationPageAnswer>(me, { condition: 'request', page: 2, pageSize: 3 });
    expect(secondPage.body.data.pagination.hasNextPage).toBe(false);
    expect(
      (await list<NotificationPageAnswer>(me, { condition: 'request' })).body.data.pagination.pageSize,
    ).toBe(10);

    const [oldest] = secondPage.body.data.notifications;
    expect(oldest?.uuid).toBe(oldest?.notificationId);
    expectRefused(await remove(owner, { userId: owner.userId, uuid: oldest?.uuid }), 'NotFound');
    expectRefused(await remove(owner, { userId: me.userId, uuid: oldest?.uuid }), 'Forbidden');
    expect((await remove(me, { userId: me.userId, uuid: oldest?.uuid })).body.code).toBe(200);
    expectRefused(await remove(me, { userId: me.userId, uuid: oldest?.uuid }), 'NotFound');
    expect(
      (await list<NotificationPageAnswer>(me, { condition: 'request' })).body.data.pagination.total,
    ).toBe(3);
  });
});

describe('event reminders (spec 000 §4, §9: all-day, 10 minutes, now), by notification and e-mail', () => {
  it('sends each reminder once to ticket holders, at its time', async () => {
    const owner = await buildMember(server);
    const holder = await buildMember(server);
    const bystander = await buildMember(server);
    const startMs = nowMs + 48 * hourMs;
    const event = await createEventThroughApi(server, owner, {
      title: 'Reminded gig',
      startAt: new Date(startMs).toISOString(),
      endAt: new Date(startMs + 2 * hourMs).toISOString(),
    });
    await rsvpToEvent(server, holder.userToken, event.id);
    // The holder's browser reported its zone: the reminders write the start in it (issue 22 item 10).
    await server.api.post(
      '/api/user/v1/updateProfile',
      { timeZone: 'Asia/Tokyo' },
      { token: holder.userToken },
    );
    const socket = await openFriendSocket(server, holder);
    const remindersOf = async (member: TestMember) =>
      (await list<NotificationPageAnswer>(member, { condition: 'event' })).body.data.notifications
        .filter((n) => n.command === NotificationCommand.EventReminder && n.payload.eventId === event.id)
        .map((n) => n.payload.reminder);
    const mailsOf = async () =>
      (await readOutbox(server, holder.email)).filter((mail) => mail.subject.startsWith('Reminded gig'));

    await server.limelight.runReminders();
    expect(await remindersOf(holder)).toEqual([]);

    nowMs = startMs - 23 * hourMs;
    await server.limelight.runReminders();
    await server.limelight.runReminders();
    expect(await remindersOf(holder)).toEqual(['all-day']);
    const pushed = await socket.waitFor(isFrame(AppKey.Notification, NotificationCommand.EventReminder));
    expect(pushed.payload).toMatchObject({ eventId: event.id, reminder: 'all-day', title: 'Reminded gig' });
    expect((await mailsOf()).map((mail) => mail.subject)).toEqual(['Reminded gig starts within a day']);

    nowMs = startMs - 9 * 60_000;
    await server.limelight.runReminders();
    nowMs = startMs + 60_000;
    await server.limelight.runReminders();
    await server.limelight.runReminders();
    expect(await remindersOf(holder)).toEqual(['now', '10-minutes', 'all-day']);
    expect(await mailsOf()).toHaveLength(3);
    expect((await mailsOf())[0]?.text).toContain(`/event/${event.slug}`);
    // Issue 22: the start is written with its zone, not as an ISO instant.
    expect((await mailsOf())[0]?.text).toMatch(/Starts: \w+day, [^\n]* GMT\+9 \(Asia\/Tokyo\)/);
    expect(await remindersOf(bystander)).toEqual([]);
    socket.close();
  });
});
