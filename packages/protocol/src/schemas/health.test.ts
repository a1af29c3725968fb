import { describe, expect, it } from 'vitest';
import { healthAnswerSchema } from './health.ts';

const answer = { status: 'ok', version: '0.1.0', uptimeSeconds: 12.5, database: 'pglite', bus: 'memory' };

describe('GET /api/health answer', () => {
  it.each([answer, { ...answer, database: 'postgres', bus: 'redis', uptimeSeconds: 0 }])(
    'accepts %j',
    (data) => {
      expect(healthAnswerSchema.parse(data)).toEqual(data);
    },
  );

  it.each([
    { ...answer, status: 'degraded' },
    { ...answer, database: 'sqlite' },
    { ...answer, bus: 'kafka' },
    { ...answer, uptimeSeconds: -1 },
    { ...answer, version: '' },
  ])('rejects %j', (data) => {
    expect(healthAnswerSchema.safeParse(data).success).toBe(false);
  });
});
