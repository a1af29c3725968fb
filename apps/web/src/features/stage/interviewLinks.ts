import {
  P2pPrefix,
  type AppKey,
  type CastMediaCommand,
  type IceServer,
  type ServerPayload,
} from '@limelight/protocol';
import {
  PeerMesh,
  type MeshLink,
  type MeshSignalIn,
  type PeerDescription,
  type PeerEnd,
  type PeerLinkOptions,
} from '../../lib/peer/index.ts';

/** The cast's peer-to-peer signalling frames. */
export type CastP2pCommand =
  | typeof CastMediaCommand.P2pOffer
  | typeof CastMediaCommand.P2pAnswer
  | typeof CastMediaCommand.P2pIce
  | typeof CastMediaCommand.P2pIceGroup;

/** The payload of a cast p2p frame (p2pOffer, p2pAnswer, p2pIce, p2pIceGroup), from `userId`. */
export type CastP2pPayload = ServerPayload<typeof AppKey.Cast, CastP2pCommand>;

/** One signal to POST /cast/v1/p2pSdpIce (the event and the interview prefix are the sender's). */
export type InterviewSignalOut = { targetUserId: string } & (
  { sdp: PeerDescription } | { payload: RTCIceCandidateInit }
);

export interface InterviewLinksOptions {
  send(signal: InterviewSignalOut): Promise<void>;
  /** A person's camera and microphone arrived or went. */
  onStreamsChange(streams: ReadonlyMap<string, MediaStream>): void;
  /** A person's link ended by itself (failed, no connection in time, lost, unanswered). */
  onPeerEnd(peerId: string, reason: PeerEnd): void;
  log?: Pick<Console, 'warn'>;
  createLink?(options: PeerLinkOptions, peerId: string): MeshLink;
}

/**
 * Signals held while this page opens its camera: an offer and its 15 candidates (spec 001 §9) a few times
 * over; past that the oldest go (a late signal of an ended interview is worth nothing).
 */
export const maxHeldSignals = 64;

interface HeldSignal {
  fromId: string;
  signal: MeshSignalIn;
}

/** The mesh signals a cast p2p payload carries: a description, one candidate, or a group of them. */
function signalsOf(payload: CastP2pPayload): MeshSignalIn[] {
  if ('sdp' in payload) return [{ description: payload.sdp }];
  if ('candidates' in payload) return payload.candidates.map((candidate) => ({ candidate }));
  return [{ candidate: payload.candidate }];
}

/**
 * The video of a stage interview (spec 001 §4 "Interview flow", "Peer video"; docs/decisions/stage-web.md):
 * one PeerLink per other person of the viewer's running interviews — the interviewer's page links to each
 * interviewee and offers, an interviewee's page answers its interviewer. Signals travel through the cast
 * socket (POST /cast/v1/p2pSdpIce → p2pOffer, p2pAnswer, p2pIce, p2pIceGroup) under the `interview`
 * prefix; other prefixes are not the interview's. Signals that arrive before the camera is open are held,
 * then applied to the people still in an interview; later ones from anyone else are dropped.
 */
export class InterviewLinks {
  readonly #options: InterviewLinksOptions;
  #mesh: PeerMesh | null = null;
  #held: HeldSignal[] = [];
  #peers: ReadonlySet<string> = new Set();
  #offerTo: readonly string[] = [];

  constructor(options: InterviewLinksOptions) {
    this.#options = options;
  }

  /** Whether the links run (the camera was opened, or failed and the page only receives). */
  get isStarted(): boolean {
    return this.#mesh !== null;
  }

  /**
   * The people of the viewer's running interviews, and among them those the viewer interviews (it offers
   * to them). Links to people no longer listed close; once started, new people to offer to get an offer.
   */
  async setPeers(peerIds: readonly string[], offerTo: readonly string[]): Promise<void> {
    this.#peers = new Set(peerIds);
    this.#offerTo = offerTo.filter((peerId) => this.#peers.has(peerId));
    await this.#sync();
  }

  /**
   * Starts the links with this page's camera and microphone (null: it only receives) and the ICE servers,
   * applies the signals held until now, and offers to the people the viewer interviews.
   */
  async start(localStream: MediaStream | null, iceServers: readonly IceServer[]): Promise<void> {
    if (this.#mesh) return;
    const { send, onStreamsChange, onPeerEnd, log, createLink } = this.#options;
    this.#mesh = new PeerMesh({
      localStream,
      iceServers,
      signal: {
        description: (targetUserId, sdp) => send({ targetUserId, sdp }),
        candidate: (targetUserId, payload) => send({ targetUserId, payload }),
      },
      onStreamsChange,
      onPeerEnd,
      ...(log ? { log } : {}),
      ...(createLink ? { createLink } : {}),
    });
    const held = this.#held;
    this.#held = [];
    for (const { fromId, signal } of held) await this.#apply(fromId, signal);
    await this.#sync();
  }

  /** A cast p2p frame's payload: applied, held until the start, or dropped (another prefix, nobody of ours). */
  async receive(payload: CastP2pPayload): Promise<void> {
    if (payload.prefix !== P2pPrefix.Interview) return;
    for (const signal of signalsOf(payload)) {
      if (this.#mesh) {
        await this.#apply(payload.userId, signal);
        continue;
      }
      this.#held.push({ fromId: payload.userId, signal });
      if (this.#held.length > maxHeldSignals) this.#held.shift();
    }
  }

  /** Closes every link and drops the held signals (the camera is the caller's to stop). */
  close(): void {
    this.#mesh?.close();
    this.#mesh = null;
    this.#held = [];
  }

  async #apply(fromId: string, signal: MeshSignalIn): Promise<void> {
    if (this.#peers.has(fromId)) await this.#mesh?.receive(fromId, signal);
  }

  async #sync(): Promise<void> {
    const mesh = this.#mesh;
    if (!mesh) return;
    for (const peerId of mesh.peerIds) if (!this.#peers.has(peerId)) mesh.remove(peerId);
    await mesh.offerTo(this.#offerTo.filter((peerId) => !mesh.has(peerId)));
  }
}
