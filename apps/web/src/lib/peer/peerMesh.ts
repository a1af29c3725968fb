import type { IceServer } from '@limelight/protocol';
import { PeerLink, type PeerDescription, type PeerEnd, type PeerLinkOptions } from './peerLink.ts';

/** How the mesh reaches one peer: the feature's signalling calls (a friend call's sendSdp, the cast's p2pSdpIce). */
export interface MeshSignal {
  /** `isOfferer`: this side made the link by offering (a friend call's `fromJoin`). */
  description(toId: string, description: PeerDescription, isOfferer: boolean): Promise<void>;
  candidate(toId: string, candidate: RTCIceCandidateInit): Promise<void>;
}

/** The part of a PeerLink the mesh drives. */
export type MeshLink = Pick<PeerLink, 'offer' | 'receiveDescription' | 'receiveCandidate' | 'close'>;

/** A signal as the feature's socket carries it: a session description or one ICE candidate. */
export interface MeshSignalIn {
  description?: { type: string; sdp: string } | undefined;
  candidate?: RTCIceCandidateInit | undefined;
}

export interface PeerMeshOptions {
  /** Its tracks are sent to every peer; without one the links only receive. */
  localStream: MediaStream | null;
  iceServers: readonly IceServer[];
  signal: MeshSignal;
  /** A peer's media arrived or went. */
  onStreamsChange(streams: ReadonlyMap<string, MediaStream>): void;
  /** A peer's link ended by itself (failed, disconnected 5 s, unanswered 61 s); it is removed. */
  onPeerEnd(peerId: string, reason: PeerEnd): void;
  log?: Pick<Console, 'warn'>;
  /** Makes a peer's link (a PeerLink; a fake in tests). */
  createLink?(options: PeerLinkOptions, peerId: string): MeshLink;
}

const isPeerDescription = (description: MeshSignalIn['description']): description is PeerDescription =>
  description?.type === 'offer' || description?.type === 'answer';

/**
 * A full mesh (spec 001 §4 "Peer video": offers are made to each member): one PeerLink per other person,
 * keyed by their user id. One side offers (`offerTo`); the other answers the offers it receives. Friend
 * calls and the stage's interviews are each one mesh.
 */
export class PeerMesh {
  readonly #options: PeerMeshOptions;
  readonly #links = new Map<string, MeshLink>();
  readonly #streams = new Map<string, MediaStream>();

  constructor(options: PeerMeshOptions) {
    this.#options = options;
  }

  /** How many peers this page is linked to. */
  get size(): number {
    return this.#links.size;
  }

  /** The peers this page is linked to. */
  get peerIds(): string[] {
    return [...this.#links.keys()];
  }

  /** Whether a link to the peer exists. */
  has(peerId: string): boolean {
    return this.#links.has(peerId);
  }

  /** Offers to each peer given. */
  async offerTo(peerIds: readonly string[]): Promise<void> {
    await Promise.all(peerIds.map((peerId) => this.#linkOf(peerId, true).offer()));
  }

  /** A peer's signal: an offer (answered), an answer, or a candidate (held by the link until its description). */
  async receive(fromId: string, { description, candidate }: MeshSignalIn): Promise<void> {
    if (isPeerDescription(description)) {
      await this.#linkOf(fromId, false).receiveDescription({ type: description.type, sdp: description.sdp });
      return;
    }
    if (candidate) await this.#linkOf(fromId, false).receiveCandidate(candidate);
  }

  /** A peer left: their link closes and their media goes. */
  remove(peerId: string): void {
    this.#links.get(peerId)?.close();
    this.#links.delete(peerId);
    if (this.#streams.delete(peerId)) this.#options.onStreamsChange(new Map(this.#streams));
  }

  /** Closes every link (the local stream is the caller's to stop). */
  close(): void {
    for (const link of this.#links.values()) link.close();
    this.#links.clear();
    this.#streams.clear();
  }

  #linkOf(peerId: string, isOfferer: boolean): MeshLink {
    const existing = this.#links.get(peerId);
    if (existing) return existing;
    const { signal, log = console, createLink = (options) => new PeerLink(options) } = this.#options;
    const link = createLink(
      {
        iceServers: this.#options.iceServers,
        localStream: this.#options.localStream,
        signal: {
          description: (description) => signal.description(peerId, description, isOfferer),
          candidate: (candidate) => signal.candidate(peerId, candidate),
        },
        onRemoteStream: (stream) => {
          this.#streams.set(peerId, stream);
          this.#options.onStreamsChange(new Map(this.#streams));
        },
        onEnd: (reason) => {
          log.warn('peer link ended', peerId, reason);
          this.remove(peerId);
          this.#options.onPeerEnd(peerId, reason);
        },
      },
      peerId,
    );
    this.#links.set(peerId, link);
    return link;
  }
}
