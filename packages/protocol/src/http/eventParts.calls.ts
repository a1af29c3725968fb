import { pageSchema } from '../envelope.ts';
import { movieEntryAnswerSchema, movieEntryRequestSchema, movieListEntrySchema } from '../schemas/events.ts';
import { movieListQuerySchema } from '../schemas/eventLists.ts';
import {
  eventRefRequestSchema,
  whitelistChangeAnswerSchema,
  whitelistEmailEntrySchema,
  whitelistEmailsRequestSchema,
  whitelistQuerySchema,
  whitelistUserEntrySchema,
  whitelistUsersRequestSchema,
} from '../schemas/eventAttendance.ts';
import { defineCall } from './call.ts';
import { eventEditorCodes, eventHiddenCodes } from './events.calls.ts';

/** Whitelists v1 (e-mails) and v2 (people) of a private event, editors only (spec 000 §7). */
export const eventWhitelistsCalls = {
  emails: defineCall({
    method: 'GET',
    path: '/api/events/v1/whitelist/get',
    auth: 'member',
    query: whitelistQuerySchema,
    answer: pageSchema(whitelistEmailEntrySchema),
    codes: eventEditorCodes,
    summary: 'The e-mail addresses allowed into the event.',
  }),
  addEmails: defineCall({
    method: 'POST',
    path: '/api/events/v1/whitelist/create',
    auth: 'member',
    body: whitelistEmailsRequestSchema,
    answer: whitelistChangeAnswerSchema,
    codes: eventEditorCodes,
    summary: 'Allows e-mail addresses into the event.',
  }),
  removeEmails: defineCall({
    method: 'POST',
    path: '/api/events/v1/whitelist/delete',
    auth: 'member',
    body: whitelistEmailsRequestSchema,
    answer: whitelistChangeAnswerSchema,
    codes: eventEditorCodes,
    summary: 'Takes e-mail addresses off the whitelist.',
  }),
  clearEmails: defineCall({
    method: 'POST',
    path: '/api/events/v1/whitelist/clearAll',
    auth: 'member',
    body: eventRefRequestSchema,
    answer: whitelistChangeAnswerSchema,
    codes: eventEditorCodes,
    summary: 'Empties the e-mail whitelist.',
  }),
  users: defineCall({
    method: 'GET',
    path: '/api/events/v2/whitelist/get',
    auth: 'member',
    query: whitelistQuerySchema,
    answer: pageSchema(whitelistUserEntrySchema),
    codes: eventEditorCodes,
    summary: 'The people allowed into the event.',
  }),
  addUsers: defineCall({
    method: 'POST',
    path: '/api/events/v2/whitelist/create',
    auth: 'member',
    body: whitelistUsersRequestSchema,
    answer: whitelistChangeAnswerSchema,
    codes: eventEditorCodes,
    summary: 'Allows people into the event (unknown ids are skipped).',
  }),
  removeUsers: defineCall({
    method: 'POST',
    path: '/api/events/v2/whitelist/delete',
    auth: 'member',
    body: whitelistUsersRequestSchema,
    answer: whitelistChangeAnswerSchema,
    codes: eventEditorCodes,
    summary: 'Takes people off the whitelist.',
  }),
  clearUsers: defineCall({
    method: 'POST',
    path: '/api/events/v2/whitelist/clearAll',
    auth: 'member',
    body: eventRefRequestSchema,
    answer: whitelistChangeAnswerSchema,
    codes: eventEditorCodes,
    summary: 'Empties the people whitelist.',
  }),
} as const;

/** The movies an event shows (spec 000 §3 movie entry, §7 events2). */
export const eventMoviesCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/events2/v1/movieList',
    auth: 'optional',
    query: movieListQuerySchema,
    answer: pageSchema(movieListEntrySchema),
    codes: eventHiddenCodes,
    summary: 'The movies of an event, or the public events showing a movie.',
  }),
  add: defineCall({
    method: 'POST',
    path: '/api/events2/v1/addMovie',
    auth: 'member',
    body: movieEntryRequestSchema,
    answer: movieEntryAnswerSchema,
    codes: eventEditorCodes,
    summary: 'An editor adds a movie to the event.',
  }),
  remove: defineCall({
    method: 'POST',
    path: '/api/events2/v1/delMovie',
    auth: 'member',
    body: movieEntryRequestSchema,
    answer: movieEntryAnswerSchema,
    codes: eventEditorCodes,
    summary: 'An editor takes a movie off the event.',
  }),
} as const;
