import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  UtcOffsetHeader,
  createEventRequestSchema,
  createPrivateEventRequestSchema,
  deleteEventRequestSchema,
  eventDetailQuerySchema,
  eventIdAndSlugQuerySchema,
  eventListQuerySchema,
  eventRefQuerySchema,
  eventRefRequestSchema,
  eventRefSchema,
  extendEventRequestSchema,
  homepageQuerySchema,
  inviteLinkSchema,
  listByUserIdQuerySchema,
  movieEntryRequestSchema,
  movieListQuerySchema,
  myListQuerySchema,
  publishEventRequestSchema,
  rsvpRequestSchema,
  saveEventRequestSchema,
  submitCheckRequestSchema,
  updateEventRequestSchema,
  utcOffsetHeaderSchema,
  whitelistEmailsRequestSchema,
  whitelistQuerySchema,
  whitelistUsersRequestSchema,
} from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { Viewer } from './eventAccess.ts';
import type { EventsService } from './events.service.ts';
import type { EventPartsService } from './eventParts.service.ts';

export interface EventsRoutesOptions {
  /** The trusted header holding the viewer's country (`COUNTRY_HEADER`). */
  countryHeader: string;
}

// Codes a proxy sends for an unknown country (Cloudflare: XX unknown, T1 Tor).
const unknownCountries = new Set(['XX', 'T1']);

/** The viewer of a request: the caller and the country the trusted proxy header names, if any. */
export function viewerOf(
  caller: Caller | null,
  request: FastifyRequest,
  options: EventsRoutesOptions,
  sharedLink?: string,
): Viewer {
  const header = request.headers[options.countryHeader];
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  const country = value && /^[A-Z]{2}$/.test(value) && !unknownCountries.has(value) ? value : undefined;
  return { caller, country, sharedLink };
}

const eventParamsSchema = z.object({ id: eventRefSchema });
const playParamsSchema = z.object({ id: eventRefSchema, enterKey: inviteLinkSchema.optional() });
const sharedLinkQuerySchema = z.object({ sharedLink: inviteLinkSchema.optional() });

/**
 * spec 000 §7 "Events (API prefix)": /api/events/v1–v4, /api/events2/v1, /api/user/v1/event, the RSVP of
 * free events and the calendar export.
 */
export function registerEventsRoutes(
  router: ApiRouter,
  services: { events: EventsService; parts: EventPartsService },
  options: EventsRoutesOptions,
): void {
  const { events, parts } = services;
  const viewer = (caller: Caller | null, request: FastifyRequest, sharedLink?: string) =>
    viewerOf(caller, request, options, sharedLink);

  router.post(
    '/api/events/v1/create',
    { auth: 'member', body: createEventRequestSchema },
    ({ caller, body }) => events.createEvent(caller, body),
  );
  router.post(
    '/api/events/v1/private/create',
    { auth: 'member', body: createPrivateEventRequestSchema },
    ({ caller, body }) => events.createPrivateEvent(caller, body),
  );
  router.post(
    '/api/events/v1/update',
    { auth: 'member', body: updateEventRequestSchema },
    ({ caller, body }) => {
      const { eventId, ...fields } = body;
      return events.updateEvent(caller, eventId, fields);
    },
  );
  router.post(
    '/api/events2/v1/submitCheck',
    { auth: 'member', body: submitCheckRequestSchema },
    ({ caller, body }) => events.submitCheck(caller, body),
  );
  router.post(
    '/api/events/v1/publish',
    { auth: 'member', body: publishEventRequestSchema },
    ({ caller, body }) => events.publishEvent(caller, body.eventId, body.published),
  );
  router.post(
    '/api/events/v1/extend',
    { auth: 'member', body: extendEventRequestSchema },
    ({ caller, body }) => events.extendEvent(caller, body.eventId, body.minutes),
  );
  router.post(
    '/api/events/v1/delete',
    { auth: 'member', body: deleteEventRequestSchema },
    ({ caller, body }) => events.deleteEvent(caller, body.eventId, body.deleted),
  );
  router.post(
    '/api/events/v1/save',
    { auth: 'member', body: saveEventRequestSchema },
    ({ caller, body, request }) => events.saveEvent(caller, body.eventId, body.save, viewer(caller, request)),
  );

  router.get(
    '/api/events/v1/list',
    { auth: 'optional', query: eventListQuerySchema },
    ({ caller, query, request }) => events.listEvents(query, viewer(caller, request)),
  );
  router.get(
    '/api/events/v1/homepage',
    { auth: 'optional', query: homepageQuerySchema },
    ({ caller, query, request }) => events.homepage(query, viewer(caller, request)),
  );
  router.get(
    '/api/events/v1/myList',
    { auth: 'member', query: myListQuerySchema },
    ({ caller, query, request }) => events.myList(caller, query, viewer(caller, request)),
  );
  router.get(
    '/api/events/v1/listByUserId',
    { auth: 'optional', query: listByUserIdQuerySchema },
    ({ caller, query, request }) => events.listByUserId(query, viewer(caller, request)),
  );
  router.get(
    '/api/events/v1/getEventIdAndSlug',
    { auth: 'optional', query: eventIdAndSlugQuerySchema },
    ({ caller, query, request }) => events.getEventIdAndSlug(query.eventIdOrSlug, viewer(caller, request)),
  );
  router.get(
    '/api/events/v1/getOptions',
    { auth: 'optional', query: eventRefQuerySchema },
    ({ caller, query, request }) => events.getOptions(query.eventId, viewer(caller, request)),
  );
  router.get(
    '/api/events/v1/checkSpecial',
    { auth: 'optional', query: eventRefQuerySchema },
    ({ caller, query, request }) => events.checkSpecial(query.eventId, viewer(caller, request)),
  );
  router.get(
    '/api/events/v1/getEventAds',
    { auth: 'optional', query: eventRefQuerySchema },
    ({ caller, query, request }) => events.getEventAds(query.eventId, viewer(caller, request)),
  );

  // Detail v1, v2 and v3 take eventId, sharedLink and enterKey (spec 000 §7); both keys are invite links.
  const detailViewer = (
    caller: Caller | null,
    request: FastifyRequest,
    query: z.infer<typeof eventDetailQuerySchema>,
  ) => viewer(caller, request, query.sharedLink ?? query.enterKey);
  router.get(
    '/api/events/v1/detail',
    { auth: 'optional', query: eventDetailQuerySchema },
    ({ caller, query, request }) => events.getDetail(query.eventId, detailViewer(caller, request, query)),
  );
  router.get(
    '/api/events/v2/detail',
    { auth: 'optional', query: eventDetailQuerySchema },
    ({ caller, query, request }) => events.getEntry(query.eventId, detailViewer(caller, request, query)),
  );
  router.get(
    '/api/events/v3/detail',
    { auth: 'optional', query: eventDetailQuerySchema },
    ({ caller, query, request }) => events.getFullDetail(query.eventId, detailViewer(caller, request, query)),
  );
  router.get(
    '/api/events/v4/:id',
    { auth: 'optional', params: eventParamsSchema, query: sharedLinkQuerySchema },
    ({ caller, params, query, request }) => {
      const header = request.headers[UtcOffsetHeader.name.toLowerCase()];
      const utcOffsetMinutes = utcOffsetHeaderSchema.parse(Array.isArray(header) ? header[0] : header);
      return events.getLocalDetail(params.id, viewer(caller, request, query.sharedLink), utcOffsetMinutes);
    },
  );
  for (const path of ['/api/events/v4/:id/play', '/api/events/v4/:id/play/:enterKey']) {
    router.get(
      path,
      { auth: 'optional', params: playParamsSchema, query: sharedLinkQuerySchema },
      ({ caller, params, query, request }) =>
        events.play(params.id, viewer(caller, request, params.enterKey ?? query.sharedLink)),
    );
  }
  router.getFile(
    '/api/events/v1/calendar/:id.ics',
    { auth: 'optional', params: eventParamsSchema, query: sharedLinkQuerySchema },
    ({ caller, params, query, request }) =>
      events.calendarOf(params.id, viewer(caller, request, query.sharedLink)),
  );
  router.get(
    '/api/user/v1/event',
    { auth: 'any', query: eventDetailQuerySchema },
    ({ caller, query, request }) => events.getUserEvent(query.eventId, detailViewer(caller, request, query)),
  );
  router.post(
    '/api/purchase/v1/rsvp',
    { auth: 'any', body: rsvpRequestSchema },
    ({ caller, body, request }) =>
      events.rsvp(body.eventId, { ...viewer(caller, request, body.sharedLink), caller }),
  );

  // Whitelists v1 (e-mails) and v2 (people): get, create, delete, clearAll (spec 000 §7), editors only.
  router.get(
    '/api/events/v1/whitelist/get',
    { auth: 'member', query: whitelistQuerySchema },
    ({ caller, query }) => parts.listWhitelistEmails(caller, query),
  );
  router.post(
    '/api/events/v1/whitelist/create',
    { auth: 'member', body: whitelistEmailsRequestSchema },
    ({ caller, body }) => parts.changeWhitelistEmails(caller, body.eventId, { add: body.emails }),
  );
  router.post(
    '/api/events/v1/whitelist/delete',
    { auth: 'member', body: whitelistEmailsRequestSchema },
    ({ caller, body }) => parts.changeWhitelistEmails(caller, body.eventId, { remove: body.emails }),
  );
  router.post(
    '/api/events/v1/whitelist/clearAll',
    { auth: 'member', body: eventRefRequestSchema },
    ({ caller, body }) => parts.changeWhitelistEmails(caller, body.eventId, { remove: 'all' }),
  );
  router.get(
    '/api/events/v2/whitelist/get',
    { auth: 'member', query: whitelistQuerySchema },
    ({ caller, query }) => parts.listWhitelistUsers(caller, query),
  );
  router.post(
    '/api/events/v2/whitelist/create',
    { auth: 'member', body: whitelistUsersRequestSchema },
    ({ caller, body }) => parts.changeWhitelistUsers(caller, body.eventId, { add: body.userIds }),
  );
  router.post(
    '/api/events/v2/whitelist/delete',
    { auth: 'member', body: whitelistUsersRequestSchema },
    ({ caller, body }) => parts.changeWhitelistUsers(caller, body.eventId, { remove: body.userIds }),
  );
  router.post(
    '/api/events/v2/whitelist/clearAll',
    { auth: 'member', body: eventRefRequestSchema },
    ({ caller, body }) => parts.changeWhitelistUsers(caller, body.eventId, { remove: 'all' }),
  );

  // Movies of an event (spec 000 §3 movie entry, §7 events2).
  router.get(
    '/api/events2/v1/movieList',
    { auth: 'optional', query: movieListQuerySchema },
    ({ caller, query, request }) => parts.listMovies(query, viewer(caller, request)),
  );
  router.post(
    '/api/events2/v1/addMovie',
    { auth: 'member', body: movieEntryRequestSchema },
    ({ caller, body }) => parts.addMovie(caller, body.eventId, body.movieId),
  );
  router.post(
    '/api/events2/v1/delMovie',
    { auth: 'member', body: movieEntryRequestSchema },
    ({ caller, body }) => parts.deleteMovie(caller, body.eventId, body.movieId),
  );
}
