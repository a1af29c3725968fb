import type { Kysely } from 'kysely';
import { displayNameOf, type EventRole } from '@limelight/protocol';
import type { Database } from '../../platform/db/schema.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import type { UploadRegistry } from '../../platform/storage/uploadRegistry.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { createEventsRepo, type EventsRepo } from './events.repo.ts';
import { createEventAccess } from './eventAccess.ts';
import { createEventsService } from './events.service.ts';
import { createEventPartsService } from './eventParts.service.ts';
import { createEventMediaService } from './eventMedia.service.ts';

export {
  createEventsRepo,
  type EventsRepo,
  type EventRecord,
  type EventListing,
  type EventScope,
} from './events.repo.ts';
export type { TierRecord } from './eventParts.repo.ts';
export { buildEventView, channelOf, type ViewerStanding } from './eventView.ts';
export type { LiveEntry, Viewer } from './eventAccess.ts';
export type { EventsService } from './events.service.ts';
export { registerEventsRoutes, viewerOf, type EventsRoutesOptions } from './events.routes.ts';
export { registerEventServiceRoutes } from './eventsvc.routes.ts';
export { registerEventMediaRoutes } from './eventMedia.routes.ts';

/** A person as the events feature needs them: names for mail and channels, verified e-mail and birth date for access. */
export interface EventPerson {
  id: string;
  kind: 'guest' | 'member';
  email: string | null;
  /** Null while `email` is unverified: such an address opens no whitelist. */
  emailVerifiedAt: Date | null;
  dob: string | null;
  cyaId: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  bannedAt: Date | null;
}

export interface EventsFeatureDeps {
  db: Kysely<Database>;
  /** An existing repo to share (other features hold one too); made here otherwise. */
  repo?: EventsRepo;
  /** The roles a person holds on an event (the roles feature). */
  rolesOf: (eventId: string, userId: string) => Promise<readonly EventRole[]>;
  /** A person by id or by cyaId in any case (the users feature). */
  findPerson: (by: { id: string } | { cyaId: string }) => Promise<EventPerson | undefined>;
  /** The event an invitation link opens (the users feature keeps the links). */
  eventOfInviteLink: (link: string) => Promise<string | undefined>;
  storage: FileStorage;
  /** Uploads: recorded as they are stored, attached when the event's media or contents name them. */
  uploads: UploadRegistry;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

/** The events feature's services, built from what it needs of the platform and the other features. */
export function createEventsFeature(deps: EventsFeatureDeps) {
  const repo = deps.repo ?? createEventsRepo(deps.db);
  const access = createEventAccess({
    repo,
    rolesOf: deps.rolesOf,
    findPerson: (userId) => deps.findPerson({ id: userId }),
    eventOfSharedLink: deps.eventOfInviteLink,
    now: deps.now,
  });
  const isChannelOwner = (person: EventPerson | undefined) =>
    person?.kind === 'member' && person.bannedAt === null ? person.id : undefined;
  // spec 000 §2 channel pages: a channel is its creator, named by cyaId (or the user id without one).
  const findChannelOwner = async (slug: string) =>
    isChannelOwner(await deps.findPerson({ cyaId: slug })) ??
    isChannelOwner(await deps.findPerson({ id: slug }));
  return {
    /** Whether a viewer may enter an event's live page, and their roles there (the live feature's tokens). */
    liveEntryOf: access.liveEntryOf,
    /** The user id of the channel a slug names (the feed feature's channel pages use it too). */
    findChannelOwner,
    events: createEventsService({
      repo,
      access,
      findChannelOwner,
      publicUrl: deps.publicUrl,
      attachUploads: deps.uploads.attach,
      now: deps.now,
    }),
    parts: createEventPartsService({ repo, access, attachUploads: deps.uploads.attach }),
    media: createEventMediaService({
      repo,
      access,
      storage: deps.storage,
      uploads: deps.uploads,
      mailer: deps.mailer,
      publicUrl: deps.publicUrl,
      displayNameOf: async (userId) => {
        const person = await deps.findPerson({ id: userId });
        return person ? displayNameOf({ ...person, userId }) : `user_${userId}`;
      },
    }),
  };
}

export type EventsFeature = ReturnType<typeof createEventsFeature>;
