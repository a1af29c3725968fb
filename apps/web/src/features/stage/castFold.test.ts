// @vitest-environment jsdom
import { CastCommand, castOf, initialRoomLiveState, type RoomStateAtSeq } from '@limelight/protocol';
import { describe, expect, it } from 'vitest';
import { withRoomFrame } from '../../lib/live/index.ts';
import { castServer, stageProfile } from './castTestKit.ts';

const grace = stageProfile('u-grace', 'Grace');
const bob = stageProfile('u-bob', 'Bob');
const empty: RoomStateAtSeq = { seq: 0, state: initialRoomLiveState };

describe('the page keeps the cast the server holds (docs/decisions/stage-web.md "Cast")', () => {
  it('folds every kind of frame to the same state, order and times as the server', () => {
    const server = castServer();
    const frames = [
      server.frame({ command: CastCommand.Apply, userId: 'u-grace', byUserId: 'u-grace', profile: grace }),
      server.frame({ command: CastCommand.Apply, userId: 'u-bob', byUserId: 'u-bob', profile: bob }),
      server.frame({ command: CastCommand.Approve, userId: 'u-grace', byUserId: 'u-ada' }),
      server.frame({ command: CastCommand.InterviewInvite, userId: 'u-bob', byUserId: 'u-ada' }),
      server.frame({ command: CastCommand.InterviewAccept, userId: 'u-bob', byUserId: 'u-bob' }),
      server.frame({ command: CastCommand.InterviewClose, userId: 'u-bob', byUserId: 'u-ada' }),
      server.frame({ command: CastCommand.OnlineInvite, userId: 'u-grace', byUserId: 'u-ada' }),
      server.frame({ command: CastCommand.OnlineAccept, userId: 'u-grace', byUserId: 'u-grace' }),
      server.frame({
        command: CastCommand.OnlineMicrophone,
        userId: 'u-grace',
        byUserId: 'u-grace',
        isMuted: true,
      }),
      server.frame({
        command: CastCommand.OnlineAvatar,
        userId: 'u-grace',
        byUserId: 'u-grace',
        isShowed: true,
      }),
      server.frame({ command: CastCommand.MainWindow, userId: 'u-grace', byUserId: 'u-ada', onMain: true }),
      server.frame({ command: CastCommand.RemoveList, byUserId: 'u-ada' }),
      server.frame({ command: CastCommand.Block, userId: 'u-bob', byUserId: 'u-ada', profile: bob }),
    ];
    const page = frames.reduce(withRoomFrame, empty);
    expect(page).toEqual({ seq: server.seq, state: server.state });
    expect(castOf(page.state).mainWindow).toEqual(['u-grace']);
    expect(castOf(page.state).people['u-grace']?.stage).toMatchObject({
      isMicMuted: true,
      isAvatarShown: true,
    });

    const kicked = withRoomFrame(
      page,
      server.frame({ command: CastCommand.OnlineKickAll, byUserId: 'u-ada' }),
    );
    expect(kicked).toEqual({ seq: server.seq, state: server.state });
    expect(castOf(kicked.state).people['u-grace']?.list).toBe('ready');
    expect(castOf(kicked.state).mainWindow).toEqual([]);
  });

  it('folds a frame once: one at or below the seq it holds is already in it', () => {
    const server = castServer();
    const applied = server.frame({
      command: CastCommand.Apply,
      userId: 'u-grace',
      byUserId: 'u-grace',
      profile: grace,
    });
    const once = withRoomFrame(empty, applied);
    expect(withRoomFrame(once, applied)).toBe(once);
    // A state loaded at seq 1 already holds frame 1.
    expect(withRoomFrame({ seq: 1, state: server.state }, applied).state).toEqual(server.state);
  });
});
