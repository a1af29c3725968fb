import {
  AppKey,
  CastCommand,
  ConnectionCommand,
  KickoutCode,
  RoomCommand,
  SelfServiceCommand,
  frameOf,
  ok,
  type RoomView,
} from '@limelight/protocol';
import { roomsCalls } from '@limelight/protocol/http';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n/index.ts';
import { readBlockedRoomIds } from '../../../lib/preferences/index.ts';
import {
  postsTo,
  renderInLiveRoom,
  resetRoomTest,
  roomFrame,
  sampleRoom,
  serveApi,
  signInMember,
  testRoomId,
  toastMessages,
} from '../../../test/roomsTestKit.tsx';
import { roomKeys } from '../roomQueries.ts';
import { KickoutNotice } from './KickoutNotice.tsx';
import { RoomHeader } from './RoomHeader.tsx';
import { parseRoomSetting } from '@limelight/protocol';
import { useRoomLiveUpdates } from './useRoomLiveUpdates.ts';

/** The live page's header over the room view the cache holds, kept current as the page keeps it. */
function LiveHeader({ onLeave = () => undefined }: { onLeave?: () => void }) {
  useRoomLiveUpdates(testRoomId);
  const { data: room } = useQuery<RoomView>({ queryKey: roomKeys.view(testRoomId), enabled: false });
  return room ? <RoomHeader room={room} onLeave={onLeave} /> : null;
}

const memberRoom = sampleRoom({ isOwner: false, isHost: false, isSpecial: false });

beforeAll(() => initI18n('en'));
beforeEach(() => signInMember('u-ada'));
afterEach(() => {
  resetRoomTest();
  localStorage.clear();
});

describe('room settings (spec 000 §4: toggles pushed live to everyone, a success message each)', () => {
  it('the owner changes a toggle and a choice through editRoom', async () => {
    const requests = serveApi({
      // The owner's room with the change applied, as the server answers.
      [roomsCalls.editRoom.path]: ({ body }) => {
        const { option, value } = body as { option: string; value: unknown };
        const parsed = parseRoomSetting(option, value);
        return ok({ ...sampleRoom(), ...(parsed.ok && { [parsed.change.option]: parsed.change.value }) });
      },
    });
    await renderInLiveRoom(<LiveHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Room settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Room settings' });
    const textChat = within(dialog).getByRole('checkbox', { name: 'Text chat' }) as HTMLInputElement;
    expect(textChat.checked).toBe(true);

    await userEvent.click(textChat);
    await waitFor(() => expect(textChat.checked).toBe(false));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Age label' }), '18+');
    expect(postsTo(requests, roomsCalls.editRoom.path)).toEqual([
      { eventId: testRoomId, option: 'sendChat', value: false },
      { eventId: testRoomId, option: 'label', value: '18' },
    ]);
  });

  it('shows no settings to a member, and applies pushes with a success message', async () => {
    const { queryClient, serverSends } = await renderInLiveRoom(<LiveHeader />, { room: memberRoom });
    expect(screen.queryByRole('button', { name: 'Room settings' })).toBeNull();

    await serverSends(
      roomFrame(1, AppKey.Room, RoomCommand.SettingUpdated, {
        eventId: testRoomId,
        option: 'sendChat',
        value: false,
      }),
      roomFrame(2, AppKey.Room, RoomCommand.SettingUpdated, {
        eventId: testRoomId,
        option: 'label',
        value: '18',
      }),
    );
    expect(queryClient.getQueryData<RoomView>(roomKeys.view(testRoomId))).toMatchObject({
      sendChat: false,
      label: '18',
    });
    expect(toastMessages()).toEqual(['Text chat turned off', 'Age label changed']);
  });
});

describe('people count (cya_cast eventJoiningPeople; spec 000 §3 showParticipants)', () => {
  it('follows the pushes, and hides from members while showParticipants is off', async () => {
    serveApi({ [roomsCalls.detail.path]: () => ok({ ...memberRoom, peopleCount: 3 }) });
    const { serverSends } = await renderInLiveRoom(<LiveHeader />, { room: memberRoom });
    expect(screen.getByText('People here: 1')).toBeTruthy();
    await serverSends(
      frameOf(AppKey.Cast, CastCommand.EventJoiningPeople, { eventId: testRoomId, count: 2 }),
    );
    expect(screen.getByText('People here: 2')).toBeTruthy();

    await serverSends(
      roomFrame(1, AppKey.Room, RoomCommand.SettingUpdated, {
        eventId: testRoomId,
        option: 'showParticipants',
        value: false,
      }),
    );
    expect(screen.queryByText(/People here/)).toBeNull();
  });

  it('always shows the count to the owner', async () => {
    const { serverSends } = await renderInLiveRoom(<LiveHeader />, {
      room: sampleRoom({ showParticipants: false }),
    });
    await serverSends(
      frameOf(AppKey.Cast, CastCommand.EventJoiningPeople, { eventId: testRoomId, count: 4 }),
    );
    expect(screen.getByText('People here: 4')).toBeTruthy();
  });
});

describe('role changes (cya_self_service shouldUpdateRoleList)', () => {
  it("marks the room view to be read again: the viewer's own roles may have changed", async () => {
    const { queryClient, serverSends } = await renderInLiveRoom(<LiveHeader />, { room: memberRoom });
    expect(queryClient.getQueryState(roomKeys.view(testRoomId))?.isInvalidated).toBe(false);
    await serverSends(
      frameOf(AppKey.SelfService, SelfServiceCommand.ShouldUpdateRoleList, { eventId: testRoomId }),
    );
    expect(queryClient.getQueryState(roomKeys.view(testRoomId))?.isInvalidated).toBe(true);
  });
});

describe('kick-out notices (spec 000 §4 codes 1–4, §8 messages), then the page is left', () => {
  it.each([
    [
      KickoutCode.ConnectionKick,
      'You have a duplicate room open in different tabs. Please close the duplicate and refresh this page.',
    ],
    [
      KickoutCode.AdultContent,
      "We're sorry you are not eligible to join this event due to an age restriction.",
    ],
    [KickoutCode.EventClosed, 'This room has been closed.'],
  ])('code %s: "%s"', async (code, message) => {
    const onLeave = vi.fn();
    const { serverSends } = await renderInLiveRoom(<KickoutNotice roomId={testRoomId} onLeave={onLeave} />);
    await serverSends(frameOf(AppKey.Connection, ConnectionCommand.Kick, { code }));

    // Issue 22: a room its host ended says so; the other kick-outs are the person's leaving.
    const title = code === KickoutCode.EventClosed ? 'The host ended the room' : 'You left the room';
    const notice = screen.getByRole('dialog', { name: title });
    expect(notice.textContent).toContain(message);
    await userEvent.click(within(notice).getByRole('button', { name: 'Leave room' }));
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('code 1 ("You have been blocked") puts the room on my blocked enter list', async () => {
    const { serverSends } = await renderInLiveRoom(
      <KickoutNotice roomId={testRoomId} onLeave={() => undefined} />,
    );
    await serverSends(
      frameOf(AppKey.Connection, ConnectionCommand.Kick, { code: KickoutCode.BlockedByFlag }),
    );
    expect(screen.getByRole('dialog', { name: 'You left the room' }).textContent).toContain(
      'You have been blocked',
    );
    expect([...readBlockedRoomIds(localStorage, 'u-ada')]).toEqual([testRoomId]);
  });
});
