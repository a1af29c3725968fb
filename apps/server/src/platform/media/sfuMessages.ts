import type {
  PublisherStatus,
  SessionDescription,
  SfuEvent,
  SfuStats,
  StreamRecording,
  TrackKind,
} from './sfu.ts';

/** Where the SFU's peers gather ICE candidates (docs/decisions/media.md "ICE restriction"). */
export interface SfuIceOptions {
  /** Host candidates only on these addresses; every interface's when undefined. */
  addresses: string[] | undefined;
  /** UDP ports of the candidates, inclusive; any free port when undefined. */
  portRange: [number, number] | undefined;
}

/** The requests the server sends the SFU's process, by operation, with what each answers. */
export interface SfuOperations {
  publish: {
    args: { sessionId: string; offer: SessionDescription; kinds: TrackKind[] };
    result: SessionDescription;
  };
  subscribe: { args: { sessionId: string; publisherId: string }; result: SessionDescription };
  answer: { args: { sessionId: string; answer: SessionDescription }; result: null };
  echo: { args: { sessionId: string; offer: SessionDescription }; result: SessionDescription };
  muteAudio: { args: { publisherId: string; isMuted: boolean }; result: null };
  status: { args: { publisherId: string }; result: PublisherStatus | null };
  record: { args: { publisherId: string }; result: null };
  stopRecording: { args: { publisherId: string }; result: StreamRecording | null };
  close: { args: { sessionId: string }; result: null };
  stats: { args: Record<string, never>; result: SfuStats };
}
export type SfuOperation = keyof SfuOperations;

/** Server → SFU process. */
export type SfuRequest = {
  [O in SfuOperation]: { id: number; op: O; args: SfuOperations[O]['args'] };
}[SfuOperation];

/** SFU process → server: the answer to a request, or an event of the SFU's own. */
export type SfuReply =
  | { id: number; ok: true; result: SfuOperations[SfuOperation]['result'] }
  | { id: number; ok: false; error: string }
  | { event: SfuEvent };
