import type { IceServer, P2pSetupInfoPayload } from '@limelight/protocol';
import { PeerLink, type PeerDescription, type PeerEnd } from '../../lib/peer/index.ts';

/** How the mesh reaches one member: the call's sendSdp and sendIce. */
export interface MeshSignal {
  description(toId: string, description: PeerDescription, fromJoin: boolean): Promise<void>;
  candidate(toId: string, candidate: RTCIceCandidateInit): Promise<void>;
}

export interface CallMeshOptions {
  localStream: MediaStream;
  iceServers: readonly IceServer[];
  signal: MeshSignal;
  /** A member's video arrived or went. */
  onStreamsChange(streams: ReadonlyMap<string, MediaStream>): void;
  /** A member's link ended by itself (failed, disconnected 5 s, unanswered 61 s); it is removed. */
  onPeerEnd(userId: string, reason: PeerEnd): void;
  log?: Pick<Console, 'warn'>;
}

const isDescription = (description: P2pSetupInfoPayload['description']): description is PeerDescription =>
  description?.type === 'offer' || description?.type === 'answer';

/**
 * A group call as a full mesh (spec 001 §4 "Peer video"): one PeerLink per other member. The member who
 * joins later offers to those present (`offerTo`); a member answers the offers it receives.
 */
export class CallMesh {
  readonly #options: CallMeshOptions;
  readonly #links = new Map<string, PeerLink>();
  readonly #streams = new Map<string, MediaStream>();

  constructor(options: CallMeshOptions) {
    this.#options = options;
  }

  /** How many members this page is linked to. */
  get size(): number {
    return this.#links.size;
  }

  /** Offers to each member given (they are in the call already). */
  async offerTo(userIds: readonly string[]): Promise<void> {
    await Promise.all(userIds.map((userId) => this.#linkOf(userId, true).offer()));
  }

  /** A signal from a member: an offer (answered), an answer, or a candidate (held until its description). */
  async receive(signal: P2pSetupInfoPayload): Promise<void> {
    const { fromId, description, candidate } = signal;
    if (isDescription(description)) {
      await this.#linkOf(fromId, false).receiveDescription(description);
      return;
    }
    if (candidate) await this.#linkOf(fromId, false).receiveCandidate(candidate);
  }

  /** A member left: their link closes and their video goes. */
  remove(userId: string): void {
    this.#links.get(userId)?.close();
    this.#links.delete(userId);
    if (this.#streams.delete(userId)) this.#options.onStreamsChange(new Map(this.#streams));
  }

  /** Closes every link (the local stream is the caller's to stop). */
  close(): void {
    for (const link of this.#links.values()) link.close();
    this.#links.clear();
    this.#streams.clear();
  }

  #linkOf(userId: string, fromJoin: boolean): PeerLink {
    const existing = this.#links.get(userId);
    if (existing) return existing;
    const { signal, log = console } = this.#options;
    const link = new PeerLink({
      iceServers: this.#options.iceServers,
      localStream: this.#options.localStream,
      signal: {
        description: (description) => signal.description(userId, description, fromJoin),
        candidate: (candidate) => signal.candidate(userId, candidate),
      },
      onRemoteStream: (stream) => {
        this.#streams.set(userId, stream);
        this.#options.onStreamsChange(new Map(this.#streams));
      },
      onEnd: (reason) => {
        log.warn('call link ended', userId, reason);
        this.remove(userId);
        this.#options.onPeerEnd(userId, reason);
      },
    });
    this.#links.set(userId, link);
    return link;
  }
}
