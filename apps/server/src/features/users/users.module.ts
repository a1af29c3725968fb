import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import type { UploadRegistry } from '../../platform/storage/uploadRegistry.ts';
import { createInviteLinksRepo } from './inviteLinks.repo.ts';
import {
  createInviteLinksService,
  type InviteLinksService,
  type InviteLinksServiceDeps,
} from './inviteLinks.service.ts';
import { createBirthDatesRepo } from './birthDates.repo.ts';
import { createPersonLookup } from './personLookup.ts';
import { createProfileImagesService } from './profileImages.service.ts';
import { createUsersRepo } from './users.repo.ts';
import { registerUsersRoutes } from './users.routes.ts';
import { createUsersService, type UsersServiceDeps } from './users.service.ts';

export interface UsersModuleDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'publicUrl' | 'learningCompanyDomain'>;
  storage: FileStorage;
  uploads: UploadRegistry;
  /** The invitation links to events (createInviteLinks, built before the auth feature that redeems them). */
  inviteLinks: InviteLinksService;
  /** The ways an account signs in (the auth feature). */
  loginMethodsOf: UsersServiceDeps['loginMethodsOf'];
  /** Mails a verification for an address just set (the auth feature). */
  sendEmailVerification: UsersServiceDeps['sendEmailVerification'];
  /** Friend counts and relations (the friends feature). */
  friendRelations: UsersServiceDeps['friendRelations'];
}

/**
 * People: profiles, profile images and invitation links, with their routes; for the other features, a
 * person by id or cyaId, their e-mail, their public profile and how they show in live pushes, and the
 * invitation links (the event one opens, a sign-in through one).
 */
export function createUsersModule(deps: UsersModuleDeps) {
  const repo = createUsersRepo(deps.db);
  const services = {
    users: createUsersService({
      repo,
      loginMethodsOf: deps.loginMethodsOf,
      learningCompanyDomain: deps.config.learningCompanyDomain,
      attachUploads: deps.uploads.attach,
      sendEmailVerification: deps.sendEmailVerification,
      friendRelations: deps.friendRelations,
    }),
    profileImages: createProfileImagesService({ repo, storage: deps.storage, uploads: deps.uploads }),
    inviteLinks: deps.inviteLinks,
  };
  const module: FeatureModule = {
    name: 'users',
    routes: ({ router }) => registerUsersRoutes(router, services),
  };
  return {
    module,
    findProfile: repo.findProfile,
    emailOf: async (userId: string) => (await repo.findProfile({ id: userId }))?.email ?? null,
    /** The zone a browser of theirs last reported, which mails write times in (issue 22 item 10). */
    timeZoneOf: async (userId: string) => (await repo.findProfile({ id: userId }))?.timeZone ?? null,
    personOf: createPersonLookup(repo),
    followerIdsOf: repo.followerIdsOf,
    getUserProfile: services.users.getUserProfile,
    eventOfInviteLink: deps.inviteLinks.eventOfInviteLink,
    /** Birth dates the operators set, across 18 too, with the record of each (docs/decisions/age-policy.md). */
    birthDates: createBirthDatesRepo(deps.db),
  };
}

export interface InviteLinksDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'publicUrl'>;
  /** An event by id or slug, deleted ones left out (the events feature's table). */
  findEvent: InviteLinksServiceDeps['findEvent'];
  isOwnerOrHasRole: InviteLinksServiceDeps['isOwnerOrHasRole'];
}

/**
 * Invitation links to events: their service, which the users module's routes serve. Sign-in redeems them
 * (the auth feature) and profiles ask auth how one signs in, so the root builds the links first, then auth,
 * then the users module: no module waits for one built after it.
 */
export function createInviteLinks(deps: InviteLinksDeps): InviteLinksService {
  return createInviteLinksService({
    repo: createInviteLinksRepo(deps.db),
    findEvent: deps.findEvent,
    isOwnerOrHasRole: deps.isOwnerOrHasRole,
    publicUrl: deps.config.publicUrl,
  });
}
