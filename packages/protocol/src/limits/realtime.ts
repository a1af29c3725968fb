/**
 * The timings and limits of live media and sockets (spec 000 §4, §9; spec 001 §4, §9): heartbeats and reconnects,
 * ICE and peer connections, the stage, screen share, meet, capture, the device test and replay fetching.
 */

/** Heartbeat of the cast/room socket: ping 2 s, wait 2 s for any message, drop after more than 2 misses (spec 001 §4, §9). */
export const Heartbeat = { castPingMs: 2_000, castPongWaitMs: 2_000, castMaxMissedPongs: 2 } as const;

/** Friend socket heartbeat and reconnects (spec 000 §9, spec 001 §4, §9). */
export const FriendSocket = {
  pingMs: 2_000,
  pongWaitMs: 500,
  /** Reconnect once more than this many pongs were missed. */
  maxMissedPongs: 2,
  /** After this many reconnects the client gives up ("Failed to connect to friend server"). */
  maxReconnects: 10,
} as const;

/** Room/cast socket reconnect after a drop: 3 tries, 3 s apart (spec 000 §9, spec 001 §9). */
export const RoomSocket = { reconnectTries: 3, reconnectDelayMs: 3_000 } as const;

/** An incoming friend call is auto-declined after 60 s (spec 000 §4, §9; spec 001 §9). */
export const FriendCall = { autoDeclineMs: 60_000 } as const;

/** ICE negotiation limits (spec 000 §4, §9; spec 001 §4, §9). */
export const Ice = {
  connectionWaitMs: 5_000,
  maxCandidatesSent: 15,
  candidatePoolSize: 5,
  /** A peer disconnected this long moves on (spec 000 §9 "reconnect wait 5 s", spec 001 §4). */
  reconnectWaitMs: 5_000,
  /**
   * spec 001 §9: "two public ones" when none are configured; the spec does not name them, these are the
   * widely used public STUN servers of Google.
   */
  defaultStunUrls: ['stun:stun.l.google.com:19302', 'stun:stun1.l.google.com:19302'],
} as const;

/** Peer-to-peer connection timers (spec 000 §9 "offer cleanup 61 s", spec 001 §4, §9). */
export const PeerConnection = {
  unansweredDropMs: 61_000,
  /** A subscriber not connected after this long fetches its subscribe tokens again. */
  p2pRecheckMs: 5_000,
} as const;

/** Stage (cast) publishing and layout (spec 001 §4, §9). */
export const Stage = {
  publishStartDelayMs: 1_000,
  subscribeStaggerMs: 1_000,
  videoReceiveCheckMs: 1_100,
  /** At most 4 people on the main window (spec 001 §4, §5). */
  mainWindowMax: 4,
  /** People in the cast's lists at once, blocked ones included (not shown in the spec; docs/decisions/cast.md). */
  castMaxPeople: 10_000,
  /** A stage with more than this many streams counts as a bigger stage. */
  biggerStageStreamsMoreThan: 10,
} as const;

/** Screen share (spec 001 §4, §5, §9). */
export const ScreenShare = { maxViewers: 50, answerVideoOpenDelayMs: 3_000 } as const;

/** Stage media tokens and sessions (docs/decisions/media.md; the spec shows no lifetimes). */
export const StageMedia = {
  /** A cast token outlives the retry wrapper's 10 s of retries (spec 001 §8). */
  castTokenTtlSeconds: 120,
  /** The device test's echo session: the 20 s codec test and the 30 s hint fit (spec 001 §9). */
  deviceTestSeconds: 60,
} as const;

/**
 * Chat messages one sender may send to one room, event or friend chat, slow mode or not (not shown in the
 * spec; docs/decisions/room-chat.md): past it, 3000 'Please try again later.'.
 */
export const ChatRate = { max: 10, windowMs: 10_000 } as const;

/** Random meetings: the connection is checked 5 s after the call starts (spec 001 §4, §9). */
export const Meet = {
  connectionCheckMs: 5_000,
  /** A chat message between strangers (not shown in the spec; docs/decisions/meet.md). */
  chatMaxChars: 1_000,
  /** The languages people meet in: one queue per language and age group (docs/decisions/meet.md). */
  languages: ['en', 'zh', 'fr'],
} as const;

/** Camera and microphone capture settings (spec 000 §9, spec 001 §4, §9). */
export const MediaCapture = {
  frameRate: 24,
  audioSampleRateHz: 48_000,
  echoCancellation: true,
  noiseSuppression: true,
  /** The one place that asks for a square 420x420 camera. */
  squareCameraPx: 420,
  /** Video re-acquired on mute or device change is 500x500. */
  deviceChangeVideoPx: 500,
  /** Tried in order, then any device id. */
  fallbackResolutions: [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
  ],
} as const;

/** Device test page (spec 000 §9, spec 001 §2, §9): 20 s codec test trying H264 then VP8; hint to wait 30 s. */
export const DeviceTest = { codecTestMs: 20_000, codecOrder: ['H264', 'VP8'], hintWaitSeconds: 30 } as const;

/** Replay command fetching (spec 001 §4, §9): windows of 10000 ms, the first loop after half a window. */
export const ReplayTiming = {
  fetchWindowMs: 10_000,
  firstLoopDelayMs: 5_000,
  commandRetryMs: 2_000,
} as const;
