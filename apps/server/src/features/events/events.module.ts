import { displayNameOf, type EventRole } from '@limelight/protocol';
import type { Config } from '../../platform/config.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import type { UploadRegistry } from '../../platform/storage/uploadRegistry.ts';
import type { EventsRepo } from './events.repo.ts';
import { createEventAccess } from './eventAccess.ts';
import { createEventsService } from './events.service.ts';
import { createRsvpMail } from './rsvpMail.ts';
import { createEventNotices, type EventNoticesDeps } from './eventNotices.ts';
import { createEventPartsService } from './eventParts.service.ts';
import { createEventMediaService } from './eventMedia.service.ts';
import { registerEventsRoutes } from './events.routes.ts';
import { registerEventServiceRoutes } from './eventsvc.routes.ts';
import { registerEventMediaRoutes } from './eventMedia.routes.ts';

/** A person as the events feature needs them: names for mail and channels, verified e-mail and birth date for access. */
export interface EventPerson {
  id: string;
  kind: 'guest' | 'member';
  email: string | null;
  /** The zone a browser of theirs last reported (issue 22 item 10). */
  timeZone: string | null;
  /** Null while `email` is unverified: such an address opens no whitelist. */
  emailVerifiedAt: Date | null;
  dob: string | null;
  cyaId: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  bannedAt: Date | null;
}

export interface EventsModuleDeps {
  config: Pick<Config, 'publicUrl' | 'countryHeader'>;
  clock: () => Date;
  /** The events table, shared: the roles and users features read events before this module is built. */
  repo: EventsRepo;
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
  log: Logger;
  /** Stores and pushes a notification (the notifications feature). */
  notify: EventNoticesDeps['send'];
  /** Who follows a person (the users feature): told of the events they publish. */
  followerIdsOf: EventNoticesDeps['followerIdsOf'];
  /** A person as others see them (the users feature). */
  personOf: EventNoticesDeps['personOf'];
}

/**
 * Events: their routes (events, the separate events service, media), and for the other features the
 * events service, the event parts, media, live entry and channel owners.
 */
export function createEventsModule(deps: EventsModuleDeps) {
  const { publicUrl } = deps.config;
  const { repo } = deps;
  const access = createEventAccess({
    repo,
    rolesOf: deps.rolesOf,
    findPerson: (userId) => deps.findPerson({ id: userId }),
    eventOfSharedLink: deps.eventOfInviteLink,
    now: deps.clock,
  });
  const isChannelOwner = (person: EventPerson | undefined) =>
    person?.kind === 'member' && person.bannedAt === null ? person.id : undefined;
  // spec 000 §2 channel pages: a channel is its creator, named by cyaId (or the user id without one).
  const findChannelOwner = async (slug: string) =>
    isChannelOwner(await deps.findPerson({ cyaId: slug })) ??
    isChannelOwner(await deps.findPerson({ id: slug }));
  const feature = {
    /** Whether a viewer may enter an event's live page, and their roles there (the live feature's tokens). */
    liveEntryOf: access.liveEntryOf,
    /** Whether a viewer may watch an event, ended or not, with their standing (the replays feature). */
    watchEntryOf: access.watchEntryOf,
    /** The user id of the channel a slug names (the feed feature's channel pages use it too). */
    findChannelOwner,
    events: createEventsService({
      repo,
      access,
      findChannelOwner,
      publicUrl,
      attachUploads: deps.uploads.attach,
      confirmRsvp: createRsvpMail({
        mailer: deps.mailer,
        publicUrl,
        log: deps.log,
        readerOf: (userId) => deps.findPerson({ id: userId }),
      }),
      notices: createEventNotices({
        send: deps.notify,
        followerIdsOf: deps.followerIdsOf,
        ticketHolderIds: repo.ticketHolderIds,
        personOf: deps.personOf,
      }),
      now: deps.clock,
    }),
    parts: createEventPartsService({ repo, access, attachUploads: deps.uploads.attach }),
    media: createEventMediaService({
      repo,
      access,
      storage: deps.storage,
      uploads: deps.uploads,
      mailer: deps.mailer,
      publicUrl,
      displayNameOf: async (userId) => {
        const person = await deps.findPerson({ id: userId });
        return person ? displayNameOf({ ...person, userId }) : `user_${userId}`;
      },
    }),
  };
  const options = { countryHeader: deps.config.countryHeader };
  const module: FeatureModule = {
    name: 'events',
    routes({ router }) {
      registerEventsRoutes(router, feature, options);
      registerEventServiceRoutes(router, feature, options);
      registerEventMediaRoutes(router, feature.media);
    },
  };
  return { module, ...feature };
}

/** What the events module gives the other features. */
export type EventsFeature = Omit<ReturnType<typeof createEventsModule>, 'module'>;
