import type { FeatureModule } from '../../platform/module.ts';
import { registerHealthRoutes, type HealthFacts } from './health.routes.ts';
import type { ReadinessChecks } from './health.service.ts';

/** GET /api/health (the uptime from the time the module was built) and GET /api/health/ready. */
export function createHealthModule(facts: Omit<HealthFacts, 'startedAt'>, checks: ReadinessChecks) {
  const startedAt = Date.now();
  const module: FeatureModule = {
    name: 'health',
    routes: ({ router }) => registerHealthRoutes(router, { ...facts, startedAt }, checks),
  };
  return { module };
}
