import { displayNameOf, eventTimeState, toPage, type Page, type Pass } from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import { isoOrNull, verificationCodeOf } from './orderView.ts';
import type { PassesRepo, PassRecord } from './passes.repo.ts';

export interface PassesServiceDeps {
  repo: PassesRepo;
  now: () => Date;
}

/**
 * Entry passes (spec 000 §1 "passes", §2 /myPasses, /pass/:id): a pass is the ticket a person holds,
 * bought or RSVP'd, shown at its unguessable id.
 */
export function createPassesService(deps: PassesServiceDeps) {
  const { repo } = deps;

  function passOf(record: PassRecord): Pass {
    const hasEnded = eventTimeState(record.startAt, record.endAt, deps.now()) === 'past';
    return {
      passId: record.passId,
      eventId: record.eventId,
      eventSlug: record.eventSlug,
      eventTitle: record.eventTitle,
      startAt: isoOrNull(record.startAt),
      endAt: isoOrNull(record.endAt),
      cover: record.cover,
      holderName: displayNameOf({ ...record, userId: record.holderId }),
      type: record.tierType,
      quantity: record.quantity,
      status: record.isRefunded ? 'refunded' : hasEnded ? 'ended' : 'valid',
      verificationCode: verificationCodeOf(record.passId),
    };
  }

  return {
    /** GET /api/purchase/v1/myPasses: the caller's passes, coming and live events first. */
    async myPasses(caller: Caller, page: number, pageSize: number): Promise<Page<Pass>> {
      const { rows, total } = await repo.listHeldPasses(
        caller.userId,
        deps.now(),
        pageSize,
        (page - 1) * pageSize,
      );
      return toPage(rows.map(passOf), page, pageSize, total);
    },

    /** GET /api/purchase/v1/pass: a pass for whoever has its id (the door, the holder's phone); 4004 otherwise. */
    async pass(passId: string): Promise<Pass> {
      const record = await repo.findPass(passId);
      if (!record) throw new ApiError('NotFound');
      return passOf(record);
    },
  };
}

export type PassesService = ReturnType<typeof createPassesService>;
