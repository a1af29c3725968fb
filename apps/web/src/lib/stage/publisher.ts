import type { MessageKey } from '@limelight/protocol';
import { stopLocalMedia } from '../media/index.ts';
import type { StageCodec } from '../preferences/index.ts';
import { createPeerConnection, fetchIceServers } from '../peer/index.ts';
import { closePublisher } from './castApi.ts';
import { OwnTracks } from './ownTracks.ts';
import { negotiatePublication } from './publication.ts';

/**
 * Tells everyone on the page that the publisher's microphone or camera is on or off (spec 001 §4: "tells
 * the cast server to show or hide the avatar or mic state": POST /cast/v1/microphone and /avatar, the cast
 * feature's calls, injected so the cast merge wires them).
 */
export interface MuteAnnouncer {
  microphone(eventId: string, isMuted: boolean): Promise<void>;
  avatar(eventId: string, isVideoMuted: boolean): Promise<void>;
}

/** The stage's own publish failure message: an event's stage, or a room's (spec 001 §8). */
export type PublishFailureKey = Extract<MessageKey, 'stagePublishFailed' | 'roomStagePublishFailed'>;

/** Publishing failed: the local media is stopped; `messageKey` is the spec's message to show. */
export class StagePublishError extends Error {
  override readonly name = 'StagePublishError';

  constructor(
    readonly messageKey: PublishFailureKey,
    options: { cause: unknown },
  ) {
    super(messageKey, options);
  }
}

/** One published camera (and microphone) on a stage. */
export class StagePublisher {
  #pc: RTCPeerConnection | null = null;
  #pubId: string | null = null;
  readonly #tracks: OwnTracks;

  constructor(
    private readonly eventId: string,
    readonly stream: MediaStream,
    announcer: MuteAnnouncer,
    private readonly failureKey: PublishFailureKey,
  ) {
    this.#tracks = new OwnTracks(stream, (kind, isMuted) =>
      kind === 'audio' ? announcer.microphone(eventId, isMuted) : announcer.avatar(eventId, isMuted),
    );
  }

  get pubId(): string | null {
    return this.#pubId;
  }

  /** The published microphone and camera: their mute states, device switches. */
  get tracks(): OwnTracks {
    return this.#tracks;
  }

  /**
   * Publishes the camera (spec 001 §4; `negotiatePublication`). On failure the media is stopped and a
   * `StagePublishError` thrown. Answers the stream's pubId.
   */
  async publish(codec: StageCodec): Promise<string> {
    try {
      const pc = createPeerConnection(await fetchIceServers({ eventId: this.eventId }));
      this.#pc = pc;
      const answer = await negotiatePublication(pc, this.eventId, this.stream, { kind: 'camera', codec });
      this.#pubId = answer.pubId;
      this.#tracks.useSenders(pc.getSenders());
      return answer.pubId;
    } catch (cause) {
      this.release();
      throw new StagePublishError(this.failureKey, { cause });
    }
  }

  /** Ends the stream (pub/close) and releases the media; mute states reset (spec 001 §4). */
  async close(): Promise<void> {
    const pubId = this.#pubId;
    this.release();
    if (pubId !== null) await closePublisher(this.eventId, pubId);
  }

  /** Releases the connection and the media without telling the server (it closed the stream itself). */
  release(): void {
    this.#pc?.close();
    this.#pc = null;
    this.#pubId = null;
    this.#tracks.reset();
    stopLocalMedia(this.stream);
  }
}
