import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  ChatCommand,
  type QuestionPayload,
  type RoomStateAtSeq,
  type SocketMessage,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  buildMember,
  createEventThroughApi,
  openRoomSocket,
  rsvpToEvent,
  sendRoomChat,
} from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { createRoomThroughApi } from '../rooms/roomFactories.ts';

// spec 001 §6 "moderate chat (… mark as question …)": docs/decisions/room-chat.md "Questions".

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = <T>(path: string, body: object, token: string) => server.api.post<T>(path, body, { token });
const send = (eventId: string, content: string, token: string) =>
  sendRoomChat(server, eventId, content, token);
const question = (body: Record<string, unknown>, token: string) =>
  post<QuestionPayload>('/api/chat/v1/message/question', body, token);
const questionsOf = async (roomId: string, token: string) =>
  (await server.api.get<RoomStateAtSeq>('/api/socket/v1/roomState', { token, query: { eventId: roomId } }))
    .body.data.state.chat?.questions;

const isQuestionFrame = (m: SocketMessage) => m.appKey === AppKey.Chat && m.command === ChatCommand.Question;

describe('questions (mark as question)', () => {
  it("a room's moderator marks a message, answers and pins it, and takes it off; everyone hears each change", async () => {
    const owner = await buildMember(server);
    const member = await buildMember(server);
    const room = await createRoomThroughApi(server, owner);
    const memberSocket = await openRoomSocket(server, room.id, member.userToken);
    const asked = (await send(room.id, 'When does it start?', member.userToken)).body.data;

    const marked = await question({ eventId: room.id, id: asked.id, isQuestion: true }, owner.userToken);
    expect(marked.body).toMatchObject({
      code: 200,
      data: { isQuestion: true, isAnswered: false, isPinned: false, message: { id: asked.id } },
    });
    const frame = await memberSocket.waitFor(isQuestionFrame);
    expect(frame.payload).toMatchObject({ isQuestion: true, message: { content: 'When does it start?' } });
    expect(await questionsOf(room.id, member.userToken)).toEqual([
      { message: expect.objectContaining({ id: asked.id }), isAnswered: false, isPinned: false },
    ]);

    await question(
      { eventId: room.id, id: asked.id, isQuestion: true, isAnswered: 1, isPinned: true },
      owner.userToken,
    );
    expect(await questionsOf(room.id, member.userToken)).toMatchObject([
      { isAnswered: true, isPinned: true },
    ]);

    await question({ eventId: room.id, id: asked.id, isQuestion: false }, owner.userToken);
    expect(await questionsOf(room.id, member.userToken)).toEqual([]);
    memberSocket.close();
  });

  it('refuses a member who is no moderator, and an unknown or removed message', async () => {
    const owner = await buildMember(server);
    const member = await buildMember(server);
    const room = await createRoomThroughApi(server, owner);
    const asked = (await send(room.id, 'Mine?', member.userToken)).body.data;
    expectRefused(
      await question({ eventId: room.id, id: asked.id, isQuestion: true }, member.userToken),
      'Forbidden',
    );
    expectRefused(
      await question({ eventId: room.id, id: 'no-such-message', isQuestion: true }, owner.userToken),
      'ChatMessageNotFound',
    );
    await post('/api/chat/v1/message/remove', { eventId: room.id, id: asked.id }, member.userToken);
    expectRefused(
      await question({ eventId: room.id, id: asked.id, isQuestion: true }, owner.userToken),
      'ChatMessageNotFound',
    );
  });

  it("a removed message leaves the questions, and clearing the chat clears them (an event's live page)", async () => {
    const owner = await buildMember(server);
    const fan = await buildMember(server);
    const event = await createEventThroughApi(server, owner, { title: 'Q and A night' });
    await rsvpToEvent(server, fan.userToken, event.id);
    const first = (await send(event.id, 'First?', fan.userToken)).body.data;
    const second = (await send(event.id, 'Second?', fan.userToken)).body.data;
    for (const id of [first.id, second.id])
      expect((await question({ eventId: event.id, id, isQuestion: true }, owner.userToken)).body.code).toBe(
        200,
      );
    expect((await questionsOf(event.id, fan.userToken))?.map((q) => q.message.content)).toEqual([
      'First?',
      'Second?',
    ]);

    await post('/api/chat/v1/message/remove', { eventId: event.id, id: first.id }, owner.userToken);
    expect((await questionsOf(event.id, fan.userToken))?.map((q) => q.message.content)).toEqual(['Second?']);
    await post('/api/chat/v1/message/delAll', { eventId: event.id }, owner.userToken);
    expect(await questionsOf(event.id, fan.userToken)).toEqual([]);
  });
});
