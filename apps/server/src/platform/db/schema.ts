import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A person: a guest (kind 'guest') or a registered member. One id, `id`, is the wire's userId. */
export interface UsersTable {
  id: string;
  kind: 'guest' | 'member';
  email: string | null;
  username: string | null;
  passwordHash: string | null;
  cyaId: string | null;
  firstName: string | null;
  lastName: string | null;
  gender: 'M' | 'F' | null;
  dob: string | null;
  bio: string | null;
  avatar: string | null;
  backgroundImageUrl: string | null;
  notes: string | null;
  /** The host who created this account for its owner (createAccount), until the owner claims it. */
  createdById: string | null;
  /** The event a guest was created for. */
  guestEventId: string | null;
  /** Bumped by password change and logout-everywhere; tokens of an older version answer 10055. */
  tokenVersion: Generated<number>;
  /** When the holder proved to own `email` (mailed code or link, a provider's verified claim); null if not. */
  emailVerifiedAt: Timestamp | null;
  bannedAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Refresh tokens, stored as SHA-256 hashes, chained in families for reuse detection. */
export interface RefreshTokensTable {
  id: string;
  userId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Timestamp;
  /** Set when the token was rotated; presenting it again revokes the whole family. */
  usedAt: Timestamp | null;
  revokedAt: Timestamp | null;
  createdAt: Timestamp;
}

/** A session ended by logout: its access tokens are refused until `expiresAt`. */
export interface RevokedSessionsTable {
  sessionId: string;
  userId: string;
  expiresAt: Timestamp;
}

/** Social sign-in identities (OpenID Connect issuer subject) linked to an account. */
export interface IdentitiesTable {
  provider: string;
  subject: string;
  userId: string;
  email: string | null;
  createdAt: Timestamp;
}

/** Who follows whom (spec 000 §4 follow: not following → following). */
export interface FollowsTable {
  followerId: string;
  followingId: string;
  createdAt: Timestamp;
}

/** Password reset requests: the e-mailed 6-digit code, hashed, with its expiry and attempts. */
export interface PasswordResetsTable {
  id: string;
  userId: string;
  /** The address the code was mailed to: entering the code proves it (null for requests from before). */
  email: string | null;
  codeHash: string;
  attempts: Generated<number>;
  expiresAt: Timestamp;
  consumedAt: Timestamp | null;
  createdAt: Timestamp;
}

/** Mailed e-mail verifications: the link's token and the short code, hashed, bound to the address sent to. */
export interface EmailVerificationsTable {
  id: string;
  userId: string;
  email: string;
  linkHash: string;
  codeHash: string;
  attempts: Generated<number>;
  expiresAt: Timestamp;
  consumedAt: Timestamp | null;
  createdAt: Timestamp;
}

/** Login tokens of accounts a host created, stored as SHA-256 hashes (spec 000 §7 login by token). */
export interface LoginTokensTable {
  tokenHash: string;
  userId: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
}

/** Invitation links to an event; the event is kept as text until events exist. */
export interface InviteLinksTable {
  id: string;
  eventId: string;
  inviterId: string;
  createdAt: Timestamp;
}

/** Who signed in through which invitation link. */
export interface InviteLinkRedemptionsTable {
  linkId: string;
  userId: string;
  createdAt: Timestamp;
}

/** Mail the embedded platform keeps instead of sending (no SMTP configured). */
export interface MailOutboxTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Timestamp;
}

/** Who may see an event (spec 000 §3): listed for all, only for those allowed, or only by its address. */
export type EventVisibility = 'public' | 'private' | 'unlisted';
/** spec 000 §3 event type. */
export type EventType = 'Free' | 'Paid' | 'Donate';

/** An event (spec 000 §3). `deletedAt` set is the wire's `deleted: 1`; `published` is `published: 1`. */
export interface EventsTable {
  id: string;
  slug: string;
  creatorId: string;
  title: string;
  label: string | null;
  description: Generated<string>;
  copyright: string | null;
  timezone: Generated<string>;
  startAt: Timestamp | null;
  endAt: Timestamp | null;
  ageRestriction: Generated<number>;
  type: Generated<EventType>;
  visibility: Generated<EventVisibility>;
  published: Generated<boolean>;
  publishedAt: Timestamp | null;
  deletedAt: Timestamp | null;
  cover: string | null;
  thumbnail: string | null;
  poster: string | null;
  trailer: string | null;
  tags: Generated<string[]>;
  hideJoinNumber: Generated<boolean>;
  hideDonation: Generated<boolean>;
  hideChat: Generated<boolean>;
  hideJoinStage: Generated<boolean>;
  chatModApprove: Generated<boolean>;
  waitingRoom: Generated<boolean>;
  hideFriendChat: Generated<boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A ticket tier of an event (spec 000 §3): price in cents, per-order min/max, inventory total and sold. */
export interface EventTiersTable {
  id: string;
  eventId: string;
  type: string;
  priceCents: number;
  min: number;
  max: number;
  total: number;
  sold: Generated<number>;
  position: Generated<number>;
  createdAt: Timestamp;
}

/** spec 000 §3 event contents: data, MPD, HLS, image URL or YouTube id, with an optional DRM token. */
export type EventContentKind = 'data' | 'mpd' | 'hls' | 'image' | 'youtube';

export interface EventContentsTable {
  id: string;
  eventId: string;
  kind: EventContentKind;
  name: string | null;
  value: string;
  drmToken: string | null;
  position: Generated<number>;
  createdAt: Timestamp;
}

/** A service (app) an event offers (spec 000 §3 services). */
export interface EventServicesTable {
  id: string;
  eventId: string;
  service: string;
  createdAt: Timestamp;
}

/** A region or age restriction of an event (spec 000 §3 restriction: geoname_id, title, allowed, age). */
export interface EventRestrictionsTable {
  id: string;
  eventId: string;
  geonameId: number | null;
  /** ISO 3166-1 alpha-2, upper case; matched against the viewer's country. */
  country: string | null;
  title: Generated<string>;
  allowed: Generated<boolean>;
  age: number | null;
  createdAt: Timestamp;
}

/** Whitelist v1: e-mail addresses allowed into a private event. */
export interface EventWhitelistEmailsTable {
  eventId: string;
  email: string;
  createdAt: Timestamp;
}

/** Whitelist v2: people (friends) allowed into a private event. */
export interface EventWhitelistUsersTable {
  eventId: string;
  userId: string;
  createdAt: Timestamp;
}

/** Events a member saved (spec 000 §7 save; the home feed's "saved"). */
export interface EventSavesTable {
  userId: string;
  eventId: string;
  createdAt: Timestamp;
}

/** Movies shown with an event (spec 000 §3 movie entry). */
export interface EventMoviesTable {
  eventId: string;
  movieId: string;
  createdAt: Timestamp;
}

/** Ticket ownership: free RSVPs (`source` 'rsvp') today, purchases once commerce (issue 5) exists. */
export interface TicketsTable {
  id: string;
  eventId: string;
  userId: string;
  tierId: string | null;
  source: string;
  /** The ticket's entry pass (`/pass/:id`): random, unguessable. */
  passId: Generated<string>;
  createdAt: Timestamp;
}

/** A person's role on an event (spec 000 §3 role entry); `userId` is null while an e-mail invitation waits. */
export interface EventRolesTable {
  id: string;
  eventId: string;
  userId: string | null;
  email: string | null;
  role: 'host' | 'star' | 'mod';
  status: Generated<'invited' | 'active' | 'declined'>;
  /** Shared by the rows of one invitation: the `:inviteId` of `/event/:id/invite/:inviteId`. */
  inviteId: string;
  invitedBy: string | null;
  createdAt: Timestamp;
  respondedAt: Timestamp | null;
}

/** A charge attempt, once per idempotency key (platform/payments). */
export interface PaymentsTable {
  id: string;
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  description: string;
  status: 'pending' | 'succeeded' | 'declined';
  chargeId: string | null;
  declineReason: string | null;
  createdAt: Generated<Date>;
  settledAt: Date | null;
}

/** A Stripe webhook event, recorded once by its id (platform/payments). */
export interface StripeWebhookEventsTable {
  id: string;
  type: string;
  createdAt: Generated<Date>;
  /** Null while its handler runs. */
  processedAt: Date | null;
}

/** A coupon of an event (spec 000 §3): a percentage or an amount off, limited to `count` uses or not. */
export interface CouponsTable {
  id: string;
  eventId: string;
  code: string;
  type: 'percent' | 'amount';
  value: number;
  limited: boolean;
  count: number;
  used: Generated<number>;
  startAt: Timestamp | null;
  endAt: Timestamp | null;
  createdAt: Generated<Date>;
}

/** A card the processor keeps for a person (spec 000 §3 saved card); `id` is the wire's `cId`. */
export interface SavedCardsTable {
  id: string;
  userId: string;
  customerId: string;
  cardId: string;
  last4: string;
  createdAt: Generated<Date>;
}

/** A paid donation to an event; one per charge. */
export interface DonationsTable {
  id: string;
  userId: string;
  eventId: string;
  amountCents: number;
  currency: string;
  chargeId: string;
  createdAt: Generated<Date>;
}

/** A purchase of tickets of one tier with the buyer's ticket (features/commerce). */
export interface OrdersTable {
  id: string;
  ticketId: string;
  userId: string;
  eventId: string;
  tierId: string | null;
  tierType: string;
  couponId: string | null;
  quantity: number;
  amountCents: number;
  currency: string;
  email: string;
  referral: string | null;
  idempotencyKey: string;
  /** pending while the card is charged; refunding while the processor refunds it. */
  status: 'pending' | 'paid' | 'refunding' | 'refunded';
  kind: 'ticket' | 'film';
  /** The tier's price when bought; `amountCents` is what was paid. */
  unitPriceCents: number;
  couponCode: string | null;
  /** The ticket's pass, kept once a refund deleted the ticket. */
  passId: string;
  /** The charge that paid the order; null for a free order. */
  chargeId: string | null;
  paidAt: Date | null;
  refundClaimedAt: Date | null;
  refundedAt: Date | null;
  createdAt: Generated<Date>;
}

/** A refund the card processor made of an order. */
export interface RefundsTable {
  id: string;
  orderId: string;
  processorRefundId: string | null;
  amountCents: number;
  currency: string;
  reason: string | null;
  /** The editor who refunded; null for a refund made outside the platform. */
  refundedBy: string | null;
  createdAt: Generated<Date>;
}

/** A product of an event, room or influencer store (features/store). */
export interface StoreProductsTable {
  id: string;
  ownerKind: 'event' | 'room' | 'influencer';
  ownerId: string;
  title: string;
  description: Generated<string>;
  image: string | null;
  active: Generated<boolean>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** One way to buy a product (a size, a colour); `stock` null means no limit. */
export interface StoreVariantsTable {
  id: string;
  productId: string;
  name: string;
  unitPriceCents: number;
  stock: number | null;
  position: number;
}

/** A person's cart: one in use (open or being paid for) at a time. */
export interface StoreCartsTable {
  id: string;
  userId: string;
  status: 'open' | 'checkout' | 'ordered';
  createdAt: Generated<Date>;
}

export interface StoreCartItemsTable {
  cartId: string;
  variantId: string;
  count: number;
  addedAt: Generated<Date>;
}

/** A paid (or being paid) cart; amounts in cents. */
export interface StoreOrdersTable {
  id: string;
  userId: string;
  cartId: string;
  ownerKind: 'event' | 'room' | 'influencer';
  ownerId: string;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  currency: string;
  email: string;
  idempotencyKey: string;
  status: 'pending' | 'paid';
  chargeId: string | null;
  createdAt: Generated<Date>;
}

/** A line of a store order, copied from the cart at the price paid. */
export interface StoreOrderLinesTable {
  orderId: string;
  position: number;
  variantId: string;
  productId: string;
  title: string;
  variantName: string;
  image: string | null;
  unitPriceCents: number;
  count: number;
}

/** A room (spec 000 §3 Room); `deletedAt` set means deleted. privateLevel 1 public, 2 private. */
export interface RoomsTable {
  id: string;
  slug: string;
  ownerId: string;
  title: string;
  thumbnail: string | null;
  privateLevel: Generated<1 | 2>;
  label: Generated<'13' | '18' | 'kids'>;
  tags: Generated<string[]>;
  waitRoom: Generated<boolean>;
  approveJoin: Generated<boolean>;
  sendChat: Generated<boolean>;
  showParticipants: Generated<boolean>;
  allowDonations: Generated<boolean>;
  chatModApprove: Generated<boolean>;
  /** 1 all members may join the stage, 2 hosts only. */
  joinStage: Generated<1 | 2>;
  /** Set when someone joins, cleared when the last one leaves: the candidates of the active list. */
  peopleSeenAt: Timestamp | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  deletedAt: Timestamp | null;
}

/** The authoritative live state of a room (docs/decisions/live-state.md); `version` is its last seq. */
export interface RoomStatesTable {
  roomId: string;
  version: number;
  state: unknown;
  updatedAt: Generated<Date>;
}

/** A room's command log: every state change, in seq order, published as a room frame. */
export interface RoomLogTable {
  roomId: string;
  seq: number;
  serverTime: Timestamp;
  actorId: string | null;
  appKey: string;
  command: string;
  payload: unknown;
  publishedAt: Timestamp | null;
}

/**
 * A live room's chat messages (docs/decisions/room-chat.md): `visible` to everyone, `pending` approval
 * under strict moderation (moderators only), or `removed`. `position` orders them and pages history.
 */
export interface RoomChatMessagesTable {
  id: string;
  roomId: string;
  position: Generated<string>;
  senderId: string;
  content: string;
  status: 'visible' | 'pending' | 'removed';
  approvedBy: string | null;
  createdAt: Timestamp;
  removedAt: Timestamp | null;
}

/** Who subscribed to a room (spec 000 §7 subscribe; My Rooms). */
export interface RoomSubscriptionsTable {
  roomId: string;
  userId: string;
  createdAt: Generated<Date>;
}

/** The people a room's owner invited when creating it (spec 000 §7 createRoom `friendList`). */
export interface RoomInvitationsTable {
  roomId: string;
  userId: string;
  invitedBy: string | null;
  createdAt: Generated<Date>;
}

/** A file someone uploaded; collected after a day while nothing references it (docs/decisions/security.md). */
export interface UploadsTable {
  key: string;
  ownerId: string | null;
  createdAt: Timestamp;
  attachedAt: Timestamp | null;
}

/** An account's failed password logins in a row, and the back-off they earned (docs/decisions/security.md). */
export interface LoginFailuresTable {
  userId: string;
  failures: number;
  lastFailureAt: Timestamp;
  blockedUntil: Timestamp | null;
}

export interface Database {
  users: UsersTable;
  refreshTokens: RefreshTokensTable;
  revokedSessions: RevokedSessionsTable;
  identities: IdentitiesTable;
  follows: FollowsTable;
  passwordResets: PasswordResetsTable;
  emailVerifications: EmailVerificationsTable;
  loginTokens: LoginTokensTable;
  inviteLinks: InviteLinksTable;
  inviteLinkRedemptions: InviteLinkRedemptionsTable;
  mailOutbox: MailOutboxTable;
  events: EventsTable;
  eventTiers: EventTiersTable;
  eventContents: EventContentsTable;
  eventServices: EventServicesTable;
  eventRestrictions: EventRestrictionsTable;
  eventWhitelistEmails: EventWhitelistEmailsTable;
  eventWhitelistUsers: EventWhitelistUsersTable;
  eventSaves: EventSavesTable;
  eventMovies: EventMoviesTable;
  tickets: TicketsTable;
  eventRoles: EventRolesTable;
  payments: PaymentsTable;
  stripeWebhookEvents: StripeWebhookEventsTable;
  orders: OrdersTable;
  coupons: CouponsTable;
  savedCards: SavedCardsTable;
  donations: DonationsTable;
  refunds: RefundsTable;
  storeProducts: StoreProductsTable;
  storeVariants: StoreVariantsTable;
  storeCarts: StoreCartsTable;
  storeCartItems: StoreCartItemsTable;
  storeOrders: StoreOrdersTable;
  storeOrderLines: StoreOrderLinesTable;
  rooms: RoomsTable;
  roomSubscriptions: RoomSubscriptionsTable;
  roomInvitations: RoomInvitationsTable;
  uploads: UploadsTable;
  loginFailures: LoginFailuresTable;
  roomStates: RoomStatesTable;
  roomLog: RoomLogTable;
  roomChatMessages: RoomChatMessagesTable;
}
