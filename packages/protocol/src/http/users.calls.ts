import { createGuestAnswerSchema, createGuestRequestSchema } from '../schemas/guest.ts';
import { ownProfileSchema } from '../schemas/profile.ts';
import { defineCall } from './call.ts';

/** spec 000 §7 "User and profile": /api/user/v1/… and /api/user/v2/… */
export const usersCalls = {
  createGuest: defineCall({
    method: 'POST',
    path: '/api/user/v1/createGuest',
    auth: 'none',
    body: createGuestRequestSchema,
    answer: createGuestAnswerSchema,
    codes: [],
    rateLimitPerMinute: 60,
    summary: 'A guest session, optionally for one event (spec 000 §3).',
  }),
  getProfile: defineCall({
    method: 'GET',
    path: '/api/user/v1/getProfile',
    auth: 'member',
    answer: ownProfileSchema,
    codes: ['AccountUnavailable'],
    summary: "The caller's own profile (spec 000 §3).",
  }),
} as const;
