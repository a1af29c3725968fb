import { eventServiceCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import { viewerOf, type EventsRoutesOptions } from './events.routes.ts';
import type { EventsService } from './events.service.ts';
import type { EventPartsService } from './eventParts.service.ts';

/** The eventService group of the HTTP contract (packages/protocol/src/http/eventService.calls.ts). */
export function registerEventServiceRoutes(
  router: ApiRouter,
  services: { events: EventsService; parts: EventPartsService },
  options: EventsRoutesOptions,
): void {
  const { events, parts } = services;
  const calls = eventServiceCalls;

  router.implement(calls.create, ({ caller, body }) => events.createEvent(caller, body.event));
  router.implement(calls.update, ({ caller, params, body }) =>
    events.updateEvent(caller, params.id, body.event),
  );

  router.implement(calls.list, ({ caller, query, request }) =>
    events.listPublic(query, viewerOf(caller, request, options)),
  );
  router.implement(calls.listByIds, ({ caller, params, request }) =>
    events.listByIds(params.ids, viewerOf(caller, request, options)),
  );
  router.implement(calls.channel, ({ caller, params, query, request }) =>
    events.listChannel(params.channel, query, viewerOf(caller, request, options)),
  );

  router.implement(calls.contents, ({ caller, params }) => parts.listContents(caller, params.id));
  router.implement(calls.addContent, ({ caller, params, body }) => parts.addContent(caller, params.id, body));
  router.implement(calls.deleteContent, ({ caller, params }) =>
    parts.deleteContent(caller, params.id, params.contentId),
  );

  router.implement(calls.services, ({ caller, params, request }) =>
    parts.listServices(params.id, viewerOf(caller, request, options)),
  );
  router.implement(calls.addService, ({ caller, params, body }) =>
    parts.addService(caller, params.id, body.service),
  );
  router.implement(calls.deleteService, ({ caller, params }) =>
    parts.deleteService(caller, params.id, params.serviceId),
  );

  router.implement(calls.tiers, ({ caller, params, request }) =>
    parts.listTiers(params.id, viewerOf(caller, request, options)),
  );
  router.implement(calls.addTier, ({ caller, params, body }) => parts.addTier(caller, params.id, body));
  router.implement(calls.deleteTier, ({ caller, params }) =>
    parts.deleteTier(caller, params.id, params.tierId),
  );

  router.implement(calls.addRestriction, ({ caller, params, body }) =>
    parts.addRestriction(caller, params.id, body),
  );
  router.implement(calls.deleteRestriction, ({ caller, params }) =>
    parts.deleteRestriction(caller, params.id, params.restrictionId),
  );
}
