import type { FastifyRequest } from 'fastify';
import { UtcOffsetHeader, utcOffsetHeaderSchema, type EventDetailQuery } from '@limelight/protocol';
import { eventMoviesCalls, eventWhitelistsCalls, eventsCalls } from '@limelight/protocol/http';
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

/**
 * The events, eventWhitelists and eventMovies groups of the HTTP contract
 * (packages/protocol/src/http/events.calls.ts, eventParts.calls.ts).
 */
export function registerEventsRoutes(
  router: ApiRouter,
  services: { events: EventsService; parts: EventPartsService },
  options: EventsRoutesOptions,
): void {
  const { events, parts } = services;
  const viewer = (caller: Caller | null, request: FastifyRequest, sharedLink?: string) =>
    viewerOf(caller, request, options, sharedLink);
  const calls = eventsCalls;

  router.implement(calls.create, ({ caller, body }) => events.createEvent(caller, body));
  router.implement(calls.createPrivate, ({ caller, body }) => events.createPrivateEvent(caller, body));
  router.implement(calls.update, ({ caller, body }) => {
    const { eventId, ...fields } = body;
    return events.updateEvent(caller, eventId, fields);
  });
  router.implement(calls.submitCheck, ({ caller, body }) => events.submitCheck(caller, body));
  router.implement(calls.publish, ({ caller, body }) =>
    events.publishEvent(caller, body.eventId, body.published),
  );
  router.implement(calls.extend, ({ caller, body }) =>
    events.extendEvent(caller, body.eventId, body.minutes),
  );
  router.implement(calls.delete, ({ caller, body }) =>
    events.deleteEvent(caller, body.eventId, body.deleted),
  );
  router.implement(calls.save, ({ caller, body, request }) =>
    events.saveEvent(caller, body.eventId, body.save, viewer(caller, request)),
  );

  router.implement(calls.list, ({ caller, query, request }) =>
    events.listEvents(query, viewer(caller, request)),
  );
  router.implement(calls.homepage, ({ caller, query, request }) =>
    events.homepage(query, viewer(caller, request)),
  );
  router.implement(calls.myList, ({ caller, query, request }) =>
    events.myList(caller, query, viewer(caller, request)),
  );
  router.implement(calls.listByUserId, ({ caller, query, request }) =>
    events.listByUserId(query, viewer(caller, request)),
  );
  router.implement(calls.getEventIdAndSlug, ({ caller, query, request }) =>
    events.getEventIdAndSlug(query.eventIdOrSlug, viewer(caller, request)),
  );
  router.implement(calls.getOptions, ({ caller, query, request }) =>
    events.getOptions(query.eventId, viewer(caller, request)),
  );
  router.implement(calls.checkSpecial, ({ caller, query, request }) =>
    events.checkSpecial(query.eventId, viewer(caller, request)),
  );
  router.implement(calls.getEventAds, ({ caller, query, request }) =>
    events.getEventAds(query.eventId, viewer(caller, request)),
  );

  // Detail v1, v2 and v3 take eventId, sharedLink and enterKey (spec 000 §7); both keys are invite links.
  const detailViewer = (caller: Caller | null, request: FastifyRequest, query: EventDetailQuery) =>
    viewer(caller, request, query.sharedLink ?? query.enterKey);
  router.implement(calls.detailV1, ({ caller, query, request }) =>
    events.getDetail(query.eventId, detailViewer(caller, request, query)),
  );
  router.implement(calls.detailV2, ({ caller, query, request }) =>
    events.getEntry(query.eventId, detailViewer(caller, request, query)),
  );
  router.implement(calls.detailV3, ({ caller, query, request }) =>
    events.getFullDetail(query.eventId, detailViewer(caller, request, query)),
  );
  router.implement(calls.detailV4, ({ caller, params, query, request }) => {
    const header = request.headers[UtcOffsetHeader.name.toLowerCase()];
    const utcOffsetMinutes = utcOffsetHeaderSchema.parse(Array.isArray(header) ? header[0] : header);
    return events.getLocalDetail(params.id, viewer(caller, request, query.sharedLink), utcOffsetMinutes);
  });
  router.implement(calls.play, ({ caller, params, query, request }) =>
    events.play(params.id, viewer(caller, request, query.sharedLink)),
  );
  router.implement(calls.playWithKey, ({ caller, params, request }) =>
    events.play(params.id, viewer(caller, request, params.enterKey)),
  );
  router.implement(calls.calendar, ({ caller, params, query, request }) =>
    events.calendarOf(params.id, viewer(caller, request, query.sharedLink), query.alert),
  );
  router.implement(calls.userEvent, ({ caller, query, request }) =>
    events.getUserEvent(query.eventId, detailViewer(caller, request, query)),
  );
  router.implement(calls.rsvp, ({ caller, body, request }) =>
    events.rsvp(body.eventId, { ...viewer(caller, request, body.sharedLink), caller }),
  );

  // Whitelists v1 (e-mails) and v2 (people): get, create, delete, clearAll (spec 000 §7), editors only.
  const whitelists = eventWhitelistsCalls;
  router.implement(whitelists.emails, ({ caller, query }) => parts.listWhitelistEmails(caller, query));
  router.implement(whitelists.addEmails, ({ caller, body }) =>
    parts.changeWhitelistEmails(caller, body.eventId, { add: body.emails }),
  );
  router.implement(whitelists.removeEmails, ({ caller, body }) =>
    parts.changeWhitelistEmails(caller, body.eventId, { remove: body.emails }),
  );
  router.implement(whitelists.clearEmails, ({ caller, body }) =>
    parts.changeWhitelistEmails(caller, body.eventId, { remove: 'all' }),
  );
  router.implement(whitelists.users, ({ caller, query }) => parts.listWhitelistUsers(caller, query));
  router.implement(whitelists.addUsers, ({ caller, body }) =>
    parts.changeWhitelistUsers(caller, body.eventId, { add: body.userIds }),
  );
  router.implement(whitelists.removeUsers, ({ caller, body }) =>
    parts.changeWhitelistUsers(caller, body.eventId, { remove: body.userIds }),
  );
  router.implement(whitelists.clearUsers, ({ caller, body }) =>
    parts.changeWhitelistUsers(caller, body.eventId, { remove: 'all' }),
  );

  // Movies of an event (spec 000 §3 movie entry, §7 events2).
  router.implement(eventMoviesCalls.list, ({ caller, query, request }) =>
    parts.listMovies(query, viewer(caller, request)),
  );
  router.implement(eventMoviesCalls.add, ({ caller, body }) =>
    parts.addMovie(caller, body.eventId, body.movieId),
  );
  router.implement(eventMoviesCalls.remove, ({ caller, body }) =>
    parts.deleteMovie(caller, body.eventId, body.movieId),
  );
}
