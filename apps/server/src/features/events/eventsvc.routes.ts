import { z } from 'zod';
import {
  contentInputSchema,
  eventIdListSchema,
  eventRefSchema,
  restrictionInputSchema,
  serviceInputSchema,
  serviceCreateEventRequestSchema,
  serviceListQuerySchema,
  serviceUpdateEventRequestSchema,
  ticketTierInputSchema,
  textSchema,
} from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import { viewerOf, type EventsRoutesOptions } from './events.routes.ts';
import type { EventsService } from './events.service.ts';
import type { EventPartsService } from './eventParts.service.ts';

const partIdSchema = textSchema.trim().min(1).max(64);
const eventParams = z.object({ id: eventRefSchema });
const contentParams = z.object({ id: eventRefSchema, contentId: partIdSchema });
const serviceParams = z.object({ id: eventRefSchema, serviceId: partIdSchema });
const tierParams = z.object({ id: eventRefSchema, tierId: partIdSchema });
const restrictionParams = z.object({ id: eventRefSchema, restrictionId: partIdSchema });

/**
 * The separate events service of spec 000 §7, under /api/eventsvc (ARCHITECTURE): create, update,
 * contents, services, tiers, restrictions, and lists by state, offset, ids and channel. Its roles routes
 * belong to the roles feature.
 */
export function registerEventServiceRoutes(
  router: ApiRouter,
  services: { events: EventsService; parts: EventPartsService },
  options: EventsRoutesOptions,
): void {
  const { events, parts } = services;

  router.post(
    '/api/eventsvc/create',
    { auth: 'member', body: serviceCreateEventRequestSchema },
    ({ caller, body }) => events.createEvent(caller, body.event),
  );
  router.put(
    '/api/eventsvc/:id',
    { auth: 'member', params: eventParams, body: serviceUpdateEventRequestSchema },
    ({ caller, params, body }) => events.updateEvent(caller, params.id, body.event),
  );

  router.get(
    '/api/eventsvc/list',
    { auth: 'optional', query: serviceListQuerySchema },
    ({ caller, query, request }) => events.listPublic(query, viewerOf(caller, request, options)),
  );
  router.get(
    '/api/eventsvc/list/:ids',
    { auth: 'optional', params: z.object({ ids: eventIdListSchema }) },
    ({ caller, params, request }) => events.listByIds(params.ids, viewerOf(caller, request, options)),
  );
  router.get(
    '/api/eventsvc/channel/:channel',
    {
      auth: 'optional',
      params: z.object({ channel: textSchema.trim().min(1).max(64) }),
      query: serviceListQuerySchema,
    },
    ({ caller, params, query, request }) =>
      events.listChannel(params.channel, query, viewerOf(caller, request, options)),
  );

  router.get('/api/eventsvc/:id/contents', { auth: 'member', params: eventParams }, ({ caller, params }) =>
    parts.listContents(caller, params.id),
  );
  router.post(
    '/api/eventsvc/:id/contents',
    { auth: 'member', params: eventParams, body: contentInputSchema },
    ({ caller, params, body }) => parts.addContent(caller, params.id, body),
  );
  router.delete(
    '/api/eventsvc/:id/contents/:contentId',
    { auth: 'member', params: contentParams },
    ({ caller, params }) => parts.deleteContent(caller, params.id, params.contentId),
  );

  router.get(
    '/api/eventsvc/:id/services',
    { auth: 'optional', params: eventParams },
    ({ caller, params, request }) => parts.listServices(params.id, viewerOf(caller, request, options)),
  );
  router.post(
    '/api/eventsvc/:id/services',
    { auth: 'member', params: eventParams, body: serviceInputSchema },
    ({ caller, params, body }) => parts.addService(caller, params.id, body.service),
  );
  router.delete(
    '/api/eventsvc/:id/services/:serviceId',
    { auth: 'member', params: serviceParams },
    ({ caller, params }) => parts.deleteService(caller, params.id, params.serviceId),
  );

  router.get(
    '/api/eventsvc/:id/tiers',
    { auth: 'optional', params: eventParams },
    ({ caller, params, request }) => parts.listTiers(params.id, viewerOf(caller, request, options)),
  );
  router.post(
    '/api/eventsvc/:id/tiers',
    { auth: 'member', params: eventParams, body: ticketTierInputSchema },
    ({ caller, params, body }) => parts.addTier(caller, params.id, body),
  );
  router.delete(
    '/api/eventsvc/:id/tiers/:tierId',
    { auth: 'member', params: tierParams },
    ({ caller, params }) => parts.deleteTier(caller, params.id, params.tierId),
  );

  router.post(
    '/api/eventsvc/:id/restrictions',
    { auth: 'member', params: eventParams, body: restrictionInputSchema },
    ({ caller, params, body }) => parts.addRestriction(caller, params.id, body),
  );
  router.delete(
    '/api/eventsvc/:id/restrictions/:restrictionId',
    { auth: 'member', params: restrictionParams },
    ({ caller, params }) => parts.deleteRestriction(caller, params.id, params.restrictionId),
  );
}
