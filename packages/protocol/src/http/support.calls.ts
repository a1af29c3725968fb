import { ContactRate } from '../limits.ts';
import { contactAnswerSchema, contactRequestSchema } from '../schemas/support.ts';
import { defineCall } from './call.ts';

/** Messages to the platform's operators: /api/support/v1/… (spec 000 §2 /contact, feedback; §5). */
export const supportCalls = {
  contact: defineCall({
    method: 'POST',
    path: '/api/support/v1/contact',
    auth: 'optional',
    body: contactRequestSchema,
    answer: contactAnswerSchema,
    codes: [],
    rateLimitPerMinute: ContactRate.perAddressPerMinute,
    summary: 'Sends a contact message or feedback to the operators: stored, and mailed when configured.',
  }),
} as const;
