import { Ice, type IceServer } from '@limelight/protocol';
import { createPeerConnection } from './peerConnection.ts';

/** A session description as one browser sends it to the other through the server. */
export interface PeerDescription {
  type: 'offer' | 'answer';
  sdp: string;
}

/** How a link reaches the other browser: the feature's signalling calls (friend call, meet). */
export interface PeerSignal {
  description(description: PeerDescription): Promise<void>;
  candidate(candidate: RTCIceCandidateInit): Promise<void>;
}

/**
 * Why a link ended by itself: the connection failed (after one ICE restart), did not connect within 5 s of
 * the descriptions meeting, stayed disconnected for 5 s, or the offer went unanswered for 61 s (spec 000
 * §4, spec 001 §4 "Peer video", §9).
 */
export type PeerEnd = 'failed' | 'timeout' | 'disconnected' | 'unanswered';

export interface PeerLinkOptions {
  iceServers: readonly IceServer[];
  /** Its tracks are sent; without one the link only receives. */
  localStream: MediaStream | null;
  signal: PeerSignal;
  onRemoteStream(stream: MediaStream): void;
  onStateChange?(state: RTCIceConnectionState): void;
  onEnd(reason: PeerEnd): void;
  createConnection?(iceServers: readonly IceServer[]): RTCPeerConnection;
}

/** spec 001 §4 "an unanswered peer connection is dropped after 61 seconds". */
export const unansweredOfferMs = 61_000;

/**
 * One browser-to-browser connection with trickle ICE (spec 000 §9, spec 001 §4 "Peer video"): at most 15
 * candidates sent per negotiation (a restart gathers anew), candidates that arrive before the remote description held and applied
 * after it, one ICE restart by the offering side on failure, and the link ended when it stays disconnected
 * for 5 s, fails again, or its offer is not answered in 61 s. A group call is one link per member.
 */
export class PeerLink {
  readonly #options: PeerLinkOptions;
  readonly #pc: RTCPeerConnection;
  #heldCandidates: RTCIceCandidateInit[] = [];
  #candidatesSent = 0;
  #isOffering = false;
  #hasRestarted = false;
  #isClosed = false;
  #hasConnected = false;
  #unansweredTimer: ReturnType<typeof setTimeout> | undefined;
  #connectTimer: ReturnType<typeof setTimeout> | undefined;
  #lostTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: PeerLinkOptions) {
    this.#options = options;
    this.#pc = (options.createConnection ?? createPeerConnection)(options.iceServers);
    const { localStream } = options;
    if (localStream) for (const track of localStream.getTracks()) this.#pc.addTrack(track, localStream);
    this.#pc.addEventListener('icecandidate', (event) => this.#sendCandidate(event.candidate));
    this.#pc.addEventListener('track', (event) => {
      options.onRemoteStream(event.streams[0] ?? new MediaStream([event.track]));
    });
    this.#pc.addEventListener('iceconnectionstatechange', () => this.#onIceState());
  }

  get state(): RTCIceConnectionState {
    return this.#pc.iceConnectionState;
  }

  /** The calling side: makes the offer and waits 61 s for the answer. */
  async offer(): Promise<void> {
    this.#isOffering = true;
    if (!this.#options.localStream) {
      this.#pc.addTransceiver('audio', { direction: 'recvonly' });
      this.#pc.addTransceiver('video', { direction: 'recvonly' });
    }
    await this.#sendOffer({});
  }

  /** Answers an offer, or applies the answer to ours; then the candidates held until now. */
  async receiveDescription(description: PeerDescription): Promise<void> {
    if (this.#isClosed) return;
    if (description.type === 'answer') {
      // An answer to an offer that is no longer pending (a late retry) is dropped.
      if (this.#pc.signalingState !== 'have-local-offer') return;
      await this.#pc.setRemoteDescription(description);
      clearTimeout(this.#unansweredTimer);
    } else {
      await this.#pc.setRemoteDescription(description);
      this.#candidatesSent = 0;
      await this.#pc.setLocalDescription(await this.#pc.createAnswer());
      await this.#sendLocalDescription('answer');
    }
    this.#awaitFirstConnection();
    await this.#applyHeldCandidates();
  }

  /** A remote candidate: applied now, or held until the remote description is set. */
  async receiveCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    if (this.#isClosed) return;
    if (!this.#pc.remoteDescription) {
      this.#heldCandidates.push(candidate);
      return;
    }
    await this.#addCandidate(candidate);
  }

  /** Sends other devices' tracks (a device switch, a re-acquired camera) without renegotiating. */
  async replaceLocalStream(stream: MediaStream | null): Promise<void> {
    await Promise.all(
      this.#pc.getSenders().map((sender) => {
        const kind = sender.track?.kind;
        const next = kind ? (stream?.getTracks().find((track) => track.kind === kind) ?? null) : null;
        return sender.replaceTrack(next);
      }),
    );
  }

  /** Closes the connection; idempotent, and not reported through onEnd. */
  close(): void {
    if (this.#isClosed) return;
    this.#isClosed = true;
    clearTimeout(this.#unansweredTimer);
    clearTimeout(this.#connectTimer);
    clearTimeout(this.#lostTimer);
    this.#pc.close();
  }

  async #sendOffer(options: RTCOfferOptions): Promise<void> {
    this.#candidatesSent = 0;
    await this.#pc.setLocalDescription(await this.#pc.createOffer(options));
    await this.#sendLocalDescription('offer');
    clearTimeout(this.#unansweredTimer);
    this.#unansweredTimer = setTimeout(() => this.#end('unanswered'), unansweredOfferMs);
  }

  async #sendLocalDescription(type: PeerDescription['type']): Promise<void> {
    const sdp = this.#pc.localDescription?.sdp;
    if (sdp === undefined) throw new Error('no local description');
    await this.#options.signal.description({ type, sdp });
  }

  #sendCandidate(candidate: RTCIceCandidate | null): void {
    // null marks the end of gathering; past the cap, the remote side has enough to connect.
    if (!candidate || this.#isClosed || this.#candidatesSent >= Ice.maxCandidatesSent) return;
    this.#candidatesSent += 1;
    void this.#options.signal.candidate(candidate.toJSON()).catch(() => {
      // A lost candidate is not fatal: the others, or the ICE restart, connect the peers.
    });
  }

  async #applyHeldCandidates(): Promise<void> {
    const held = this.#heldCandidates;
    this.#heldCandidates = [];
    for (const candidate of held) await this.#addCandidate(candidate);
  }

  async #addCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    try {
      await this.#pc.addIceCandidate(candidate);
    } catch {
      // A candidate of an earlier ICE generation or of a closed connection: nothing to apply.
    }
  }

  #onIceState(): void {
    const state = this.#pc.iceConnectionState;
    this.#options.onStateChange?.(state);
    if (state === 'connected' || state === 'completed') {
      this.#hasConnected = true;
      clearTimeout(this.#connectTimer);
      clearTimeout(this.#lostTimer);
      this.#lostTimer = undefined;
    } else if (state === 'disconnected') {
      this.#lostTimer ??= setTimeout(() => this.#end('disconnected'), Ice.reconnectWaitMs);
    } else if (state === 'failed') {
      this.#onFailed();
    }
  }

  /**
   * spec 000 §4: "Peer connection waits up to 5 seconds for an ICE connection; failed state or timeout is
   * an error" — counted from when both descriptions are known (before, the other side may still be ringing).
   */
  #awaitFirstConnection(): void {
    if (this.#hasConnected || this.#connectTimer !== undefined) return;
    this.#connectTimer = setTimeout(() => {
      if (!this.#hasConnected) this.#end('timeout');
    }, Ice.connectionWaitMs);
  }

  /** The offering side restarts ICE once; the other side gives that restart the reconnect wait. */
  #onFailed(): void {
    if (this.#isOffering && !this.#hasRestarted) {
      this.#hasRestarted = true;
      clearTimeout(this.#lostTimer);
      this.#lostTimer = setTimeout(() => this.#end('failed'), Ice.reconnectWaitMs);
      void this.#sendOffer({ iceRestart: true }).catch(() => this.#end('failed'));
      return;
    }
    if (this.#isOffering) {
      this.#end('failed');
      return;
    }
    this.#lostTimer ??= setTimeout(() => this.#end('failed'), Ice.reconnectWaitMs);
  }

  #end(reason: PeerEnd): void {
    if (this.#isClosed) return;
    this.close();
    this.#options.onEnd(reason);
  }
}
