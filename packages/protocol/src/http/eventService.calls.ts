import { z } from 'zod';
import { pageSchema } from '../envelope.ts';
import {
  contentInputSchema,
  eventRefSchema,
  partDeletedAnswerSchema,
  restrictionInputSchema,
  serviceCreateEventRequestSchema,
  serviceInputSchema,
  serviceUpdateEventRequestSchema,
  ticketTierInputSchema,
} from '../schemas/events.ts';
import { eventIdListSchema, serviceListQuerySchema } from '../schemas/eventLists.ts';
import {
  contentViewSchema,
  eventViewSchema,
  restrictionViewSchema,
  serviceViewSchema,
  tierViewSchema,
} from '../schemas/eventViews.ts';
import { textSchema } from '../schemas/text.ts';
import { defineCall } from './call.ts';
import { eventEditorCodes, eventHiddenCodes } from './events.calls.ts';

const partIdSchema = textSchema.trim().min(1).max(64);
const eventParams = z.object({ id: eventRefSchema });
const eventPage = pageSchema(eventViewSchema);

/**
 * The separate events service of spec 000 §7, under /api/eventsvc (ARCHITECTURE): create, update,
 * contents, services, tiers, restrictions, and lists by state, offset, ids and channel. Its roles calls
 * belong to the roles group.
 */
export const eventServiceCalls = {
  create: defineCall({
    method: 'POST',
    path: '/api/eventsvc/create',
    auth: 'member',
    body: serviceCreateEventRequestSchema,
    answer: eventViewSchema,
    codes: [],
    summary: "A new unpublished event of the caller's channel.",
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/eventsvc/:id',
    auth: 'member',
    params: eventParams,
    body: serviceUpdateEventRequestSchema,
    answer: eventViewSchema,
    codes: eventEditorCodes,
    summary: 'An editor changes the fields sent.',
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/eventsvc/list',
    auth: 'optional',
    query: serviceListQuerySchema,
    answer: eventPage,
    codes: [],
    summary: 'Public events, of one list state when asked, by limit and offset.',
  }),
  listByIds: defineCall({
    method: 'GET',
    path: '/api/eventsvc/list/:ids',
    auth: 'optional',
    params: z.object({ ids: eventIdListSchema }),
    answer: eventPage,
    codes: [],
    summary: 'The events of these comma-separated ids the caller may see, in that order.',
  }),
  channel: defineCall({
    method: 'GET',
    path: '/api/eventsvc/channel/:channel',
    auth: 'optional',
    params: z.object({ channel: partIdSchema }),
    query: serviceListQuerySchema,
    answer: eventPage,
    codes: ['NotFound'],
    summary: "A channel's public events (a channel is its creator's).",
  }),
  contents: defineCall({
    method: 'GET',
    path: '/api/eventsvc/:id/contents',
    auth: 'member',
    params: eventParams,
    answer: pageSchema(contentViewSchema),
    codes: eventEditorCodes,
    summary: "The event's contents, with their stream addresses: editors only.",
  }),
  addContent: defineCall({
    method: 'POST',
    path: '/api/eventsvc/:id/contents',
    auth: 'member',
    params: eventParams,
    body: contentInputSchema,
    answer: contentViewSchema,
    codes: eventEditorCodes,
    summary: 'An editor adds a content.',
  }),
  deleteContent: defineCall({
    method: 'DELETE',
    path: '/api/eventsvc/:id/contents/:contentId',
    auth: 'member',
    params: eventParams.extend({ contentId: partIdSchema }),
    answer: partDeletedAnswerSchema,
    codes: eventEditorCodes,
    summary: 'An editor deletes a content.',
  }),
  services: defineCall({
    method: 'GET',
    path: '/api/eventsvc/:id/services',
    auth: 'optional',
    params: eventParams,
    answer: pageSchema(serviceViewSchema),
    codes: eventHiddenCodes,
    summary: 'The services (apps) the event offers.',
  }),
  addService: defineCall({
    method: 'POST',
    path: '/api/eventsvc/:id/services',
    auth: 'member',
    params: eventParams,
    body: serviceInputSchema,
    answer: serviceViewSchema,
    codes: eventEditorCodes,
    summary: 'An editor adds a service; one already offered answers the same entry.',
  }),
  deleteService: defineCall({
    method: 'DELETE',
    path: '/api/eventsvc/:id/services/:serviceId',
    auth: 'member',
    params: eventParams.extend({ serviceId: partIdSchema }),
    answer: partDeletedAnswerSchema,
    codes: eventEditorCodes,
    summary: 'An editor deletes a service.',
  }),
  tiers: defineCall({
    method: 'GET',
    path: '/api/eventsvc/:id/tiers',
    auth: 'optional',
    params: eventParams,
    answer: pageSchema(tierViewSchema),
    codes: eventHiddenCodes,
    summary: "The event's ticket tiers.",
  }),
  addTier: defineCall({
    method: 'POST',
    path: '/api/eventsvc/:id/tiers',
    auth: 'member',
    params: eventParams,
    body: ticketTierInputSchema,
    answer: tierViewSchema,
    codes: eventEditorCodes,
    summary: 'An editor adds a ticket tier.',
  }),
  deleteTier: defineCall({
    method: 'DELETE',
    path: '/api/eventsvc/:id/tiers/:tierId',
    auth: 'member',
    params: eventParams.extend({ tierId: partIdSchema }),
    answer: partDeletedAnswerSchema,
    codes: [...eventEditorCodes, 'Conflict'],
    summary: 'An editor deletes a ticket tier; one with sold tickets stays (4009).',
  }),
  addRestriction: defineCall({
    method: 'POST',
    path: '/api/eventsvc/:id/restrictions',
    auth: 'member',
    params: eventParams,
    body: restrictionInputSchema,
    answer: restrictionViewSchema,
    codes: eventEditorCodes,
    summary: 'An editor adds a region or age restriction.',
  }),
  deleteRestriction: defineCall({
    method: 'DELETE',
    path: '/api/eventsvc/:id/restrictions/:restrictionId',
    auth: 'member',
    params: eventParams.extend({ restrictionId: partIdSchema }),
    answer: partDeletedAnswerSchema,
    codes: eventEditorCodes,
    summary: 'An editor deletes a restriction.',
  }),
} as const;
