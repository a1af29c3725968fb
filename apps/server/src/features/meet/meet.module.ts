import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import { createMeetRepo } from './meet.repo.ts';
import { registerMeetRoutes } from './meet.routes.ts';
import { createMeetService, type MeetServiceDeps } from './meet.service.ts';
import { createMeetEvents } from './meet.socket.ts';

export interface MeetModuleDeps {
  db: Kysely<Database>;
  clock: () => Date;
  delivery: RealtimeDelivery;
  personOf: MeetServiceDeps['personOf'];
  dateOfBirthOf: MeetServiceDeps['dateOfBirthOf'];
  areFriends: MeetServiceDeps['areFriends'];
}

/** Random one-to-one meetings: their routes; pushes go to each person's user channel. */
export function createMeetModule(deps: MeetModuleDeps) {
  const meet = createMeetService({
    repo: createMeetRepo(deps.db),
    events: createMeetEvents(deps.delivery),
    personOf: deps.personOf,
    dateOfBirthOf: deps.dateOfBirthOf,
    areFriends: deps.areFriends,
    now: deps.clock,
  });
  const module: FeatureModule = {
    name: 'meet',
    routes: ({ router }) => registerMeetRoutes(router, meet),
    // A closed or dead tab leaves the queue and the meeting, as leaveQueue does.
    sockets: ({ gateway }) => gateway.onFriendSocketsGone(async (userId) => void (await meet.leave(userId))),
  };
  return { module };
}
