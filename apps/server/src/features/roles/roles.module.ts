import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { Presence } from '../../platform/presence/presence.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import type { NotificationsPort } from '../notifications/index.ts';
import { createRoleLookup, type RoleAccessDeps } from './roleAccess.ts';
import { createRolesRepo } from './roles.repo.ts';
import { registerRolesRoutes } from './roles.routes.ts';
import { createRolesService } from './roles.service.ts';
import { createRoleEvents } from './roles.socket.ts';

export interface RolesModuleDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'publicUrl' | 'authRateLimitPerMinute'>;
  mailer: Mailer;
  presence: Presence;
  delivery: RealtimeDelivery;
  /** An event by id or slug, deleted ones left out (the events feature's table). */
  findEvent: RoleAccessDeps['findEvent'];
  /** Stores and pushes a notification (the notifications feature). */
  notify: NotificationsPort['send'];
}

/**
 * Roles on events: the routes, and for the other features whether a person owns an event or holds a role
 * on it, and which roles they hold.
 */
export function createRolesModule(deps: RolesModuleDeps) {
  const repo = createRolesRepo(deps.db);
  const roles = createRolesService({
    repo,
    findEvent: deps.findEvent,
    presentUsers: (eventId) => deps.presence.users(eventId),
    mailer: deps.mailer,
    notify: createRoleEvents(deps.delivery),
    sendNotification: deps.notify,
    publicUrl: deps.config.publicUrl,
  });
  const module: FeatureModule = {
    name: 'roles',
    routes: ({ router }) =>
      registerRolesRoutes(router, roles, { invitationsPerMinute: deps.config.authRateLimitPerMinute }),
  };
  return {
    module,
    isOwnerOrHasRole: roles.isOwnerOrHasRole,
    rolesOf: createRoleLookup(repo).rolesOf,
  };
}
