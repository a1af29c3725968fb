import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import { buildMember, type TestMember } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';
import { buyTicket, createPaidEvent, startWithEventOwner, type TicketPurchase } from './purchaseKit.ts';

let server: TestServer;
let owner: TestMember;
let buyer: TestMember;
beforeAll(async () => {
  ({ server, owner } = await startWithEventOwner());
  buyer = await buildMember(server);
});
afterAll(() => server.close());

const paidEvent = () =>
  createPaidEvent(server, owner, {
    title: 'Coupon show',
    tickets: [{ type: 'General', price: '20.00', min: 1, max: 10, total: 50 }],
  });
const addCoupon = (fields: Record<string, unknown>, token = owner.userToken) =>
  server.api.post<Coupon>('/api/events/v1/addCoupon', { type: 'percent', value: 25, ...fields }, { token });
const check = (eventId: string, code: string) =>
  server.api.get<Coupon>('/api/purchase/v1/coupon', { token: buyer.userToken, query: { eventId, code } });
const buy = (member: TestMember, fields: TicketPurchase) =>
  buyTicket(server, member, { rawPrice: 20, ...fields });

describe('coupons of an event (addCoupon, getCouponList, getCoupon, delCoupon)', () => {
  it('lets the owner keep coupons and nobody else', async () => {
    const event = await paidEvent();
    const { body } = await addCoupon({ eventId: event.id, code: 'early-bird', limited: true, count: 2 });
    expect(body.data).toEqual({
      id: expect.any(String),
      eventId: event.id,
      code: 'EARLY-BIRD',
      type: 'percent',
      value: 25,
      count: 2,
      availableCount: 2,
      limited: true,
      startAt: null,
      endAt: null,
    });
    const amount = await addCoupon({ eventId: event.id, code: 'FIVE', type: 'amount', value: '5.50' });
    expect(amount.body.data).toMatchObject({ type: 'amount', value: 5.5, availableCount: null });
    expectRefused(
      await addCoupon({ eventId: event.id, code: 'Early-Bird' }),
      'Conflict',
      'This coupon code already exists for this event',
    );
    expectInvalid(
      await addCoupon({ eventId: event.id, code: 'X', value: 150 }),
      'value',
      'Please enter a valid coupon value',
    );
    expectRefused(await addCoupon({ eventId: event.id, code: 'MINE' }, buyer.userToken), 'NotEventOwner');

    const list = await server.api.get<{ list: Coupon[] }>('/api/events/v1/getCouponList', {
      token: owner.userToken,
      query: { eventId: event.id },
    });
    expect(list.body.data.list.map((coupon) => coupon.code)).toEqual(['EARLY-BIRD', 'FIVE']);
    const one = await server.api.get<Coupon>('/api/events/v1/getCoupon', {
      token: owner.userToken,
      query: { couponId: body.data.id },
    });
    expect(one.body.data).toEqual(body.data);
    expectRefused(
      await server.api.post(
        '/api/events/v1/delCoupon',
        { couponId: body.data.id },
        { token: buyer.userToken },
      ),
      'NotEventOwner',
    );
    const deleted = await server.api.post(
      '/api/events/v1/delCoupon',
      { couponId: body.data.id },
      { token: owner.userToken },
    );
    expect(deleted.body.data).toEqual({ couponId: body.data.id, deleted: true });
    expectRefused(await check(event.id, 'EARLY-BIRD'), 'InvalidCoupon', 'Invalid coupon code');
  });
});

describe('GET /api/purchase/v1/coupon and coupons at purchase', () => {
  it('checks a code in any case and refuses one outside its dates', async () => {
    const event = await paidEvent();
    await addCoupon({ eventId: event.id, code: 'NOW' });
    await addCoupon({ eventId: event.id, code: 'LATER', startAt: '2099-01-01T00:00:00Z' });
    await addCoupon({ eventId: event.id, code: 'GONE', endAt: '2000-01-01T00:00:00Z' });
    expect((await check(event.id, 'now')).body.data).toMatchObject({
      code: 'NOW',
      type: 'percent',
      value: 25,
    });
    expectRefused(await check(event.id, 'LATER'), 'InvalidCoupon');
    expectRefused(await check(event.id, 'GONE'), 'InvalidCoupon');
    expectRefused(await check(event.id, 'NONE'), 'InvalidCoupon');
  });

  it('applies the coupon to the price and counts its uses', async () => {
    const event = await paidEvent();
    await addCoupon({ eventId: event.id, code: 'ONCE', limited: true, count: 1 });
    await addCoupon({ eventId: event.id, code: 'FIVE', type: 'amount', value: 5 });
    expectRefused(
      await buy(buyer, { eventId: event.id, couponCode: 'ONCE', finalPrice: 20 }),
      'PriceMismatch',
    );
    const declined = await buy(buyer, {
      eventId: event.id,
      couponCode: 'ONCE',
      finalPrice: 15,
      stripeToken: 'tok_chargeDeclined',
    });
    expectRefused(declined, 'CardDeclined');
    expect((await check(event.id, 'ONCE')).body.data.availableCount).toBe(1);
    const bought = await buy(buyer, { eventId: event.id, couponCode: 'once', finalPrice: 15 });
    expect(bought.body.data).toMatchObject({ price: 15, quantity: 1 });
    expectRefused(await check(event.id, 'ONCE'), 'InvalidCoupon');
    const other = await buildMember(server);
    expectRefused(
      await buy(other, { eventId: event.id, couponCode: 'ONCE', finalPrice: 15 }),
      'InvalidCoupon',
    );
    const withAmount = await buy(other, {
      eventId: event.id,
      couponCode: 'FIVE',
      finalPrice: '15.00',
    });
    expect(withAmount.body.data.price).toBe(15);
  });
});
