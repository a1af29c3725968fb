import { describe, expect, it } from 'vitest';
import {
  AgeLabel,
  AgeRule,
  Api,
  BrandColours,
  CalendarExport,
  CastToken,
  Cart,
  ContactMessage,
  Defaults,
  DeviceTest,
  DonationLimit,
  Download,
  EventExtensionMinutes,
  EventReminders,
  FriendCall,
  FriendSocket,
  FriendsPanel,
  GroupMembers,
  Heartbeat,
  Ice,
  InviteLinkLimit,
  Languages,
  LogoutThreshold,
  MediaCapture,
  Meet,
  Notifications,
  PageSize,
  PasswordRule,
  PeerConnection,
  Platforms,
  ReplayTiming,
  ReportCategory,
  RetryWrapper,
  RoomSocket,
  ScreenShare,
  Stage,
  TableStatuses,
  TagLimit,
  TextLength,
  TimeFilters,
  TokenExpiredRetry,
  TokenLogin,
  TokenRefresh,
  UploadLimit,
  Zoom,
} from './limits.ts';

describe('spec 000 §9 constants', () => {
  it.each<[string, unknown, unknown]>([
    ['tags per room or event', TagLimit.max, 5],
    ['invite links per event', InviteLinkLimit.maxPerEvent, 5],
    ['group members more than', GroupMembers.moreThan, 2],
    ['contact message characters', ContactMessage.maxChars, 4000],
    ['password characters', PasswordRule.minChars, 8],
    ['sign-up age', [AgeRule.signUpMin, AgeRule.signUpMax], [13, 150]],
    ['adult threshold', [AgeRule.adultYears, AgeRule.adultLabelAbove], [18, 17]],
    ['age labels', [AgeLabel.general, AgeLabel.adultsOnly], ['13', '18']],
    ['image upload bytes', UploadLimit.imageMaxBytes, 20_000_000],
    ['video upload bytes (300 MB)', UploadLimit.videoMaxBytes, 314_572_800],
    ['pdf upload bytes', UploadLimit.pdfMaxBytes, 24_000_000],
    ['image extensions', UploadLimit.imageExtensions, ['jpg', 'jpeg', 'png', 'bmp', 'gif', 'svg']],
    ['chat list page', PageSize.chatList, 10],
    ['chat history page', PageSize.chatHistory, 5],
    ['room list page', PageSize.roomList, 20],
    ['channel page', PageSize.channel, 20],
    ['notifications page', PageSize.notifications, 10],
    ['notifications per type for all', PageSize.notificationsPerTypeForAll, 3],
    ['recordings page', PageSize.recordings, 5],
    ['notifications continue from page', Notifications.nextPageAfterFirstLoad, 2],
    ['notification pop-up', Notifications.popupLifetimeMs, 5000],
    ['notification sound', Notifications.soundMs, 1500],
    ['token refresh window', TokenRefresh.withinMs, 300_000],
    ['token-expired retry', [TokenExpiredRetry.delayMs, TokenExpiredRetry.maxRetries], [2000, 5]],
    ['token login expiry', TokenLogin.expiresInSeconds, 3600],
    ['friend socket ping', FriendSocket.pingMs, 2000],
    ['friend socket pong wait', FriendSocket.pongWaitMs, 500],
    ['friend socket missed pongs', FriendSocket.maxMissedPongs, 2],
    ['friend socket reconnects', FriendSocket.maxReconnects, 10],
    ['room socket reconnect tries', RoomSocket.reconnectTries, 3],
    ['room socket reconnect delay', RoomSocket.reconnectDelayMs, 3000],
    ['friend call auto-decline', FriendCall.autoDeclineMs, 60_000],
    ['ICE wait', Ice.connectionWaitMs, 5000],
    ['ICE candidates sent', Ice.maxCandidatesSent, 15],
    ['ICE reconnect wait', Ice.reconnectWaitMs, 5000],
    ['ICE candidate pool', Ice.candidatePoolSize, 5],
    ['default STUN servers', Ice.defaultStunUrls.length, 2],
    ['offer cleanup', PeerConnection.unansweredDropMs, 61_000],
    ['capture frame rate', MediaCapture.frameRate, 24],
    ['audio sample rate', MediaCapture.audioSampleRateHz, 48_000],
    ['audio processing', [MediaCapture.echoCancellation, MediaCapture.noiseSuppression], [true, true]],
    ['square camera', MediaCapture.squareCameraPx, 420],
    [
      'camera fallbacks',
      MediaCapture.fallbackResolutions,
      [
        { width: 1920, height: 1080 },
        { width: 1280, height: 720 },
      ],
    ],
    ['default volume', Defaults.volume, 0.25],
    ['default codec', Defaults.codec, 'VP8'],
    ['device codec test', [DeviceTest.codecTestMs, DeviceTest.codecOrder], [20_000, ['H264', 'VP8']]],
    ['default ticket quantity', Defaults.ticketQuantity, 1],
    ['default currency', Defaults.currency, 'usd'],
    ['cart', [Cart.currency, Cart.taxRate], ['CAD', 0.13]],
    ['download URL revoke', Download.urlRevokeMs, 40_000],
    ['calendar export', CalendarExport.fileExtension, '.ics'],
    ['report categories', [ReportCategory.min, ReportCategory.max], [1, 9]],
    ['time filters', TimeFilters, ['all', 1, 7, 15, 30, 90, 365, 'custom']],
    ['platforms', Platforms, ['web', 'ios', 'android', 'special']],
    ['table statuses', TableStatuses, ['closed', 'upcoming', 'live']],
    ['event reminders', EventReminders, ['all-day', '10-minutes', 'now']],
    ['donation range in cents', [DonationLimit.minCents, DonationLimit.maxCents], [100, 9_999_900]],
    ['donation quick amounts in cents', DonationLimit.quickAmountsCents, [500, 1000, 1500, 2000]],
    ['brand colours', BrandColours, ['main blue', 'minor blue', 'yellow']],
  ])('%s', (_item, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('spec 001 §9 constants', () => {
  it.each<[string, unknown, unknown]>([
    ['retry attempts', RetryWrapper.maxAttempts, 5],
    ['retry delays', RetryWrapper.delaysMs, [1000, 3000, 3000, 3000]],
    [
      'logout thresholds',
      [LogoutThreshold.tokenExpiriesMoreThan, LogoutThreshold.loginRequiredResponses],
      [3, 5],
    ],
    ['cast heartbeat ping', Heartbeat.castPingMs, 2000],
    ['cast heartbeat pong wait', Heartbeat.castPongWaitMs, 2000],
    ['cast heartbeat misses', Heartbeat.castMaxMissedPongs, 2],
    ['p2p re-check', PeerConnection.p2pRecheckMs, 5000],
    ['publish start delay', Stage.publishStartDelayMs, 1000],
    ['screen-share answer video delay', ScreenShare.answerVideoOpenDelayMs, 3000],
    ['meet connection check', Meet.connectionCheckMs, 5000],
    ['video receive check', Stage.videoReceiveCheckMs, 1100],
    ['staggered subscribe', Stage.subscribeStaggerMs, 1000],
    ['device-change video', MediaCapture.deviceChangeVideoPx, 500],
    ['main window', Stage.mainWindowMax, 4],
    ['screen share viewers', ScreenShare.maxViewers, 50],
    ['bigger stage', Stage.biggerStageStreamsMoreThan, 10],
    ['replay fetch window', ReplayTiming.fetchWindowMs, 10_000],
    ['replay first delay is half the window', ReplayTiming.firstLoopDelayMs, ReplayTiming.fetchWindowMs / 2],
    ['replay command retry', ReplayTiming.commandRetryMs, 2000],
    ['device test hint', DeviceTest.hintWaitSeconds, 30],
    ['event extension options', EventExtensionMinutes, [5, 15, 30]],
    [
      'display name and description',
      [TextLength.displayNameMaxChars, TextLength.descriptionMaxChars],
      [100, 500],
    ],
    ['age label default', Defaults.ageLabel, '13'],
    [
      'room defaults',
      [Defaults.allowDonations, Defaults.showParticipants, Defaults.joinStageType, Defaults.privateLevel],
      [true, true, 1, 1],
    ],
    ['cast mode default', Defaults.castMode, 'G'],
    ['default path version', Api.defaultPathVersion, 'v1'],
    ['cast token success', [CastToken.type, CastToken.successCode], ['L', 200]],
    ['languages', Languages, ['en', 'zh', 'fr', 'en-tutor', 'en-school', 'fr-school']],
  ])('%s', (_item, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('request conventions (spec 000 §7)', () => {
  it('sends v=43 and the client header web-43', () => {
    expect([Api.versionParam, Api.version, Api.clientHeaderName, Api.clientHeader]).toEqual([
      'v',
      43,
      'X-Client',
      `web-${Api.version}`,
    ]);
  });

  it('gives the second client a 60 s timeout', () => {
    expect(Api.secondClientTimeoutMs).toBe(60_000);
  });
});

describe('root view (spec 000 §1)', () => {
  it('counts as zoomed outside 0.5 to 2.5', () => {
    expect([Zoom.minDevicePixelRatio, Zoom.maxDevicePixelRatio]).toEqual([0.5, 2.5]);
  });

  it('shrinks the main area to 80%, at most 100% minus 330px, with the friends panel', () => {
    expect([FriendsPanel.mainAreaWidthPercent, FriendsPanel.panelReservedPx]).toEqual([80, 330]);
  });
});
