import {
  Messages,
  displayNameOf,
  toPage,
  type ContentInput,
  type ContentView,
  type MovieEntryAnswer,
  type MovieListEntry,
  type MovieListQuery,
  type Page,
  type PartDeletedAnswer,
  type RestrictionInput,
  type RestrictionView,
  type ServiceView,
  type TicketTierRequest,
  type TierView,
  type WhitelistChangeAnswer,
  type WhitelistEmailEntry,
  type WhitelistQuery,
  type WhitelistUserEntry,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { AttachUploads } from '../../platform/storage/uploadRegistry.ts';
import type { EventsRepo } from './events.repo.ts';
import type { EventAccess, Viewer } from './eventAccess.ts';
import { contentView, restrictionView, serviceView, tierOf, tierView } from './eventParts.wire.ts';

export interface EventPartsServiceDeps {
  repo: EventsRepo;
  access: EventAccess;
  /** A content naming an upload keeps it (uploads are collected otherwise). */
  attachUploads: AttachUploads;
}

/** A whole short list as one page (ARCHITECTURE list shape). */
const wholePage = <T>(list: T[]): Page<T> => toPage(list, 1, Math.max(list.length, 1), list.length);

const deletedOrMissing = (found: boolean): PartDeletedAnswer => {
  if (!found) throw new ApiError('NotFound');
  return { deleted: true };
};

/**
 * The parts of an event its editors manage (spec 000 §3): ticket tiers, contents, services,
 * restrictions, whitelists v1 (e-mails) and v2 (people), and movies. Reading tiers, services and movies
 * is for whoever may see the event; everything else is for its editors (owner or host, else 11030).
 */
export function createEventPartsService(deps: EventPartsServiceDeps) {
  const { repo, access } = deps;
  const editable = async (caller: Caller, eventRef: string) =>
    (await access.requireEditable(eventRef, caller)).event.id;
  const visible = async (eventRef: string, viewer: Viewer) =>
    (await access.requireVisible(eventRef, viewer)).event.id;

  return {
    async listTiers(eventRef: string, viewer: Viewer): Promise<Page<TierView>> {
      return wholePage((await repo.listTiers(await visible(eventRef, viewer))).map(tierView));
    },

    /** A new tier; spec 000 §5: price a decimal number (stored in cents), min, max and total integers. */
    async addTier(caller: Caller, eventRef: string, tier: TicketTierRequest): Promise<TierView> {
      const eventId = await editable(caller, eventRef);
      const id = await repo.addTier(eventId, tierOf(tier));
      const created = (await repo.listTiers(eventId)).find((row) => row.id === id);
      if (!created) throw new ApiError('NotFound');
      return tierView(created);
    },

    /**
     * The one price of an on-demand event (a film, docs/decisions/films.md): every tier sells at it from
     * now on, and the type follows (Free at 0, Paid otherwise). Editors only.
     */
    async setOnDemandPrice(caller: Caller, eventRef: string, price: number): Promise<void> {
      const eventId = await editable(caller, eventRef);
      const priceCents = Math.round(price * 100);
      await repo.setTierPrices(eventId, priceCents);
      await repo.updateEvent(eventId, { type: priceCents > 0 ? 'Paid' : 'Free' });
    },

    /** Deletes a tier; one with sold tickets stays (4009), since tickets point at it. */
    async deleteTier(caller: Caller, eventRef: string, tierId: string): Promise<PartDeletedAnswer> {
      const outcome = await repo.deleteTier(await editable(caller, eventRef), tierId);
      if (outcome === 'sold') throw new ApiError('Conflict', Messages.tierHasSales);
      return deletedOrMissing(outcome === 'deleted');
    },

    /** Contents hold the stream addresses and DRM tokens: editors only (viewers get them through play). */
    async listContents(caller: Caller, eventRef: string): Promise<Page<ContentView>> {
      return wholePage((await repo.listContents(await editable(caller, eventRef))).map(contentView));
    },

    async addContent(caller: Caller, eventRef: string, content: ContentInput): Promise<ContentView> {
      const eventId = await editable(caller, eventRef);
      const id = await repo.addContent(eventId, content);
      await deps.attachUploads([content.value]);
      return contentView({ ...content, id, eventId, position: 0, createdAt: new Date() });
    },

    async deleteContent(caller: Caller, eventRef: string, contentId: string): Promise<PartDeletedAnswer> {
      return deletedOrMissing(await repo.deleteContent(await editable(caller, eventRef), contentId));
    },

    async listServices(eventRef: string, viewer: Viewer): Promise<Page<ServiceView>> {
      return wholePage((await repo.listServices(await visible(eventRef, viewer))).map(serviceView));
    },

    /** Adds a service (an app of spec 000 §1); adding one already offered answers the same entry. */
    async addService(caller: Caller, eventRef: string, service: string): Promise<ServiceView> {
      const eventId = await editable(caller, eventRef);
      return serviceView({
        id: await repo.addService(eventId, service),
        eventId,
        service,
        createdAt: new Date(),
      });
    },

    async deleteService(caller: Caller, eventRef: string, serviceId: string): Promise<PartDeletedAnswer> {
      return deletedOrMissing(await repo.deleteService(await editable(caller, eventRef), serviceId));
    },

    async addRestriction(
      caller: Caller,
      eventRef: string,
      restriction: RestrictionInput,
    ): Promise<RestrictionView> {
      const eventId = await editable(caller, eventRef);
      const fields = {
        geonameId: restriction.geoname_id,
        country: restriction.country,
        title: restriction.title,
        allowed: restriction.allowed,
        age: restriction.age,
      };
      const id = await repo.addRestriction(eventId, fields);
      return restrictionView({ ...fields, id, eventId, createdAt: new Date() });
    },

    async deleteRestriction(
      caller: Caller,
      eventRef: string,
      restrictionId: string,
    ): Promise<PartDeletedAnswer> {
      return deletedOrMissing(await repo.deleteRestriction(await editable(caller, eventRef), restrictionId));
    },

    /** Whitelist v1 get: the e-mail addresses allowed into the event. */
    async listWhitelistEmails(caller: Caller, query: WhitelistQuery): Promise<Page<WhitelistEmailEntry>> {
      const eventId = await editable(caller, query.eventId);
      const { rows, total } = await repo.listWhitelistEmails(
        eventId,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      const list = rows.map((row) => ({ email: row.email, createdAt: row.createdAt.toISOString() }));
      return toPage(list, query.page, query.pageSize, total);
    },

    /** Whitelist v1 create, delete and clearAll (`emails: 'all'`). */
    async changeWhitelistEmails(
      caller: Caller,
      eventRef: string,
      change: { add: readonly string[] } | { remove: readonly string[] | 'all' },
    ): Promise<WhitelistChangeAnswer> {
      const eventId = await editable(caller, eventRef);
      if ('add' in change) await repo.addWhitelistEmails(eventId, change.add);
      else await repo.deleteWhitelistEmails(eventId, change.remove);
      return { eventId };
    },

    /** Whitelist v2 get: the people (friends) allowed into the event. */
    async listWhitelistUsers(caller: Caller, query: WhitelistQuery): Promise<Page<WhitelistUserEntry>> {
      const eventId = await editable(caller, query.eventId);
      const { rows, total } = await repo.listWhitelistUsers(
        eventId,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      const list = rows.map((row) => ({
        userId: row.userId,
        displayName: displayNameOf(row),
        avatar: row.avatar,
        createdAt: row.createdAt.toISOString(),
      }));
      return toPage(list, query.page, query.pageSize, total);
    },

    /** Whitelist v2 create, delete and clearAll (`userIds: 'all'`); unknown ids are skipped. */
    async changeWhitelistUsers(
      caller: Caller,
      eventRef: string,
      change: { add: readonly string[] } | { remove: readonly string[] | 'all' },
    ): Promise<WhitelistChangeAnswer> {
      const eventId = await editable(caller, eventRef);
      if ('add' in change) await repo.addWhitelistUsers(eventId, change.add);
      else await repo.deleteWhitelistUsers(eventId, change.remove);
      return { eventId };
    },

    /** movieList: the movies of an event, or the public events showing a movie. */
    async listMovies(query: MovieListQuery, viewer: Viewer): Promise<Page<MovieListEntry>> {
      const eventId = query.eventId === undefined ? undefined : await visible(query.eventId, viewer);
      const { rows, total } = await repo.listMovies({
        eventId,
        movieId: query.movieId,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const list = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
      return toPage(list, query.page, query.pageSize, total);
    },

    async addMovie(caller: Caller, eventRef: string, movieId: string): Promise<MovieEntryAnswer> {
      const eventId = await editable(caller, eventRef);
      await repo.addMovie(eventId, movieId);
      return { eventId, movieId };
    },

    async deleteMovie(caller: Caller, eventRef: string, movieId: string): Promise<MovieEntryAnswer> {
      const eventId = await editable(caller, eventRef);
      await repo.deleteMovie(eventId, movieId);
      return { eventId, movieId };
    },
  };
}

export type EventPartsService = ReturnType<typeof createEventPartsService>;
