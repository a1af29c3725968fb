import type { StagePeerInfo } from '@limelight/protocol';

/** One stream on the stage as the page shows it. */
export interface StageStream {
  pubId: string;
  peer: StagePeerInfo;
  /** The media: the local camera for one's own stream, the received one otherwise; null until it comes. */
  stream: MediaStream | null;
  isAudioMuted: boolean;
  isVideoMuted: boolean;
  /** The video receive check: frames decoded since the last look (always true for one's own stream). */
  isSignalOK: boolean;
  isLocal: boolean;
}

/** The stage's streams, in stage order, and the mic and camera states of the people on it. */
export interface StageStreamsState {
  streams: readonly StageStream[];
  /** userId → muted, from the pushes (they hold for the person's later streams too). */
  microphones: Readonly<Record<string, boolean>>;
  avatars: Readonly<Record<string, boolean>>;
  /** Whether the viewer publishes (or is starting to). */
  isPublishing: boolean;
}

export const emptyStageStreams: StageStreamsState = {
  streams: [],
  microphones: {},
  avatars: {},
  isPublishing: false,
};

const byStageOrder = (a: StageStream, b: StageStream) =>
  a.peer.order - b.peer.order || a.peer.timestamp - b.peer.timestamp;

/** A new stream (cya_cast onNewStreamV2, or one listed by casta/v3/subToken); a known one is kept. */
export function withStream(
  state: StageStreamsState,
  pubId: string,
  peer: StagePeerInfo,
  isLocal: boolean,
): StageStreamsState {
  if (state.streams.some((entry) => entry.pubId === pubId)) return state;
  const entry: StageStream = {
    pubId,
    peer,
    stream: null,
    // The peer info holds the person's flags as the server had them (casta/v3/subToken: now); a push since wins.
    isAudioMuted: state.microphones[peer.userId] ?? peer.microphoneMuted,
    isVideoMuted: state.avatars[peer.userId] ?? peer.muted,
    isSignalOK: true,
    isLocal,
  };
  return { ...state, streams: [...state.streams, entry].sort(byStageOrder) };
}

/** A stream ended (cya_cast onStreamClosed). */
export function withoutStream(state: StageStreamsState, pubId: string): StageStreamsState {
  return { ...state, streams: state.streams.filter((entry) => entry.pubId !== pubId) };
}

/** Changes one stream (its media, its signal). */
export function withStreamChange(
  state: StageStreamsState,
  pubId: string,
  change: Partial<Pick<StageStream, 'stream' | 'isSignalOK'>>,
): StageStreamsState {
  return {
    ...state,
    streams: state.streams.map((entry) => (entry.pubId === pubId ? { ...entry, ...change } : entry)),
  };
}

/** A person's microphone went off or on (cya_cast onlineMicrophone). */
export function withMicrophone(
  state: StageStreamsState,
  userId: string,
  isMuted: boolean,
): StageStreamsState {
  return {
    ...state,
    streams: state.streams.map((entry) =>
      entry.peer.userId === userId ? { ...entry, isAudioMuted: isMuted } : entry,
    ),
    microphones: { ...state.microphones, [userId]: isMuted },
  };
}

/** A person's camera went off (their avatar shows) or on (cya_cast onlineAvatar). */
export function withAvatar(state: StageStreamsState, userId: string, isShowed: boolean): StageStreamsState {
  return {
    ...state,
    streams: state.streams.map((entry) =>
      entry.peer.userId === userId ? { ...entry, isVideoMuted: isShowed } : entry,
    ),
    avatars: { ...state.avatars, [userId]: isShowed },
  };
}
