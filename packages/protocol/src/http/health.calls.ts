import { healthAnswerSchema, readinessSchema } from '../schemas/health.ts';
import { defineCall } from './call.ts';

/** Liveness and readiness for load balancers. */
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
  ready: defineCall({
    method: 'GET',
    path: '/api/health/ready',
    auth: 'none',
    answer: readinessSchema,
    codes: ['NotReady'],
    unlimited: true,
    summary:
      'Readiness: whether the database, Redis (where configured) and the SFU answer; 5003 (HTTP 503) when one does not.',
  }),
} as const;
