import type { HttpApp } from '../../platform/http/httpApp.ts';
import { ok, type HealthAnswer } from '@limelight/protocol';

export interface HealthFacts {
  version: string;
  database: HealthAnswer['database'];
  bus: HealthAnswer['bus'];
  startedAt: number;
}

/** GET /api/health: liveness for load balancers; never rate limited. */
export function registerHealthRoute(app: HttpApp, facts: HealthFacts): void {
  app.get('/api/health', { config: { rateLimit: false } }, async () =>
    ok<HealthAnswer>({
      status: 'ok',
      version: facts.version,
      uptimeSeconds: Math.round((Date.now() - facts.startedAt) / 1000),
      database: facts.database,
      bus: facts.bus,
    }),
  );
}
