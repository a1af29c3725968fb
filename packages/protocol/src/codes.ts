/**
 * The response-code catalogue of spec 000 §8 and spec 001 §8: every code the API answers in the
 * envelope's `code`, its message and the HTTP status class it travels with.
 * Codes the spec names without wording get a message written here once; codes the spec leaves out
 * (generic validation, not found, forbidden, conflict, banned) are decisions recorded in docs/codes.md.
 */
export type HttpStatus = 200 | 400 | 401 | 403 | 404 | 409 | 429 | 500 | 503;

interface CodeEntry {
  readonly code: number;
  readonly message: string;
  readonly httpStatus: HttpStatus;
}

const entry = (code: number, message: string, httpStatus: HttpStatus): CodeEntry => ({
  code,
  message,
  httpStatus,
});

export const codeCatalogue = {
  Success: entry(200, 'success', 200),
  /** Counted as success by the retry wrapper (spec 001 §8): the operation had already taken effect. */
  AlreadyApplied: entry(12035, 'Already applied', 200),

  TryAgainLater: entry(3000, 'Please try again later.', 429),
  SystemError: entry(5000, 'Unfortunately we encountered an error. Please try again later.', 500),
  /** The readiness route: a dependency of this process does not answer (docs/decisions/resilience.md). */
  NotReady: entry(5003, 'This server cannot serve requests now.', 503),

  // Generic request outcomes (not shown in the spec; see docs/codes.md).
  InvalidRequest: entry(4000, 'Please try again...', 400),
  Forbidden: entry(4003, 'You are not allowed to do this.', 403),
  NotFound: entry(4004, 'Not found', 404),
  Conflict: entry(4009, 'This has already been done.', 409),

  // Session and authorization.
  TokenExpired: entry(10001, 'Token expired', 401),
  LoginRequired: entry(10002, 'Invalid authorization. Please try to log in again.', 401),
  RoomAgeRestricted: entry(
    10011,
    "We're sorry you are not eligible to join this event due to an age restriction.",
    403,
  ),
  RefreshTokenRequired: entry(10022, 'Refresh token required', 401),
  RefreshTokenFailed: entry(10023, 'Refresh token failed', 401),
  RefreshTokenRevoked: entry(10024, 'Refresh token revoked', 401),
  AccountUnavailable: entry(10027, 'Invalid authorization. Please try to log in again.', 401),
  AccountBanned: entry(
    10030,
    'Your account has been banned from the product for violating our Terms and Services.',
    403,
  ),
  InvalidTokenVersion: entry(10055, 'Invalid token version', 401),

  // Accounts (not shown in the spec; see docs/decisions/accounts.md).
  IncorrectCredentials: entry(10031, 'Incorrect email or password', 401),
  IncorrectPassword: entry(10032, 'The password is incorrect', 403),
  VerificationCodeInvalid: entry(10033, 'The code is incorrect or has expired', 400),
  LoginTokenInvalid: entry(10034, 'This login link is invalid or has expired', 401),
  IdentityTokenInvalid: entry(10035, 'We could not verify this sign-in. Please try again.', 401),
  IdentityInUse: entry(10036, 'This sign-in is already linked to another account', 409),
  /** A social sign-in whose address an unverified account holds (docs/decisions/email-verification.md). */
  EmailNotVerified: entry(
    10037,
    'An account with this e-mail address exists but the address is not verified. Sign in with its password or reset it.',
    409,
  ),
  /** A birth date edit that would move the account across 18 (docs/decisions/age-policy.md). */
  BirthDateLocked: entry(
    10038,
    'Your date of birth cannot be changed to make you an adult or a minor. Please contact us to correct it.',
    403,
  ),

  // Rooms and events.
  RoomFull: entry(5007, 'This room is full or url adress is not exist.', 403),
  RoomIdRequired: entry(11001, 'Required roomId', 400),
  RoomNotFound: entry(11002, 'This room is full or url adress is not exist.', 404),
  PrivateEvent: entry(11025, 'This event is private', 403),
  PrivateEventNotInvited: entry(11078, 'This event is private', 403),
  NotEventOwner: entry(11030, 'not the owner for this event', 403),
  /** The live page of an event that has ended (not numbered in the spec; docs/decisions/events.md). */
  EventEnded: entry(11080, 'This event has ended.', 403),
  UpdateRoomSettingFailed: entry(19006, 'Update room setting failed', 409),
  RoomIdMissing: entry(50000, 'required room id', 400),
  OptionNameRequired: entry(50002, 'required option name', 400),
  OptionValueRequired: entry(50003, 'required option value', 400),
  OptionNameInvalid: entry(50006, 'required valid option name', 400),

  // Chat.
  SlowMode: entry(12047, 'Slow mode is enabled on chat. Please try again later.', 429),
  // Room chat outcomes the spec does not number (docs/decisions/room-chat.md).
  ChatUserBlocked: entry(12048, 'You have been blocked', 403),
  ChatTurnedOff: entry(12049, 'Text chat is turned off in this room.', 403),
  ChatMessageNotFound: entry(12050, 'This message no longer exists.', 404),

  // The stage (cast): refusals of the cast state machine (docs/decisions/cast.md); the spec's wording where it
  // has one (spec 001 §8).
  CastBlocked: entry(12060, 'You are blocked from joining stage', 403),
  CastWrongList: entry(12061, 'This is not possible from where this person is on the stage now.', 409),
  CastAlreadyInInterview: entry(12062, 'User is already in interview.', 409),
  CastMainWindowFull: entry(12063, 'You cannot push more than 4 people', 409),
  CastMultiConnected: entry(12064, 'Invitation failed. User active in duplicate tab.', 409),
  CastJoinStageClosed: entry(12065, 'Only hosts can join the stage here.', 403),
  CastQueueFull: entry(12066, 'The stage is full. Please try again later.', 409),

  // Purchases.
  TicketAlreadyPurchased: entry(15001, 'Ticket already purchased', 409),
  NotFreeEvent: entry(15002, 'Not free event', 400),
  RestrictedArea: entry(15003, 'Restricted area', 403),
  SoldOut: entry(15004, 'Sold out', 409),
  UnsupportedCurrency: entry(15005, 'Not supported currency', 400),
  InvalidCoupon: entry(15006, 'Invalid coupon code', 400),
  PriceMismatch: entry(15007, 'Price not match', 400),
  StripeTokenRequired: entry(15008, 'Require stripe token', 400),
  EmailRequired: entry(15009, 'Require email', 400),
  CardDeclined: entry(15010, 'Unfortunately your card was declined. Please try using a different card.', 400),

  // Assets.
  AssetLimitReached: entry(171115, 'Asset limit reached. Delete any unused assets and retry.', 409),
  // A content the room's list no longer holds; the spec does not number it (docs/decisions/room-sync.md).
  SyncContentNotFound: entry(171116, 'This content no longer exists.', 404),

  // Friends and invitations.
  InviteeNotFound: entry(25000, 'invitee does not exist', 404),
  SenderIdRequired: entry(25001, 'required senderId', 400),
  InviteeIdRequired: entry(25002, 'required valid inviteeId', 400),
  InvitationTypeRequired: entry(25003, 'required valid type (friend or group)', 400),
  InvitationLinkRequired: entry(25004, 'required invitation link', 400),
  GroupIdEmpty: entry(25005, 'groupId is empty', 400),
  InvalidInvitationCode: entry(25006, 'invalid invitation code', 400),
  FriendRequestPending: entry(25007, 'please accept or reject friend request', 409),
  FriendRequestDeclined: entry(25008, 'you have declined the request', 409),
  InvitationNotFound: entry(25009, 'invitation not exist', 404),
  FriendIdRequired: entry(26000, 'required friend id', 400),
  InvalidFriendId: entry(26001, 'invalid friend id', 400),
  AlreadyFriends: entry(26002, 'friend already', 409),
  NotYourFriend: entry(26003, 'not your friend', 403),
  UnfriendFailed: entry(26004, 'delete friend failed', 409),

  // Groups.
  GroupNameRequired: entry(27000, 'required group name', 400),
  GroupMemberRequired: entry(27001, 'required group member', 400),
  GroupTooSmall: entry(27002, 'group member should be greater than 2', 400),
  GroupIdRequired: entry(27003, 'required group id', 400),
  NotGroupOwner: entry(27004, 'you are not the owner of this group', 403),
  DeleteGroupFailed: entry(27005, 'delete group failed', 409),
  InviteUserIdRequired: entry(27006, 'required invite user id', 400),
  AlreadyInGroup: entry(27007, 'user already in group', 409),
  DeleteGroupInfoFailed: entry(27008, 'delete group info failed', 409),
  RemoveGroupUserFailed: entry(27009, 'delete user from group failed', 409),
  OwnerMustTransfer: entry(27010, 'owner must pass owner status before leaving the group', 409),
  TransferToNonMember: entry(27011, 'cannot transfer owner to non-group user', 400),
  InvalidGroupId: entry(27012, 'invalid group Id', 400),
  CannotInviteNonFriend: entry(27013, 'cannot invite non friend', 403),
  TransferUuidRequired: entry(27014, 'required uuid for transferring adminship', 400),
  InvalidGroupName: entry(27015, 'invalid group name', 400),

  // Friend chats.
  ChatNotFound: entry(28000, 'no chat is found', 404),
  ChatActionRequired: entry(28001, 'required valid action', 400),
  ChatIdRequired: entry(28002, 'required chat id', 400),
  InvalidChatId: entry(28003, 'invalid chat id', 400),
  MessageTimeRequired: entry(28004, 'required message time', 400),
  MessageTypeRequired: entry(28005, 'required message type', 400),

  // Friend video calls: the spec's messages, codes of ours (docs/decisions/friend-calls.md).
  LineBusy: entry(28010, 'Line busy, please try again later.', 409),
  AlreadyInCall: entry(28011, 'You cannot start a new video call when you are in the another call.', 409),
  CallNotFound: entry(28012, 'This call has ended.', 404),
  NotInCall: entry(28013, 'You are not in this call.', 403),
  // Random meetings (not shown in the spec; docs/decisions/meet.md).
  MeetDateOfBirthRequired: entry(
    31000,
    'Please add your date of birth to your profile before meeting new people.',
    403,
  ),
  MeetStrangerGone: entry(31001, 'This person has left the meeting.', 409),
  MeetChatLocked: entry(31002, 'Chat opens once you have both accepted a friend request.', 403),

  // Replays (not shown in the spec but seek's refusal; docs/decisions/replays.md).
  ReplayNotFound: entry(32000, 'This replay is not available.', 404),
  ReplaySeekNotAllowed: entry(32001, 'You are not allowed to seek since you are not a moderator.', 403),
  ReplaySpanInvalid: entry(32002, "A replay must lie within the event's recorded time.", 400),

  // A moderator's own recordings (not shown in the spec; docs/decisions/recordings.md).
  RecordingQuotaReached: entry(
    32010,
    'Your recordings have used all of your storage. Delete some to record more.',
    403,
  ),
  RecordingStopped: entry(32011, 'This recording has already stopped.', 409),
  RecordingInProgress: entry(32012, 'This recording is still under way.', 409),
  RecordingEditUnavailable: entry(32013, 'Recordings cannot be trimmed on this server.', 500),

  // Films on demand (not shown in the spec; docs/decisions/films.md).
  FilmNotReady: entry(33000, 'This film is not ready to play yet.', 409),
  FilmNotPurchased: entry(33001, 'Buy this film to watch it.', 403),
  FilmSourceUnsupported: entry(33002, 'Upload an MP4, MOV or MKV video of at most 300 MB.', 400),
  FilmAlreadyUploaded: entry(33003, 'This film already has its video.', 409),
  // Analytics (spec 001 §6 analytics roles; docs/decisions/analytics.md).
  AnalyticsNotAllowed: entry(34000, "You do not have access to this channel's analytics.", 403),
  AnalyticsAdminOnly: entry(34001, "Only the channel's owner and admins can do this.", 403),
  AnalyticsOwnerRole: entry(34002, "The channel's owner keeps the owner role.", 409),
} as const satisfies Record<string, CodeEntry>;

export type CodeName = keyof typeof codeCatalogue;

/** `ResponseCode.SoldOut === 15004`: the numeric codes by name. */
export const ResponseCode = Object.fromEntries(
  Object.entries(codeCatalogue).map(([name, { code }]) => [name, code]),
) as { readonly [K in CodeName]: (typeof codeCatalogue)[K]['code'] };

export type ResponseCodeValue = (typeof ResponseCode)[CodeName];

const byCode = new Map<number, CodeEntry>(Object.values(codeCatalogue).map((e) => [e.code, e]));

/** The catalogue entry of a numeric code, or undefined for a code this catalogue does not know. */
export function lookupCode(code: number): CodeEntry | undefined {
  return byCode.get(code);
}

/** The HTTP status a code travels with; unknown codes are server errors. */
export function httpStatusOf(code: number): HttpStatus {
  return byCode.get(code)?.httpStatus ?? 500;
}

/** The catalogue message of a code; unknown codes get the generic error message. */
export function messageOf(code: number): string {
  return byCode.get(code)?.message ?? codeCatalogue.SystemError.message;
}

/** Codes after which the web client logs the user out with the session-expired notice (spec 000 §8). */
export const sessionInvalidCodes: ReadonlySet<number> = new Set([
  ResponseCode.RefreshTokenRequired,
  ResponseCode.RefreshTokenFailed,
  ResponseCode.RefreshTokenRevoked,
  ResponseCode.InvalidTokenVersion,
]);

/** Codes the retry wrapper counts as success (spec 001 §8). */
export const retrySuccessCodes: ReadonlySet<number> = new Set([
  ResponseCode.Success,
  ResponseCode.AlreadyApplied,
]);
