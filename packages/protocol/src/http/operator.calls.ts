import { z } from 'zod';
import { pageSchema } from '../envelope.ts';
import {
  contactInboxQuerySchema,
  handleContactMessageRequestSchema,
  inboxMessageSchema,
  operatorStatusSchema,
  queuedReportSchema,
  reportQueueQuerySchema,
  resolveReportRequestSchema,
} from '../schemas/moderation.ts';
import {
  accountLookupQuerySchema,
  accountStandingSchema,
  liftSuspensionRequestSchema,
  setBirthDateRequestSchema,
  suspendAccountRequestSchema,
} from '../schemas/accountStanding.ts';
import { textSchema } from '../schemas/text.ts';
import { defineCall } from './call.ts';
import { realClock } from './passport.calls.ts';

/**
 * The operators' moderation queue: /api/operator/v1/… (docs/decisions/operator.md). Every call but
 * `status` answers 4003 to anyone not named in OPERATORS.
 */
export const operatorCalls = {
  status: defineCall({
    method: 'GET',
    path: '/api/operator/v1/status',
    auth: 'any',
    answer: operatorStatusSchema,
    codes: [],
    summary: 'Whether the caller is one of the platform operators (OPERATORS).',
  }),
  reports: defineCall({
    method: 'GET',
    path: '/api/operator/v1/reports',
    auth: 'member',
    query: reportQueueQuerySchema,
    answer: pageSchema(queuedReportSchema),
    codes: ['Forbidden'],
    summary: 'Reports of rooms, people and chat messages, a page at a time (operators).',
  }),
  resolveReport: defineCall({
    method: 'POST',
    path: '/api/operator/v1/resolveReport',
    auth: 'member',
    body: resolveReportRequestSchema,
    answer: queuedReportSchema,
    codes: ['Forbidden', 'NotFound', 'Conflict'],
    summary:
      'Dismisses a report, removes the flagged message or blocks the person from the room (operators).',
  }),
  contactMessages: defineCall({
    method: 'GET',
    path: '/api/operator/v1/contactMessages',
    auth: 'member',
    query: contactInboxQuerySchema,
    answer: pageSchema(inboxMessageSchema),
    codes: ['Forbidden'],
    summary: 'Contact and feedback messages, a page at a time (operators).',
  }),
  handleContactMessage: defineCall({
    method: 'POST',
    path: '/api/operator/v1/handleContactMessage',
    auth: 'member',
    body: handleContactMessageRequestSchema,
    answer: z.object({ id: textSchema }),
    codes: ['Forbidden', 'NotFound'],
    summary: 'Marks a contact or feedback message handled (operators).',
  }),
  account: defineCall({
    method: 'GET',
    path: '/api/operator/v1/account',
    auth: 'member',
    query: accountLookupQuerySchema,
    answer: accountStandingSchema,
    codes: ['Forbidden', 'NotFound'],
    summary:
      'A member by user id, cyaId or e-mail: birth date, suspension and birth date changes (operators).',
  }),
  suspendAccount: defineCall({
    method: 'POST',
    path: '/api/operator/v1/suspendAccount',
    auth: 'member',
    body: suspendAccountRequestSchema,
    answer: accountStandingSchema,
    codes: ['Forbidden', 'NotFound', 'Conflict'],
    summary:
      'Suspends a member platform-wide with a reason: sign-in, tokens and sockets refused (operators).',
  }),
  liftSuspension: defineCall({
    method: 'POST',
    path: '/api/operator/v1/liftSuspension',
    auth: 'member',
    body: liftSuspensionRequestSchema,
    answer: accountStandingSchema,
    codes: ['Forbidden', 'NotFound', 'Conflict'],
    summary: "Lifts a member's suspension (operators).",
  }),
  setBirthDate: defineCall({
    method: 'POST',
    path: '/api/operator/v1/setBirthDate',
    auth: 'member',
    body: setBirthDateRequestSchema(realClock),
    answer: accountStandingSchema,
    codes: ['Forbidden', 'NotFound'],
    summary: "Sets a member's birth date, across 18 too, recorded with who and when (operators).",
  }),
} as const;
