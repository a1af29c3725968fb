import { describe, expect, it } from 'vitest';
import type { PeerDescription, PeerLinkOptions } from './peerLink.ts';
import { PeerMesh, type MeshLink } from './peerMesh.ts';

class FakeLink implements MeshLink {
  readonly calls: string[] = [];
  isClosed = false;
  constructor(readonly options: PeerLinkOptions) {}
  async offer() {
    this.calls.push('offer');
    await this.options.signal.description({ type: 'offer', sdp: 'o' });
  }
  async receiveDescription(description: PeerDescription) {
    this.calls.push(description.type);
  }
  async receiveCandidate(candidate: RTCIceCandidateInit) {
    this.calls.push(`candidate ${candidate.candidate}`);
  }
  close() {
    this.isClosed = true;
  }
}

function meshOnFakes() {
  const links = new Map<string, FakeLink>();
  const sent: string[] = [];
  const ends: string[] = [];
  let streams: ReadonlyMap<string, MediaStream> = new Map();
  const mesh = new PeerMesh({
    localStream: null,
    iceServers: [],
    signal: {
      description: async (toId, description, isOfferer) =>
        void sent.push(`${toId} ${description.type} ${isOfferer}`),
      candidate: async (toId, candidate) => void sent.push(`${toId} ${candidate.candidate}`),
    },
    onStreamsChange: (next) => {
      streams = next;
    },
    onPeerEnd: (peerId, reason) => ends.push(`${peerId} ${reason}`),
    log: { warn: () => {} },
    createLink: (options, peerId) => {
      const link = new FakeLink(options);
      links.set(peerId, link);
      return link;
    },
  });
  return { mesh, links, sent, ends, streams: () => streams };
}

describe('a mesh: one link per other person (spec 001 §4 "Peer video": offers are made to each member)', () => {
  it('offers to each person given, and routes their answers and candidates to their link', async () => {
    const { mesh, links, sent } = meshOnFakes();
    await mesh.offerTo(['u-b', 'u-c']);
    expect(sent).toEqual(['u-b offer true', 'u-c offer true']);
    await mesh.receive('u-b', { description: { type: 'answer', sdp: 'a' } });
    await mesh.receive('u-c', { candidate: { candidate: 'c1' } });
    await mesh.receive('u-c', { description: { type: 'rollback', sdp: '' } });
    expect(links.get('u-b')?.calls).toEqual(['offer', 'answer']);
    expect(links.get('u-c')?.calls).toEqual(['offer', 'candidate c1']);
    expect(mesh.peerIds).toEqual(['u-b', 'u-c']);
  });

  it('answers an offer from someone new with a link of its own', async () => {
    const { mesh, links } = meshOnFakes();
    await mesh.receive('u-d', { description: { type: 'offer', sdp: 'o' } });
    expect(links.get('u-d')?.calls).toEqual(['offer']);
    expect(mesh.has('u-d')).toBe(true);
  });

  it('keeps each person’s media, drops it when they leave or their link ends, closes all', async () => {
    const { mesh, links, ends, streams } = meshOnFakes();
    await mesh.offerTo(['u-b', 'u-c']);
    const media = {} as MediaStream;
    links.get('u-b')?.options.onRemoteStream(media);
    links.get('u-c')?.options.onRemoteStream(media);
    expect([...streams().keys()]).toEqual(['u-b', 'u-c']);
    mesh.remove('u-b');
    expect(links.get('u-b')?.isClosed).toBe(true);
    expect([...streams().keys()]).toEqual(['u-c']);
    links.get('u-c')?.options.onEnd('disconnected');
    expect(ends).toEqual(['u-c disconnected']);
    expect(mesh.size).toBe(0);
    await mesh.offerTo(['u-e']);
    mesh.close();
    expect(links.get('u-e')?.isClosed).toBe(true);
  });
});
