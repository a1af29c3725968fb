import { describe, expect, it } from 'vitest';
import type { Caller } from '../../platform/auth/tokens.ts';
import { createOperatorService } from './operator.service.ts';
import { createOperatorGuard } from './operatorGuard.ts';

const emptyPage = { list: [], pagination: { page: 1, pageSize: 20, total: 0, hasNextPage: false } };

/** The operator check alone: the queue's calls are driven against the real server in test/operator. */
function serviceFor(operators: string[], emails: Record<string, string> = {}) {
  return createOperatorService({
    guard: createOperatorGuard({ operators, repo: { emailOf: async (userId) => emails[userId] ?? null } }),
    reports: {
      page: async () => emptyPage,
      resolve: async () => {
        throw new Error('not reached');
      },
    },
    inbox: { page: async () => emptyPage, markHandled: async (id) => ({ id }) },
    personOf: async () => undefined,
  });
}

const member = (userId: string): Caller => ({ userId, kind: 'member', sessionId: 's', version: 0 });

describe('who is an operator (OPERATORS)', () => {
  it('names operators by user id or by e-mail', async () => {
    const service = serviceFor(['u-1', 'ops@example.com'], { 'u-2': 'Ops@Example.com', 'u-3': 'x@y.z' });
    expect(await service.status(member('u-1'))).toEqual({ isOperator: true });
    expect(await service.status(member('u-2'))).toEqual({ isOperator: true });
    expect(await service.status(member('u-3'))).toEqual({ isOperator: false });
    expect(await service.status(null)).toEqual({ isOperator: false });
  });

  it('never takes a guest, even one whose id is listed', async () => {
    const service = serviceFor(['g-1']);
    expect(await service.status({ ...member('g-1'), kind: 'guest' })).toEqual({ isOperator: false });
    await expect(
      service.reports({ ...member('g-1'), kind: 'guest' }, { page: 1, status: 'open' }),
    ).rejects.toThrow();
  });

  it('refuses every call to others with 4003', async () => {
    const service = serviceFor(['u-1']);
    const other = member('u-9');
    const refusals = [
      service.reports(other, { page: 1, status: 'open' }),
      service.resolveReport(other, { reportId: 'r', action: 'dismiss' }),
      service.contactMessages(other, { page: 1, handled: 0 }),
      service.handleContactMessage(other, 'm'),
    ];
    for (const refusal of refusals) await expect(refusal).rejects.toMatchObject({ code: 4003 });
    expect(await service.contactMessages(member('u-1'), { page: 1, handled: 0 })).toEqual(emptyPage);
  });
});
