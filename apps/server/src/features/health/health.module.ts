import type { FeatureModule } from '../../platform/module.ts';
import { registerHealthRoute, type HealthFacts } from './health.routes.ts';

/** GET /api/health, answering the uptime from the time the module was built. */
export function createHealthModule(facts: Omit<HealthFacts, 'startedAt'>) {
  const startedAt = Date.now();
  const module: FeatureModule = {
    name: 'health',
    routes: ({ router }) => registerHealthRoute(router, { ...facts, startedAt }),
  };
  return { module };
}
