import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { PageSize } from '../limits.ts';
import { eventRefSchema, ticketTierInputSchema } from './events.ts';
import { textSchema } from './text.ts';
import { InputBounds, numberOrTextAtMost } from './integers.ts';

// Numbers arrive as numbers or text (spec 000 §5 ticket creation converts them).
const priceSchema = numberOrTextAtMost(InputBounds.maxAmountUnits);
const quantitySchema = numberOrTextAtMost(InputBounds.maxQuantity);
const partIdSchema = textSchema.trim().min(1).max(64);

/**
 * POST /api/purchase/v1/inventory: a ticket inventory (spec 000 §3: eventId, type, price, total) is one of
 * the event's ticket tiers. The per-order `min` and `max` default to one ticket, as in the event editor;
 * the tier rules of spec 000 §5 are the events feature's (`ticketTierInputSchema`).
 */
export const createInventoryRequestSchema = z
  .object({
    eventId: eventRefSchema,
    type: textSchema,
    price: priceSchema,
    total: quantitySchema,
    min: quantitySchema.default(1),
    max: quantitySchema.default(1),
  })
  .pipe(z.object({ eventId: eventRefSchema }).and(ticketTierInputSchema));
export type CreateInventoryRequest = z.input<typeof createInventoryRequestSchema>;
/** An inventory as parsed: the event and a valid tier. */
export type NewInventory = z.output<typeof createInventoryRequestSchema>;

/**
 * POST /api/events/v1/editTicket (spec 000 §7): changes the fields sent of one tier of the event. The
 * tier after the change follows the same rules as a new one, and its total may not fall below the tickets
 * already sold.
 */
export const editTicketRequestSchema = z.object({
  eventId: eventRefSchema,
  tierId: partIdSchema,
  type: textSchema.optional(),
  price: priceSchema.optional(),
  total: quantitySchema.optional(),
  min: quantitySchema.optional(),
  max: quantitySchema.optional(),
});
export type EditTicketRequest = z.input<typeof editTicketRequestSchema>;
/** An edit as parsed: the fields sent, each still to be checked with the others. */
export type TicketEdit = z.output<typeof editTicketRequestSchema>;

/** An inventory: the tier with what was sold and what is still `available` (`total - sold`). */
export const inventoryViewSchema = z.object({
  id: textSchema,
  eventId: textSchema,
  type: textSchema,
  /** In currency units. */
  price: z.number(),
  min: z.number().int(),
  max: z.number().int(),
  total: z.number().int(),
  sold: z.number().int(),
  available: z.number().int(),
});
export type InventoryView = z.infer<typeof inventoryViewSchema>;

/** The answer of `DELETE /api/purchase/v1/inventory/:id`: the tier that went. */
export const inventoryDeletedSchema = z.object({ id: textSchema, deleted: z.literal(true) });
export type InventoryDeleted = z.infer<typeof inventoryDeletedSchema>;

/** `GET`/`DELETE /api/purchase/v1/inventory/:id` and `DELETE /api/purchase/v1/coupons/:id`. */
export const purchaseResourceParamsSchema = z.object({ id: partIdSchema });

/** `GET /api/purchase/v1/inventory` and `GET /api/purchase/v1/coupons`: one event's, a page at a time. */
export const eventResourceListQuerySchema = pageQuerySchema(PageSize.events).extend({
  eventId: eventRefSchema,
});
export type EventResourceListQuery = z.infer<typeof eventResourceListQuerySchema>;
