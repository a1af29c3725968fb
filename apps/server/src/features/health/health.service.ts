import type { Readiness } from '@limelight/protocol';

/** How long one dependency's check may take before it counts as down (a load balancer asks often). */
export const readinessCheckTimeoutMs = 1000;

/** A dependency's check: true when it answers. */
export type DependencyCheck = () => Promise<boolean>;

export interface ReadinessChecks {
  database: DependencyCheck;
  /** Absent without Redis (one process, state in memory). */
  redis?: DependencyCheck;
  sfu: DependencyCheck;
}

/** Runs every check at once, each bounded by `readinessCheckTimeoutMs`; a check that throws is down. */
export async function checkReadiness(checks: ReadinessChecks): Promise<Readiness> {
  const [database, redis, sfu] = await Promise.all(
    [checks.database, checks.redis, checks.sfu].map((check) => (check ? stateOf(check) : undefined)),
  );
  const states = { database: database ?? 'down', sfu: sfu ?? 'down', ...(redis ? { redis } : {}) };
  const isReady = Object.values(states).every((state) => state === 'up');
  return { status: isReady ? 'ready' : 'notReady', ...states };
}

async function stateOf(check: DependencyCheck): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>(
    (resolve) => (timer = setTimeout(() => resolve(false), readinessCheckTimeoutMs)),
  );
  try {
    return (await Promise.race([check().catch(() => false), late])) ? 'up' : 'down';
  } finally {
    clearTimeout(timer);
  }
}
