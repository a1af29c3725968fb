import type { HealthAnswer } from '@limelight/protocol';
import { healthCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';

export interface HealthFacts {
  version: string;
  database: HealthAnswer['database'];
  bus: HealthAnswer['bus'];
  startedAt: number;
}

/** GET /api/health: liveness for load balancers; never rate limited (the call is `unlimited`). */
export function registerHealthRoute(router: ApiRouter, facts: HealthFacts): void {
  router.implement(healthCalls.health, async (): Promise<HealthAnswer> => ({
    status: 'ok',
    version: facts.version,
    uptimeSeconds: Math.round((Date.now() - facts.startedAt) / 1000),
    database: facts.database,
    bus: facts.bus,
  }));
}
