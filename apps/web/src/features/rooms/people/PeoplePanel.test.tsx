import {
  AppKey,
  CastCommand,
  ResponseCode,
  SelfServiceCommand,
  frameOf,
  ok,
  toPage,
  type RoomParticipant,
} from '@limelight/protocol';
import { roomsCalls } from '@limelight/protocol/http';
import { flagsCalls, roomChatCalls } from '@limelight/protocol/http';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n/index.ts';
import { RoomSidePanel } from '../live/RoomSidePanel.tsx';
import {
  postsTo,
  renderInLiveRoom,
  resetRoomTest,
  sampleRoom,
  serveApi,
  signInMember,
  testRoomId,
  toastMessages,
  type SeenRequest,
} from '../../../test/roomsTestKit.tsx';
import { PeoplePanel } from './PeoplePanel.tsx';

const ParticipantsPath = roomsCalls.participants.path;
const SetRolePath = roomsCalls.setRole.path;
const TransferPath = roomsCalls.transferOwner.path;
const BlockPath = flagsCalls.blockUser.path;

const person = (userId: string, displayName: string, role: RoomParticipant['role'] = null) => ({
  userId,
  displayName,
  avatar: null,
  role,
});
const ada = person('u-ada', 'Ada', 'owner');
const bob = person('u-bob', 'Bob', 'host');
const cy = person('u-cy', 'Cy', 'mod');
const grace = person('u-grace', 'Grace');

/** Ada's room as Grace (no role) sees it, as a moderator (Cy) and as a host (Bob) see it. */
const memberRoom = sampleRoom({ isOwner: false, isHost: false, isSpecial: false });
const modRoom = sampleRoom({ isOwner: false, isHost: false, isMod: true, isSpecial: true });
const hostRoom = sampleRoom({ isOwner: false, isHost: true, isSpecial: true });

/** The participants endpoint answering the people of `pages()` at each request, 2 a page. */
const serveParticipants = (pages: () => RoomParticipant[], extra: Parameters<typeof serveApi>[0] = {}) =>
  serveApi({
    [ParticipantsPath]: ({ query }) => {
      const page = Number(query.page);
      const everyone = pages();
      return ok(toPage(everyone.slice((page - 1) * 2, page * 2), page, 2, everyone.length));
    },
    ...extra,
  });

const listReads = (requests: readonly SeenRequest[]) =>
  requests.filter((request) => request.path === ParticipantsPath);

/** Each row of the list: its name, "(you)" and role badge, as read. */
const rowsShown = () =>
  within(screen.getByRole('list', { name: 'People in the room' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

beforeAll(() => initI18n('en'));
afterEach(resetRoomTest);

describe('participant list (GET /room/v1/participants, live)', () => {
  beforeEach(() => signInMember('u-grace'));

  it('lists the people page by page, owner and roles first with their badges, and no actions for a member', async () => {
    const requests = serveParticipants(() => [ada, bob, cy, grace]);
    await renderInLiveRoom(<PeoplePanel room={memberRoom} />, { room: memberRoom });
    await waitFor(() => expect(rowsShown()).toEqual(['AdaOwner', 'BobHost']));
    expect(listReads(requests)[0]?.query).toMatchObject({ eventId: testRoomId, page: '1', pageSize: '50' });

    await userEvent.click(screen.getByRole('button', { name: 'Show more people' }));
    await waitFor(() => expect(rowsShown()).toEqual(['AdaOwner', 'BobHost', 'CyModerator', 'Grace(you)']));
    expect(screen.queryByRole('button', { name: 'Show more people' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Manage/ })).toBeNull();
  });

  it('reads the list again when the count changes and when the roles change', async () => {
    let people = [ada, grace];
    const requests = serveParticipants(() => people);
    const { serverSends } = await renderInLiveRoom(<PeoplePanel room={memberRoom} />, { room: memberRoom });
    await waitFor(() => expect(rowsShown()).toEqual(['AdaOwner', 'Grace(you)']));

    people = [ada, person('u-bob', 'Bob')];
    await serverSends(
      frameOf(AppKey.Cast, CastCommand.EventJoiningPeople, { eventId: testRoomId, count: 2 }),
    );
    await waitFor(() => expect(rowsShown()).toEqual(['AdaOwner', 'Bob']));

    people = [ada, bob];
    await serverSends(
      frameOf(AppKey.SelfService, SelfServiceCommand.ShouldUpdateRoleList, { eventId: testRoomId }),
    );
    await waitFor(() => expect(rowsShown()).toEqual(['AdaOwner', 'BobHost']));
    expect(listReads(requests)).toHaveLength(3);
  });

  it('shows a notice instead of the list while the room hides it, without asking', async () => {
    const requests = serveParticipants(() => [ada, grace]);
    const hidden = sampleRoom({ ...memberRoom, showParticipants: false });
    await renderInLiveRoom(<PeoplePanel room={hidden} />, { room: hidden });
    expect(screen.getByRole('status').textContent).toBe(
      'The host has hidden the list of people in this room.',
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(listReads(requests)).toEqual([]);
  });

  it('shows the notice when the server refuses the list (4003)', async () => {
    serveApi({
      [ParticipantsPath]: () => ({ code: ResponseCode.Forbidden, message: 'No', data: null }),
    });
    await renderInLiveRoom(<PeoplePanel room={memberRoom} />, { room: memberRoom });
    expect((await screen.findByRole('status')).textContent).toBe(
      'The host has hidden the list of people in this room.',
    );
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    let isDown = true;
    serveApi({
      [ParticipantsPath]: () =>
        isDown
          ? { code: ResponseCode.InvalidRequest, message: 'No', data: null }
          : ok(toPage([ada, grace], 1, 50, 2)),
    });
    await renderInLiveRoom(<PeoplePanel room={memberRoom} />, { room: memberRoom });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The list of people could not be loaded.',
    );
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowsShown()).toEqual(['AdaOwner', 'Grace(you)']));
  });

  it('is the People tab of the side panel for everyone', async () => {
    serveParticipants(() => [ada, grace], {
      [roomChatCalls.history.path]: () => ok({ list: [], hasMore: false }),
    });
    await renderInLiveRoom(<RoomSidePanel room={memberRoom} />, { room: memberRoom });
    const tabs = within(screen.getByRole('tablist', { name: 'Room panels' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Chat', 'Post', 'People']);
    await userEvent.click(screen.getByRole('tab', { name: 'People' }));
    await waitFor(() => expect(rowsShown()).toEqual(['AdaOwner', 'Grace(you)']));
  });
});

describe("the owner's and moderators' actions (setRole, transferOwner, blockUser)", () => {
  /** Opens the actions of `name` and presses `action`. */
  async function act(name: string, action: string) {
    await userEvent.click(await screen.findByRole('button', { name: `Manage ${name}` }));
    const group = screen.getByRole('group', { name: `Actions for ${name}` });
    await userEvent.click(within(group).getByRole('button', { name: action }));
  }

  it('the owner makes hosts and moderators, removes roles, and has nothing on themselves', async () => {
    signInMember('u-ada');
    const requests = serveParticipants(() => [ada, bob, cy, grace], {
      [SetRolePath]: () => ok([]),
    });
    await renderInLiveRoom(<PeoplePanel room={sampleRoom()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show more people' }));
    await act('Grace', 'Make moderator');
    await act('Bob', 'Remove role');
    await act('Cy', 'Make host');
    await waitFor(() => expect(postsTo(requests, SetRolePath)).toHaveLength(3));
    expect(postsTo(requests, SetRolePath)).toEqual([
      { eventId: testRoomId, userId: 'u-grace', role: 'mod' },
      { eventId: testRoomId, userId: 'u-bob', role: 'none' },
      { eventId: testRoomId, userId: 'u-cy', role: 'host' },
    ]);
    await waitFor(() =>
      expect(toastMessages()).toEqual([
        'Grace is now a moderator.',
        'Bob no longer has a role in this room.',
        'Cy is now a host.',
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Manage Ada' })).toBeNull();
  });

  it('the owner passes the room on after confirming', async () => {
    signInMember('u-ada');
    const requests = serveParticipants(() => [ada, grace], { [TransferPath]: () => ok([]) });
    await renderInLiveRoom(<PeoplePanel room={sampleRoom()} />);
    await act('Grace', 'Make owner');
    const confirm = screen.getByRole('dialog', { name: 'Make Grace the owner of this room?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Make owner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsTo(requests, TransferPath)).toEqual([{ eventId: testRoomId, userId: 'u-grace' }]);
    expect(toastMessages()).toEqual(['Grace is now the owner of this room. You stay a host.']);
  });

  it('a moderator blocks from the room after confirming, and cannot give the room away', async () => {
    signInMember('u-cy');
    const requests = serveParticipants(() => [cy, grace], { [BlockPath]: ({ body }) => ok(body) });
    await renderInLiveRoom(<PeoplePanel room={modRoom} />, { room: modRoom });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Grace' }));
    const group = screen.getByRole('group', { name: 'Actions for Grace' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Make host', 'Make moderator', 'Block from room']);
    await userEvent.click(within(group).getByRole('button', { name: 'Block from room' }));
    const confirm = screen.getByRole('dialog', { name: 'Block Grace from this room?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Block from room' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsTo(requests, BlockPath)).toEqual([{ eventId: testRoomId, userId: 'u-grace' }]);
    expect(toastMessages()).toEqual(['Grace has been blocked from the room.']);
  });

  it('a host only blocks; Escape closes the actions back to their button', async () => {
    signInMember('u-bob');
    serveParticipants(() => [bob, grace]);
    await renderInLiveRoom(<PeoplePanel room={hostRoom} />, { room: hostRoom });
    const toggle = await screen.findByRole('button', { name: 'Manage Grace' });
    await userEvent.click(toggle);
    const group = screen.getByRole('group', { name: 'Actions for Grace' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Block from room']);
    await userEvent.keyboard('{Tab}{Escape}');
    expect(screen.queryByRole('group')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it("a refusal is toasted in the server's words", async () => {
    signInMember('u-cy');
    serveParticipants(() => [cy, grace], {
      [SetRolePath]: () => ({ code: ResponseCode.Forbidden, message: 'No', data: null }),
    });
    await renderInLiveRoom(<PeoplePanel room={modRoom} />, { room: modRoom });
    await act('Grace', 'Make host');
    await waitFor(() => expect(toastMessages()).toEqual(['You are not allowed to do this.']));
  });
});
