import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { RoomLog } from '../../platform/live/roomLog.ts';
import type { Logger } from '../../platform/logger.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import type { ProcessSfu } from '../../platform/media/weriftSfu.ts';
import type { LiveViewerOf } from '../live/index.ts';
import { createCastTokens } from './castTokens.ts';
import { createMediaRepo } from './media.repo.ts';
import { registerMediaRoutes } from './media.routes.ts';
import { createMediaService, type MediaServiceDeps } from './media.service.ts';
import { createMediaEvents } from './media.socket.ts';
import { createScreenShareService } from './screenShares.ts';

export interface MediaModuleDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'authSecret' | 'media'>;
  clock: () => Date;
  log: Logger;
  delivery: RealtimeDelivery;
  roomLog: RoomLog;
  /** The media server (the embedded werift SFU in its process, docs/decisions/media.md). */
  sfu: ProcessSfu;
  /** Who is on an event's stage (the cast feature). */
  castGate: MediaServiceDeps['castGate'];
  entryOf: MediaServiceDeps['entryOf'];
  personOf: MediaServiceDeps['personOf'];
  viewerOf: LiveViewerOf;
}

/**
 * Stage media: cast tokens, publishing and subscribing through the SFU, screen shares, the device test and
 * the ICE servers. Stopping it ends the SFU's process. `closeStreamsOf` ends a person's streams (the cast
 * feature, when they leave the stage).
 */
export function createMediaModule(deps: MediaModuleDeps) {
  const repo = createMediaRepo(deps.db);
  const notify = createMediaEvents(deps.delivery);
  const media = createMediaService({
    repo,
    roomLog: deps.roomLog,
    sfu: deps.sfu,
    tokens: createCastTokens(deps.config.authSecret, deps.clock),
    castGate: deps.castGate,
    entryOf: deps.entryOf,
    personOf: deps.personOf,
    notify,
    media: deps.config.media,
    now: deps.clock,
    log: deps.log,
  });
  const screens = createScreenShareService({ repo, sfu: deps.sfu, media, entryOf: deps.entryOf, notify });
  const module: FeatureModule = {
    name: 'media',
    routes: ({ router }) => registerMediaRoutes(router, media, screens, deps.viewerOf),
    // The SFU's process starts on its first session (weriftSfu.ts), so servers that never stream pay nothing.
    stop: async () => {
      media.stop();
      await deps.sfu.stop();
    },
  };
  return { module, closeStreamsOf: media.closeStreamsOf };
}
