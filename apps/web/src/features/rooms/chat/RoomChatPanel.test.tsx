import { AppKey, ChatCommand, frameOf, ok, ResponseCode, type Envelope } from '@limelight/protocol';
import { roomChatCalls } from '@limelight/protocol/http';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n/index.ts';
import {
  postsTo,
  renderInLiveRoom,
  resetRoomTest,
  roomFrame,
  sampleMessage,
  sampleRoom,
  serveApi,
  signInMember,
  testRoomId,
  toastMessages,
} from '../../../test/roomsTestKit.tsx';
import type { RoomView } from '@limelight/protocol';
import { QuestionsPanel } from './QuestionsPanel.tsx';
import { RoomChatPanel } from './RoomChatPanel.tsx';

const HistoryPath = roomChatCalls.history.path;
const SendPath = roomChatCalls.send.path;

/** A member's view of the room (not its owner, host or moderator). */
const memberRoom = sampleRoom({ isOwner: false, isHost: false, isSpecial: false });
const messagesShown = () =>
  within(screen.getByRole('log', { name: 'Chat messages' }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p:last-of-type')?.textContent);

const venueOf = (room: RoomView, hasQuestions = false) => ({
  id: room.id,
  isModerator: room.isSpecial,
  sendChat: room.sendChat,
  hasQuestions,
});
/** Opens a message's menu and picks one of its choices. */
async function pickFromMenu(sender: string, choice: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions on ${sender}'s message` }));
  await userEvent.click(screen.getByRole('menuitem', { name: choice }));
}

beforeAll(() => initI18n('en'));
beforeEach(() => signInMember('u-grace'));
afterEach(resetRoomTest);

describe('room chat history and live frames (spec 001 §4 cya_chat, §9 page size 5)', () => {
  it('shows the latest page, loads older ones on demand, and applies posts and removals once each', async () => {
    const requests = serveApi({
      [HistoryPath]: ({ query }) =>
        query.lastMessageId === 'm2'
          ? ok({ list: [sampleMessage('m1', 'first')], hasMore: false, seq: 0 })
          : ok({
              list: [sampleMessage('m2', 'second'), sampleMessage('m3', 'third')],
              hasMore: true,
              seq: 0,
            }),
    });
    const { serverSends } = await renderInLiveRoom(<RoomChatPanel venue={venueOf(memberRoom)} />, {
      room: memberRoom,
    });
    await waitFor(() => expect(messagesShown()).toEqual(['second', 'third']));
    expect(requests.find((request) => request.path === HistoryPath)?.query).toMatchObject({
      eventId: testRoomId,
      pageSize: '5',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(messagesShown()).toEqual(['first', 'second', 'third']));
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();

    const posted = roomFrame(1, AppKey.Chat, ChatCommand.SendMessage, sampleMessage('m4', 'fourth'));
    // A frame replayed after a reconnect is applied once.
    await serverSends(
      posted,
      posted,
      roomFrame(2, AppKey.Chat, ChatCommand.RemoveMessage, { id: 'm2', eventId: testRoomId }),
    );
    expect(messagesShown()).toEqual(['first', 'third', 'fourth']);

    await serverSends(roomFrame(3, AppKey.Chat, ChatCommand.RemoveAllMessages, { eventId: testRoomId }));
    expect(messagesShown()).toEqual([]);
    expect(screen.getByText('No messages yet. Say hello!')).toBeTruthy();
  });

  it('a post whose frame arrives while the history loads is shown once, after the page', async () => {
    const answers: ((answer: Envelope<unknown>) => void)[] = [];
    serveApi({ [HistoryPath]: () => new Promise((resolve) => answers.push(resolve)) });
    const { serverSends } = await renderInLiveRoom(<RoomChatPanel venue={venueOf(memberRoom)} />, {
      room: memberRoom,
    });
    await waitFor(() => expect(answers).toHaveLength(1));
    // The server read the page at seq 0; the post (seq 1) committed after, and its frame comes first.
    await serverSends(roomFrame(1, AppKey.Chat, ChatCommand.SendMessage, sampleMessage('m4', 'fourth')));
    await act(async () => answers[0]?.(ok({ list: [sampleMessage('m3', 'third')], hasMore: false, seq: 0 })));
    await waitFor(() => expect(messagesShown()).toEqual(['third', 'fourth']));
    // The same post once more (a replay): still once.
    await serverSends(roomFrame(1, AppKey.Chat, ChatCommand.SendMessage, sampleMessage('m4', 'fourth')));
    expect(messagesShown()).toEqual(['third', 'fourth']);
  });

  it('a post already in the page the history answers (read after it) is not shown twice', async () => {
    const answers: ((answer: Envelope<unknown>) => void)[] = [];
    serveApi({ [HistoryPath]: () => new Promise((resolve) => answers.push(resolve)) });
    const { serverSends } = await renderInLiveRoom(<RoomChatPanel venue={venueOf(memberRoom)} />, {
      room: memberRoom,
    });
    await waitFor(() => expect(answers).toHaveLength(1));
    await serverSends(
      roomFrame(1, AppKey.Chat, ChatCommand.SendMessage, sampleMessage('m4', 'fourth')),
      roomFrame(2, AppKey.Chat, ChatCommand.RemoveMessage, { id: 'm3', eventId: testRoomId }),
    );
    // Read at seq 1: the post is in the page, the removal (seq 2) follows it.
    const page = [sampleMessage('m3', 'third'), sampleMessage('m4', 'fourth')];
    await act(async () => answers[0]?.(ok({ list: page, hasMore: false, seq: 1 })));
    await waitFor(() => expect(messagesShown()).toEqual(['fourth']));
  });

  it('shows my message as waiting for approval until a moderator approves it', async () => {
    const waiting = sampleMessage('m9', 'may I?');
    const requests = serveApi({
      [HistoryPath]: () => ok({ list: [], hasMore: false, seq: 0 }),
      [SendPath]: () => ok({ ...waiting, pending: true }),
    });
    const { serverSends } = await renderInLiveRoom(<RoomChatPanel venue={venueOf(memberRoom)} />, {
      room: memberRoom,
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'may I?{Enter}');

    await screen.findByText('Waiting for approval');
    expect(postsTo(requests, SendPath)).toEqual([{ eventId: testRoomId, content: 'may I?' }]);
    expect(messagesShown()).toEqual(['may I?']);

    await serverSends(
      roomFrame(1, AppKey.Chat, ChatCommand.SendMessage, {
        ...waiting,
        approveUserId: 'u-ada',
        oldMessageId: 'm9',
      }),
    );
    expect(screen.queryByText('Waiting for approval')).toBeNull();
    expect(messagesShown()).toEqual(['may I?']);
  });

  it('drops my waiting message with a notice when a moderator turns it down', async () => {
    const waiting = sampleMessage('m7', 'spam?');
    serveApi({
      [HistoryPath]: () => ok({ list: [], hasMore: false, seq: 0 }),
      [SendPath]: () => ok({ ...waiting, pending: true }),
    });
    const { serverSends } = await renderInLiveRoom(<RoomChatPanel venue={venueOf(memberRoom)} />, {
      room: memberRoom,
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'spam?{Enter}');
    await screen.findByText('Waiting for approval');

    await serverSends(
      frameOf(AppKey.Chat, ChatCommand.ApprovedMessageRemove, { eventId: testRoomId, id: 'm7' }),
    );
    expect(screen.queryByText('Waiting for approval')).toBeNull();
    expect(messagesShown()).toEqual([]);
    expect(toastMessages()).toEqual(['A moderator did not approve your message.']);
  });
});

describe('the send box closes with its reason', () => {
  it('while text chat is off, for a member', async () => {
    serveApi({ [HistoryPath]: () => ok({ list: [], hasMore: false, seq: 0 }) });
    const room = sampleRoom({ ...memberRoom, sendChat: false });
    await renderInLiveRoom(<RoomChatPanel venue={venueOf(room)} />, { room });
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.getByText('Text chat is turned off in this room.')).toBeTruthy();
  });

  it('once I am blocked (cya_chat blockUser): "You have been blocked"', async () => {
    serveApi({ [HistoryPath]: () => ok({ list: [], hasMore: false, seq: 0 }) });
    const { serverSends } = await renderInLiveRoom(<RoomChatPanel venue={venueOf(memberRoom)} />, {
      room: memberRoom,
    });
    await serverSends(
      roomFrame(1, AppKey.Chat, ChatCommand.BlockUser, { eventId: testRoomId, operatedUserId: 'u-grace' }),
    );
    expect(screen.getByText('You have been blocked')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).disabled).toBe(true);
  });

  it('when slow mode refuses a message (12047), until its countdown ends', async () => {
    serveApi({
      [HistoryPath]: () => ok({ list: [], hasMore: false, seq: 0 }),
      [SendPath]: () => ({ code: ResponseCode.SlowMode, message: 'Slow mode', data: null }),
    });
    await renderInLiveRoom(<RoomChatPanel venue={venueOf(memberRoom)} />, {
      room: memberRoom,
      chat: { slowModeSeconds: 30, blocked: [] },
    });
    expect(screen.getByText('Slow mode: one message every 30 s.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'again{Enter}');

    await screen.findByText('Slow mode: you can write again in 30 s.');
    expect(screen.getByText('Slow mode is enabled on chat. Please try again later.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).disabled).toBe(true);
  });
});

describe('moderators (spec 001 §6: approve, delete, block; clear all, slow mode)', () => {
  beforeEach(() => signInMember('u-ada'));

  it('approve and remove waiting messages, kept current by the moderators’ frames', async () => {
    const requests = serveApi({
      [HistoryPath]: () => ok({ list: [], hasMore: false, seq: 0 }),
      [roomChatCalls.pendingList.path]: () =>
        ok({ list: [sampleMessage('p1', 'first wait')], hasMore: false }),
    });
    const { serverSends } = await renderInLiveRoom(<RoomChatPanel venue={venueOf(sampleRoom())} />);
    const pending = await screen.findByRole('region', { name: 'Waiting for approval (1)' });
    expect(within(pending).getByText('first wait')).toBeTruthy();

    await serverSends({
      appKey: AppKey.Chat,
      command: ChatCommand.NewMessageApprove,
      payload: sampleMessage('p2', 'second wait', { userId: 'u-alan', displayName: 'Alan' }),
    });
    await screen.findByRole('region', { name: 'Waiting for approval (2)' });

    await userEvent.click(screen.getByRole('button', { name: 'Approve the message from Grace' }));
    expect(postsTo(requests, roomChatCalls.approve.path)).toEqual([{ eventId: testRoomId, id: 'p1' }]);

    await serverSends({
      appKey: AppKey.Chat,
      command: ChatCommand.ApprovedMessageRemove,
      payload: { id: 'p1', eventId: testRoomId },
    });
    const rest = await screen.findByRole('region', { name: 'Waiting for approval (1)' });
    await userEvent.click(within(rest).getByRole('button', { name: 'Remove the message from Alan' }));
    expect(postsTo(requests, roomChatCalls.remove.path)).toEqual([{ eventId: testRoomId, id: 'p2' }]);
  });

  it('keeps the moderators’ frames that arrive while the waiting list loads', async () => {
    const answers: ((answer: Envelope<unknown>) => void)[] = [];
    serveApi({
      [HistoryPath]: () => ok({ list: [], hasMore: false, seq: 0 }),
      [roomChatCalls.pendingList.path]: () => new Promise((resolve) => answers.push(resolve)),
    });
    const { serverSends } = await renderInLiveRoom(<RoomChatPanel venue={venueOf(sampleRoom())} />);
    await waitFor(() => expect(answers).toHaveLength(1));
    // The list was read before p1 was approved and before p3 waited.
    await serverSends(
      {
        appKey: AppKey.Chat,
        command: ChatCommand.ApprovedMessageRemove,
        payload: { id: 'p1', eventId: testRoomId },
      },
      {
        appKey: AppKey.Chat,
        command: ChatCommand.NewMessageApprove,
        payload: sampleMessage('p3', 'third wait', { userId: 'u-alan', displayName: 'Alan' }),
      },
    );
    const list = [sampleMessage('p1', 'first wait'), sampleMessage('p2', 'second wait')];
    await act(async () => answers[0]?.(ok({ list, hasMore: false })));
    const pending = await screen.findByRole('region', { name: 'Waiting for approval (2)' });
    expect(within(pending).queryByText('first wait')).toBeNull();
    expect(within(pending).getByText('second wait')).toBeTruthy();
    expect(within(pending).getByText('third wait')).toBeTruthy();
  });

  it('remove a message, block and unblock its sender, set slow mode and clear the chat', async () => {
    const requests = serveApi({
      [HistoryPath]: () => ok({ list: [sampleMessage('m1', 'spam')], hasMore: false, seq: 0 }),
      [roomChatCalls.pendingList.path]: () => ok({ list: [], hasMore: false }),
    });
    const { serverSends } = await renderInLiveRoom(<RoomChatPanel venue={venueOf(sampleRoom())} />);
    // One menu per message (issue 22 item 3), not a row of buttons.
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    await pickFromMenu('Grace', 'Remove');
    expect(postsTo(requests, roomChatCalls.remove.path)).toEqual([{ eventId: testRoomId, id: 'm1' }]);

    await pickFromMenu('Grace', 'Block Grace from the chat');
    expect(postsTo(requests, roomChatCalls.block.path)).toEqual([
      { eventId: testRoomId, operatedUserId: 'u-grace', isBlock: true },
    ]);
    await serverSends(
      roomFrame(1, AppKey.Chat, ChatCommand.BlockUser, { eventId: testRoomId, operatedUserId: 'u-grace' }),
    );
    await pickFromMenu('Grace', 'Unblock Grace in the chat');
    expect(postsTo(requests, roomChatCalls.block.path).at(-1)).toEqual({
      eventId: testRoomId,
      operatedUserId: 'u-grace',
      isBlock: false,
    });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Slow mode' }), '30 s');
    expect(postsTo(requests, roomChatCalls.slowMode.path)).toEqual([{ eventId: testRoomId, seconds: 30 }]);
    await serverSends(roomFrame(2, AppKey.Chat, ChatCommand.SlowMode, { eventId: testRoomId, seconds: 30 }));
    expect((screen.getByRole('combobox', { name: 'Slow mode' }) as HTMLSelectElement).value).toBe('30');

    await userEvent.click(screen.getByRole('button', { name: 'Clear chat' }));
    const confirm = screen.getByRole('dialog', { name: 'Clear the whole chat?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear chat' }));
    await waitFor(() =>
      expect(postsTo(requests, roomChatCalls.delAll.path)).toEqual([{ eventId: testRoomId }]),
    );
    await act(async () => undefined);
  });
});

describe('questions (spec 001 §6 mark as question)', () => {
  it('a moderator marks a message from its menu; the question shows in the chat and under Questions', async () => {
    signInMember('u-ada');
    const requests = serveApi({
      [HistoryPath]: () => ok({ list: [sampleMessage('m1', 'When do we start?')], hasMore: false, seq: 0 }),
      [roomChatCalls.pendingList.path]: () => ok({ list: [], hasMore: false }),
    });
    const room = sampleRoom();
    const { serverSends } = await renderInLiveRoom(
      <>
        <RoomChatPanel venue={venueOf(room, true)} />
        <QuestionsPanel venue={venueOf(room, true)} />
      </>,
      { room },
    );
    expect(screen.getByText('No questions yet. Mark a message as a question from its menu.')).toBeTruthy();
    await pickFromMenu('Grace', 'Mark as question');
    expect(postsTo(requests, roomChatCalls.question.path)).toEqual([
      { eventId: testRoomId, id: 'm1', isQuestion: true, isAnswered: false, isPinned: false },
    ]);
    const message = sampleMessage('m1', 'When do we start?');
    await serverSends(
      roomFrame(1, AppKey.Chat, ChatCommand.Question, {
        eventId: testRoomId,
        message,
        isQuestion: true,
        isAnswered: false,
        isPinned: false,
      }),
    );
    const questions = screen.getByRole('list', { name: 'Questions' });
    expect(within(questions).getByText('When do we start?')).toBeTruthy();
    expect(within(screen.getByRole('log', { name: 'Chat messages' })).getByText('Question')).toBeTruthy();

    await userEvent.click(within(questions).getByRole('button', { name: "Actions on Grace's message" }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Pin' }));
    expect(postsTo(requests, roomChatCalls.question.path).at(-1)).toEqual({
      eventId: testRoomId,
      id: 'm1',
      isQuestion: true,
      isAnswered: false,
      isPinned: true,
    });
  });

  it('a member reads the questions without their menu, and the chat offers no marking', async () => {
    serveApi({
      [HistoryPath]: () =>
        ok({
          list: [sampleMessage('m1', 'Hi', { userId: 'u-alan', displayName: 'Alan' })],
          hasMore: false,
          seq: 0,
        }),
    });
    await renderInLiveRoom(<RoomChatPanel venue={venueOf(memberRoom, true)} />, { room: memberRoom });
    await pickFromMenu('Alan', 'Report');
    expect(screen.queryByRole('menuitem', { name: 'Mark as question' })).toBeNull();
  });
});
