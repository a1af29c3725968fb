import { ok, ResponseCode } from '@limelight/protocol';
import { commerceCalls } from '@limelight/protocol/http';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { CouponsPanel } from './CouponsPanel.tsx';
import {
  pageAnswer,
  renderAt,
  restoreFetchAndToasts,
  sampleCoupon,
  serveApi,
  toastMessages,
} from './ordersTestKit.tsx';

const early = sampleCoupon({
  limited: true,
  count: 10,
  availableCount: 7,
  startAt: '2030-01-01T14:00:00.000Z',
  endAt: '2030-01-31T23:30:00.000Z',
});
const five = sampleCoupon({ id: 'c-2', code: 'FIVE', type: 'amount', value: 5 });
const deleteFivePath = commerceCalls.couponsItemDelete.path.replace(':id', five.id);

/** Serves the coupons of ev-1; adding and deleting change what the next list answers. */
function serveCoupons(addAnswer?: { code: number; message: string; data: null }) {
  let coupons = [early, five];
  const requests = serveApi({
    [commerceCalls.couponsGet.path]: (request) => {
      if (request.method === 'GET') return pageAnswer(coupons);
      if (addAnswer) return addAnswer;
      const added = sampleCoupon({ id: 'c-3', code: 'VIP', value: 50 });
      coupons = [...coupons, added];
      return ok(added);
    },
    [deleteFivePath]: () => {
      coupons = coupons.filter((other) => other.id !== 'c-2');
      return ok({ couponId: 'c-2', deleted: true });
    },
  });
  renderAt('/event/:id/edit', '/event/ev-1/edit', <CouponsPanel eventId="ev-1" timeZone="America/Toronto" />);
  return requests;
}

beforeAll(() => initI18n('en'));
afterEach(restoreFetchAndToasts);

describe('coupons of the event editor (spec 000 §3 coupon)', () => {
  it('lists each coupon with its discount, its uses and its period in the event time zone', async () => {
    serveCoupons();
    const list = await screen.findByRole('list', { name: 'Coupons' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain('EARLY');
    expect(first?.textContent).toContain('25% off');
    expect(first?.textContent).toContain('3 of 10 used');
    expect(first?.textContent).toContain('Jan 1, 2030, 9:00 AM – Jan 31, 2030, 6:30 PM');
    expect(second?.textContent).toContain('$5.00 off');
    expect(second?.textContent).toContain('Unlimited uses · No time limit');
  });

  it('checks the new coupon before sending it, then adds it', async () => {
    const requests = serveCoupons();
    await screen.findByRole('list', { name: 'Coupons' });
    const form = screen.getByRole('form', { name: 'Add a coupon' });
    await userEvent.type(within(form).getByLabelText('Coupon code'), 'two words');
    await userEvent.type(within(form).getByLabelText('Percent off'), '150');
    await userEvent.click(within(form).getByRole('button', { name: 'Add coupon' }));
    expect(within(form).getByText('A coupon code is 1 to 32 letters, digits, _ or -')).toBeTruthy();
    expect(within(form).getByText('Please enter a valid coupon value')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.clear(within(form).getByLabelText('Coupon code'));
    await userEvent.type(within(form).getByLabelText('Coupon code'), 'vip');
    await userEvent.clear(within(form).getByLabelText('Percent off'));
    await userEvent.type(within(form).getByLabelText('Percent off'), '50');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Limit the number of uses' }));
    await userEvent.type(within(form).getByLabelText('Number of uses'), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Add coupon' }));
    await waitFor(() => expect(toastMessages()).toEqual(['Coupon VIP added.']));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      eventId: 'ev-1',
      code: 'VIP',
      type: 'percent',
      value: '50',
      limited: true,
      count: 20,
      startAt: null,
      endAt: null,
    });
    const list = screen.getByRole('list', { name: 'Coupons' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(form).getByLabelText<HTMLInputElement>('Coupon code').value).toBe('');
  });

  it('shows a code the event already has under the code', async () => {
    serveCoupons({
      code: ResponseCode.Conflict,
      message: 'This coupon code already exists for this event',
      data: null,
    });
    await screen.findByRole('list', { name: 'Coupons' });
    const form = screen.getByRole('form', { name: 'Add a coupon' });
    await userEvent.type(within(form).getByLabelText('Coupon code'), 'early');
    await userEvent.selectOptions(within(form).getByLabelText('Discount'), 'amount');
    await userEvent.type(within(form).getByLabelText('Amount off (USD)'), '2.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Add coupon' }));
    expect(await within(form).findByText('This coupon code already exists for this event')).toBeTruthy();
  });

  it('deletes a coupon once confirmed', async () => {
    const requests = serveCoupons();
    const list = await screen.findByRole('list', { name: 'Coupons' });
    await userEvent.click(within(list).getByRole('button', { name: 'Delete coupon FIVE' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this coupon?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete coupon' }));
    await waitFor(() => expect(toastMessages()).toEqual(['Coupon FIVE deleted.']));
    expect(requests.find((request) => request.method === 'DELETE')?.path).toBe(deleteFivePath);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says so when the event has no coupons', async () => {
    serveApi({ [commerceCalls.couponsGet.path]: () => pageAnswer([]) });
    renderAt('/event/:id/edit', '/event/ev-1/edit', <CouponsPanel eventId="ev-1" timeZone="UTC" />);
    expect(await screen.findByText('No coupons yet.')).toBeTruthy();
  });
});
