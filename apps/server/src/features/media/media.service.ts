import { randomUUID } from 'node:crypto';
import {
  AppKey,
  CastCommand,
  Messages,
  stageStreamsOf,
  type CastTokenAnswer,
  type CastTokenType,
  type CastTokenV3Answer,
  type IceServersAnswer,
  type ModMuteRequest,
  type Person,
  type PubRegisterAnswer,
  type PubRegisterRequest,
} from '@limelight/protocol';
import { isRoomModerator, isRoomPresenter } from '../../platform/auth/tokens.ts';
import { ApiError } from '../../platform/http/apiError.ts';
import type { RoomLog } from '../../platform/live/roomLog.ts';
import type { Logger } from '../../platform/logger.ts';
import type { MediaConfig } from '../../platform/media/mediaConfig.ts';
import type { SessionDescription, TrackKind } from '../../platform/media/sfu.ts';
import type { SfuRouter } from '../../platform/media/sfuRouting.ts';
import type { LiveProcesses } from '../../platform/presence/liveProcesses.ts';
import type { LiveRoomEntry, LiveViewer } from '../live/index.ts';
import type { CastTokens } from './castTokens.ts';
import { iceServersFor } from './iceServers.ts';
import type { MediaRepo, MediaSessionRow } from './media.repo.ts';
import type { MediaEvents } from './media.socket.ts';
import { createMediaStreams, type MediaStreamsDeps } from './mediaStreams.ts';
import { createDeviceTests } from './deviceTests.ts';
import { createHolderCalls, descriptionOf, refusalAsInvalid } from './sfuAnswers.ts';
import { createSubscriptions } from './subscriptions.ts';

/** Who is on an event's stage (the cast feature's lists): only they publish a camera. */

export interface CastGate {
  isOnStage(eventId: string, userId: string): Promise<boolean>;
  /** A presenter started their camera: the cast puts them on the stage, publishing (once). */
  presenterLive(eventId: string, userId: string): Promise<void>;
}

export interface MediaServiceDeps {
  repo: MediaRepo;
  roomLog: Pick<RoomLog, 'apply' | 'readState'>;
  /** This process's SFU (publishers, device tests) and the ones holding other sessions (sfuRouting.ts). */
  sfus: SfuRouter;
  processes: Pick<LiveProcesses, 'liveIds'>;
  tokens: CastTokens;
  castGate: CastGate;
  /** The live feature's entry check: the viewer may be in the room, with their roles there. */
  entryOf: (viewer: LiveViewer, ref: string) => Promise<LiveRoomEntry>;
  /** A person as others see them (the users feature). */
  personOf: (userId: string) => Promise<Person | undefined>;
  notify: MediaEvents;
  /** Records the streams of live events (stageRecorder.ts). */
  recorder: MediaStreamsDeps['recorder'];
  media: Pick<MediaConfig, 'stunUrls' | 'turn'>;
  now: () => Date;
  log: Logger;
}

const kindsOf = (tracks: PubRegisterRequest['tracks']): TrackKind[] => [
  ...(tracks.audio !== undefined ? (['audio'] as const) : []),
  ...(tracks.video !== undefined ? (['video'] as const) : []),
];

/**
 * Stage media (spec 001 §4 "Stage publishing and subscribing", §7 Cast; docs/decisions/media.md): cast
 * tokens, publishing and subscribing through the SFU, the streams everyone sees through the room's log,
 * a moderator's mute, the device test's echo, the ICE servers, and screen shares. Its parts: the streams
 * (mediaStreams.ts), subscriptions (subscriptions.ts), the device test (deviceTests.ts); this file holds
 * tokens, publishing and the moderator's mute.
 */
export function createMediaService(deps: MediaServiceDeps) {
  const { repo, sfus, tokens } = deps;
  const streams = createMediaStreams(deps);
  const { roomStateOf, mediaStateOf, apply, shareOf, goLive, closePublisher } = streams;
  const onHolder = createHolderCalls(sfus, streams.dropSessionsOfGoneProcesses);
  const subscriptions = createSubscriptions({ repo, sfus, tokens, entryOf: deps.entryOf, onHolder });
  const deviceTests = createDeviceTests(sfus.local);

  async function requireModerator(viewer: LiveViewer, ref: string): Promise<LiveRoomEntry> {
    const entry = await deps.entryOf(viewer, ref);
    if (!isRoomModerator(entry.roles)) throw new ApiError('Forbidden');
    return entry;
  }

  /**
   * Who may publish a camera: the room's presenters (its owner, hosts and stars, who run the show as on
   * StreamYard) and whoever the cast put online (docs/decisions/media.md).
   */
  async function mayPresent(entry: LiveRoomEntry, userId: string): Promise<boolean> {
    if (isRoomPresenter(entry.roles)) return true;
    return deps.castGate.isOnStage(entry.roomId, userId);
  }

  async function issueToken(
    entry: LiveRoomEntry,
    userId: string,
    use: CastTokenType,
  ): Promise<CastTokenAnswer> {
    if (use === 'pub' && !isRoomModerator(entry.roles) && !(await mayPresent(entry, userId)))
      throw new ApiError('Forbidden');
    return { type: 'L', code: 200, lToken: await tokens.sign({ roomId: entry.roomId, userId, use }) };
  }

  return {
    ...subscriptions,
    deviceTest: deviceTests.deviceTest,

    /** GET /cast/v1/subToken {eventId, tokenType}: a pub token needs the stage (or a moderator, to share a screen). */
    async subToken(viewer: LiveViewer, eventId: string, use: CastTokenType): Promise<CastTokenAnswer> {
      const entry = await deps.entryOf(viewer, eventId);
      return issueToken(entry, viewer.caller.userId, use);
    },

    /**
     * GET /casta/v3/subToken {eventId}: a sub token and the streams it may subscribe to now, each peer with
     * its person's mic and camera as they are now (what a page entering the room starts from).
     */
    async subTokenV3(viewer: LiveViewer, eventId: string): Promise<CastTokenV3Answer> {
      const entry = await deps.entryOf(viewer, eventId);
      const token = await issueToken(entry, viewer.caller.userId, 'sub');
      return { ...token, streams: stageStreamsOf(await roomStateOf(entry.roomId)) };
    },

    /**
     * POST /cast/v1/pub/register (retried): a camera needs the stage (castGate); a screen needs the stage
     * or a moderator, and waits for a moderator unless a moderator shares it. A retry with the same token
     * answers the same session.
     */
    async publish(viewer: LiveViewer, request: PubRegisterRequest): Promise<PubRegisterAnswer> {
      const entry = await deps.entryOf(viewer, request.eventId);
      const { userId } = viewer.caller;
      const claims = await tokens.verify(request.token, { roomId: entry.roomId, userId, use: 'pub' });
      const existing = await repo.findByToken(claims.tokenId, 'publisher', null);
      const answerOf = (row: Pick<MediaSessionRow, 'id' | 'kind' | 'status' | 'sdp'>): PubRegisterAnswer => ({
        pubId: row.id,
        sdp: descriptionOf('answer', row.sdp),
        ...(row.kind === 'screen' ? { shareStatus: row.status === 'pending' ? 'pending' : 'accepted' } : {}),
      });
      if (existing && existing.status !== 'closed') return answerOf(existing);
      if (existing) throw new ApiError('Forbidden', Messages.castTokenInvalid);
      const isModerator = isRoomModerator(entry.roles);
      const isOnStage = await mayPresent(entry, userId);
      if (!isOnStage && !(request.kind === 'screen' && isModerator)) throw new ApiError('Forbidden');
      if (request.kind === 'screen') {
        const share = (await mediaStateOf(entry.roomId)).screenShare;
        if (share && share.ownerId !== userId) throw new ApiError('Conflict');
      }
      const pubId = randomUUID();
      const answer = await refusalAsInvalid(
        sfus.local.publish(pubId, request.sdp as SessionDescription, kindsOf(request.tracks)),
      );
      const status = request.kind === 'screen' && !isModerator ? 'pending' : 'accepted';
      const row = { id: pubId, kind: request.kind, status, sdp: answer.sdp } as const;
      const stored = await repo.insert({
        ...row,
        roomId: entry.roomId,
        userId,
        role: 'publisher',
        publisherId: null,
        tokenId: claims.tokenId,
        processId: sfus.processId,
      });
      if (!stored) {
        await sfus.local.close(pubId);
        const raced = await repo.findByToken(claims.tokenId, 'publisher', null);
        if (!raced) throw new ApiError('Conflict');
        return answerOf(raced);
      }
      // One camera per person: the new one replaces the old (a reconnect publishes again).
      for (const old of await repo.openPublishersOf(entry.roomId, userId, request.kind))
        if (old.id !== pubId && request.kind === 'camera') await closePublisher(old);
      if ((await mediaStateOf(entry.roomId)).modMuted.includes(userId))
        await sfus.local.muteAudio(pubId, true);
      const created = await repo.find(pubId);
      if (status === 'pending' && created) await deps.notify.shareRequested(entry.roomId, shareOf(created));
      // A presenter's camera puts them on the stage first, so that the stage shows them as it decodes.
      if (request.kind === 'camera' && isRoomPresenter(entry.roles))
        await deps.castGate.presenterLive(entry.roomId, userId);
      if (created) await streams.stored(created);
      return answerOf(row);
    },

    /** POST /cast/v1/pub/close {eventId, pubId}: the publisher (or a moderator) ends a stream. */
    async unpublish(viewer: LiveViewer, eventId: string, pubId: string): Promise<{ pubId: string }> {
      const entry = await deps.entryOf(viewer, eventId);
      const row = await repo.find(pubId);
      if (!row || row.roomId !== entry.roomId || row.role !== 'publisher') throw new ApiError('NotFound');
      if (row.userId !== viewer.caller.userId && !isRoomModerator(entry.roles))
        throw new ApiError('Forbidden');
      await closePublisher(row);
      return { pubId };
    },

    /** Ends a person's streams in a room (they left the stage: the cast feature calls it). */
    async closeStreamsOf(roomId: string, userId: string): Promise<void> {
      for (const row of await repo.openPublishersOf(roomId, userId)) await closePublisher(row);
    },

    /** POST /casta/v1/modmute {eventId, castUserId, modMuteAudio}: moderators only; everyone sees the mic state. */
    async modMute(viewer: LiveViewer, request: ModMuteRequest): Promise<ModMuteRequest> {
      const entry = await requireModerator(viewer, request.eventId);
      for (const row of await repo.openPublishersOf(entry.roomId, request.castUserId, 'camera'))
        await onHolder(row.processId, (sfu) => sfu.muteAudio(row.id, request.modMuteAudio)).catch(
          () => undefined,
        );
      await apply(entry.roomId, viewer.caller.userId, {
        appKey: AppKey.Cast,
        command: CastCommand.OnlineMicrophone,
        eventId: entry.roomId,
        userId: request.castUserId,
        isMuted: request.modMuteAudio,
        byUserId: viewer.caller.userId,
      });
      return { ...request, eventId: entry.roomId };
    },

    /** POST /turn/v1/getIceServers: the configured STUN servers and time-limited TURN credentials. */
    iceServers(viewer: LiveViewer): IceServersAnswer {
      return { iceServers: iceServersFor(deps.media, viewer.caller.userId, deps.now()) };
    },

    requireModerator,
    mediaStateOf,
    closePublisher,
    goLive,
    dropSessionsOfGoneProcesses: streams.dropSessionsOfGoneProcesses,
    shareOf,

    /** Stops the echo timers (the module stops). */
    stop: deviceTests.stop,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
