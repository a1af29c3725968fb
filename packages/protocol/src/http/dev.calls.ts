import { pageSchema } from '../envelope.ts';
import { outboxMailSchema, outboxQuerySchema } from '../schemas/outbox.ts';
import { defineCall } from './call.ts';

/**
 * The embedded platform's dev views, served only when mail stays in the outbox and NODE_ENV is not
 * production, and only to this machine (docs/decisions/mail-view.md); anyone else gets 4004.
 */
export const devCalls = {
  outbox: defineCall({
    method: 'GET',
    path: '/api/dev/outbox',
    auth: 'none',
    query: outboxQuerySchema,
    answer: pageSchema(outboxMailSchema),
    codes: ['NotFound'],
    summary: 'The mail the embedded platform kept instead of sending, newest first (loopback clients only).',
  }),
} as const;
