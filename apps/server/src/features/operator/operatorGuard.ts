import type { Caller } from '../../platform/auth/tokens.ts';
import { ApiError } from '../../platform/http/apiError.ts';
import type { OperatorRepo } from './operator.repo.ts';

/**
 * Who is an operator (docs/decisions/operator.md "Who is an operator"): a member, not suspended, whose id or
 * e-mail OPERATORS names. Every operator call but `status` refuses anyone else with 4003.
 */
export function createOperatorGuard(deps: {
  repo: Pick<OperatorRepo, 'emailOf'>;
  /** OPERATORS: user ids, and e-mail addresses lower-cased. */
  operators: readonly string[];
}) {
  const named = new Set(deps.operators);

  async function isOperator(caller: Caller | null): Promise<boolean> {
    if (!caller || caller.kind !== 'member' || named.size === 0) return false;
    if (named.has(caller.userId)) return true;
    const email = await deps.repo.emailOf(caller.userId);
    return email !== null && named.has(email.toLowerCase());
  }

  return {
    isOperator,
    /** The operator's user id; 4003 for anyone else. */
    async requireOperator(caller: Caller): Promise<string> {
      if (!(await isOperator(caller))) throw new ApiError('Forbidden');
      return caller.userId;
    },
  };
}

export type OperatorGuard = ReturnType<typeof createOperatorGuard>;
