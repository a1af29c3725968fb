import {
  AppKey,
  castOf,
  CastCommand,
  roomCastReducer,
  type RoomCastCommand,
  type RoomCastState,
  type RoomLiveState,
  type RoomStateAnswer,
  type ServerCommand,
  type ServerFrame,
} from '@limelight/protocol';

/**
 * The stage's cast as the page holds it (docs/decisions/stage-web.md "Cast"): the room state's cast slice
 * at `seq`, moved on by each cast frame of the room's log after it.
 */
export interface CastSnapshot {
  seq: number;
  cast: RoomCastState;
}

/** The room frames of the cast that change its lists, flags or main window (every `room` cast command). */
export const castRoomCommands = [
  CastCommand.Block,
  CastCommand.Unblock,
  CastCommand.Apply,
  CastCommand.Exit,
  CastCommand.Cancel,
  CastCommand.Approve,
  CastCommand.OnlineClose,
  CastCommand.OnlineInvite,
  CastCommand.OnlineCancel,
  CastCommand.OnlineAccept,
  CastCommand.OnlineReject,
  CastCommand.OnlineTimeout,
  CastCommand.InterviewInvite,
  CastCommand.RemoveList,
  CastCommand.InterviewTimeout,
  CastCommand.InterviewCancel,
  CastCommand.InterviewReject,
  CastCommand.InterviewAccept,
  CastCommand.InterviewAcceptGt,
  CastCommand.InterviewClose,
  CastCommand.OnlineKickAll,
  CastCommand.OnlineConfirmClose,
  CastCommand.OnlineCloseGt,
  CastCommand.GoOnline,
  CastCommand.OnlineAcceptGt,
  CastCommand.OnlineAvatar,
  CastCommand.OnlineMicrophone,
  CastCommand.MainWindow,
] as const;
export type CastRoomCommand = (typeof castRoomCommands)[number];

/** One cast frame of the room's log. */
export type CastRoomFrame = {
  [C in CastRoomCommand]: ServerFrame<typeof AppKey.Cast, C & ServerCommand<typeof AppKey.Cast>>;
}[CastRoomCommand];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The cast of a room state (the roomState answer or a resync's state): an empty cast when it has none. */
export function castSnapshotOf({ seq, state }: { seq: number; state: unknown }): CastSnapshot {
  const root: RoomLiveState = isObject(state) ? (state as unknown as RoomLiveState) : { settings: {} };
  return { seq, cast: castOf(root) };
}

/** The snapshot of a roomState answer (what the live page starts from). */
export const castSnapshotOfAnswer = (answer: RoomStateAnswer): CastSnapshot => castSnapshotOf(answer);

/**
 * The command the server logged for a frame: the frame carries the command's name, its person and the
 * person's profile, and the server's time; the rest the reducer reads from the state it had.
 */
function commandOf(frame: Exclude<CastRoomFrame, { command: 'mainWindow' }>): RoomCastCommand {
  const base = {
    appKey: AppKey.Cast,
    eventId: frame.payload.eventId,
    // A person on stage changes their own media flags: those frames name no other actor.
    byUserId: ('byUserId' in frame.payload ? frame.payload.byUserId : undefined) ?? '',
    at: Date.parse(frame.serverTime),
  } as const;
  switch (frame.command) {
    case CastCommand.RemoveList:
    case CastCommand.OnlineKickAll:
      return { ...base, command: frame.command };
    case CastCommand.OnlineAvatar:
      return {
        ...base,
        command: frame.command,
        userId: frame.payload.userId,
        isShowed: frame.payload.isShowed,
      };
    case CastCommand.OnlineMicrophone:
      return {
        ...base,
        command: frame.command,
        userId: frame.payload.userId,
        isMuted: frame.payload.isMuted,
      };
    case CastCommand.Apply:
    case CastCommand.Block: {
      const { userId, profile } = frame.payload;
      return {
        ...base,
        command: frame.command,
        userId,
        profile: profile ?? { userId, userName: '', avatar: null },
      };
    }
    default:
      return { ...base, command: frame.command, userId: frame.payload.userId };
  }
}

/**
 * The snapshot after one cast frame: the protocol's own reducer replays the command the server applied to
 * the same state, so the page's cast is the server's, order and times included. A frame at or below the
 * snapshot's seq is already in it; one the reducer would refuse (it cannot happen on the same state)
 * changes nothing but the seq.
 */
export function castWithFrame(snapshot: CastSnapshot, frame: CastRoomFrame): CastSnapshot {
  if (frame.seq <= snapshot.seq) return snapshot;
  if (frame.command === CastCommand.MainWindow)
    return { seq: frame.seq, cast: { ...snapshot.cast, mainWindow: frame.payload.userIds } };
  const outcome = roomCastReducer.reduce({ settings: {}, cast: snapshot.cast }, commandOf(frame));
  return { seq: frame.seq, cast: 'refusal' in outcome ? snapshot.cast : castOf(outcome.state) };
}
