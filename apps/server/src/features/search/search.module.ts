import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { FeatureModule } from '../../platform/module.ts';
import { createSearchRepo } from './search.repo.ts';
import { registerSearchRoutes } from './search.routes.ts';
import { createSearchService, type SearchServiceDeps } from './search.service.ts';

export type SearchModuleDeps = Omit<SearchServiceDeps, 'repo'> & {
  db: Kysely<Database>;
  config: Pick<Config, 'countryHeader'>;
};

/** Search of events, people and rooms: its routes. */
export function createSearchModule(deps: SearchModuleDeps) {
  const search = createSearchService({
    repo: createSearchRepo(deps.db),
    viewEventsByIds: deps.viewEventsByIds,
    viewRoomsByIds: deps.viewRoomsByIds,
  });
  const module: FeatureModule = {
    name: 'search',
    routes: ({ router }) =>
      registerSearchRoutes(router, search, { countryHeader: deps.config.countryHeader }),
  };
  return { module };
}
