import type {
  AccountStanding,
  LiftSuspensionRequest,
  SetBirthDateRequest,
  SuspendAccountRequest,
} from '@limelight/protocol';
import type { Caller } from '../../platform/auth/tokens.ts';
import { ApiError } from '../../platform/http/apiError.ts';
import type { SuspensionRow } from '../auth/index.ts';
import type { BirthDateChangeRow } from '../users/index.ts';
import type { OperatorServiceDeps } from './operator.service.ts';
import type { OperatedMember, OperatorRepo } from './operator.repo.ts';
import type { OperatorGuard } from './operatorGuard.ts';

export interface OperatorAccountsDeps {
  guard: OperatorGuard;
  repo: Pick<OperatorRepo, 'findMember'>;
  /** Platform-wide suspensions (the auth feature writes them). */
  suspensions: {
    suspensionOf(userId: string): Promise<SuspensionRow | undefined>;
    suspend(userId: string, reason: string, operatorId: string): Promise<void>;
    lift(userId: string, operatorId: string): Promise<void>;
  };
  /** Birth dates set by operators (the users feature writes them). */
  birthDates: {
    setByOperator(userId: string, dob: string, reason: string, operatorId: string): Promise<boolean>;
    changesOf(userId: string): Promise<BirthDateChangeRow[]>;
  };
  personOf: OperatorServiceDeps['personOf'];
}

/**
 * The operators' account tools (docs/decisions/operator.md "Suspending an account", age-policy.md): find a
 * member, suspend them platform-wide with a reason and lift it, and move a birth date across 18, which
 * members cannot do themselves. The auth and users features own the tables and write them.
 */
export function createOperatorAccountsService(deps: OperatorAccountsDeps) {
  const { requireOperator } = deps.guard;

  async function memberOf(ref: string): Promise<OperatedMember> {
    const member = await deps.repo.findMember(ref);
    if (!member) throw new ApiError('NotFound');
    return member;
  }

  async function standingOf(ref: string): Promise<AccountStanding> {
    const member = await memberOf(ref);
    const [person, suspension, changes] = await Promise.all([
      deps.personOf(member.id),
      deps.suspensions.suspensionOf(member.id),
      deps.birthDates.changesOf(member.id),
    ]);
    return {
      person: person ?? { userId: member.id, displayName: member.id, avatar: null },
      email: member.email,
      dob: member.dob,
      suspension: suspension
        ? {
            reason: suspension.reason,
            suspendedAt: suspension.suspendedAt.toISOString(),
            suspendedBy: suspension.suspendedBy,
          }
        : null,
      birthDateChanges: changes.map((change) => ({ ...change, changedAt: change.changedAt.toISOString() })),
    };
  }

  return {
    /** GET /operator/v1/account: a member by id, e-mail or cyaId; 4004 for anyone else. */
    async account(caller: Caller, ref: string): Promise<AccountStanding> {
      await requireOperator(caller);
      return standingOf(ref);
    },

    /**
     * POST /operator/v1/suspendAccount: 4009 when suspended already; an operator cannot suspend
     * themselves (4003), so the page cannot lock out the one using it.
     */
    async suspendAccount(caller: Caller, request: SuspendAccountRequest): Promise<AccountStanding> {
      const operatorId = await requireOperator(caller);
      const member = await memberOf(request.userId);
      if (member.id === operatorId) throw new ApiError('Forbidden');
      await deps.suspensions.suspend(member.id, request.reason, operatorId);
      return standingOf(member.id);
    },

    /** POST /operator/v1/liftSuspension: 4009 when the account is not suspended. */
    async liftSuspension(caller: Caller, request: LiftSuspensionRequest): Promise<AccountStanding> {
      const operatorId = await requireOperator(caller);
      const member = await memberOf(request.userId);
      await deps.suspensions.lift(member.id, operatorId);
      return standingOf(member.id);
    },

    /** POST /operator/v1/setBirthDate: any valid date (13–150), across 18 too, recorded with who and when. */
    async setBirthDate(caller: Caller, request: SetBirthDateRequest): Promise<AccountStanding> {
      const operatorId = await requireOperator(caller);
      const member = await memberOf(request.userId);
      if (!(await deps.birthDates.setByOperator(member.id, request.dob, request.reason, operatorId)))
        throw new ApiError('NotFound');
      return standingOf(member.id);
    },
  };
}

export type OperatorAccountsService = ReturnType<typeof createOperatorAccountsService>;
