import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  ConnectionCommand,
  KickoutCode,
  ModerationAction,
  type InboxMessage,
  type Page,
  type QueuedReport,
  type RoomChatSendAnswer,
} from '@limelight/protocol';
import { operatorCalls, supportCalls } from '@limelight/protocol/http';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildGuest, buildMember, openRoomSocket, sendRoomChat, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { createRoomThroughApi } from '../rooms/roomFactories.ts';

const operatorEmail = 'operator@limelight.example';

let server: TestServer;
let operator: TestMember;
let nobody: TestMember;
beforeAll(async () => {
  // Named by e-mail in another case, among other entries (operators by id: operator.service.test.ts).
  server = await startTestServer({ OPERATORS: ` ${operatorEmail.toUpperCase()} , some-user-id` });
  operator = await buildMember(server, operatorEmail);
  nobody = await buildMember(server);
});
afterAll(() => server.close());

const asOperator = () => ({ token: operator.userToken });

async function reports(token: string, status = 'open') {
  return server.api.get<Page<QueuedReport>>(`${operatorCalls.reports.path}?status=${status}`, { token });
}

async function flaggedRoomMessage(content: string) {
  const owner = await buildMember(server);
  const member = await buildMember(server);
  const room = await createRoomThroughApi(server, owner);
  const ownerSocket = await openRoomSocket(server, room.id, owner.userToken);
  const memberSocket = await openRoomSocket(server, room.id, member.userToken);
  const sent = await sendRoomChat(server, room.id, content, member.userToken);
  const messageId = (sent.body.data as RoomChatSendAnswer).id;
  const reporter = await buildMemberInRoom(room.id);
  const reported = await server.api.post<{ reportId: string }>(
    '/api/flag/v1/report',
    { eventId: room.id, messageId, reason: 4, comment: 'Abuse in the chat' },
    { token: reporter.userToken },
  );
  expect(reported.body.code).toBe(200);
  return { owner, member, room, messageId, reportId: reported.body.data.reportId, ownerSocket, memberSocket };
}

/** A third person in the room, who flags the message (a plain member: the report blocks nobody). */
async function buildMemberInRoom(roomId: string) {
  const reporter = await buildMember(server);
  (await openRoomSocket(server, roomId, reporter.userToken)).close();
  return reporter;
}

describe('the operators (OPERATORS)', () => {
  it('tells who is an operator: named by e-mail in any case; others and guests are not', async () => {
    const status = (token: string) => server.api.get(operatorCalls.status.path, { token });
    expect((await status(operator.userToken)).body.data).toEqual({ isOperator: true });
    expect((await status(nobody.userToken)).body.data).toEqual({ isOperator: false });
    const guest = await buildGuest(server);
    expect((await status(guest.userToken)).body.data).toEqual({ isOperator: false });
  });

  it('refuses every queue call to a member who is not an operator, and to guests', async () => {
    const member = { token: nobody.userToken };
    expectRefused(await server.api.get(operatorCalls.reports.path, member), 'Forbidden');
    expectRefused(
      await server.api.post(
        operatorCalls.resolveReport.path,
        { reportId: 'x', action: ModerationAction.Dismiss },
        member,
      ),
      'Forbidden',
    );
    expectRefused(await server.api.get(operatorCalls.contactMessages.path, member), 'Forbidden');
    expectRefused(
      await server.api.post(operatorCalls.handleContactMessage.path, { id: 'x' }, member),
      'Forbidden',
    );
    const guest = await buildGuest(server);
    const answer = await server.api.get(operatorCalls.reports.path, { token: guest.userToken });
    expect(answer.status).toBe(401);
  });
});

describe('the report queue', () => {
  it('shows a flagged message with its text, reporter and sender; removing it reaches the room', async () => {
    const { member, messageId, reportId, ownerSocket, memberSocket, room } = await flaggedRoomMessage(
      'buy followers at spam.example',
    );
    const queue = await reports(operator.userToken);
    const queued = queue.body.data.list.find((report) => report.reportId === reportId);
    expect(queued).toMatchObject({
      eventId: room.id,
      roomKind: 'room',
      reason: 4,
      comment: 'Abuse in the chat',
      target: { userId: member.userId },
      message: { id: messageId, content: 'buy followers at spam.example' },
      status: 'open',
      resolution: null,
    });
    const resolved = await server.api.post<QueuedReport>(
      operatorCalls.resolveReport.path,
      { reportId, action: ModerationAction.RemoveMessage },
      asOperator(),
    );
    expect(resolved.body.data).toMatchObject({ status: 'closed', resolution: 'removeMessage' });
    const removal = await ownerSocket.waitFor(
      (m) => m.appKey === AppKey.Chat && m.command === 'removeMessage',
    );
    expect(removal.payload).toMatchObject({ id: messageId });
    const row = await server.limelight.db
      .selectFrom('roomChatMessages')
      .select('status')
      .where('id', '=', messageId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('removed');
    // Closed: it leaves the open queue, shows among the closed ones, and cannot be acted on twice.
    expect((await reports(operator.userToken)).body.data.list.map((r) => r.reportId)).not.toContain(reportId);
    expect((await reports(operator.userToken, 'closed')).body.data.list.map((r) => r.reportId)).toContain(
      reportId,
    );
    expectRefused(
      await server.api.post(
        operatorCalls.resolveReport.path,
        { reportId, action: ModerationAction.Dismiss },
        asOperator(),
      ),
      'Conflict',
    );
    [ownerSocket, memberSocket].forEach((socket) => socket.close());
  });

  it('blocks the reported person from the room: kick-out 1, and no way back in', async () => {
    const { member, reportId, memberSocket, ownerSocket, room } = await flaggedRoomMessage('rude words');
    const resolved = await server.api.post<QueuedReport>(
      operatorCalls.resolveReport.path,
      { reportId, action: ModerationAction.BlockFromRoom },
      asOperator(),
    );
    expect(resolved.body.data).toMatchObject({ status: 'closed', resolution: 'blockFromRoom' });
    const kick = await memberSocket.waitFor(
      (m) => m.appKey === AppKey.Connection && m.command === ConnectionCommand.Kick,
    );
    expect(kick.payload).toMatchObject({ code: KickoutCode.BlockedByFlag });
    const again = await server.api.post(
      '/api/socket/v1/getConnectionToken',
      { eventId: room.id },
      { token: member.userToken },
    );
    expectRefused(again, 'Forbidden', 'You have been blocked');
    [ownerSocket, memberSocket].forEach((socket) => socket.close());
  });

  it('dismisses a report of a room; refuses an action that does not fit; 4004 for no report', async () => {
    const owner = await buildMember(server);
    const room = await createRoomThroughApi(server, owner);
    const reporter = await buildMemberInRoom(room.id);
    const { body } = await server.api.post<{ reportId: string }>(
      '/api/flag/v1/report',
      { eventId: room.id, reason: 1, comment: 'Not what its title says' },
      { token: reporter.userToken },
    );
    const resolve = (reportId: string, action: string) =>
      server.api.post<QueuedReport>(operatorCalls.resolveReport.path, { reportId, action }, asOperator());
    expectRefused(await resolve(body.data.reportId, ModerationAction.RemoveMessage), 'InvalidRequest');
    expectRefused(await resolve(body.data.reportId, ModerationAction.BlockFromRoom), 'InvalidRequest');
    expect((await resolve(body.data.reportId, ModerationAction.Dismiss)).body.data).toMatchObject({
      target: null,
      message: null,
      resolution: 'dismiss',
    });
    expectRefused(await resolve('no-such-report', ModerationAction.Dismiss), 'NotFound');
  });

  it('refuses to flag a message of another room, or one of your own', async () => {
    const { room, member, messageId } = await flaggedRoomMessage('hello');
    const own = await server.api.post(
      '/api/flag/v1/report',
      { eventId: room.id, messageId, reason: 4, comment: 'me' },
      { token: member.userToken },
    );
    expectRefused(own, 'InvalidRequest');
    const other = await createRoomThroughApi(server, member);
    const elsewhere = await server.api.post(
      '/api/flag/v1/report',
      { eventId: other.id, messageId, reason: 4, comment: 'x' },
      { token: (await buildMemberInRoom(other.id)).userToken },
    );
    expectRefused(elsewhere, 'ChatMessageNotFound');
  });

  it('pages the queue, 20 a page', async () => {
    const owner = await buildMember(server);
    const room = await createRoomThroughApi(server, owner);
    const reporter = await buildMemberInRoom(room.id);
    for (let index = 0; index < 21; index += 1) {
      await server.api.post(
        '/api/flag/v1/report',
        { eventId: room.id, reason: 2, comment: `report ${index}` },
        { token: reporter.userToken },
      );
    }
    const first = await reports(operator.userToken);
    expect(first.body.data.list).toHaveLength(20);
    expect(first.body.data.pagination).toMatchObject({ page: 1, pageSize: 20, hasNextPage: true });
    const total = first.body.data.pagination.total;
    const last = await server.api.get<Page<QueuedReport>>(
      `${operatorCalls.reports.path}?page=${Math.ceil(total / 20)}`,
      asOperator(),
    );
    expect(last.body.data.pagination.hasNextPage).toBe(false);
  });
});

describe('the contact inbox', () => {
  it('lists contact messages and marks them handled', async () => {
    const sent = await server.api.post<{ messageId: string }>(supportCalls.contact.path, {
      name: 'Grace',
      email: 'grace@example.com',
      message: 'My ticket did not arrive.',
    });
    const id = sent.body.data.messageId;
    const unhandled = await server.api.get<Page<InboxMessage>>(
      operatorCalls.contactMessages.path,
      asOperator(),
    );
    expect(unhandled.body.data.list.find((message) => message.id === id)).toMatchObject({
      name: 'Grace',
      email: 'grace@example.com',
      message: 'My ticket did not arrive.',
      handledAt: null,
    });
    expect(
      (await server.api.post(operatorCalls.handleContactMessage.path, { id }, asOperator())).body.code,
    ).toBe(200);
    const after = await server.api.get<Page<InboxMessage>>(operatorCalls.contactMessages.path, asOperator());
    expect(after.body.data.list.map((message) => message.id)).not.toContain(id);
    const handled = await server.api.get<Page<InboxMessage>>(
      `${operatorCalls.contactMessages.path}?handled=1`,
      asOperator(),
    );
    expect(handled.body.data.list.find((message) => message.id === id)?.handledAt).toEqual(
      expect.any(String),
    );
    expectRefused(
      await server.api.post(operatorCalls.handleContactMessage.path, { id: 'no-such' }, asOperator()),
      'NotFound',
    );
  });
});
