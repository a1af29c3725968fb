import type { HealthAnswer } from '@limelight/protocol';
import { healthCalls } from '@limelight/protocol/http';
import { ApiError } from '../../platform/http/apiError.ts';
import type { ApiRouter } from '../../platform/http/router.ts';
import { checkReadiness, type ReadinessChecks } from './health.service.ts';

export interface HealthFacts {
  version: string;
  database: HealthAnswer['database'];
  bus: HealthAnswer['bus'];
  startedAt: number;
}

/**
 * GET /api/health: liveness for load balancers; GET /api/health/ready: readiness, 5003 (HTTP 503) while a
 * dependency does not answer (docs/decisions/resilience.md). Neither is rate limited (the calls are
 * `unlimited`); readiness names the dependencies' states only.
 */
export function registerHealthRoutes(router: ApiRouter, facts: HealthFacts, checks: ReadinessChecks): void {
  router.implement(healthCalls.health, async (): Promise<HealthAnswer> => ({
    status: 'ok',
    version: facts.version,
    uptimeSeconds: Math.round((Date.now() - facts.startedAt) / 1000),
    database: facts.database,
    bus: facts.bus,
  }));
  router.implement(healthCalls.ready, async () => {
    const readiness = await checkReadiness(checks);
    if (readiness.status !== 'ready') throw new ApiError('NotReady', undefined, readiness);
    return readiness;
  });
}
