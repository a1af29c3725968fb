import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { RoomLog } from '../../platform/live/roomLog.ts';
import type { Logger } from '../../platform/logger.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import type { ProcessSfu } from '../../platform/media/weriftSfu.ts';
import { createSfuRouter } from '../../platform/media/sfuRouting.ts';
import type { BusRequests } from '../../platform/bus/busRequests.ts';
import type { LiveProcesses } from '../../platform/presence/liveProcesses.ts';
import type { LiveViewerOf } from '../live/index.ts';
import { createCastTokens } from './castTokens.ts';
import { createMediaRepo } from './media.repo.ts';
import { registerMediaRoutes } from './media.routes.ts';
import { createMediaService, type MediaServiceDeps } from './media.service.ts';
import { createMediaEvents } from './media.socket.ts';
import { createScreenShareService } from './screenShares.ts';
import { createStageRecorder, type StageRecordingsPort } from './stageRecorder.ts';

/** How often a process looks for sessions of processes that are gone (their heartbeat lapsed). */
const goneProcessSweepMs = 10_000;

export interface MediaModuleDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'authSecret' | 'media'>;
  clock: () => Date;
  log: Logger;
  delivery: RealtimeDelivery;
  roomLog: RoomLog;
  /** The media server (the embedded werift SFU in its process, docs/decisions/media.md). */
  sfu: ProcessSfu;
  /** Carries calls about sessions other processes hold to them (docs/decisions/media.md "Across processes"). */
  requests: BusRequests;
  processes: LiveProcesses;
  /** Who is on an event's stage (the cast feature). */
  castGate: MediaServiceDeps['castGate'];
  entryOf: MediaServiceDeps['entryOf'];
  personOf: MediaServiceDeps['personOf'];
  viewerOf: LiveViewerOf;
  /** Keeps the stage's recordings (the stage recordings feature). */
  stageRecordings: StageRecordingsPort;
  /** The SFU's recordings folder: finished files left there by a server that died are kept at start. */
  recordingsDir: string;
}

/**
 * Stage media: cast tokens, publishing and subscribing through the SFU, screen shares, the device test and
 * the ICE servers. Stopping it ends the SFU's process. `closeStreamsOf` ends a person's streams (the cast
 * feature, when they leave the stage).
 */
export function createMediaModule(deps: MediaModuleDeps) {
  const repo = createMediaRepo(deps.db);
  const notify = createMediaEvents(deps.delivery);
  const sfus = createSfuRouter(deps.sfu, deps.requests);
  const recorder = createStageRecorder({ repo, sfus, recordings: deps.stageRecordings, log: deps.log });
  const media = createMediaService({
    repo,
    roomLog: deps.roomLog,
    sfus,
    processes: deps.processes,
    tokens: createCastTokens(deps.config.authSecret, deps.clock),
    castGate: deps.castGate,
    entryOf: deps.entryOf,
    personOf: deps.personOf,
    notify,
    recorder,
    media: deps.config.media,
    now: deps.clock,
    log: deps.log,
  });
  const screens = createScreenShareService({ repo, sfus, media, entryOf: deps.entryOf, notify });
  let sweep: NodeJS.Timeout | undefined;
  const dropSessionsOfGoneProcesses = () =>
    media
      .dropSessionsOfGoneProcesses()
      .catch((error: unknown) => deps.log.error({ err: error }, 'sessions of gone processes not dropped'));
  const stopEndedRecordings = () =>
    recorder
      .stopEnded()
      .catch((error: unknown) => deps.log.error({ err: error }, 'recordings of ended events not stopped'));
  const module: FeatureModule = {
    name: 'media',
    routes: ({ router }) => registerMediaRoutes(router, media, screens, deps.viewerOf),
    // The SFU's process starts on its first session (weriftSfu.ts), so servers that never stream pay nothing.
    start: async () => {
      await dropSessionsOfGoneProcesses();
      await recorder
        .keepLeft(deps.recordingsDir)
        .catch((error: unknown) => deps.log.error({ err: error }, 'recordings left at a crash not kept'));
      // The same beat ends the recordings of events that ended (at most this late: a few seconds of video).
      sweep = setInterval(() => {
        void dropSessionsOfGoneProcesses();
        void stopEndedRecordings();
      }, goneProcessSweepMs);
      sweep.unref();
    },
    stop: async () => {
      clearInterval(sweep);
      media.stop();
      // Recordings are finished and kept while the database is still there (it stops after media).
      await recorder
        .stopAll()
        .catch((error: unknown) => deps.log.error({ err: error }, 'recordings not kept at stop'));
      await deps.sfu.stop();
    },
  };
  return { module, closeStreamsOf: media.closeStreamsOf, stopEndedRecordings: recorder.stopEnded };
}
