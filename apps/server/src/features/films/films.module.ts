import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import type { SignedFileUrls } from '../../platform/storage/signedFileUrls.ts';
import type { EventsFeature } from '../events/index.ts';
import { createFilmsRepo } from './films.repo.ts';
import { registerFilmsRoutes } from './films.routes.ts';
import { createFilmsService } from './films.service.ts';
import { createFilmPlaybackService } from './filmPlayback.service.ts';
import type { FilmMediaPort } from './films.ports.ts';

export interface FilmsModuleDeps {
  db: Kysely<Database>;
  clock: () => Date;
  storage: FileStorage;
  signedFiles: SignedFileUrls;
  /** Films are on-demand events: the events feature creates, prices, publishes and deletes them. */
  events: Pick<EventsFeature, 'events' | 'parts'>;
  /** The film media feature (upload, transcode, HLS serving). */
  filmMedia: FilmMediaPort;
}

/**
 * Films on demand (docs/decisions/films.md): the catalogue, a creator's and a viewer's films, playback
 * grants, progress and captions.
 */
export function createFilmsModule(deps: FilmsModuleDeps) {
  const repo = createFilmsRepo(deps.db);
  const films = createFilmsService({
    repo,
    media: deps.filmMedia,
    events: deps.events.events,
    setOnDemandPrice: deps.events.parts.setOnDemandPrice,
    storage: deps.storage,
    now: deps.clock,
  });
  const playback = createFilmPlaybackService({
    repo,
    films,
    media: deps.filmMedia,
    storage: deps.storage,
    signedFiles: deps.signedFiles,
    now: deps.clock,
  });
  const module: FeatureModule = {
    name: 'films',
    routes: ({ router }) => registerFilmsRoutes(router, { films, playback }),
  };
  return { module };
}
