import { ok } from '@limelight/protocol';
import { commerceCalls } from '@limelight/protocol/http';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { EventOrdersPanel } from './EventOrdersPanel.tsx';
import {
  pageAnswer,
  renderAt,
  restoreFetchAndToasts,
  sampleEventOrder,
  serveApi,
  toastMessages,
} from './ordersTestKit.tsx';

const paidOrder = sampleEventOrder();
const freeOrder = sampleEventOrder({
  ticketId: 'ticket-free',
  price: 0,
  buyer: { userId: 'u-bo', displayName: 'Bo' },
});

/** Serves the event's orders; a refund marks the order refunded, or answers `refundAnswer`. */
function serveOrders(refundAnswer?: { code: number; message: string; data: null }) {
  let isRefunded = false;
  const requests = serveApi({
    [commerceCalls.eventOrders.path]: () =>
      pageAnswer([isRefunded ? { ...paidOrder, status: 'refunded' } : paidOrder, freeOrder]),
    [commerceCalls.refund.path]: () => {
      if (refundAnswer) return refundAnswer;
      isRefunded = true;
      return ok({ ...paidOrder, status: 'refunded' });
    },
  });
  renderAt('/event/:id/edit', '/event/ev-1/edit', <EventOrdersPanel eventId="ev-1" />);
  return requests;
}

beforeAll(() => initI18n('en'));
afterEach(restoreFetchAndToasts);

describe('event orders panel', () => {
  it('lists the orders with buyer, status and code; only paid ones can be refunded', async () => {
    serveOrders();
    const list = await screen.findByRole('list', { name: 'Orders' });
    const [ada, bo] = within(list).getAllByRole('listitem');
    expect(ada?.textContent).toContain('Ada Lovelace');
    expect(ada?.textContent).toContain('ada@example.com');
    expect(ada?.textContent).toContain('Code ABCD-1234');
    expect(ada?.textContent).toContain('$40.00');
    expect(within(ada as HTMLElement).getByText('Paid')).toBeTruthy();
    expect(
      within(ada as HTMLElement).getByRole('button', { name: 'Refund the order of Ada Lovelace' }),
    ).toBeTruthy();
    expect(within(bo as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('refunds after confirmation with the reason, toasts and shows the order refunded', async () => {
    const requests = serveOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'Refund the order of Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this order?' });
    expect(dialog.textContent).toContain('Ada Lovelace gets $40.00 back on their card');
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Show moved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $40.00' }));

    expect(await screen.findByText('Refunded')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.find((request) => request.path === commerceCalls.refund.path)?.body).toEqual({
      ticketId: 'ticket-1',
      reason: 'Show moved',
    });
    expect(toastMessages()).toEqual(['The order of Ada Lovelace was refunded.']);
    expect(screen.queryByRole('button', { name: 'Refund the order of Ada Lovelace' })).toBeNull();
  });

  it('tells the editor when the refund is refused', async () => {
    serveOrders({ code: 11030, message: 'not the owner for this event', data: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund the order of Ada Lovelace' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refund $40.00' }));
    await vi.waitFor(() => expect(toastMessages()).toEqual(['not the owner for this event']));
    expect(screen.getByRole('button', { name: 'Refund the order of Ada Lovelace' })).toBeTruthy();
  });

  it('says so when nobody has bought yet', async () => {
    serveApi({ [commerceCalls.eventOrders.path]: () => pageAnswer([]) });
    renderAt('/event/:id/edit', '/event/ev-1/edit', <EventOrdersPanel eventId="ev-1" />);
    expect(await screen.findByText('Nobody has bought a ticket yet.')).toBeTruthy();
  });
});
