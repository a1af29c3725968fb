import type {
  ContentView,
  RestrictionView,
  ServiceView,
  TicketTierRequest,
  TierView,
} from '@limelight/protocol';
import type {
  ContentRecord,
  NewTier,
  RestrictionRecord,
  ServiceRecord,
  TierRecord,
} from './eventParts.repo.ts';

/** A tier as stored from the editor's: ARCHITECTURE keeps money as integer cents, the wire in units. */
export function tierOf(tier: TicketTierRequest): NewTier {
  return {
    type: tier.type,
    priceCents: Math.round(tier.price * 100),
    min: tier.min,
    max: tier.max,
    total: tier.total,
  };
}

/** A tier on the wire: price in currency units, `amount` the tickets still on sale (spec 000 §3). */
export function tierView(tier: TierRecord): TierView {
  return {
    id: tier.id,
    eventId: tier.eventId,
    type: tier.type,
    amount: tier.total - tier.sold,
    price: tier.priceCents / 100,
    min: tier.min,
    max: tier.max,
    total: tier.total,
  };
}

export function contentView(content: ContentRecord): ContentView {
  return {
    id: content.id,
    eventId: content.eventId,
    kind: content.kind,
    name: content.name,
    value: content.value,
    drmToken: null,
  };
}

export function serviceView(service: ServiceRecord): ServiceView {
  return { id: service.id, eventId: service.eventId, service: service.service };
}

/** A restriction in the spec's field names (geoname_id). */
export function restrictionView(restriction: RestrictionRecord): RestrictionView {
  return {
    id: restriction.id,
    eventId: restriction.eventId,
    geoname_id: restriction.geonameId,
    country: restriction.country,
    title: restriction.title,
    allowed: restriction.allowed,
    age: restriction.age,
  };
}
