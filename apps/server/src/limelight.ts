import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import type { Config } from './platform/config.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { openDatabase } from './platform/db/database.ts';
import { createSharedState } from './platform/bus/sharedState.ts';
import { TokenSigner } from './platform/auth/tokens.ts';
import { createCallerResolver } from './platform/auth/callerResolver.ts';
import { createHttpApp } from './platform/http/httpApp.ts';
import { createHttpModule } from './platform/http/http.module.ts';
import { ApiRouter } from './platform/http/router.ts';
import { createRealtimeDelivery } from './platform/realtime/delivery.ts';
import { createGatewayModule } from './platform/realtime/gateway.module.ts';
import { createMailModule } from './platform/mail/mail.module.ts';
import { createUploadsModule } from './platform/storage/uploads.module.ts';
import { createRoomLogModule } from './platform/live/roomLog.module.ts';
import { runModules, type FeatureModule } from './platform/module.ts';
import { createHealthModule } from './features/health/index.ts';
import { createAuthModule } from './features/auth/index.ts';
import { createInviteLinks, createUsersModule } from './features/users/index.ts';
import { createRolesModule } from './features/roles/index.ts';
import { createEventsModule, createEventsRepo } from './features/events/index.ts';
import { createCommerceModule } from './features/commerce/index.ts';
import { createStoreModule } from './features/store/index.ts';
import { createFeedModule } from './features/feed/index.ts';
import { createSearchModule } from './features/search/index.ts';
import { createRoomsModule } from './features/rooms/index.ts';
import { createFirstPaint } from './features/firstPaint/index.ts';
import { createLiveModule } from './features/live/index.ts';
import { createRoomChatModule } from './features/roomChat/index.ts';
import { createFlagsModule, createFlagsRepo } from './features/flags/index.ts';
import { createRoomSyncModule } from './features/roomSync/index.ts';
import { createRecordingsModule } from './features/recordings/index.ts';
import { createMediaModule } from './features/media/index.ts';
import { createStageRecordingsModule } from './features/stageRecordings/index.ts';
import { createWeriftSfu } from './platform/media/weriftSfu.ts';
import { createCastGate, createCastModule } from './features/cast/index.ts';
import { createNotificationsModule } from './features/notifications/index.ts';
import { createChatsModule } from './features/chats/index.ts';
import { createFriendRelations, createFriendsModule } from './features/friends/index.ts';
import { createCallPresence, createCallsModule } from './features/calls/index.ts';
import { createMeetModule } from './features/meet/index.ts';
import { createReplaysModule } from './features/replays/index.ts';
import { createSupportModule } from './features/support/index.ts';
import { createFilmCreators, createFilmsModule } from './features/films/index.ts';
import { createFilmMediaModule, createUploadLocker } from './features/filmMedia/index.ts';
import { createAnalyticsModule } from './features/analytics/index.ts';
import { createOperatorModule } from './features/operator/index.ts';

import type { Limelight, LimelightClocks, LimelightSubstitutes } from './limelightHandle.ts';

export type { Limelight, LimelightClocks, LimelightSubstitutes } from './limelightHandle.ts';

const version = '0.1.0';

/**
 * The composition root (docs/decisions/modules.md): builds the platform's parts and the feature modules,
 * lists them in order and runs them. Each module is built from the parts and the other modules it uses.
 */
export async function createLimelight(
  config: Config,
  logger?: Logger,
  clocks: LimelightClocks = {},
  substitutes: LimelightSubstitutes = {},
): Promise<Limelight> {
  const { clock = () => new Date(), tokenClock = () => new Date(), socketClock = Date.now } = clocks;
  const log = logger ?? createLogger(config.logLevel);
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    schema: config.databaseSchema,
    onConnectionLost: (error) => log.warn({ err: error }, 'a database connection was lost; the pool reopens'),
  });
  const { db } = database;
  const shared = await createSharedState(config, log);
  const { bus, presence, requests, processes } = shared;
  const tokens = new TokenSigner(config.authSecret, tokenClock);
  const delivery = createRealtimeDelivery(bus);
  const mail = createMailModule({ db, config, log });
  const files = createUploadsModule({ db, config, clock, log });
  const { storage, uploads } = files;
  const liveState = createRoomLogModule({ db, delivery, bus, log, clock });
  // What the modules below are built from: each takes the parts its dependencies name.
  const parts = {
    config,
    log,
    clock,
    db,
    bus,
    requests,
    presence,
    processes,
    tokens,
    delivery,
    storage,
    uploads,
    mailer: mail.mailer,
    roomLog: liveState.roomLog,
    rateWindows: shared.rateWindows,
  };

  // Tables read before their feature's module is built: events (by roles and users), room blocks (by
  // rooms and live).
  const eventsRepo = createEventsRepo(db);
  const findEvent = eventsRepo.getEventForAccess;
  const flagsRepo = createFlagsRepo(db);
  const isBlockedFrom = flagsRepo.isBlocked;
  const recordingsDir = path.join(config.dataDir, 'recordings');
  const sfu = createWeriftSfu({ ice: config.media.sfuIce, recordingsDir, log });
  const health = createHealthModule(
    { version, database: database.kind, bus: bus.kind },
    {
      database: async () => (await sql`select 1 as one`.execute(db)).rows.length === 1,
      ...(shared.redis ? { redis: shared.redis.ping } : {}),
      // An SFU not started yet starts with the first stream; a running one must answer.
      sfu: async () => !sfu.isRunning() || (await sfu.stats()) !== undefined,
    },
  );
  const notifications = createNotificationsModule(parts);
  const roles = createRolesModule({ ...parts, findEvent, notify: notifications.notify });
  // Sign-in redeems invitation links, and profiles ask auth how people sign in: the links come first.
  const inviteLinks = createInviteLinks({ ...parts, findEvent, isOwnerOrHasRole: roles.isOwnerOrHasRole });
  const auth = await createAuthModule({
    ...parts,
    isOwnerOrHasRole: roles.isOwnerOrHasRole,
    redeemInviteLink: inviteLinks.redeemInviteLink,
  });
  // Who is whose friend, read by profiles, chats, groups and meetings; the friends module comes after chats.
  const friendRelations = createFriendRelations(db);
  const users = createUsersModule({
    ...parts,
    inviteLinks,
    loginMethodsOf: auth.loginMethodsOf,
    sendEmailVerification: auth.sendEmailVerification,
    friendRelations,
  });
  const events = createEventsModule({
    ...parts,
    repo: eventsRepo,
    rolesOf: roles.rolesOf,
    findPerson: users.findProfile,
    eventOfInviteLink: users.eventOfInviteLink,
    notify: notifications.notify,
    followerIdsOf: users.followerIdsOf,
    personOf: users.personOf,
  });
  const findPerson = (userId: string) => users.findProfile({ id: userId });
  // Chats show who is in a chat's call, and calls ask chats who may be called: who is in a call comes first.
  const callPresence = createCallPresence({ db, personOf: users.personOf });
  const chats = createChatsModule({
    ...parts,
    areFriends: friendRelations.areFriends,
    friendsAmong: friendRelations.friendsAmong,
    joinedPeopleOf: callPresence.joinedPeopleOf,
    chatsInCall: callPresence.chatsInCall,
  });
  const calls = createCallsModule({
    ...parts,
    callMembersOf: chats.callMembersOf,
    requireChatId: chats.requireChatId,
    personOf: users.personOf,
  });
  // Friends invite friends to rooms: the rooms come first.
  const rooms = createRoomsModule({
    ...parts,
    findPerson,
    isBlockedFrom,
    personOf: users.personOf,
    notify: notifications.notify,
    followerIdsOf: users.followerIdsOf,
  });
  const friends = createFriendsModule({
    ...parts,
    chats,
    notify: notifications.notify,
    personOf: users.personOf,
    findEvent,
    inviteToRoom: rooms.inviteFriends,
  });
  const meet = createMeetModule({
    ...parts,
    personOf: users.personOf,
    dateOfBirthOf: async (userId) => (await users.findProfile({ id: userId }))?.dob ?? null,
    areFriends: friendRelations.areFriends,
  });
  const resolveCaller = createCallerResolver(tokens, auth.accountAuth.lookup);
  const commerce = createCommerceModule({
    ...parts,
    events,
    eventsRepo,
    emailOf: users.emailOf,
    timeZoneOf: users.timeZoneOf,
  });
  const store = createStoreModule({
    ...parts,
    events: events.events,
    findChannelOwner: events.findChannelOwner,
    roomAccessOf: rooms.storeAccessOf,
    resolveCaller,
    findPerson,
    payments: commerce.payments,
    emailOf: users.emailOf,
    findSavedCard: commerce.findSavedCard,
  });
  const feed = createFeedModule({
    ...parts,
    listEvents: eventsRepo.listEvents,
    viewEvents: events.events.viewEvents,
    viewEventsByIds: events.events.listByIds,
    findChannelOwner: events.findChannelOwner,
    getUserProfile: users.getUserProfile,
  });
  const search = createSearchModule({
    ...parts,
    viewEventsByIds: events.events.listByIds,
    viewRoomsByIds: rooms.viewRoomsByIds,
  });
  const live = createLiveModule({
    ...parts,
    eventEntryOf: events.liveEntryOf,
    roomEntryOf: rooms.liveEntryOf,
    isBlockedFrom,
  });
  const roomChat = createRoomChatModule({
    ...parts,
    entryOf: live.entryOf,
    personOf: users.personOf,
    viewerOf: live.viewerOf,
  });
  const roomSync = createRoomSyncModule({
    ...parts,
    entryOf: live.entryOf,
    viewerOf: live.viewerOf,
    storeAssetFile: async (caller, type, file) => (await events.media.upload(caller, { type }, file)).url,
  });
  const recordings = createRecordingsModule({
    ...parts,
    signedFiles: files.signedFiles,
    entryOf: live.entryOf,
    setFlag: roomSync.setFlag,
    viewerOf: live.viewerOf,
  });
  const replays = createReplaysModule({
    ...parts,
    watchEntryOf: events.watchEntryOf,
    isBlockedFrom,
    findChannelOwner: events.findChannelOwner,
    joinedCounts: rooms.joinedCounts,
  });
  // The streams call answers for the replays the replays feature lets the viewer watch (a clip's span).
  const stageRecordings = createStageRecordingsModule({
    ...parts,
    signedFiles: files.signedFiles,
    findEvent: eventsRepo.getEventForAccess,
    replayAccess: replays.resolveReplay,
  });
  // Media asks the stage who may publish (read from the room log), and the cast closes the streams of
  // whoever leaves the stage: media comes before the cast.
  const media = createMediaModule({
    ...parts,
    stageRecordings,
    recordingsDir,
    sfu,
    castGate: createCastGate(parts.roomLog, users.personOf, clock),
    entryOf: live.entryOf,
    personOf: users.personOf,
    viewerOf: live.viewerOf,
  });
  const cast = createCastModule({
    ...parts,
    entryOf: live.entryOf,
    leftStage: media.closeStreamsOf,
    personOf: users.personOf,
    viewerOf: live.viewerOf,
  });
  // A person blocked from a room leaves its cast (and the stage's streams): the flags come after the cast.
  const flags = createFlagsModule({
    ...parts,
    repo: flagsRepo,
    entryOf: live.entryOf,
    waitingLine: rooms.waitingLine,
    endEvent: events.events.endNow,
    leaveCast: cast.removeBlocked,
    chat: roomChat,
    viewerOf: live.viewerOf,
  });
  const support = createSupportModule(parts);
  // Who created a film (the films table alone), then the media that asks it, then the films that show it.
  const filmCreators = createFilmCreators(parts.db);
  const filmMedia = createFilmMediaModule({
    ...parts,
    uploadLocker: createUploadLocker({ redis: shared.commands, bus, prefix: config.redisPrefix }),
    resolveCaller,
    mayUpload: filmCreators.isCreator,
    isCreator: filmCreators.isCreator,
  });
  const films = createFilmsModule({
    ...parts,
    signedFiles: files.signedFiles,
    events,
    filmMedia: substitutes.filmMedia ?? filmMedia,
  });
  const analytics = createAnalyticsModule(parts);
  const operator = createOperatorModule({
    ...parts,
    reports: flags.reports,
    inbox: support.inbox,
    personOf: users.personOf,
    suspensions: auth.suspensions,
    birthDates: users.birthDates,
  });

  const app = await createHttpApp({
    logger: log,
    trustProxy: config.trustProxy,
    rateLimitPerMinute: config.rateLimitPerMinute,
    rateWindows: shared.rateWindows,
    bodyIdleTimeoutMs: config.bodyIdleTimeoutMs,
  });
  const httpRoutes: { method: string; url: string }[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) httpRoutes.push({ method: one, url });
  });
  const router = new ApiRouter(app, resolveCaller, { checkAnswers: config.checkAnswers });
  const realtime = createGatewayModule({ ...parts, app, accountAuth: auth.accountAuth, now: socketClock });
  const firstPaint = createFirstPaint(config.webDistDir, {
    publicUrl: config.publicUrl,
    eventDetail: (eventRef, viewer) => events.events.getFullDetail(eventRef, viewer),
    homepage: (query, viewer) => events.events.homepage(query, viewer),
    activeRooms: (caller, query) => rooms.activeList(caller, query),
  });
  const http = createHttpModule(app, {
    distDir: config.webDistDir,
    allowsStripeJs: commerce.processor === 'stripe',
    firstPageOf: firstPaint?.pageOf,
  });

  // Started in this order and stopped in the reverse one: database, bus, features, jobs, HTTP. The gateway
  // comes last so that its sockets close before the HTTP server waits for its connections.
  const modules: FeatureModule[] = [
    { name: 'database', stop: () => database.close() },
    shared.module,
    mail.module,
    health.module,
    auth.module,
    users.module,
    roles.module,
    events.module,
    commerce.module,
    store.module,
    feed.module,
    search.module,
    rooms.module,
    live.module,
    roomChat.module,
    flags.module,
    roomSync.module,
    recordings.module,
    cast.module,
    replays.module,
    notifications.module,
    chats.module,
    calls.module,
    friends.module,
    meet.module,
    support.module,
    films.module,
    filmMedia.module,
    analytics.module,
    operator.module,
    liveState.module,
    files.module,
    stageRecordings.module,
    // The media worker (the SFU's process) after the jobs: stopped before them, after HTTP and the gateway.
    media.module,
    http.module,
    realtime.module,
  ];
  const stop = await runModules(modules, { http: { router, app }, realtime }, log);

  return {
    app,
    db,
    auth: auth.sessions,
    accountAuth: auth.accountAuth,
    delivery,
    roomLog: liveState.roomLog,
    sockets: realtime.sockets,
    onFriendSocketsGone: (listener) => realtime.gateway.onFriendSocketsGone(listener),
    log,
    stripeWebhooks: commerce.stripeWebhooks,
    uploads,
    runReminders: notifications.runReminders,
    purgeRecordings: recordings.purgeOfDeletedRooms,
    async recordingsProcessed() {
      await recordings.processed();
      await stageRecordings.processed();
    },
    stopEndedRecordings: media.stopEndedRecordings,
    removeOrphanRecordings: stageRecordings.removeOrphans,
    apiRoutes: router.routes,
    httpRoutes,
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      const { port } = app.server.address() as AddressInfo;
      return `http://127.0.0.1:${port}`;
    },
    close: stop,
  };
}
