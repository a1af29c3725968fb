import { describe, expect, it } from 'vitest';
import {
  createInventoryRequestSchema,
  editTicketRequestSchema,
  eventResourceListQuerySchema,
} from './inventory.ts';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('createInventoryRequestSchema (spec 000 §3 inventory, §5 ticket creation)', () => {
  it('converts the price to a decimal number and min, max and total to integers', () => {
    expect(
      createInventoryRequestSchema.parse({
        eventId: 'ev-1',
        type: ' VIP ',
        price: '12.5',
        total: '100.7',
        min: '2',
        max: 4,
      }),
    ).toEqual({ eventId: 'ev-1', type: 'VIP', price: 12.5, total: 100, min: 2, max: 4 });
  });

  it('sells one ticket per order unless told otherwise', () => {
    expect(
      createInventoryRequestSchema.parse({ eventId: 'ev-1', type: 'General', price: 0, total: 10 }),
    ).toMatchObject({ min: 1, max: 1 });
  });

  it.each([
    [{ price: '12.555' }, 'price: Please enter a valid price'],
    [{ price: '-1' }, 'price: Please enter a valid price'],
    [{ total: 'many' }, 'total: Please enter a whole number'],
    [{ min: 3, max: 2 }, 'min: The minimum cannot be more than the maximum'],
  ])('refuses %j with the tier message', (fields, message) => {
    const result = createInventoryRequestSchema.safeParse({
      eventId: 'ev-1',
      type: 'General',
      price: 10,
      total: 10,
      ...fields,
    });
    expect(issuesOf(result)).toEqual([message]);
  });

  it('needs the event', () => {
    const result = createInventoryRequestSchema.safeParse({ type: 'General', price: 10, total: 10 });
    expect(result.success).toBe(false);
  });
});

describe('editTicketRequestSchema', () => {
  it('takes only the fields to change', () => {
    expect(editTicketRequestSchema.parse({ eventId: 'ev-1', tierId: 't-1', price: '15' })).toEqual({
      eventId: 'ev-1',
      tierId: 't-1',
      price: '15',
    });
    expect(editTicketRequestSchema.safeParse({ eventId: 'ev-1' }).success).toBe(false);
  });
});

describe('eventResourceListQuerySchema', () => {
  it('pages by 20 unless asked', () => {
    expect(eventResourceListQuerySchema.parse({ eventId: 'ev-1' })).toEqual({
      eventId: 'ev-1',
      page: 1,
      pageSize: 20,
    });
    expect(eventResourceListQuerySchema.parse({ eventId: 'ev-1', page: '2', pageSize: '5' })).toMatchObject({
      page: 2,
      pageSize: 5,
    });
  });
});
