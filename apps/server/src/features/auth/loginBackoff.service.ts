import { ApiError } from '../../platform/http/apiError.ts';
import type { BackoffSchedule, LoginBackoffRepo } from './loginBackoff.repo.ts';

const minuteMs = 60_000;

/**
 * docs/decisions/security.md: 4 failures in a row cost nothing; the 5th starts a 30 s back-off, each
 * further one doubles it, up to 15 minutes; a run ends 15 minutes after its last failure or back-off.
 */
export const loginBackoffSchedule: BackoffSchedule = {
  runEndsAfterMs: 15 * minuteMs,
  backoffMsAfter: (failures) =>
    failures < 5 ? 0 : Math.min(30_000 * 2 ** Math.min(failures - 5, 10), 15 * minuteMs),
};

export interface LoginBackoffDeps {
  repo: LoginBackoffRepo;
  now: () => Date;
}

/**
 * The per-account back-off of password logins (issue 9), beside the per-address rate limit: guessing one
 * account's password from many addresses stays slow, and its owner waits at most 15 minutes.
 */
export function createLoginBackoff(deps: LoginBackoffDeps) {
  return {
    /** Counts an attempt on the account; while it is backed off, 3000 with the seconds left (as the rate limit). */
    async admitAttempt(userId: string): Promise<void> {
      const now = deps.now();
      const admission = await deps.repo.admitAttempt(userId, now, loginBackoffSchedule);
      if (admission.admitted) return;
      const retryAfterSeconds = Math.ceil((admission.blockedUntil.getTime() - now.getTime()) / 1000);
      throw new ApiError('TryAgainLater', undefined, { retryAfterSeconds });
    },

    /** The password was right: the account's run of failures ends. */
    succeeded: (userId: string): Promise<void> => deps.repo.clear(userId),
  };
}

export type LoginBackoff = ReturnType<typeof createLoginBackoff>;
