import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { Redis } from 'ioredis';
import type { Config } from './platform/config.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { openDatabase } from './platform/db/database.ts';
import type { Database } from './platform/db/schema.ts';
import type { Bus } from './platform/bus/bus.ts';
import { createMemoryBus } from './platform/bus/memoryBus.ts';
import { createRedisBus } from './platform/bus/redisBus.ts';
import type { Presence } from './platform/presence/presence.ts';
import { createMemoryPresence } from './platform/presence/memoryPresence.ts';
import { createRedisPresence } from './platform/presence/redisPresence.ts';
import { TokenSigner } from './platform/auth/tokens.ts';
import { createCallerResolver } from './platform/auth/callerResolver.ts';
import { createAccountAuthCache, type AccountAuthCache } from './platform/auth/accountAuthCache.ts';
import { createHttpApp, type HttpApp } from './platform/http/httpApp.ts';
import { ApiRouter, type RegisteredRoute } from './platform/http/router.ts';
import { registerWebApp } from './platform/http/webApp.ts';
import { createRealtimeDelivery, type RealtimeDelivery } from './platform/realtime/delivery.ts';
import type { SocketRouter } from './platform/realtime/socketRouter.ts';
import { waitingPresenceKey } from './platform/realtime/connection.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { createOutboxMailer, createOutboxRepo } from './platform/mail/outboxMailer.ts';
import { createSmtpMailer } from './platform/mail/smtpMailer.ts';
import { registerMailView } from './platform/mail/outbox.routes.ts';
import { createLocalFileStorage } from './platform/storage/localFileStorage.ts';
import { registerFileRoutes } from './platform/storage/files.routes.ts';
import { createUploadsRepo } from './platform/storage/uploads.repo.ts';
import { createUploadRegistry, type UploadRegistry } from './platform/storage/uploadRegistry.ts';
import type { StripeWebhookHandlers } from './platform/payments/index.ts';
import { createRoomLogRepo } from './platform/live/roomLog.repo.ts';
import { createRoomLog, type RoomLog } from './platform/live/roomLog.ts';
import { registerHealthRoute } from './features/health/index.ts';
import {
  createAccountsService,
  createAuthRepo,
  createAuthService,
  createCreatedAccountsService,
  createEmailVerificationService,
  createEmailVerificationsRepo,
  createIdentitiesRepo,
  createLoginBackoff,
  createLoginBackoffRepo,
  createOidcVerifier,
  createPasswordResetService,
  createPasswordResetsRepo,
  createSocialLoginService,
  deriveAutoLoginKey,
  registerAuthRoutes,
  type AuthService,
} from './features/auth/index.ts';
import {
  createInviteLinksRepo,
  createInviteLinksService,
  createPersonLookup,
  createProfileImagesService,
  createUsersRepo,
  createUsersService,
  registerUsersRoutes,
} from './features/users/index.ts';
import {
  createRoomsEvents,
  createRoomsRepo,
  createRoomsService,
  createWaitingRoomEvents,
  createWaitingRoomRepo,
  createWaitingRoomService,
  createRoomAccess,
  createRoomRolesRepo,
  createRoomRolesService,
  registerRoomsRoutes,
  type RoomsServiceDeps,
} from './features/rooms/index.ts';
import {
  createEventsFeature,
  createEventsRepo,
  registerEventMediaRoutes,
  registerEventServiceRoutes,
  registerEventsRoutes,
} from './features/events/index.ts';
import { createLiveService } from './features/live/index.ts';
import { createFlagEvents, createFlagsRepo, createFlagsService } from './features/flags/index.ts';
import {
  createRoomChatEvents,
  createRoomChatRepo,
  createRoomChatService,
} from './features/roomChat/index.ts';
import { createRoomSyncRepo, createRoomSyncService } from './features/roomSync/index.ts';
import { registerCommerce } from './composeCommerce.ts';
import { composeRealtime } from './composeRealtime.ts';
import { createFeedRepo, createFeedService, registerFeedRoutes } from './features/feed/index.ts';
import { createSearchRepo, createSearchService, registerSearchRoutes } from './features/search/index.ts';
import {
  createRoleEvents,
  createRoleLookup,
  createRolesRepo,
  createRolesService,
  registerRolesRoutes,
} from './features/roles/index.ts';

const version = '0.1.0';

/** A running platform: the HTTP app with its gateway, and what tests and tools need to reach. */
export interface Limelight {
  app: HttpApp;
  db: Kysely<Database>;
  auth: AuthService;
  accountAuth: AccountAuthCache;
  delivery: RealtimeDelivery;
  /** The live rooms' state and command log (features apply their room commands through it). */
  roomLog: RoomLog;
  /** The socket command router: features register here; tests register probes of their own. */
  sockets: SocketRouter;
  log: Logger;
  /**
   * Handlers of verified Stripe webhook events by type: features register theirs here (and tests, to
   * watch the dispatch); events arrive only with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set.
   */
  stripeWebhooks: StripeWebhookHandlers;
  /** Uploads and their collection (tests collect at a time of their choosing). */
  uploads: Pick<UploadRegistry, 'collectUnattached'>;
  /** The API routes declared through the router, with their input schemas. */
  apiRoutes: readonly RegisteredRoute[];
  /** Starts listening; answers the base URL. */
  listen(): Promise<string>;
  /** Graceful stop: sockets closed with the shutdown code, in-flight requests finished, stores closed. */
  close(): Promise<void>;
}

/** The composition root: builds every platform part from the configuration and registers the features. */
export async function createLimelight(
  config: Config,
  logger?: Logger,
  /** The time the platform's rules go by; tests move it to reach time boundaries. */
  clock: () => Date = () => new Date(),
): Promise<Limelight> {
  const log = logger ?? createLogger(config.logLevel);
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    schema: config.databaseSchema,
  });
  const { bus, presence, rateLimitRedis } = await createSharedState(config, log);

  const { db } = database;
  const outbox = createOutboxRepo(db);
  const mailer: Mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(outbox);
  const storage = createLocalFileStorage(path.join(config.dataDir, 'files'));
  const uploads = createUploadRegistry({
    repo: createUploadsRepo(db),
    storage,
    retention: config.uploadRetention,
    now: clock,
    log,
  });

  const tokens = new TokenSigner(config.authSecret);
  const authRepo = createAuthRepo(db);
  const accountAuth = await createAccountAuthCache(authRepo.findAuthState, bus);
  const resolveCaller = createCallerResolver(tokens, accountAuth.lookup);
  const delivery = createRealtimeDelivery(bus);
  const roomLog = createRoomLog({ repo: createRoomLogRepo(db), delivery, log });

  const usersRepo = createUsersRepo(db);
  const eventsRepo = createEventsRepo(db);
  const rolesRepo = createRolesRepo(db);
  const roles = createRolesService({
    repo: rolesRepo,
    findEvent: eventsRepo.getEventForAccess,
    presentUsers: (eventId) => presence.users(eventId),
    mailer,
    notify: createRoleEvents(delivery),
    publicUrl: config.publicUrl,
  });
  const inviteLinks = createInviteLinksService({
    repo: createInviteLinksRepo(db),
    findEvent: eventsRepo.getEventForAccess,
    isOwnerOrHasRole: roles.isOwnerOrHasRole,
    publicUrl: config.publicUrl,
  });
  const inviteLinkLookup = createInviteLinksRepo(db).find;
  const events = createEventsFeature({
    db,
    repo: eventsRepo,
    rolesOf: createRoleLookup(rolesRepo).rolesOf,
    findPerson: usersRepo.findProfile,
    eventOfInviteLink: async (link) => (await inviteLinkLookup(link))?.eventId,
    storage,
    uploads,
    mailer,
    publicUrl: config.publicUrl,
    now: clock,
  });
  const auth = createAuthService({
    ...config,
    repo: authRepo,
    tokens,
    accountAuth,
    delivery,
    redeemInviteLink: inviteLinks.redeemInviteLink,
  });
  const identities = createIdentitiesRepo(db);
  const loginBackoff = createLoginBackoff({ repo: createLoginBackoffRepo(db), now: clock });
  const verification = createEmailVerificationService({
    repo: createEmailVerificationsRepo(db),
    mailer,
    publicUrl: config.publicUrl,
    now: clock,
  });
  const accounts = createAccountsService({
    repo: authRepo,
    identities,
    sessions: auth,
    verification,
    socialProviders: Object.keys(config.oidcProviders),
    loginBackoff,
  });
  const authServices = {
    sessions: auth,
    accounts,
    createdAccounts: createCreatedAccountsService({
      repo: authRepo,
      sessions: auth,
      redeemInviteLink: inviteLinks.redeemInviteLink,
      verification,
      isOwnerOrHasRole: roles.isOwnerOrHasRole,
      publicUrl: config.publicUrl,
      attachUploads: uploads.attach,
    }),
    passwordReset: createPasswordResetService({
      repo: authRepo,
      resets: createPasswordResetsRepo(db),
      sessions: auth,
      mailer,
      loginBackoff,
      verification,
    }),
    socialLogin: createSocialLoginService({
      repo: authRepo,
      identities,
      verifyIdentity: createOidcVerifier(config.oidcProviders),
      sessions: auth,
      accounts,
      verification,
    }),
    verification,
  };
  const usersServices = {
    users: createUsersService({
      repo: usersRepo,
      loginMethodsOf: accounts.loginMethodsOf,
      learningCompanyDomain: config.learningCompanyDomain,
      attachUploads: uploads.attach,
      sendEmailVerification: verification.sendAfterAddressSet,
    }),
    profileImages: createProfileImagesService({ repo: usersRepo, storage, uploads }),
    inviteLinks,
  };
  const feed = createFeedService({
    repo: createFeedRepo(db),
    listEvents: eventsRepo.listEvents,
    viewEvents: events.events.viewEvents,
    viewEventsByIds: events.events.listByIds,
    findChannelOwner: events.findChannelOwner,
    getUserProfile: usersServices.users.getUserProfile,
    now: clock,
  });
  const flagsRepo = createFlagsRepo(db);
  const waitingRoom = createWaitingRoomService({
    repo: createWaitingRoomRepo(db),
    notify: createWaitingRoomEvents(delivery),
    isStillWaiting: async (roomId, userId) =>
      (await presence.users(waitingPresenceKey(roomId))).includes(userId),
    now: clock,
  });
  const roomsRepo = createRoomsRepo(db);
  const roomRolesRepo = createRoomRolesRepo(db);
  const roomsEvents = createRoomsEvents(delivery);
  const roomsDeps: RoomsServiceDeps = {
    waiting: waitingRoom,
    isBlockedFrom: flagsRepo.isBlocked,
    repo: roomsRepo,
    roles: roomRolesRepo,
    notify: roomsEvents,
    roomLog,
    peopleIn: async (roomId) => (await presence.users(roomId)).length,
    peopleInRoom: (roomId) => presence.users(roomId),
    findPerson: (userId) => usersRepo.findProfile({ id: userId }),
    attachUploads: uploads.attach,
    now: clock,
  };
  const rooms = createRoomsService(roomsDeps);
  const roomRoles = createRoomRolesService({
    repo: roomsRepo,
    roles: roomRolesRepo,
    access: createRoomAccess(roomsDeps),
    findPerson: roomsDeps.findPerson,
    notify: roomsEvents,
  });
  const live = createLiveService({
    eventEntryOf: events.liveEntryOf,
    roomEntryOf: rooms.liveEntryOf,
    signRoomToken: (grant) => tokens.signConnection(grant),
    roomLog,
    isBlockedFrom: flagsRepo.isBlocked,
  });
  const flags = createFlagsService({
    repo: flagsRepo,
    roomLog,
    entryOf: live.entryOf,
    notify: createFlagEvents(delivery),
  });
  const roomChat = createRoomChatService({
    repo: createRoomChatRepo(db),
    roomLog,
    entryOf: live.entryOf,
    personOf: createPersonLookup(usersRepo),
    notify: createRoomChatEvents(delivery),
    now: clock,
  });
  const roomSync = createRoomSyncService({
    repo: createRoomSyncRepo(db),
    roomLog,
    entryOf: live.entryOf,
    storeAssetFile: async (caller, type, file) => (await events.media.upload(caller, { type }, file)).url,
    uploads,
    storage,
    now: clock,
  });
  const search = createSearchService({
    repo: createSearchRepo(db),
    viewEventsByIds: events.events.listByIds,
    viewRoomsByIds: rooms.viewRoomsByIds,
  });

  const app = await createHttpApp({
    logger: log,
    trustProxy: config.trustProxy,
    rateLimitPerMinute: config.rateLimitPerMinute,
    redis: rateLimitRedis,
    redisPrefix: config.redisPrefix,
  });
  const router = new ApiRouter(app, resolveCaller);

  registerHealthRoute(app, { version, database: database.kind, bus: bus.kind, startedAt: Date.now() });
  registerAuthRoutes(router, authServices, {
    authRateLimitPerMinute: config.authRateLimitPerMinute,
    autoLoginKey: deriveAutoLoginKey(config.authSecret),
    clock,
  });
  registerUsersRoutes(router, usersServices, clock);
  registerRolesRoutes(router, roles, { invitationsPerMinute: config.authRateLimitPerMinute });
  registerEventsRoutes(router, events, { countryHeader: config.countryHeader });
  registerEventServiceRoutes(router, events, { countryHeader: config.countryHeader });
  registerEventMediaRoutes(router, events.media);
  const { stripeWebhooks, processor } = await registerCommerce({
    config,
    log,
    clock,
    db,
    app,
    router,
    mailer,
    delivery,
    events,
    eventsRepo,
    usersRepo,
    roomAccessOf: rooms.storeAccessOf,
    resolveCaller,
    attachUploads: uploads.attach,
  });
  registerFeedRoutes(router, feed, { countryHeader: config.countryHeader });
  registerSearchRoutes(router, search, { countryHeader: config.countryHeader });
  registerRoomsRoutes(router, rooms, roomRoles);
  registerFileRoutes(app, storage);
  registerMailView(router, outbox, { mailer, config, log });
  const realtime = composeRealtime({
    config,
    log,
    app,
    router,
    tokens,
    accountAuth,
    bus,
    presence,
    delivery,
    roomLog,
    live,
    rooms,
    roomChat,
    roomSync,
    waitingRoom,
    flags,
  });
  await registerWebApp(app, config.webDistDir, { allowsStripeJs: processor === 'stripe' });

  await app.ready();
  realtime.start();
  const stopCollectingUploads = uploads.startCollecting();

  return {
    app,
    db,
    auth,
    accountAuth,
    delivery,
    roomLog,
    sockets: realtime.sockets,
    log,
    stripeWebhooks,
    uploads,
    apiRoutes: router.routes,
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      const { port } = app.server.address() as AddressInfo;
      return `http://127.0.0.1:${port}`;
    },
    async close() {
      await realtime.stop();
      await app.close();
      await stopCollectingUploads();
      await accountAuth.close();
      await Promise.allSettled([bus.close(), presence.close(), rateLimitRedis?.quit()]);
      await database.close();
    },
  };
}

/** State shared between processes: Redis when configured, this process's memory otherwise. */
async function createSharedState(
  config: Config,
  log: Logger,
): Promise<{ bus: Bus; presence: Presence; rateLimitRedis: Redis | undefined }> {
  if (!config.redisUrl)
    return { bus: createMemoryBus(log), presence: createMemoryPresence(), rateLimitRedis: undefined };
  const rateLimitRedis = new Redis(config.redisUrl, { maxRetriesPerRequest: 3, connectTimeout: 1000 });
  return {
    bus: await createRedisBus(config.redisUrl, log, config.redisPrefix),
    presence: await createRedisPresence(config.redisUrl, `${config.redisPrefix}presence:`),
    rateLimitRedis,
  };
}
