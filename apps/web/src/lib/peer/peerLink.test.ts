import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeerLink, unansweredOfferMs, type PeerDescription, type PeerEnd } from './peerLink.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The parts of RTCPeerConnection a link drives, with the ICE events fired by the test. */
class FakeConnection extends EventTarget {
  iceConnectionState: RTCIceConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  localDescription: PeerDescription | null = null;
  remoteDescription: PeerDescription | null = null;
  readonly added: RTCIceCandidateInit[] = [];
  readonly offerOptions: RTCOfferOptions[] = [];
  isClosed = false;

  async createOffer(options: RTCOfferOptions = {}) {
    this.offerOptions.push(options);
    return { type: 'offer' as const, sdp: `offer ${this.offerOptions.length}` };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: 'answer' };
  }
  async setLocalDescription(description: PeerDescription) {
    this.localDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(description: PeerDescription) {
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    this.added.push(candidate);
  }
  addTrack() {}
  addTransceiver() {}
  getSenders() {
    return [];
  }
  close() {
    this.isClosed = true;
  }
  gather(count: number) {
    for (let index = 0; index < count; index += 1) {
      const candidate = {
        candidate: `candidate ${index}`,
        toJSON: () => ({ candidate: `candidate ${index}` }),
      };
      this.dispatchEvent(Object.assign(new Event('icecandidate'), { candidate }));
    }
  }
  change(state: RTCIceConnectionState) {
    this.iceConnectionState = state;
    this.dispatchEvent(new Event('iceconnectionstatechange'));
  }
}

function linkOnFake() {
  const fake = new FakeConnection();
  const sent = { descriptions: [] as PeerDescription[], candidates: [] as RTCIceCandidateInit[] };
  const ends: PeerEnd[] = [];
  const link = new PeerLink({
    iceServers: [],
    localStream: null,
    signal: {
      description: async (description) => void sent.descriptions.push(description),
      candidate: async (candidate) => void sent.candidates.push(candidate),
    },
    onRemoteStream: () => {},
    onEnd: (reason) => ends.push(reason),
    createConnection: () => fake as unknown as RTCPeerConnection,
  });
  return { fake, link, sent, ends };
}

describe('a peer link (spec 001 §4 "Peer video", spec 000 §9)', () => {
  it('sends at most 15 ICE candidates', async () => {
    const { fake, link, sent } = linkOnFake();
    await link.offer();
    fake.gather(20);
    expect(sent.candidates).toHaveLength(15);
  });

  it('holds candidates that arrive before the remote description, and applies them after it', async () => {
    const { fake, link, sent } = linkOnFake();
    await link.receiveCandidate({ candidate: 'early 1' });
    await link.receiveCandidate({ candidate: 'early 2' });
    expect(fake.added).toEqual([]);
    await link.receiveDescription({ type: 'offer', sdp: 'their offer' });
    expect(sent.descriptions).toEqual([{ type: 'answer', sdp: 'answer' }]);
    expect(fake.added).toEqual([{ candidate: 'early 1' }, { candidate: 'early 2' }]);
    await link.receiveCandidate({ candidate: 'late' });
    expect(fake.added).toHaveLength(3);
  });

  it('drops an offer unanswered for 61 s, and keeps one answered in time', async () => {
    const unanswered = linkOnFake();
    await unanswered.link.offer();
    await vi.advanceTimersByTimeAsync(unansweredOfferMs - 1);
    expect(unanswered.ends).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(unanswered.ends).toEqual(['unanswered']);
    expect(unanswered.fake.isClosed).toBe(true);

    const answered = linkOnFake();
    await answered.link.offer();
    await answered.link.receiveDescription({ type: 'answer', sdp: 'their answer' });
    answered.fake.change('connected');
    await vi.advanceTimersByTimeAsync(unansweredOfferMs * 2);
    expect(answered.ends).toEqual([]);
  });

  it('ends a link that does not connect within 5 s of the answer, and keeps one that does', async () => {
    const slow = linkOnFake();
    await slow.link.offer();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(slow.ends).toEqual([]);
    await slow.link.receiveDescription({ type: 'answer', sdp: 'their answer' });
    slow.fake.change('checking');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(slow.ends).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.ends).toEqual(['timeout']);

    const quick = linkOnFake();
    await quick.link.receiveDescription({ type: 'offer', sdp: 'their offer' });
    quick.fake.change('connected');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(quick.ends).toEqual([]);
  });

  it('ends a link disconnected for 5 s, and keeps one that comes back sooner', async () => {
    const { fake, link, ends } = linkOnFake();
    await link.receiveDescription({ type: 'offer', sdp: 'their offer' });
    fake.change('connected');
    fake.change('disconnected');
    await vi.advanceTimersByTimeAsync(4_000);
    fake.change('connected');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ends).toEqual([]);
    fake.change('disconnected');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ends).toEqual(['disconnected']);
  });

  it('restarts ICE once when the offering side fails, and ends when it fails again', async () => {
    const { fake, link, sent, ends } = linkOnFake();
    await link.offer();
    await link.receiveDescription({ type: 'answer', sdp: 'their answer' });
    fake.gather(15);
    fake.change('failed');
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.offerOptions.at(-1)).toEqual({ iceRestart: true });
    expect(sent.descriptions.map((d) => d.sdp)).toEqual(['offer 1', 'offer 2']);
    fake.gather(3);
    expect(sent.candidates).toHaveLength(18);
    await link.receiveDescription({ type: 'answer', sdp: 'their answer again' });
    fake.change('failed');
    expect(ends).toEqual(['failed']);
  });

  it('on the answering side, waits the reconnect wait for the offerer to restart', async () => {
    const { fake, link, ends } = linkOnFake();
    await link.receiveDescription({ type: 'offer', sdp: 'their offer' });
    fake.change('failed');
    await vi.advanceTimersByTimeAsync(3_000);
    await link.receiveDescription({ type: 'offer', sdp: 'their restart' });
    fake.change('connected');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ends).toEqual([]);
  });

  it('ignores a late answer and is quiet once closed', async () => {
    const { fake, link, ends } = linkOnFake();
    await link.offer();
    await link.receiveDescription({ type: 'answer', sdp: 'their answer' });
    await link.receiveDescription({ type: 'answer', sdp: 'a retried answer' });
    expect(fake.remoteDescription?.sdp).toBe('their answer');
    link.close();
    link.close();
    await vi.advanceTimersByTimeAsync(unansweredOfferMs);
    expect(ends).toEqual([]);
  });
});
