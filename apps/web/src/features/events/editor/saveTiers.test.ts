// @vitest-environment jsdom
import { Messages, ok, ResponseCode, type Envelope, type InventoryView } from '@limelight/protocol';
import { commerceCalls } from '@limelight/protocol/http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveTierRows, tierErrorsOf } from './saveTiers.ts';
import { emptyTierRow, validateTierRows, type TierRow } from './tierForm.ts';

interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

/** A tier of ev-1 as the inventory calls answer it. */
const inventory = (id: string): InventoryView => ({
  id,
  eventId: 'ev-1',
  type: 'General',
  price: 20,
  min: 1,
  max: 4,
  total: 50,
  sold: 0,
  available: 50,
});

const call = (declaration: { method: string; path: string }, id?: string) =>
  `${declaration.method} ${id === undefined ? declaration.path : declaration.path.replace(':id', id)}`;
const deleteTier = (id: string) => call(commerceCalls.inventoryItemDelete, id);
const editTier = call(commerceCalls.editTicket);
const addTier = call(commerceCalls.inventoryPost);

/** What the inventory calls answer when a test names no other answer. */
const defaultAnswers: Record<string, (body: Record<string, unknown>) => Envelope<unknown>> = {
  [deleteTier('t-balcony')]: () => ok({ id: 't-balcony', deleted: true }),
  [editTier]: (body) => ok(inventory(String(body.tierId))),
  [addTier]: () => ok(inventory('t-new')),
};

/** Stubs `fetch`: answers by "METHOD path" and records the requests. */
function serve(testAnswers: Record<string, (body: Record<string, unknown>) => Envelope<unknown>> = {}) {
  const answers = { ...defaultAnswers, ...testAnswers };
  const requests: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: { method?: string; body?: string } = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(url, 'http://limelight.test').pathname;
      const body = init.body === undefined ? {} : (JSON.parse(init.body) as Record<string, unknown>);
      requests.push({ method, path, body: init.body === undefined ? undefined : body });
      const answer = answers[`${method} ${path}`]?.(body) ?? ok(null);
      return { status: 200, headers: new Headers(), json: async () => answer, blob: async () => new Blob() };
    }),
  );
  return requests;
}

const savedRow = (tierId: string, type: string, sold = 0): TierRow => ({
  ...emptyTierRow(),
  type,
  price: '20.00',
  min: '1',
  max: '4',
  total: '50',
  saved: { tierId, sold },
});

const tiersOf = (rows: TierRow[]) => {
  const checked = validateTierRows(rows);
  if (!checked.ok) throw new Error('invalid rows');
  return checked.tiers;
};

afterEach(() => vi.unstubAllGlobals());

describe('saving the Tickets tab through the ticket inventories', () => {
  it('deletes removed tiers, edits changed ones in place, adds new ones and leaves the rest', async () => {
    const general = savedRow('t-general', 'General', 12);
    const vip = savedRow('t-vip', 'VIP');
    const balcony = savedRow('t-balcony', 'Balcony');
    const before = [general, vip, balcony];
    const requests = serve();
    const cheaper = { ...general, price: '15' };
    const added = { ...emptyTierRow(), type: 'Student', price: '5', total: '10' };
    const rows = [cheaper, vip, added];

    const result = await saveTierRows('ev-1', rows, tiersOf(rows), before);

    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      deleteTier('t-balcony'),
      editTier,
      addTier,
    ]);
    expect(requests[1]?.body).toEqual({
      eventId: 'ev-1',
      tierId: 't-general',
      type: 'General',
      price: 15,
      min: 1,
      max: 4,
      total: 50,
    });
    expect(requests[2]?.body).toMatchObject({ eventId: 'ev-1', type: 'Student', price: 5, total: 10 });
    expect(result.refusal).toBeUndefined();
    expect(result.rows[2]?.saved).toEqual({ tierId: 't-new', sold: 0 });
  });

  it('stops at a refusal, keeping what was saved so that saving again adds nothing twice', async () => {
    const general = savedRow('t-general', 'General', 12);
    const belowSold = {
      code: ResponseCode.InvalidRequest,
      message: `total: ${Messages.tierTotalBelowSold}`,
      data: { issues: [{ path: 'total', message: Messages.tierTotalBelowSold }] },
    };
    serve({ [editTier]: () => belowSold });
    const added = { ...emptyTierRow(), type: 'Student', price: '5', total: '10' };
    const lowered = { ...general, total: '3' };
    const rows = [added, lowered];

    const result = await saveTierRows('ev-1', rows, tiersOf(rows), [general]);

    expect(result.rows[0]?.saved).toEqual({ tierId: 't-new', sold: 0 });
    expect(result.refusal).toEqual({ answer: belowSold, rowKey: lowered.key });
    expect(result.refusal && tierErrorsOf(result.refusal)).toEqual({
      [lowered.key]: { total: 'tierTotalBelowSold' },
    });
  });

  it('puts a type the event already sells under the type; other refusals above the form', () => {
    const taken = { code: ResponseCode.Conflict, message: Messages.tierTypeTaken, data: null };
    expect(tierErrorsOf({ answer: taken, rowKey: 'tier-9' })).toEqual({
      'tier-9': { type: 'tierTypeTaken' },
    });
    const sold = { code: ResponseCode.Conflict, message: Messages.tierHasSales, data: null };
    expect(tierErrorsOf({ answer: sold })).toBeUndefined();
  });
});
