/** A WebRTC session description as it travels between browsers and the media server. */
export interface SessionDescription {
  type: 'offer' | 'answer';
  sdp: string;
}

/**
 * The media server refused a request (a description it cannot read, a session it does not hold), as
 * opposed to failing itself (not running, no answer in time): the caller's input was at fault.
 */
export class SfuRefusal extends Error {
  // Named, so that a refusal by another process's SFU is known again (sfuRouting.ts).
  override readonly name = 'SfuRefusal';
}

/** What a stage stream carries (spec 001 §7 pub/register `tracks`). */
export type TrackKind = 'audio' | 'video';

/** A media session of the SFU: one peer connection with one browser. */
export type SessionRole = 'publisher' | 'subscriber' | 'echo';

/** How a publisher's connection stands (GET /casta/v1/streamStatus). */
export type SessionState = 'connecting' | 'connected' | 'closed';

/** A publisher's stream as the SFU sees it. */
export interface PublisherStatus {
  state: SessionState;
  /** Whether a moderator silenced the audio (POST /casta/v1/modmute): no audio is forwarded. */
  isAudioModMuted: boolean;
  /** RTP packets received from the publisher, by track kind. */
  packetsReceived: Record<TrackKind, number>;
  subscribers: number;
}

/** The SFU's counters, for the bench and the status route. */
export interface SfuStats {
  publishers: number;
  subscribers: number;
  echoes: number;
  packetsReceived: number;
  packetsForwarded: number;
  /** CPU time the SFU's process used, in microseconds (user + system). */
  cpuMicros: number;
}

/**
 * A publisher's stream written to a file by the SFU (docs/decisions/stage-recordings.md): the file lies on
 * the SFU's machine until the server moves it into storage.
 */
export interface StreamRecording {
  publisherId: string;
  path: string;
  mimeType: string;
  /** Server time (ms since the epoch) of the file's first frame (its time 0); null when none arrived. */
  firstFrameAt: number | null;
  durationMs: number;
  sizeBytes: number;
}

/**
 * What the SFU tells the server on its own: a publisher's media arrives, a session ends, or the SFU started
 * again after a crash (every session it held is gone).
 */
export type SfuEvent =
  | { type: 'publisherUp'; sessionId: string }
  | { type: 'sessionClosed'; sessionId: string; role: SessionRole }
  | { type: 'restarted' }
  /** A recording ended with its publisher's session (closed or failed), its file finished. */
  | { type: 'recordingEnded'; recording: StreamRecording };

/**
 * What the server needs of a media server (docs/decisions/media.md): publishers send an offer and get an
 * answer; subscribers of a publisher get an offer and send their answer; an echo session sends a device
 * test's media back. Sessions are named by the caller. The werift implementation runs in a child process
 * (`weriftSfu.ts`); Janus can take its place behind the same interface.
 */
export interface Sfu {
  /** A publisher session from the browser's offer (full gathering, no trickle) with the kinds it sends. */
  publish(sessionId: string, offer: SessionDescription, kinds: TrackKind[]): Promise<SessionDescription>;
  /** A subscriber session of a publisher: the SFU's offer, which the browser answers with `answer`. */
  subscribe(sessionId: string, publisherId: string): Promise<SessionDescription>;
  /** Completes a subscriber session with the browser's answer. */
  answer(sessionId: string, answer: SessionDescription): Promise<void>;
  /** A device-test session: what the browser sends comes back to it. */
  echo(sessionId: string, offer: SessionDescription): Promise<SessionDescription>;
  /** Stops or resumes forwarding a publisher's audio (a moderator's mute). */
  muteAudio(publisherId: string, isMuted: boolean): Promise<void>;
  /** A publisher's stream now, or undefined when the SFU has no such publisher. */
  status(publisherId: string): Promise<PublisherStatus | undefined>;
  /**
   * Starts writing a publisher's audio and video to a file as they arrive (no transcoding), from its first
   * key frame, which it asks for. The recording ends with the session (`recordingEnded`) or `stopRecording`.
   */
  record(publisherId: string): Promise<void>;
  /** Ends a publisher's recording and finishes its file; undefined when it was not being recorded. */
  stopRecording(publisherId: string): Promise<StreamRecording | undefined>;
  /** Ends a session (a publisher's subscribers end with it). Unknown ids are ignored. */
  close(sessionId: string): Promise<void>;
  stats(): Promise<SfuStats>;
  /** Registers the listener of the SFU's own events (one listener). */
  onEvent(listener: (event: SfuEvent) => void): void;
}
