/**
 * The business constants and limits of spec 000 §9 and spec 001 §9 (plus the few numbers of §1 and §7
 * both ends need), grouped by area. Durations carry their unit in the name; money is in cents.
 */

export * from './limits/realtime.ts';

/** Request conventions: every call carries `v=43` and `X-Client: web-43` (spec 000 §7, spec 001 §7). */
export const Api = {
  version: 43,
  versionParam: 'v',
  clientHeaderName: 'X-Client',
  clientHeader: 'web-43',
  /** spec 001 §9: paths default to v1, with v2 for some calls. */
  defaultPathVersion: 'v1',
  /** spec 000 §7: no timeout for the main client, 60 s for the second client. */
  secondClientTimeoutMs: 60_000,
} as const;

/** Default page sizes of lists (spec 000 §7, §9; spec 001 §9). */
export const PageSize = {
  chatList: 10,
  chatHistory: 5,
  roomList: 20,
  channel: 20,
  notifications: 10,
  /** Category "all" answers at most this many notifications per type (`maxNumInType`). */
  notificationsPerTypeForAll: 3,
  recordings: 5,
  /** Followers and following lists: not shown in the spec (docs/decisions/accounts.md). */
  follows: 20,
  /** Event lists (home, list, my events, channel events, movies): spec 000 §9 channel page size. */
  events: 20,
  /** Role lists and role search: not shown in the spec (docs/decisions/roles-feed-search.md). */
  roles: 50,
  /** An event's participant list: not shown in the spec (docs/decisions/roles-feed-search.md). */
  participants: 20,
  /** Search results: not shown in the spec (docs/decisions/roles-feed-search.md). */
  search: 20,
  /** Friend lists, friend and people search, group members: not shown in the spec (docs/decisions/friends.md). */
  friends: 20,
  /** A room's assets (shared content): not shown in the spec (docs/decisions/room-sync.md). */
  syncAssets: 20,
  /** Screen share requests (GET /sync/v2/screen/myList, /publishList): not shown (docs/decisions/media.md). */
  screenShares: 20,
  /** The film catalogue and film lists: not shown in the spec (docs/decisions/films.md). */
  films: 24,
} as const;

/** Notification paging, pop-ups and sound (spec 000 §1, §9). */
export const Notifications = {
  /** After the first load, paging continues from page 2. */
  nextPageAfterFirstLoad: 2,
  popupLifetimeMs: 5_000,
  soundMs: 1_500,
} as const;

/** The access token is refreshed when its expiry is within 5 minutes (spec 000 §4, §9). */
export const TokenRefresh = { withinMs: 300_000 } as const;

/** On 10001 the same request is repeated after 2 s, at most 5 times, then the user is logged out (spec 000 §8, §9). */
export const TokenExpiredRetry = { delayMs: 2_000, maxRetries: 5 } as const;

/** A login by token assumes this expiry and an empty refresh token (spec 000 §4, §9). */
export const TokenLogin = { expiresInSeconds: 3_600 } as const;

/**
 * E-mail verification (not shown in the spec; docs/decisions/email-verification.md): a mailed link and
 * short code work 24 h; a new mail may be asked for once a minute and at most 5 an hour.
 */
export const EmailVerification = {
  expiresInHours: 24,
  resendCooldownSeconds: 60,
  maxMailsPerHour: 5,
  codeLength: 6,
  /** Wrong short codes one mail takes before it stops working. */
  maxCodeAttempts: 5,
} as const;

/**
 * spec 001 §8, §9: tokens are cleared after more than 3 token expiries or 5 login-required answers.
 * spec 001 names 3 as one reading and 5 as the other; spec 000 uses 5 (see `TokenExpiredRetry`).
 */
export const LogoutThreshold = { tokenExpiriesMoreThan: 3, loginRequiredResponses: 5 } as const;

/** Calls marked "retried": 5 attempts, waiting 1 s, then 3 s, 3 s, 3 s between them (spec 001 §8, §9). */
export const RetryWrapper = { maxAttempts: 5, delaysMs: [1_000, 3_000, 3_000, 3_000] } as const;

/** Default values of preferences, payments, rooms and the cast (spec 000 §3, §9; spec 001 §3, §9). */
export const Defaults = {
  volume: 0.25,
  codec: 'VP8',
  editorAutosave: true,
  ticketQuantity: 1,
  currency: 'usd',
  castMode: 'G',
  ageLabel: '13',
  privateLevel: 1,
  joinStageType: 1,
  allowDonations: true,
  showParticipants: true,
  language: 'en',
} as const;

/** Store cart (spec 000 §3, §9). */
export const Cart = { currency: 'CAD', taxRate: 0.13 } as const;

/** Object URLs made for downloads are revoked after 40 s (spec 000 §9). */
export const Download = { urlRevokeMs: 40_000 } as const;

/** Calendar export is an .ics file (spec 000 §1, §9). */
export const CalendarExport = {
  fileExtension: '.ics',
  mimeType: 'text/calendar',
  /**
   * The alert picker's choices (spec 000 §2 "alert picker"; docs/decisions/alert-picker.md): minutes before
   * the start at which the calendar alerts; 10 is the platform's own reminder, and the default.
   */
  alertMinutes: [0, 5, 10, 15, 30, 60, 1440],
  defaultAlertMinutes: 10,
} as const;

/** At most 5 tags per room or event (spec 000 §3, §5, §9). */
export const TagLimit = { max: 5 } as const;

/** Hosts and stars get up to 5 invite links per event (spec 000 §6, §9; spec 001 §5, §9). */
export const InviteLinkLimit = { maxPerEvent: 5 } as const;

/**
 * Invitations per sender (docs/decisions/friends.md "Invitations"): each invitation call (friends to an
 * event or room, e-mails, friend requests, invitation codes made or opened) at most this often a minute
 * for one person, on every process; the spec names no limit, so 3000 'Please try again later.' answers.
 */
export const InvitationRate = { perSenderPerMinute: 10 } as const;

/** A group has more than 2 members (spec 000 §5, §9; code 27002). */
export const GroupMembers = { moreThan: 2 } as const;

/** Contact message at most 4000 characters (spec 000 §5, §9). */
export const ContactMessage = { maxChars: 4_000 } as const;

/**
 * Contact and feedback messages one client address may send a minute (the spec names no limit): enough for
 * a person who retries, too few for a script that fills the operators' mailbox; past it 3000 answers.
 */
export const ContactRate = { perAddressPerMinute: 5 } as const;

/** Password at least 8 characters (spec 000 §5, §9). */
export const PasswordRule = { minChars: 8 } as const;

/** Sign-up age 13 to 150; adult from 18, i.e. an age label above 17 (spec 000 §5, §9; spec 001 §9). */
export const AgeRule = { signUpMin: 13, signUpMax: 150, adultYears: 18, adultLabelAbove: 17 } as const;

/** Room age labels (spec 000 §3, §9); the for-kids label exists but its value is not shown. */
export const AgeLabel = { general: '13', adultsOnly: '18' } as const;

/** Room privacy (`privateLevel`, default 1, spec 000 §3); the spec does not give the values, 1 is public. */
export const RoomPrivacy = { public: 1, private: 2 } as const;

/** Display name and description lengths (spec 000 §5, spec 001 §5, §9). */
export const TextLength = { displayNameMaxChars: 100, descriptionMaxChars: 500 } as const;

/**
 * A moderator's own recordings (docs/decisions/recordings.md): the browser sends a chunk every
 * `chunkIntervalMs`; each chunk is at most `chunkMaxBytes`; an owner's recordings together hold at most
 * `quotaBytes` (a deployment may set its own: RECORDING_QUOTA_BYTES).
 */
export const RecordingLimit = {
  chunkIntervalMs: 4_000,
  chunkMaxBytes: 16 * 1024 * 1024,
  quotaBytes: 2 * 1024 * 1024 * 1024,
  nameMaxLength: 100,
  /** The stage tiles composited into a recording (spec 001 §4: at most 4 on the main window). */
  maxTiles: 4,
  /** The X-Timestamp header of saveStream (spec 000 §7): ms since the recording began. */
  timestampHeader: 'x-timestamp',
} as const;

/**
 * Upload kinds and sizes (spec 000 §5, §9). "Video 300 MB" is read as 300 MiB (300 × 1024 × 1024 bytes),
 * the generous reading: the image and PDF limits are stated in bytes, the video one in megabytes.
 */
export const UploadLimit = {
  imageMaxBytes: 20_000_000,
  videoMaxBytes: 300 * 1024 * 1024,
  pdfMaxBytes: 24_000_000,
  imageExtensions: ['jpg', 'jpeg', 'png', 'bmp', 'gif', 'svg'],
  videoExtensions: ['mp4'],
  pdfExtensions: ['pdf'],
  /**
   * 3D models shared in rooms (issue 25): glTF 2.0 as .glb or a self-contained .gltf, at most 50 MB (the spec
   * gives no limit; docs/decisions/model-uploads.md).
   */
  modelMaxBytes: 50_000_000,
  modelExtensions: ['glb', 'gltf'],
  /** Shopping item photos (spec 000 §5). */
  shoppingPhotoExtensions: ['jpg', 'jpeg', 'png'],
} as const;

/**
 * Films on demand (docs/decisions/films.md): the source is uploaded resumably (tus) to `uploadPath`, at most
 * the spec's video size (spec 000 §9 "Video 300 MB"), as MP4, MOV or MKV (checked by magic bytes), and
 * transcoded to an HLS ladder of `ladderHeights` (plus the source's own height when lower) in segments of
 * `segmentSeconds`. A playback address is signed for `playbackUrlTtlS`.
 */
export const FilmLimit = {
  uploadPath: '/api/films/v1/uploads',
  /** A film's playlists and segments: `${mediaPath}/<filmId>/master.m3u8`, behind its playback cookie. */
  mediaPath: '/media/films',
  /** Unfinished uploads one member may have at once (a new one past it is refused until one ends). */
  uploadsInProgressPerUser: 2,
  maxSourceBytes: UploadLimit.videoMaxBytes,
  sourceExtensions: ['mp4', 'mov', 'mkv'],
  ladderHeights: [720, 360],
  segmentSeconds: 4,
  playbackUrlTtlS: 6 * 60 * 60,
  titleMaxLength: 120,
  descriptionMaxLength: 4000,
  /** Twelve hours: no film runs longer. */
  maxRuntimeS: 12 * 60 * 60,
  /** A failed transcode is tried once more before it is called failed. */
  transcodeAttempts: 2,
  /** A WebVTT caption track: text, so 1 MB is hours of dialogue. */
  captionMaxBytes: 1_000_000,
} as const;

/** Donations $1 to $99,999, quick amounts $5, $10, $15, $20, in cents (spec 000 §9, spec 001 §5, §9). */
export const DonationLimit = {
  minCents: 100,
  maxCents: 9_999_900,
  quickAmountsCents: [500, 1_000, 1_500, 2_000],
} as const;

/** Report categories 1 to 9, each with sub-options (spec 000 §9, spec 001 §9). */
export const ReportCategory = { min: 1, max: 9 } as const;

/** Analytics time filters: all, a number of days, or custom (spec 000 §9, spec 001 §9). */
export const TimeFilters = ['all', 1, 7, 15, 30, 90, 365, 'custom'] as const;
/** One analytics time filter. */
export type TimeFilter = (typeof TimeFilters)[number];

/** Platforms (spec 000 §9, spec 001 §9). */
export const Platforms = ['web', 'ios', 'android', 'special'] as const;
/** One platform. */
export type Platform = (typeof Platforms)[number];

/** Table (stage) statuses (spec 000 §9, spec 001 §9). */
export const TableStatuses = ['closed', 'upcoming', 'live'] as const;
/** One table status. */
export type TableStatus = (typeof TableStatuses)[number];

/** Event reminders (spec 000 §4, §9). */
export const EventReminders = ['all-day', '10-minutes', 'now'] as const;
/** One event reminder. */
export type EventReminder = (typeof EventReminders)[number];

/** A live event can be extended by 5, 15 or 30 minutes (spec 001 §2, §9). */
export const EventExtensionMinutes = [5, 15, 30] as const;

/** Brand colours by name (spec 000 §9); their shades are not shown and belong to the web theme. */
export const BrandColours = ['main blue', 'minor blue', 'yellow'] as const;

/** Interface languages: en, zh, fr and the tutoring variants (spec 000 §1, spec 001 §9). */
export const Languages = ['en', 'zh', 'fr', 'en-tutor', 'en-school', 'fr-school'] as const;
/** One interface language. */
export type Language = (typeof Languages)[number];

/** The page counts as zoomed outside these device pixel ratios (spec 000 §1, spec 001 §2). */
export const Zoom = { maxDevicePixelRatio: 2.5, minDevicePixelRatio: 0.5 } as const;

/** With the friends panel open the main area is 80% wide, at most 100% minus 330px (spec 000 §1, spec 001 §2). */
export const FriendsPanel = { mainAreaWidthPercent: 80, panelReservedPx: 330 } as const;

/** A cast token answer is valid only with type "L" and code 200 (spec 001 §4, §9). */
export const CastToken = { type: 'L', successCode: 200 } as const;

/**
 * The apps a room or event can offer (spec 000 §1); an event's `services` name them (spec 000 §3).
 */
export const EventServiceNames = [
  'my assets',
  'screen share',
  'movies',
  'mp4',
  'image',
  'tiktok',
  'twitch',
  'youtube',
  'google docs',
  'slides',
  'sheets',
  'drive',
  'spotify',
  'sketcharoo',
  'mofia',
  'netflix',
  'primevideo',
  'disneyplus',
  'pdf',
  'tsn',
  'espn',
  'tubi',
  'hbo',
  'crunchyroll',
] as const;
/** One app an event can offer. */
export type EventServiceName = (typeof EventServiceNames)[number];

/**
 * GET /events/v4/{id} "with a UTC offset header" (spec 000 §7): the viewer's offset from UTC in minutes,
 * east positive (UTC+02:00 is 120, New York in winter -300), at most ±14 hours.
 */
export const UtcOffsetHeader = { name: 'X-Utc-Offset', maxAbsMinutes: 14 * 60 } as const;

/** At most this many addresses per whitelist change or e-mail invitation. */
export const EventEmailBatch = { max: 100 } as const;
