import { z } from 'zod';
import { textSchema } from './text.ts';

/** GET /api/health: liveness and which embedded or external parts are in use. */
export const healthAnswerSchema = z.object({
  status: z.literal('ok'),
  version: textSchema.min(1),
  uptimeSeconds: z.number().nonnegative(),
  database: z.enum(['pglite', 'postgres']),
  bus: z.enum(['memory', 'redis']),
});
/** The data of GET /api/health. */
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;

/** Whether a dependency answered the readiness check in time. */
export const dependencyStateSchema = z.enum(['up', 'down']);

/**
 * GET /api/health/ready: each dependency this process serves with (Redis only where configured). The
 * success answer is `ready`; a refusal 5003 (HTTP 503) carries the same shape as `notReady` in its data.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'notReady']),
  database: dependencyStateSchema,
  redis: dependencyStateSchema.optional(),
  sfu: dependencyStateSchema,
});
/** The data of GET /api/health/ready (and of its 5003 refusal). */
export type Readiness = z.infer<typeof readinessSchema>;
