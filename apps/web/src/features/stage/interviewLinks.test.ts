// @vitest-environment jsdom
import { AppKey, CastMediaCommand, P2pPrefix, socketContract } from '@limelight/protocol';
import { describe, expect, it } from 'vitest';
import type { MeshLink, PeerDescription, PeerLinkOptions } from '../../lib/peer/index.ts';
import {
  InterviewLinks,
  type CastP2pCommand,
  maxHeldSignals,
  type CastP2pPayload,
  type InterviewSignalOut,
} from './interviewLinks.ts';

/** A PeerLink as the mesh drives it: records what it was asked to do. */
class FakeLink implements MeshLink {
  readonly calls: string[] = [];
  isClosed = false;
  constructor(
    readonly peerId: string,
    readonly options: PeerLinkOptions,
  ) {}
  async offer() {
    this.calls.push('offer');
    await this.options.signal.description({ type: 'offer', sdp: `offer to ${this.peerId}` });
  }
  async receiveDescription(description: PeerDescription) {
    this.calls.push(description.type);
    if (description.type === 'offer')
      await this.options.signal.description({ type: 'answer', sdp: 'answer' });
  }
  async receiveCandidate(candidate: RTCIceCandidateInit) {
    this.calls.push(`candidate ${candidate.candidate}`);
  }
  close() {
    this.isClosed = true;
  }
}

const stream = { getTracks: () => [] } as unknown as MediaStream;

function setUp() {
  const links: FakeLink[] = [];
  const sent: InterviewSignalOut[] = [];
  const ends: string[] = [];
  let streams: ReadonlyMap<string, MediaStream> = new Map();
  const interview = new InterviewLinks({
    send: async (signal) => void sent.push(signal),
    onStreamsChange: (next) => {
      streams = next;
    },
    onPeerEnd: (peerId, reason) => ends.push(`${peerId} ${reason}`),
    log: { warn: () => {} },
    createLink: (options, peerId) => {
      const link = new FakeLink(peerId, options);
      links.push(link);
      return link;
    },
  });
  return { interview, links, sent, ends, streams: () => streams };
}

/** Each payload is a frame the cast socket delivers: checked against the socket contract. */
/** A cast p2p frame's payload as the socket delivers it, read by the socket contract. */
function frame(command: CastP2pCommand, payload: Record<string, unknown>): CastP2pPayload {
  return socketContract[AppKey.Cast][command].toClient.parse({ eventId: 'ev-1', ...payload });
}

const offerFrom = (userId: string, prefix: string = P2pPrefix.Interview) =>
  frame(CastMediaCommand.P2pOffer, { userId, sdp: { type: 'offer', sdp: 'v=0' }, prefix });
const candidateFrom = (userId: string, name: string) =>
  frame(CastMediaCommand.P2pIce, { userId, candidate: { candidate: name }, prefix: P2pPrefix.Interview });

describe('interview video signalling (spec 001 §4 "Peer video", §7 p2pSdpIce under the interview prefix)', () => {
  it('the interviewer offers to each interviewee once started, through p2pSdpIce', async () => {
    const { interview, sent, links } = setUp();
    await interview.setPeers(['u-ann'], ['u-ann']);
    expect(links).toHaveLength(0);
    await interview.start(stream, []);
    expect(links.map((link) => [link.peerId, link.calls])).toEqual([['u-ann', ['offer']]]);
    expect(links[0]?.options.localStream).toBe(stream);
    expect(sent).toEqual([{ targetUserId: 'u-ann', sdp: { type: 'offer', sdp: 'offer to u-ann' } }]);

    // A group interview: a second interviewee accepts, and only they get a new offer.
    await interview.setPeers(['u-ann', 'u-bob'], ['u-ann', 'u-bob']);
    expect(links.map((link) => [link.peerId, link.calls])).toEqual([
      ['u-ann', ['offer']],
      ['u-bob', ['offer']],
    ]);
  });

  it('applies answers and candidates (one or a group) of the interview to the right link', async () => {
    const { interview, links } = setUp();
    await interview.setPeers(['u-ann'], ['u-ann']);
    await interview.start(stream, []);
    await interview.receive(
      frame(CastMediaCommand.P2pAnswer, {
        userId: 'u-ann',
        sdp: { type: 'answer', sdp: 'a' },
        prefix: 'interview',
      }),
    );
    await interview.receive(candidateFrom('u-ann', 'c1'));
    await interview.receive(
      frame(CastMediaCommand.P2pIceGroup, {
        userId: 'u-ann',
        candidates: [{ candidate: 'c2' }, { candidate: 'c3' }],
        prefix: P2pPrefix.Interview,
      }),
    );
    expect(links[0]?.calls).toEqual(['offer', 'answer', 'candidate c1', 'candidate c2', 'candidate c3']);
  });

  it('the interviewee holds what arrives before its camera is open, then answers its interviewer', async () => {
    const { interview, links, sent } = setUp();
    await interview.setPeers(['u-mod'], []);
    await interview.receive(offerFrom('u-mod'));
    await interview.receive(candidateFrom('u-mod', 'c1'));
    expect(links).toHaveLength(0);
    await interview.start(null, []);
    expect(links.map((link) => [link.peerId, link.calls])).toEqual([['u-mod', ['offer', 'candidate c1']]]);
    expect(sent).toEqual([{ targetUserId: 'u-mod', sdp: { type: 'answer', sdp: 'answer' } }]);
  });

  it('ignores the stage prefix and people not in an interview with the viewer', async () => {
    const { interview, links } = setUp();
    await interview.setPeers(['u-mod'], []);
    await interview.receive(offerFrom('u-mod', P2pPrefix.Stage));
    await interview.receive(offerFrom('u-stranger'));
    await interview.start(stream, []);
    await interview.receive(offerFrom('u-other'));
    expect(links).toHaveLength(0);
  });

  it('holds a bounded number of signals', async () => {
    const { interview, links } = setUp();
    await interview.setPeers(['u-mod'], []);
    for (let index = 0; index < maxHeldSignals + 5; index += 1)
      await interview.receive(candidateFrom('u-mod', `c${index}`));
    await interview.start(stream, []);
    expect(links[0]?.calls).toHaveLength(maxHeldSignals);
    expect(links[0]?.calls[0]).toBe('candidate c5');
  });

  it('closes the link of someone whose interview ended, and everything on close', async () => {
    const { interview, links, streams } = setUp();
    await interview.setPeers(['u-ann'], ['u-ann']);
    await interview.start(stream, []);
    await interview.setPeers(['u-ann', 'u-bob'], ['u-ann', 'u-bob']);
    links[0]?.options.onRemoteStream(stream);
    expect([...streams().keys()]).toEqual(['u-ann']);

    await interview.setPeers(['u-bob'], ['u-bob']);
    expect(links.map((link) => link.isClosed)).toEqual([true, false]);
    expect(streams().size).toBe(0);
    // A late candidate of the ended interview opens nothing.
    await interview.receive(candidateFrom('u-ann', 'late'));
    expect(links).toHaveLength(2);

    interview.close();
    expect(links.every((link) => link.isClosed)).toBe(true);
    expect(interview.isStarted).toBe(false);
  });

  it('tells a link that ended by itself and drops it', async () => {
    const { interview, links, ends } = setUp();
    await interview.setPeers(['u-ann'], ['u-ann']);
    await interview.start(stream, []);
    links[0]?.options.onEnd('timeout');
    expect(ends).toEqual(['u-ann timeout']);
    expect(links[0]?.isClosed).toBe(true);
  });
});
