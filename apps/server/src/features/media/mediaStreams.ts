import {
  AppKey,
  CastMediaCommand,
  mediaOf,
  roomMediaDecider,
  stagePeerFlagsOf,
  type Person,
  type RoomLiveState,
  type RoomMediaCommand,
  type RoomMediaState,
  type ScreenShareState,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { RoomLog } from '../../platform/live/roomLog.ts';
import type { Logger } from '../../platform/logger.ts';
import type { SfuEvent } from '../../platform/media/sfu.ts';
import type { SfuRouter } from '../../platform/media/sfuRouting.ts';
import type { LiveProcesses } from '../../platform/presence/liveProcesses.ts';
import type { MediaRepo, MediaSessionRow } from './media.repo.ts';
import type { StageRecorder } from './stageRecorder.ts';

export interface MediaStreamsDeps {
  repo: MediaRepo;
  roomLog: Pick<RoomLog, 'apply' | 'readState'>;
  /** This process's SFU and, over the bus, the other processes' (a session is held by one of them). */
  sfus: Pick<SfuRouter, 'processId' | 'local' | 'on'>;
  processes: Pick<LiveProcesses, 'liveIds'>;
  personOf: (userId: string) => Promise<Person | undefined>;
  /** Records the streams of live events (stageRecorder.ts). */
  recorder: Pick<StageRecorder, 'streamLive' | 'recordingEnded'>;
  now: () => Date;
  log: Logger;
}

/**
 * The streams everyone sees (docs/decisions/media.md "Pushes"): a publisher goes live when the SFU says
 * its media is up, and ends once (close notice), whatever ended it; what the SFU says on its own is
 * handled here.
 */
export function createMediaStreams(deps: MediaStreamsDeps) {
  const { repo, sfus } = deps;
  /** Publishers whose media arrived before their session was stored (the SFU can be that quick). */
  const upBeforeStored = new Set<string>();
  async function roomStateOf(roomId: string): Promise<RoomLiveState> {
    return (await deps.roomLog.readState(roomId)).state;
  }
  async function mediaStateOf(roomId: string): Promise<RoomMediaState> {
    return mediaOf(await roomStateOf(roomId));
  }

  /** Applies a media command to the room's log; a refusal (a stream already gone) changes nothing. */
  async function apply(roomId: string, actorId: string, command: RoomMediaCommand): Promise<void> {
    await deps.roomLog.apply(roomId, actorId, command, roomMediaDecider).catch((error: unknown) => {
      if (error instanceof ApiError) return;
      throw error;
    });
  }
  const shareOf = (row: MediaSessionRow): ScreenShareState => ({
    shareId: row.id,
    ownerId: row.userId,
    publisherId: row.userId,
    sessionId: row.id,
    trackIds: {},
    peers: [],
  });

  /** A publisher's media arrived and may be seen: everyone hears of it through the room's log. */
  async function goLive(row: MediaSessionRow): Promise<void> {
    if (row.kind === 'screen') {
      if (!(await repo.setStatus(row.id, ['accepted'], 'live'))) return;
      await apply(row.roomId, row.userId, {
        appKey: AppKey.Cast,
        command: CastMediaCommand.ScreenShareUpdate,
        eventId: row.roomId,
        share: shareOf(row),
      });
      await deps.recorder.streamLive(row);
      return;
    }
    if (!(await repo.setStatus(row.id, ['accepted'], 'live'))) return;
    await deps.recorder.streamLive(row);
    const person = await deps.personOf(row.userId);
    const state = await roomStateOf(row.roomId);
    await apply(row.roomId, row.userId, {
      appKey: AppKey.Cast,
      command: CastMediaCommand.OnNewStreamV2,
      eventId: row.roomId,
      pubId: row.id,
      peer: {
        userId: row.userId,
        username: person?.displayName ?? row.userId,
        avatar: person?.avatar ?? null,
        ...stagePeerFlagsOf(state, row.userId),
        microphoneMutedMobile: false,
        order: Object.keys(mediaOf(state).streams).length,
        prefix: 'stage',
        timestamp: deps.now().getTime(),
      },
    });
  }

  /** Ends a publisher's stream once: its subscribers end with it, everyone hears the close notice. */
  async function closePublisher(row: MediaSessionRow): Promise<void> {
    const wasLive = row.status === 'live';
    if (!(await repo.setStatus(row.id, ['pending', 'accepted', 'live'], 'closed'))) return;
    // A gone or silent holder has nothing to close; the row is closed either way.
    await sfus
      .on(row.processId)
      .close(row.id)
      .catch(() => undefined);
    if (wasLive)
      await apply(row.roomId, row.userId, {
        appKey: AppKey.Cast,
        command: CastMediaCommand.OnStreamClosed,
        eventId: row.roomId,
        pubId: row.id,
      });
  }

  /** Closes sessions whose SFU is gone: publishers with their close notice, subscribers quietly. */
  async function closeSessions(rows: readonly MediaSessionRow[]): Promise<void> {
    for (const row of rows)
      if (row.role === 'publisher') await closePublisher(row);
      else await repo.setStatus(row.id, ['live'], 'closed');
  }

  /**
   * Closes the sessions of processes that stopped or whose heartbeat lapsed (presence): their SFUs went
   * with them. Every process runs it at start and every few seconds; a row closes once whoever runs it.
   */
  async function dropSessionsOfGoneProcesses(): Promise<void> {
    const live = await deps.processes.liveIds();
    // This process is live whether or not presence answered in time.
    live.add(sfus.processId);
    await closeSessions(await repo.openSessionsOutside([...live]));
  }

  /** What this process's SFU tells on its own: a publisher up, a session ended, or every session gone. */
  async function onSfuEvent(event: SfuEvent): Promise<void> {
    if (event.type === 'restarted') {
      await closeSessions(await repo.openSessionsOn(sfus.processId));
      return;
    }
    if (event.type === 'recordingEnded') {
      await deps.recorder.recordingEnded(event.recording);
      return;
    }
    const row = await repo.find(event.sessionId);
    if (event.type === 'publisherUp') {
      if (row) await goLive(row);
      else upBeforeStored.add(event.sessionId);
      return;
    }
    if (!row) return;
    if (row.role === 'publisher') await closePublisher(row);
    else await repo.setStatus(row.id, ['live'], 'closed');
  }

  sfus.local.onEvent((event) => {
    onSfuEvent(event).catch((error: unknown) =>
      deps.log.error({ err: error, event }, 'SFU event not handled'),
    );
  });

  return {
    roomStateOf,
    mediaStateOf,
    apply,
    shareOf,
    goLive,
    closePublisher,
    dropSessionsOfGoneProcesses,
    /** A publisher session was stored: if its media is already up, it goes live now. */
    async stored(row: MediaSessionRow): Promise<void> {
      if (upBeforeStored.delete(row.id)) await goLive(row);
    },
  };
}

export type MediaStreams = ReturnType<typeof createMediaStreams>;
