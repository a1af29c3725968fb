import path from 'node:path';
import type { Locker } from '@tus/server';
import type { Kysely } from 'kysely';
import type { CallerResolver } from '../../platform/auth/callerResolver.ts';
import type { BusRequests } from '../../platform/bus/busRequests.ts';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import { createJobQueue } from '../../platform/jobs/jobQueue.ts';
import { repeatEvery } from '../../platform/jobs/repeat.ts';
import type { Logger } from '../../platform/logger.ts';
import type { LiveProcesses } from '../../platform/presence/liveProcesses.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { createFilmFiles } from './filmFiles.ts';
import { createFilmMediaRepo } from './filmMedia.repo.ts';
import { registerFilmMediaRoutes, registerTranscodeRoute, type IsFilmCreator } from './filmMedia.routes.ts';
import { createFilmMediaService, mediaOfRow } from './filmMedia.service.ts';
import { createFilmMediaEvents } from './filmMedia.socket.ts';
import { createPlaybackCookies } from './filmPlaybackCookie.ts';
import { createFilmTranscodes } from './filmTranscodes.ts';
import { createFilmUploads } from './filmUploads.routes.ts';

export interface FilmMediaModuleDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'dataDir' | 'authSecret'>;
  clock: () => Date;
  log: Logger;
  storage: FileStorage;
  delivery: Pick<RealtimeDelivery, 'toUser'>;
  resolveCaller: CallerResolver;
  /** This process's id, and which processes are alive: a crash's work folders are told by them. */
  requests: Pick<BusRequests, 'processId'>;
  processes: Pick<LiveProcesses, 'liveIds'>;
  /** tus's locker: Redis's across processes where Redis is, else this process's memory (filmUploadLocker.ts). */
  uploadLocker: Locker;
  /** The films feature: the film's creator may upload while the film has no video. */
  mayUpload: (userId: string, filmId: string) => Promise<boolean>;
  /** The films feature: whether a member created the film (throws NotFound for an unknown or hidden one). */
  isCreator: IsFilmCreator;
}

/** Every process looks for queued transcodes this often. */
const transcodeIntervalMs = 2000;
/** Unfinished uploads past their time are collected this often. */
const uploadCollectionIntervalMs = 60 * 60_000;

/**
 * Films' pictures (docs/decisions/films-media.md): the tus upload, the transcode job, the cookie-guarded
 * HLS routes and POST /common/v1/transcode; for the films feature, `mediaOf`, `transcode`,
 * `playbackGrant`, `removeMedia` and `hasVideo`.
 */
export function createFilmMediaModule(deps: FilmMediaModuleDeps) {
  const repo = createFilmMediaRepo(deps.db);
  const files = createFilmFiles(deps.storage);
  const events = createFilmMediaEvents(deps.delivery);
  const transcodes = createFilmTranscodes({
    repo,
    jobs: createJobQueue(deps.db, deps.log),
    storage: deps.storage,
    files,
    workDir: path.join(deps.config.dataDir, 'film-work'),
    processId: deps.requests.processId,
    liveProcessIds: () => deps.processes.liveIds(),
    progressed: (row) => events.progressed(row.uploaderId, mediaOfRow(row)),
    now: deps.clock,
  });
  const service = createFilmMediaService({
    repo,
    files,
    transcodes,
    cookies: createPlaybackCookies(deps.config.authSecret, deps.clock),
    events,
    mayUpload: deps.mayUpload,
    now: deps.clock,
  });
  const uploads = createFilmUploads({
    service,
    resolveCaller: deps.resolveCaller,
    locker: deps.uploadLocker,
    uploadDir: path.join(deps.config.dataDir, 'film-uploads'),
    log: deps.log,
  });
  let stopLoops = async () => {};
  const module: FeatureModule = {
    name: 'filmMedia',
    routes({ router, app }) {
      registerTranscodeRoute(router, service, deps.isCreator);
      registerFilmMediaRoutes(app, { service, files, storage: deps.storage });
      uploads.register(app);
    },
    async start() {
      // What a crash mid-transcode left (docs/decisions/films-media.md "One at a time, and retry").
      await transcodes.cleanLeftovers();
      const stopTranscodes = repeatEvery(transcodeIntervalMs, transcodes.runDue, (error) =>
        deps.log.warn({ err: error }, 'film transcodes failed'),
      );
      const stopCollecting = repeatEvery(uploadCollectionIntervalMs, uploads.collectExpired, (error) =>
        deps.log.warn({ err: error }, 'collection of unfinished film uploads failed'),
      );
      stopLoops = async () => {
        await stopTranscodes();
        await stopCollecting();
      };
    },
    stop: () => stopLoops(),
  };
  return {
    module,
    mediaOf: service.mediaOf,
    transcode: service.transcode,
    playbackGrant: service.playbackGrant,
    removeMedia: service.removeMedia,
    hasVideo: service.hasVideo,
    /** Runs the due transcodes now, one after another (what the loop does every few seconds). */
    runTranscodes: transcodes.runDue,
  };
}

export type FilmMediaModule = ReturnType<typeof createFilmMediaModule>;
