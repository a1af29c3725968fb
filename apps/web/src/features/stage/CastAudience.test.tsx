import { CastCommand, ok, Stage } from '@limelight/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
// The live room's test kit: a room page's session on a fake socket, a stubbed API.
import {
  postsTo,
  renderInLiveRoom,
  resetRoomTest,
  sampleRoom,
  serveApi,
  signInMember,
  toastMessages,
} from '../../test/roomsTestKit.tsx';
import { roomStatePath } from '../../lib/live/index.ts';
import { CastCall } from './castCalls.ts';
import { CastProvider } from './CastProvider.tsx';
import { CastStageArea } from './CastStageArea.tsx';
import { castRoomId, castServer, stageProfile } from './castTestKit.ts';

const grace = stageProfile('u-grace', 'Grace');
const bob = stageProfile('u-bob', 'Bob');
const memberRoom = sampleRoom({ isOwner: false, isHost: false, isSpecial: false });

beforeAll(() => initI18n('en'));
beforeEach(() => signInMember('u-grace'));
afterEach(() => {
  vi.useRealTimers();
  resetRoomTest();
});

/** Grace's room page with the stage; the room state has no cast yet. */
async function renderStage(answers: Parameters<typeof serveApi>[0] = {}) {
  const requests = serveApi({ [roomStatePath]: () => ok({ seq: 0, state: { settings: {} } }), ...answers });
  const media = { onGoLive: vi.fn(async () => undefined), onLeaveStage: vi.fn() };
  const { serverSends } = await renderInLiveRoom(
    <CastProvider roomId={castRoomId} isModerator={false} media={media}>
      <CastStageArea canApply />
    </CastProvider>,
    { room: memberRoom },
  );
  await screen.findByRole('button', { name: 'Apply to join stage' });
  return { requests, media, serverSends, server: castServer() };
}

const status = () => within(screen.getByRole('group', { name: 'My place on stage' })).queryByRole('status');

describe('the audience on stage (spec 001 §4 flow, the transparent queue)', () => {
  it('applies, sees its place in line move up, is approved, withdraws nothing once ready', async () => {
    const { requests, serverSends, server } = await renderStage();
    await userEvent.click(screen.getByRole('button', { name: 'Apply to join stage' }));
    expect(postsTo(requests, CastCall.Apply.path)).toEqual([{ eventId: castRoomId }]);

    await serverSends(
      server.frame({ command: CastCommand.Apply, userId: 'u-bob', byUserId: 'u-bob', profile: bob }),
      server.frame({ command: CastCommand.Apply, userId: 'u-grace', byUserId: 'u-grace', profile: grace }),
    );
    expect(status()?.textContent).toBe('You are number 2 in line (2 waiting)');
    await serverSends(server.frame({ command: CastCommand.Approve, userId: 'u-bob', byUserId: 'u-ada' }));
    expect(status()?.textContent).toBe('You are number 1 in line (1 waiting)');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(postsTo(requests, CastCall.Cancel.path)).toEqual([{ eventId: castRoomId, userId: 'u-grace' }]);
    await serverSends(server.frame({ command: CastCommand.Approve, userId: 'u-grace', byUserId: 'u-ada' }));
    expect(status()?.textContent).toBe('You are approved. A moderator will invite you on stage.');
    expect(screen.getByRole('button', { name: 'Exit stage' })).toBeTruthy();
  });

  it('accepts the online invitation, goes live 1 s later, shows on stage; a kick says so and leaves the stage', async () => {
    const { requests, media, serverSends, server } = await renderStage({
      [CastCall.OnlineAccept.path]: () =>
        ok({
          eventId: castRoomId,
          userId: 'u-grace',
          list: 'online',
          from: 'onlineInviting',
          byUserId: 'u-grace',
        }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await serverSends(
      server.frame({ command: CastCommand.Apply, userId: 'u-grace', byUserId: 'u-grace', profile: grace }),
      server.frame({ command: CastCommand.Approve, userId: 'u-grace', byUserId: 'u-ada' }),
      server.frame({ command: CastCommand.OnlineInvite, userId: 'u-grace', byUserId: 'u-ada' }),
    );
    const invitation = screen.getByRole('dialog', { name: 'Go on stage?' });
    expect(within(invitation).getByText('30 s left to answer')).toBeTruthy();
    await userEvent.click(within(invitation).getByRole('button', { name: 'Accept' }));
    expect(postsTo(requests, CastCall.OnlineAccept.path)).toEqual([{ eventId: castRoomId }]);
    await serverSends(
      server.frame({ command: CastCommand.OnlineAccept, userId: 'u-grace', byUserId: 'u-grace' }),
    );
    expect(screen.queryByRole('dialog', { name: 'Go on stage?' })).toBeNull();
    await vi.advanceTimersByTimeAsync(Stage.publishStartDelayMs);
    expect(media.onGoLive).toHaveBeenCalledOnce();
    const onStage = screen.getByRole('list', { name: 'On stage' });
    expect(within(onStage).getByRole('listitem', { name: 'Grace' })).toBeTruthy();
    expect(within(onStage).getByLabelText('Microphone on')).toBeTruthy();

    await serverSends(
      server.frame({
        command: CastCommand.OnlineMicrophone,
        userId: 'u-grace',
        byUserId: 'u-grace',
        isMuted: true,
      }),
    );
    expect(within(onStage).getByLabelText('Microphone off')).toBeTruthy();

    await serverSends(
      server.frame({ command: CastCommand.OnlineClose, userId: 'u-grace', byUserId: 'u-ada' }),
    );
    const notice = screen.getByRole('dialog', { name: 'Notice' });
    expect(within(notice).getByText('You have been kicked from stage')).toBeTruthy();
    expect(media.onLeaveStage).toHaveBeenCalledOnce();
    expect(screen.queryByRole('list', { name: 'On stage' })).toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(status()?.textContent).toBe('You are approved. A moderator will invite you on stage.');
  });

  it('times an unanswered online invitation out after 30 s', async () => {
    const { requests, serverSends, server } = await renderStage();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await serverSends(
      server.frame({ command: CastCommand.Apply, userId: 'u-grace', byUserId: 'u-grace', profile: grace }),
      server.frame({ command: CastCommand.Approve, userId: 'u-grace', byUserId: 'u-ada' }),
      server.frame({ command: CastCommand.OnlineInvite, userId: 'u-grace', byUserId: 'u-ada' }),
    );
    expect(screen.getByRole('dialog', { name: 'Go on stage?' })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(postsTo(requests, CastCall.OnlineTimeout.path)).toEqual([{ eventId: castRoomId }]);
    expect(postsTo(requests, CastCall.OnlineReject.path)).toEqual([]);
  });

  it('answers an interview request, and reads the interview until it ends', async () => {
    const { requests, serverSends, server } = await renderStage();
    await serverSends(
      server.frame({ command: CastCommand.Apply, userId: 'u-grace', byUserId: 'u-grace', profile: grace }),
      server.frame({ command: CastCommand.InterviewInvite, userId: 'u-grace', byUserId: 'u-ada' }),
    );
    const request = screen.getByRole('dialog', { name: 'Interview request' });
    await userEvent.click(within(request).getByRole('button', { name: 'Accept' }));
    expect(postsTo(requests, CastCall.InterviewAccept.path)).toEqual([{ eventId: castRoomId }]);
    await serverSends(
      server.frame({ command: CastCommand.InterviewAccept, userId: 'u-grace', byUserId: 'u-grace' }),
    );
    const interview = screen.getByRole('dialog', { name: 'Interview' });
    // Its video: one's own camera and the interviewer's tile, connecting (docs/decisions/stage-web.md).
    const video = within(interview).getByRole('group', { name: 'Interview video' });
    expect(within(video).getByLabelText('Your camera')).toBeTruthy();
    expect(within(video).getByText('Moderator')).toBeTruthy();
    expect(within(video).getByText('Connecting…')).toBeTruthy();
    await userEvent.click(within(interview).getByRole('button', { name: 'End interview' }));
    expect(postsTo(requests, CastCall.InterviewClose.path)).toEqual([{ eventId: castRoomId }]);
    await serverSends(
      server.frame({ command: CastCommand.InterviewClose, userId: 'u-grace', byUserId: 'u-grace' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // Back in line where the interview found them.
    expect(status()?.textContent).toBe('You are number 1 in line (1 waiting)');

    await serverSends(
      server.frame({ command: CastCommand.InterviewInvite, userId: 'u-grace', byUserId: 'u-ada' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Interview request' })).getByRole('button', {
        name: 'Decline',
      }),
    );
    expect(postsTo(requests, CastCall.InterviewReject.path)).toEqual([{ eventId: castRoomId }]);
  });

  it('tells of a disapproval and a block; the blocked cannot apply', async () => {
    const { serverSends, server } = await renderStage();
    await serverSends(
      server.frame({ command: CastCommand.Apply, userId: 'u-grace', byUserId: 'u-grace', profile: grace }),
      server.frame({ command: CastCommand.Cancel, userId: 'u-grace', byUserId: 'u-ada' }),
    );
    const notice = screen.getByRole('dialog', { name: 'Notice' });
    expect(within(notice).getByText('Request disapproved')).toBeTruthy();
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));

    await serverSends(
      server.frame({ command: CastCommand.Block, userId: 'u-grace', byUserId: 'u-ada', profile: grace }),
    );
    const blocked = screen.getByRole('dialog', { name: 'Notice' });
    expect(within(blocked).getByText('You are blocked from joining stage')).toBeTruthy();
    await userEvent.click(within(blocked).getByRole('button', { name: 'OK' }));
    expect(status()?.textContent).toBe('You are blocked from joining stage');
    expect(screen.queryByRole('button', { name: 'Apply to join stage' })).toBeNull();
  });

  it('shows a refused application in the viewer language', async () => {
    const requests = serveApi({
      [roomStatePath]: () => ok({ seq: 0, state: { settings: {} } }),
      [CastCall.Apply.path]: () => ({
        code: 12060,
        message: 'You are blocked from joining stage',
        data: null,
      }),
    });
    await renderInLiveRoom(
      <CastProvider roomId={castRoomId} isModerator={false}>
        <CastStageArea canApply />
      </CastProvider>,
      { room: memberRoom },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Apply to join stage' }));
    await waitFor(() => expect(toastMessages()).toEqual(['You are blocked from joining stage']));
    expect(postsTo(requests, CastCall.Apply.path)).toHaveLength(1);
  });
});
