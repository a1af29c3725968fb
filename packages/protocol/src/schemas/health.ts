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
