import { CastCommand, initialRoomCastState } from '@limelight/protocol';
import { describe, expect, it } from 'vitest';
import { castServer, stageProfile } from './castTestKit.ts';
import { castSnapshotOf, castWithFrame, type CastSnapshot } from './castState.ts';

const grace = stageProfile('u-grace', 'Grace');
const bob = stageProfile('u-bob', 'Bob');
const empty: CastSnapshot = { seq: 0, cast: initialRoomCastState };

describe('the page keeps the cast the server holds (docs/decisions/stage-web.md "Cast")', () => {
  it('replays every kind of frame to the same state, order and times as the server', () => {
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
    const page = frames.reduce(castWithFrame, empty);
    expect(page).toEqual({ seq: server.seq, cast: server.cast });
    expect(page.cast.mainWindow).toEqual(['u-grace']);
    expect(page.cast.people['u-grace']?.stage).toMatchObject({ isMicMuted: true, isAvatarShown: true });

    const kicked = castWithFrame(
      page,
      server.frame({ command: CastCommand.OnlineKickAll, byUserId: 'u-ada' }),
    );
    expect(kicked).toEqual({ seq: server.seq, cast: server.cast });
    expect(kicked.cast.people['u-grace']?.list).toBe('ready');
    expect(kicked.cast.mainWindow).toEqual([]);
  });

  it('applies a frame once: one at or below the seq it holds is already in it', () => {
    const server = castServer();
    const applied = server.frame({
      command: CastCommand.Apply,
      userId: 'u-grace',
      byUserId: 'u-grace',
      profile: grace,
    });
    const once = castWithFrame(empty, applied);
    expect(castWithFrame(once, applied)).toBe(once);
    // A state loaded at seq 1 already holds frame 1.
    expect(castWithFrame(castSnapshotOf({ seq: 1, state: server.state }), applied).cast).toEqual(server.cast);
  });

  it('reads a room state without a cast (or no state at all) as an empty cast', () => {
    expect(castSnapshotOf({ seq: 4, state: { settings: {} } })).toEqual({
      seq: 4,
      cast: initialRoomCastState,
    });
    expect(castSnapshotOf({ seq: 0, state: null })).toEqual({ seq: 0, cast: initialRoomCastState });
  });
});
