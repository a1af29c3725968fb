import type { Kysely } from 'kysely';
import type { AuthService } from './features/auth/index.ts';
import type { FilmMediaPort } from './features/films/index.ts';
import type { AccountAuthCache } from './platform/auth/accountAuthCache.ts';
import type { Database } from './platform/db/schema.ts';
import type { HttpApp } from './platform/http/httpApp.ts';
import type { RegisteredRoute } from './platform/http/router.ts';
import type { RoomLog } from './platform/live/roomLog.ts';
import type { Logger } from './platform/logger.ts';
import type { StripeWebhookHandlers } from './platform/payments/index.ts';
import type { RealtimeDelivery } from './platform/realtime/delivery.ts';
import type { FriendSocketsGoneListener } from './platform/realtime/friendSocketsGone.ts';
import type { SocketRouter } from './platform/realtime/socketRouter.ts';
import type { UploadRegistry } from './platform/storage/uploadRegistry.ts';

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
  /**
   * A person's friend sockets all closed and stayed so for the grace time: calls and meet listen here;
   * tests wait on it instead of sleeping out the grace time.
   */
  onFriendSocketsGone(listener: FriendSocketsGoneListener): void;
  log: Logger;
  /**
   * Handlers of verified Stripe webhook events by type: features register theirs here (and tests, to
   * watch the dispatch); events arrive only with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set.
   */
  stripeWebhooks: StripeWebhookHandlers;
  /** One run of the event reminders job (it runs every 2 s; tests run it at a time of their choosing). */
  runReminders(): Promise<number>;
  /** One run of the purge of deleted events' and rooms' recordings (every 10 minutes; tests choose when). */
  purgeRecordings(): Promise<number>;
  /** Resolves once this process's recording jobs under way (assemblies, trims, stage remuxes) are done (tests wait on it). */
  recordingsProcessed(): Promise<void>;
  /** Ends this process's recordings of events that ended (the media module's sweep; tests call it). */
  stopEndedRecordings(): Promise<void>;
  /** Removes the stage recordings of deleted events and people (its sweep; tests call it). */
  removeOrphanRecordings(): Promise<number>;
  /** Uploads and their collection (tests collect at a time of their choosing). */
  uploads: Pick<UploadRegistry, 'collectUnattached'>;
  /** The API routes declared through the router, with their input schemas. */
  apiRoutes: readonly RegisteredRoute[];
  /** Every route Fastify registered (method and URL), the router's or not: the contract test reads them. */
  httpRoutes: readonly { method: string; url: string }[];
  /** Starts listening; answers the base URL. */
  listen(): Promise<string>;
  /** Graceful stop: sockets closed with the shutdown code, in-flight requests finished, stores closed. */
  close(): Promise<void>;
}

/**
 * The clocks of a running platform, each the real time unless a test moves it. Three, not one: a test
 * that moves the rules' clock by days must not expire its tokens, nor refill every socket's frame budget.
 */
export interface LimelightClocks {
  /** The time the platform's rules go by; tests move it to reach time boundaries. */
  clock?: () => Date;
  /** The time tokens are issued and checked at (`TokenSigner`); the test of token expiry moves it. */
  tokenClock?: () => Date;
  /** The sockets' time in epoch ms (frame budgets, idle sockets); a test moves it to refill a budget. */
  socketClock?: () => number;
}

/**
 * Parts a test puts in place of the platform's own: the film media feature (upload, transcode, HLS) is
 * replaced by a fake that a test sets to ready, so that film tests need no ffmpeg.
 */
export interface LimelightSubstitutes {
  filmMedia?: FilmMediaPort;
}
