import {
  Messages,
  ticketTierInputSchema,
  type EventResourceListQuery,
  type InventoryDeleted,
  type InventoryView,
  type NewInventory,
  type Page,
  type TicketEdit,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { EventsFeature, EventsRepo, EventsService, TierRecord, Viewer } from '../events/index.ts';
import type { InventoryRepo } from './inventory.repo.ts';
import { pageOfList } from './listPage.ts';

export interface InventoryServiceDeps {
  repo: InventoryRepo;
  /** The events feature's tiers: inventories are the event's tiers, added and deleted by its rules. */
  tiers: Pick<EventsRepo, 'listTiers'>;
  parts: Pick<EventsFeature['parts'], 'addTier' | 'deleteTier'>;
  events: Pick<EventsService, 'editableEventId' | 'purchaseStanding'>;
}

function inventoryOf(tier: TierRecord): InventoryView {
  return {
    id: tier.id,
    eventId: tier.eventId,
    type: tier.type,
    price: tier.priceCents / 100,
    min: tier.min,
    max: tier.max,
    total: tier.total,
    sold: tier.sold,
    available: tier.total - tier.sold,
  };
}

/**
 * Ticket inventories (spec 000 §7 "Ticket inventories: POST, GET, DELETE by id") and editTicket: an
 * inventory is one of the event's ticket tiers. Its editors add, change and delete them; whoever may see
 * the event reads them.
 */
export function createInventoryService(deps: InventoryServiceDeps) {
  const { repo } = deps;

  async function requireTier(tierId: string): Promise<TierRecord> {
    const tier = await repo.findTier(tierId);
    if (!tier) throw new ApiError('NotFound');
    return tier;
  }

  async function refuseTakenType(eventId: string, type: string, exceptTierId?: string): Promise<void> {
    if (await repo.isTypeTaken(eventId, type, exceptTierId))
      throw new ApiError('Conflict', Messages.tierTypeTaken);
  }

  return {
    /** A new tier of the event (editors); a type the event already sells is 4009. */
    async addInventory(caller: Caller, inventory: NewInventory): Promise<InventoryView> {
      const { eventId: eventRef, ...tier } = inventory;
      const eventId = await deps.events.editableEventId(eventRef, caller);
      await refuseTakenType(eventId, tier.type);
      const added = await deps.parts.addTier(caller, eventId, tier);
      return inventoryOf(await requireTier(added.id));
    },

    async getInventory(viewer: Viewer, tierId: string): Promise<InventoryView> {
      const tier = await requireTier(tierId);
      await deps.events.purchaseStanding(tier.eventId, viewer);
      return inventoryOf(tier);
    },

    async listInventories(viewer: Viewer, query: EventResourceListQuery): Promise<Page<InventoryView>> {
      const { eventId } = await deps.events.purchaseStanding(query.eventId, viewer);
      const inventories = (await deps.tiers.listTiers(eventId)).map(inventoryOf);
      return pageOfList(inventories, query.page, query.pageSize);
    },

    /** Deletes a tier (editors); one with tickets sold stays (4009), since the tickets point at it. */
    async deleteInventory(caller: Caller, tierId: string): Promise<InventoryDeleted> {
      const tier = await requireTier(tierId);
      await deps.parts.deleteTier(caller, tier.eventId, tier.id);
      return { id: tier.id, deleted: true };
    },

    /**
     * POST /api/events/v1/editTicket: changes the fields sent of a tier of the event, keeping its tickets
     * sold. The changed tier must pass the rules of a new one (spec 000 §5, 4000 naming the field), keep
     * a type of its own (4009) and a total of at least the tickets sold (4000 on `total`). A new price
     * applies to the purchases that follow.
     */
    async editTicket(caller: Caller, edit: TicketEdit): Promise<InventoryView> {
      const eventId = await deps.events.editableEventId(edit.eventId, caller);
      const current = await repo.findTier(edit.tierId);
      if (!current || current.eventId !== eventId) throw new ApiError('NotFound');
      const tier = ticketTierInputSchema.parse({
        type: edit.type ?? current.type,
        price: edit.price ?? current.priceCents / 100,
        min: edit.min ?? current.min,
        max: edit.max ?? current.max,
        total: edit.total ?? current.total,
      });
      if (tier.type !== current.type) await refuseTakenType(eventId, tier.type, current.id);
      const outcome = await repo.updateTier(current.id, {
        type: tier.type,
        priceCents: Math.round(tier.price * 100),
        min: tier.min,
        max: tier.max,
        total: tier.total,
      });
      if (outcome === 'missing') throw new ApiError('NotFound');
      if (outcome === 'belowSold') {
        const issue = { path: 'total', message: Messages.tierTotalBelowSold };
        throw new ApiError('InvalidRequest', `${issue.path}: ${issue.message}`, { issues: [issue] });
      }
      return inventoryOf(await requireTier(current.id));
    },
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
