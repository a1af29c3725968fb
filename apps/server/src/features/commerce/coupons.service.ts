import {
  Messages,
  type Coupon,
  type CouponDeleted,
  type CouponList,
  type EventResourceListQuery,
  type NewCoupon,
  type Page,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { EventsService, Viewer } from '../events/index.ts';
import type { CommerceRepo, CouponRecord } from './commerce.repo.ts';
import { pageOfList } from './listPage.ts';

export interface CouponsServiceDeps {
  repo: CommerceRepo;
  events: Pick<EventsService, 'editableEventId' | 'purchaseStanding'>;
  now: () => Date;
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function couponOf(record: CouponRecord): Coupon {
  return {
    id: record.id,
    eventId: record.eventId,
    code: record.code,
    type: record.type,
    value: record.type === 'amount' ? record.value / 100 : record.value,
    count: record.count,
    availableCount: record.limited ? record.count - record.used : null,
    limited: record.limited,
    startAt: isoOrNull(record.startAt),
    endAt: isoOrNull(record.endAt),
  };
}

/** Coupons (spec 000 §3, §7): kept by the event's editors, checked by buyers and at purchase. */
export function createCouponsService(deps: CouponsServiceDeps) {
  const { repo } = deps;

  async function editableCoupon(caller: Caller, couponId: string): Promise<CouponRecord> {
    const coupon = await repo.findCoupon({ id: couponId });
    if (!coupon) throw new ApiError('NotFound');
    await deps.events.editableEventId(coupon.eventId, caller);
    return coupon;
  }

  /** A coupon of the event that applies now and is not used up; 15006 otherwise. */
  async function usableCoupon(eventId: string, code: string): Promise<CouponRecord> {
    const coupon = await repo.findCoupon({ eventId, code: code.toUpperCase() });
    const now = deps.now().getTime();
    const usable =
      coupon !== undefined &&
      (coupon.startAt === null || new Date(coupon.startAt).getTime() <= now) &&
      (coupon.endAt === null || now <= new Date(coupon.endAt).getTime()) &&
      (!coupon.limited || coupon.used < coupon.count);
    if (!usable) throw new ApiError('InvalidCoupon');
    return coupon;
  }

  return {
    usableCoupon,

    async addCoupon(caller: Caller, fields: NewCoupon): Promise<Coupon> {
      const eventId = await deps.events.editableEventId(fields.eventId, caller);
      if (fields.startAt && fields.endAt && new Date(fields.endAt) < new Date(fields.startAt))
        throw new ApiError('InvalidRequest', 'endAt: The end must be after the start');
      const id = await repo.insertCoupon({
        eventId,
        code: fields.code,
        type: fields.type,
        value: fields.value,
        limited: fields.limited,
        count: fields.count,
        startAt: fields.startAt ?? null,
        endAt: fields.endAt ?? null,
      });
      if (id === 'taken') throw new ApiError('Conflict', Messages.couponCodeTaken);
      return couponOf(await editableCoupon(caller, id));
    },

    async delCoupon(caller: Caller, couponId: string): Promise<CouponDeleted> {
      await editableCoupon(caller, couponId);
      await repo.deleteCoupon(couponId);
      return { couponId, deleted: true };
    },

    async getCoupon(caller: Caller, couponId: string): Promise<Coupon> {
      return couponOf(await editableCoupon(caller, couponId));
    },

    async getCouponList(caller: Caller, eventRef: string): Promise<CouponList> {
      const eventId = await deps.events.editableEventId(eventRef, caller);
      return { list: (await repo.listCoupons(eventId)).map(couponOf) };
    },

    /** GET /api/purchase/v1/coupons: getCouponList a page at a time. */
    async getCouponPage(caller: Caller, query: EventResourceListQuery): Promise<Page<Coupon>> {
      const eventId = await deps.events.editableEventId(query.eventId, caller);
      return pageOfList((await repo.listCoupons(eventId)).map(couponOf), query.page, query.pageSize);
    },

    /** GET /api/purchase/v1/coupon: the coupon a buyer typed, when it can be used now. */
    async checkCoupon(viewer: Viewer, eventRef: string, code: string): Promise<Coupon> {
      const { eventId } = await deps.events.purchaseStanding(eventRef, viewer);
      return couponOf(await usableCoupon(eventId, code));
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
