import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import { createFriendsRepo } from './friends.repo.ts';
import { registerFriendsRoutes } from './friends.routes.ts';
import { createFriendsService, type FriendsServiceDeps } from './friends.service.ts';
import { createFriendEvents } from './friends.socket.ts';

export interface FriendsModuleDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'publicUrl'>;
  clock: () => Date;
  delivery: RealtimeDelivery;
  chats: FriendsServiceDeps['chats'];
  notify: FriendsServiceDeps['notifications']['send'];
  personOf: FriendsServiceDeps['personOf'];
  findEvent: FriendsServiceDeps['findEvent'];
  inviteToRoom: FriendsServiceDeps['inviteToRoom'];
}

/** Friends: their routes (what the other features read of friendships is friendRelations.ts). */
export function createFriendsModule(deps: FriendsModuleDeps) {
  const friends = createFriendsService({
    repo: createFriendsRepo(deps.db),
    chats: deps.chats,
    notifications: { send: deps.notify },
    personOf: deps.personOf,
    findEvent: deps.findEvent,
    inviteToRoom: deps.inviteToRoom,
    notify: createFriendEvents(deps.delivery),
    publicUrl: deps.config.publicUrl,
    now: deps.clock,
  });
  const module: FeatureModule = {
    name: 'friends',
    routes: ({ router }) => registerFriendsRoutes(router, friends),
  };
  return { module };
}
