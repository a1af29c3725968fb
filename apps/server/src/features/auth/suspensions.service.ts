import { KickoutCode } from '@limelight/protocol';
import type { AccountAuthCache } from '../../platform/auth/accountAuthCache.ts';
import { ApiError } from '../../platform/http/apiError.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import type { SuspensionRow, SuspensionsRepo } from './suspensions.repo.ts';

export interface SuspensionsServiceDeps {
  repo: SuspensionsRepo;
  accountAuth: Pick<AccountAuthCache, 'invalidate'>;
  delivery: Pick<RealtimeDelivery, 'kickUser'>;
}

/**
 * Platform-wide suspension (docs/decisions/operator.md "Suspending an account"). While suspended, sign-in,
 * refresh, every access token and every socket token answer 10030 with the reason; the cached auth state
 * is dropped on every process (the bus) and the account's sockets, wherever they are, are kicked and
 * closed. Lifting lets the person sign in again; tokens that have not expired work again too.
 */
export function createSuspensionsService(deps: SuspensionsServiceDeps) {
  return {
    suspensionOf: (userId: string): Promise<SuspensionRow | undefined> => deps.repo.openSuspensionOf(userId),

    /** 4009 when the account is suspended already. */
    async suspend(userId: string, reason: string, operatorId: string): Promise<void> {
      if (!(await deps.repo.suspend(userId, reason, operatorId))) throw new ApiError('Conflict');
      await deps.accountAuth.invalidate(userId);
      await deps.delivery.kickUser(userId, KickoutCode.ConnectionKick, { reason: 'suspended' });
    },

    /** 4009 when the account is not suspended. */
    async lift(userId: string, operatorId: string): Promise<void> {
      if (!(await deps.repo.lift(userId, operatorId))) throw new ApiError('Conflict');
      await deps.accountAuth.invalidate(userId);
    },
  };
}

export type SuspensionsService = ReturnType<typeof createSuspensionsService>;
