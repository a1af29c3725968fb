import { healthAnswerSchema } from '../schemas/health.ts';
import { defineCall } from './call.ts';

/** Liveness for load balancers. */
export const healthCalls = {
  health: defineCall({
    method: 'GET',
    path: '/api/health',
    auth: 'none',
    answer: healthAnswerSchema,
    codes: [],
    unlimited: true,
    summary: 'Liveness, the version and uptime, and which database and bus are in use.',
  }),
} as const;
