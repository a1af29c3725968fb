import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { RateWindows } from '../bus/rateWindows.ts';

/** What the plugin hands `child` for a route with a limit of its own (its typings name it otherwise). */
interface RouteLimitParams {
  routeInfo: { method: string | string[]; url: string };
}

/**
 * The HTTP rate limiter's store over the platform's rate windows, so that its counts fall back to this
 * process's own while Redis does not answer (docs/decisions/resilience.md) instead of failing every call.
 * A route with a limit of its own counts under its method and path.
 */
export function rateLimitStoreOf(windows: RateWindows): FastifyRateLimitStoreCtor {
  return class WindowsStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options: FastifyRateLimitOptions, prefix = 'http:') {
      this.#prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindowMs: number,
    ): void {
      windows.hit(`${this.#prefix}${key}`, timeWindowMs).then(
        ({ count, endsInMs }) => callback(null, { current: count, ttl: endsInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(params: object): FastifyRateLimitStore {
      const { routeInfo } = params as RouteLimitParams;
      return new WindowsStore({}, `${this.#prefix}${[routeInfo.method].flat().join(',')}${routeInfo.url}-`);
    }
  };
}
