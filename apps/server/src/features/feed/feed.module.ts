import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { FeatureModule } from '../../platform/module.ts';
import { createFeedRepo } from './feed.repo.ts';
import { registerFeedRoutes } from './feed.routes.ts';
import { createFeedService, type FeedServiceDeps } from './feed.service.ts';

export type FeedModuleDeps = Omit<FeedServiceDeps, 'repo' | 'now'> & {
  db: Kysely<Database>;
  config: Pick<Config, 'countryHeader'>;
  clock: () => Date;
};

/** The For-You home and channel pages: their routes. */
export function createFeedModule(deps: FeedModuleDeps) {
  const feed = createFeedService({
    repo: createFeedRepo(deps.db),
    listEvents: deps.listEvents,
    viewEvents: deps.viewEvents,
    viewEventsByIds: deps.viewEventsByIds,
    findChannelOwner: deps.findChannelOwner,
    getUserProfile: deps.getUserProfile,
    now: deps.clock,
  });
  const module: FeatureModule = {
    name: 'feed',
    routes: ({ router }) => registerFeedRoutes(router, feed, { countryHeader: deps.config.countryHeader }),
  };
  return { module };
}
