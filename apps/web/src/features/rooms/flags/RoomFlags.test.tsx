import {
  AppKey,
  ConnectionCommand,
  FlagCommand,
  KickoutCode,
  frameOf,
  ok,
  type RoomView,
} from '@limelight/protocol';
import { flagsCalls, roomChatCalls } from '@limelight/protocol/http';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n/index.ts';
import { RoomChatPanel } from '../chat/RoomChatPanel.tsx';
import { KickoutNotice } from '../live/KickoutNotice.tsx';
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
import { RoomFlagActions } from './RoomFlagActions.tsx';

const ReportPath = flagsCalls.report.path;
const BlockPath = flagsCalls.blockUser.path;
const ClosePath = flagsCalls.closeEvent.path;
const HistoryPath = roomChatCalls.history.path;

const memberRoom = sampleRoom({ isOwner: false, isHost: false, isSpecial: false });
const moderatorRoom = sampleRoom({ isOwner: false, isHost: false, isMod: true, isSpecial: true });

/** Opens the menu of Grace's message. */
const openMessageMenu = () =>
  userEvent.click(screen.getByRole('button', { name: "Actions on Grace's message" }));

/** The room's chat with one message from Grace. */
async function openChat(room: RoomView) {
  const requests = serveApi({
    [HistoryPath]: () => ok({ list: [sampleMessage('m1', 'buy my stuff')], hasMore: false, seq: 0 }),
    [ReportPath]: () => ok({ reportId: 'rep-1', blocked: room.isSpecial }),
    [BlockPath]: ({ body }) => ok(body),
  });
  await renderInLiveRoom(
    <RoomChatPanel
      venue={{ id: room.id, isModerator: room.isSpecial, sendChat: room.sendChat, hasQuestions: false }}
    />,
    { room },
  );
  await screen.findByText('buy my stuff');
  return requests;
}

beforeAll(() => initI18n('en'));
beforeEach(() => signInMember('u-ada'));
afterEach(resetRoomTest);

describe('report-room dialog (spec 000 §5: a comment and a reason 1 to 9 are required)', () => {
  it('asks for both with the spec messages, then reports the room', async () => {
    const requests = serveApi({ [ReportPath]: () => ok({ reportId: 'rep-1', blocked: false }) });
    await renderInLiveRoom(<RoomFlagActions room={memberRoom} />, { room: memberRoom });
    await userEvent.click(screen.getByRole('button', { name: 'Report room' }));
    const dialog = screen.getByRole('dialog', { name: 'Report room' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Missing report commend...')).toBeTruthy();
    expect(within(dialog).getByText('Please select your reason...')).toBeTruthy();
    expect(postsTo(requests, ReportPath)).toEqual([]);

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Hate speech');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Slurs in the title');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsTo(requests, ReportPath)).toEqual([
      { eventId: testRoomId, reason: 3, comment: 'Slurs in the title' },
    ]);
    expect(toastMessages()).toEqual(['Thank you. Your report was sent.']);
  });

  it('reports a person from their chat message; a member cannot block them from the room', async () => {
    const requests = await openChat(memberRoom);
    await openMessageMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Grace' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Spam');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Ads');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(postsTo(requests, ReportPath)).toHaveLength(1));
    expect(postsTo(requests, ReportPath)).toEqual([
      // The flagged message goes with the report, to the operators' queue (docs/decisions/operator.md).
      { eventId: testRoomId, userId: 'u-grace', messageId: 'm1', reason: 1, comment: 'Ads' },
    ]);
    await openMessageMenu();
    expect(screen.queryByRole('menuitem', { name: 'Block from room' })).toBeNull();
  });
});

describe('room blocks and closing (docs/decisions/flags.md)', () => {
  it('a moderator blocks a person from the room after confirming', async () => {
    const requests = await openChat(moderatorRoom);
    await openMessageMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block from room' }));
    const confirm = screen.getByRole('dialog', { name: 'Block Grace from this room?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Block from room' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsTo(requests, BlockPath)).toEqual([{ eventId: testRoomId, userId: 'u-grace' }]);
    expect(toastMessages()).toEqual(['Grace has been blocked from the room.']);
  });

  it('the owner ends the room for everyone after confirming; others have no such button', async () => {
    const requests = serveApi({ [ClosePath]: () => ok({ eventId: testRoomId }) });
    await renderInLiveRoom(<RoomFlagActions room={sampleRoom()} />);
    expect(screen.queryByRole('button', { name: 'Report room' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'End room for everyone' }));
    const confirm = screen.getByRole('dialog', { name: 'End the room for everyone?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'End room for everyone' }));
    await waitFor(() => expect(postsTo(requests, ClosePath)).toEqual([{ eventId: testRoomId }]));
  });

  it.each([
    [
      'cya_flag blockUser then kick-out 1',
      frameOf(AppKey.Flag, FlagCommand.BlockUser, { eventId: testRoomId, userId: 'u-ada' }),
      KickoutCode.BlockedByFlag,
      'You have been blocked',
    ],
    [
      "cya_flag closeEvent (the room's log) then kick-out 2",
      roomFrame(1, AppKey.Flag, FlagCommand.CloseEvent, { eventId: testRoomId }),
      KickoutCode.EventClosed,
      'This room has been closed.',
    ],
  ])('%s: the notice says why', async (_name, flagFrame, code, message) => {
    const { serverSends } = await renderInLiveRoom(
      <KickoutNotice roomId={testRoomId} onLeave={() => undefined} />,
    );
    await serverSends(flagFrame, frameOf(AppKey.Connection, ConnectionCommand.Kick, { code }));
    const title = code === KickoutCode.EventClosed ? 'The host ended the room' : 'You left the room';
    expect(screen.getByRole('dialog', { name: title }).textContent).toContain(message);
  });
});
