/**
 * Every user-visible message, in English, keyed for i18n. The first part is quoted verbatim from the
 * specs, typos included ("You can not invited yourself", "Publising failed", "Missing report commend").
 * Where the spec shows a message with "..." standing for a detail, the detail is a `{name}` placeholder
 * filled by `fillMessage`. The last part holds wording the specs require but do not quote.
 */
export const Messages = {
  // spec 000 §5: accounts and sign-up.
  usernameTaken: 'The username has already been taken',
  invalidEmail: 'Invalid email, please try again',
  passwordTooShort: 'Please enter a password (8char min length)',
  passwordsDoNotMatch: 'Passwords do not match',
  termsNotAccepted: 'Must accept to continue',
  dateOfBirthOutOfRange: 'DOB must be 13-150',
  loginWithEmail: 'Please login with your email address',
  accountBanned: 'Your account has been banned from the product for violating our Terms and Services.',

  // spec 000 §5, spec 001 §8: event restrictions.
  ageRestricted: "We're sorry you are not eligible to join this event due to an age restriction.",
  ageRequirementNotMet: 'Sorry, you do not meet the age requirements for this event.',
  regionUnavailable: 'This content is unavailable in your region.',
  priceToBeDetermined: 'The price is to be determined by the creator.',
  eventSoldOut: 'This event is sold out.',

  // spec 000 §8: event entry.
  entryNoTicket: 'No ticket',
  entryInvalidAge: 'Invalid Age',
  entryNotStarted: 'Event has not started.',

  // spec 000 §5, spec 001 §5: editing, roles and invitations.
  invalidUrl: 'The url is invalid',
  selectRoles: 'Please select roles',
  invalidEmailFormat: 'Invalid email format',
  noUserSelected: 'No User Selected...',
  tooManyInviteLinks: 'Invite Links Cannot have more than 5',
  cannotInviteYourself: 'You can not invited yourself',
  invalidLink: 'Invalid Link ...',
  sendInvitationLinkFailed: 'Fail to send invitation link',
  copyToClipboardFailed: 'Sorry, unable to copy to clipboard.',

  // spec 000 §5, spec 001 §8: reports.
  missingReportComment: 'Missing report commend...',
  missingReportReason: 'Please select your reason...',

  // spec 000 §5: uploads.
  uploadImageFile: 'Please upload an image file',
  uploadFailed: 'Failed to upload, please try again later',

  // spec 000 §8, spec 001 §8: sessions, rooms and generic failures.
  invalidAuthorization: 'Invalid authorization. Please try to log in again.',
  joinedOnAnotherDevice: 'Your account joins in another device.',
  duplicateRoomTab:
    'You have a duplicate room open in different tabs. Please close the duplicate and refresh this page.',
  inviteeInDuplicateTab: 'Invitation failed. User active in duplicate tab.',
  roomFullOrMissing: 'This room is full or url adress is not exist.',
  blocked: 'You have been blocked',
  cardDeclined: 'Unfortunately your card was declined. Please try using a different card.',
  genericError: 'Unfortunately we encountered an error. Please try again later.',
  pleaseTryAgain: 'Please try again...',

  // spec 000 §8, spec 001 §8: devices.
  enableCameraAndMicrophone: 'Enable camera and microphone access',
  cameraNotDetected: 'camera not detected',
  unableToDetectCamera: 'Unable to detect your camera',
  cannotDetectCamera: 'Cannot detect your camera',
  cameraInitFailed: 'Could not initialize camera',
  deviceError: 'Device error, please restart your browser.',
  grantMicrophoneAccess: 'Please grant access to your microphone.',
  /** spec 001 §8: "and the same for the camera". */
  grantCameraAccess: 'Please grant access to your camera.',
  screenShareUnsupported: 'Screen sharing is not supported on this browser',

  // spec 000 §8, spec 001 §8: friend video calls.
  lineBusy: 'Line busy, please try again later.',
  alreadyInCall: 'You cannot start a new video call when you are in the another call.',
  failedToVideoCall: 'Failed to video call, {reason}',
  videoCallFailed: 'Video call failed, {reason}',
  updateLocalTracksFailed: 'UpdateLocalTracks: Failed to video call, {reason}',
  iceConnectionFailed: 'ICE connection failed',
  iceConnectionTimeout: 'ICE connection timeout',
  /** Friend calls: the call is over, or the caller is not in it (codes 28012, 28013; docs/decisions/friend-calls.md). */
  callEnded: 'This call has ended.',
  notInCall: 'You are not in this call.',

  // spec 000 §8, spec 001 §4, §8: sockets.
  connectionDropped: 'Connection dropped. Please refresh the page.',
  friendServerFailed: 'Failed to connect to friend server',
  clickOkToRefresh: 'Click OK to refresh',

  // spec 001 §8: stage.
  joinStageFailed: 'Sorry, failed to join stage. Please retry.',
  applicantNetworkDrop: 'Applicant had a network drop, please try again',
  blockedFromStage: 'You are blocked from joining stage',
  kickedFromStage: 'You have been kicked from stage',
  requestDisapproved: 'Request disapproved',
  alreadyInInterview: 'User is already in interview.',
  stagePublishFailed: 'Publish failed, please make sure you can access to camera and microphone',
  roomStagePublishFailed: 'Publising failed, please make sure to allow camera access',
  mainWindowFull: 'You cannot push more than 4 people',
  seekNotAllowed: 'You are not allowed to seek since you are not a moderator.',
  castTokenWrongType: 'type={type}',
  castTokenUnsuccessful: 'Unsuccessful request, code={code}',
  castTokenInvalid: 'Invalid token',

  // spec 001 §4, §5: random meetings.
  meetConnecting: 'Connecting...',
  meetSearching: 'Searching...',
  meetFoundMatch: 'Found a Match!',
  meetLostConnection: 'Lost connection. Trying to connect...',
  meetConnected: 'Connected!',
  meetReset: '',
  meetCameraRequired:
    'Unable to start. Camera permissions are required. Please refresh the page and grant access to your camera.',
  meetSocketMissing: 'Unable to connect... Please refresh page.',

  // Required by spec 000 §5 / spec 001 §5 without quoted wording (decided here; see docs).
  fieldRequired: 'This field is required',
  // Issue 9: input the database cannot store (see docs/decisions/input-hardening.md).
  textCharacters: 'Text cannot contain NUL characters or unpaired surrogates',
  // Issue 26: a body or socket frame nested past maxJsonDepth, junk and oversized socket frames.
  jsonTooDeep: 'Values can be nested at most 64 levels deep',
  socketFrameNotCommand: 'A message must be a JSON object with an appKey and a command',
  socketFrameTooLarge: 'A message can be at most 64 KB',
  numberTooLarge: 'Must be at most',
  usernameHasSpaces: 'Username cannot contain spaces',
  handleCharacters: 'Only letters, numbers, underscores and dashes are allowed',
  personNameCharacters: 'Only letters, numbers and dashes are allowed',
  dateOfBirthFormat: 'Please enter your date of birth as YYYY-MM-DD',
  titleCharacters: 'Only letters, numbers, emoji, spaces, underscores and dashes are allowed',
  roomTypeRequired: 'Please choose a room type',
  tagCharacters: 'Tags may only contain letters, numbers, underscores and dashes',
  tooManyTags: 'You can add at most 5 tags',
  duplicateTag: 'Each tag can only be added once',
  displayNameTooLong: 'Must be at most 100 characters',
  descriptionTooLong: 'Description must be at most 500 characters',
  contactMessageTooLong: 'Message must be at most 4000 characters',
  groupNameRequired: 'Please enter a group name',
  groupTooSmall: 'A group needs more than 2 members',
  uploadKindNotAccepted: 'Please upload an image, mp4 or pdf file',
  imageTooLarge: 'Images must be at most 20 MB',
  videoTooLarge: 'Videos must be at most 300 MB',
  pdfTooLarge: 'PDF files must be at most 24 MB',
  shoppingTitleRequired: 'Please enter a title',
  shoppingPhotoRequired: 'Please add a photo (jpg, jpeg or png)',
  invalidPrice: 'Please enter a valid price',
  wholeNumberRequired: 'Please enter a whole number',
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  donationOutOfRange: 'Donations must be between $1 and $99,999',
  screenShareFull: 'Screen share is available for up to 50 people',
  invalidTimezone: 'Please choose a valid time zone',
  endBeforeStart: 'The end must be after the start',
  tierMinAboveMax: 'The minimum cannot be more than the maximum',
  invalidYoutubeId: 'Please enter a valid YouTube video id',
  /** An event content with a DRM token: no DRM provider is wired (docs/decisions/event-contents.md). */
  drmUnavailable: 'DRM-protected streams are not supported',
  /** An event content's address: https or the platform's own media (docs/decisions/event-contents.md). */
  invalidContentAddress: 'Please enter an https address or a file of this platform',
  countryCode: 'Please choose a country',
  uploadTypeMismatch: 'This file does not fit this upload',
  /** 3D model uploads (not shown in the spec; docs/decisions/model-uploads.md). */
  uploadModelFile: 'Please upload a glTF or GLB 3D model',
  modelTooLarge: '3D models must be at most 50 MB',
  modelNotSelfContained: 'This .gltf file points at other files: export it as a single .glb file',
  tierHasSales: 'Tickets of this tier were sold: it cannot be deleted',
  eventDateToBeAnnounced: 'The date of this event is to be announced',
  /** Publishing a paid event without a ticket tier (not shown in the spec; docs/decisions/events-new-user.md). */
  paidEventNeedsTier: 'Add a ticket tier before publishing a paid event',
  /** spec 000 §6, spec 001 §6 "Moderators must sign up": a moderator invited by an address without an account. */
  moderatorMustSignUp: 'Moderators must sign up before they can be invited',
  /** spec 000 §2 pre-room, spec 000 §8 waiting-room block "private room": authCheck of a room not open to the caller. */
  roomIsPrivate: 'This room is private',
  /** A person in a room's waiting room asks for what only those let in may have (not shown in the spec). */
  waitingToBeLetIn: 'Please wait until a host lets you in.',
  /** The live page of an event that ended, or was ended by its owner (not shown in the spec). */
  eventEnded: 'This event has ended.',
  // spec 000 §5 card errors, in the card processor's (Stripe's) own wording; declined is quoted above.
  cardNumberInvalid: 'Your card number is invalid.',
  cardNumberIncorrect: 'Your card number is incorrect.',
  cardCvcInvalid: "Your card's security code is invalid.",
  cardCvcIncorrect: "Your card's security code is incorrect.",
  cardExpired: 'Your card has expired.',
  cardInsufficientFunds: 'Your card has insufficient funds.',
  cardPostalCodeIncomplete: 'Your postal code is incomplete.',
  cardMissing: 'Your card could not be found. Please add it again.',
  cardSwipeDataInvalid: "The card's swipe data is invalid.",
  cardZipIncorrect: "Your card's zip code failed validation.",
  cardProcessingError: 'An error occurred while processing your card. Try again in a little bit.',
  // Ticket inventories (docs/decisions/commerce.md).
  tierTotalBelowSold: 'The total cannot be less than the tickets already sold',
  tierTypeTaken: 'This ticket type already exists for this event',
  // Coupons (docs/decisions/commerce.md).
  couponCodeInvalid: 'A coupon code is 1 to 32 letters, digits, _ or -',
  couponValueInvalid: 'Please enter a valid coupon value',
  couponCodeTaken: 'This coupon code already exists for this event',
  // Recordings (docs/decisions/recordings.md).
  recordingChunkMissing: 'A recording chunk is missing',
  recordingChunkTooLarge: 'A recording chunk is too large',
  recordingTimestampInvalid: 'X-Timestamp must be the milliseconds since the recording began',
  recordingTrimInvalid: 'The trim must keep part of the recording',
  // Films on demand (docs/decisions/films.md).
  filmSubCategoryInvalid: 'Only Canadian and international films have a sub-category',
  filmCaptionMissing: 'Choose a WebVTT caption file',
  filmCaptionTooLarge: 'A caption file is at most 1 MB',
  filmCaptionNotWebVtt: 'Captions must be a WebVTT file (it starts with WEBVTT)',
} as const;

/** The key of one message, for i18n lookups. */
export type MessageKey = keyof typeof Messages;

/** Replaces each `{name}` placeholder of a message with its value; unknown placeholders stay as written. */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
    return value === undefined ? placeholder : String(value);
  });
}
