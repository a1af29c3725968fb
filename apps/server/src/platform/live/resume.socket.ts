import { AppKey, ConnectionCommand, frameOf } from '@limelight/protocol';
import { ApiError } from '../http/apiError.ts';
import type { SocketRouter } from '../realtime/socketRouter.ts';
import type { Connection } from '../realtime/connection.ts';
import type { RoomLog } from './roomLog.ts';

/** Past this many missed frames a resuming client reloads the state instead (tldraw's "wipe"). */
export const maxReplayFrames = 200;

/**
 * `cya_connection resume {lastSeq}` (docs/decisions/live-state.md): a room socket that reconnected, to this
 * process or another, gets the room frames after `lastSeq` from the log in order, or a `resync` with the
 * room's state when more than `maxReplayFrames` were missed, the log lacks them, or `lastSeq` is ahead of
 * the room. Live frames arriving meanwhile wait and follow without duplicates.
 */
export function registerRoomResume(router: SocketRouter, roomLog: RoomLog): void {
  router.on(AppKey.Connection, ConnectionCommand.Resume, async (connection, frame) => {
    const roomId = connection.roomId;
    if (!roomId) throw new ApiError('InvalidRequest');
    const { lastSeq } = frame.payload;
    connection.beginReplay(lastSeq);
    try {
      await replayOrResync(connection, roomId, lastSeq, roomLog);
    } finally {
      connection.endReplay();
    }
  });
}

async function replayOrResync(
  connection: Connection,
  roomId: string,
  lastSeq: number,
  roomLog: RoomLog,
): Promise<void> {
  const current = await roomLog.readState(roomId);
  const missed = current.seq - lastSeq;
  if (missed >= 0 && missed <= maxReplayFrames) {
    const frames = await roomLog.readFrames(roomId, lastSeq, missed);
    if (frames.length === missed && (missed === 0 || frames[0]?.seq === lastSeq + 1)) {
      for (const frame of frames) connection.sendReplayed(frame.seq, JSON.stringify(frame));
      return;
    }
  }
  const resync = frameOf(AppKey.Connection, ConnectionCommand.Resync, {
    seq: current.seq,
    state: current.state,
  });
  connection.sendResync(current.seq, JSON.stringify(resync));
}
