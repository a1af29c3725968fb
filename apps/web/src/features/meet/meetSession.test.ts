import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AppKey,
  Meet,
  MeetCommand,
  MeetStatus,
  type MeetChatMessage,
  type MeetMatch,
  type MeetQueueAnswer,
} from '@limelight/protocol';
import type { PeerLinkOptions } from '../../lib/peer/index.ts';
import type { MeetApi } from './meetApi.ts';
import { MeetSession, type MeetLink, type MeetSessionDeps } from './meetSession.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const person = { userId: 'u-b', displayName: 'Bea', avatar: null };
const matchOf = (key: string, isSendOffer: boolean): MeetMatch => ({
  key,
  strangerId: 'u-b',
  stranger: person,
  isSendOffer,
  language: 'en',
});

class FakeLink implements MeetLink {
  state: RTCIceConnectionState = 'new';
  offers = 0;
  isClosed = false;
  readonly descriptions: unknown[] = [];
  constructor(readonly options: PeerLinkOptions) {}
  async offer() {
    this.offers += 1;
  }
  async receiveDescription(description: unknown) {
    this.descriptions.push(description);
  }
  async receiveCandidate() {}
  close() {
    this.isClosed = true;
  }
  /** The browser reports an ICE state. */
  reach(state: RTCIceConnectionState) {
    this.state = state;
    this.options.onStateChange?.(state);
  }
}

type FrameHandler = (frame: { payload: unknown }) => void;

function setUp(options: { hasCamera?: boolean; isSocketLive?: boolean; joinAnswer?: MeetQueueAnswer } = {}) {
  const handlers = new Map<string, FrameHandler>();
  const links: FakeLink[] = [];
  const stream = { getTracks: () => [] } as unknown as MediaStream;
  const api = {
    joinQueue: vi.fn(async () => options.joinAnswer ?? { match: null }),
    leaveQueue: vi.fn(async () => {}),
    nextCall: vi.fn(async (): Promise<MeetQueueAnswer> => ({ match: null })),
    sendSdp: vi.fn(async () => {}),
    sendIce: vi.fn(async () => {}),
    chatFeed: vi.fn(async () => ({ type: 'chat' as const, key: null, isChatOpen: false, list: [] })),
    showVideo: vi.fn(async () => ({ isShownByMe: true, isShownByStranger: false })),
  } satisfies MeetApi;
  const deps: MeetSessionDeps = {
    api,
    frames: {
      on: (appKey, command, handler) => {
        handlers.set(`${appKey} ${command}`, handler as unknown as FrameHandler);
        return () => handlers.delete(`${appKey} ${command}`);
      },
    },
    isSocketLive: async () => options.isSocketLive ?? true,
    openMedia: async () => {
      if (options.hasCamera === false) throw new Error('NotAllowedError');
      return stream;
    },
    stopMedia: vi.fn(),
    loadIceServers: async () => [],
    createLink: (linkOptions) => {
      const link = new FakeLink(linkOptions);
      links.push(link);
      return link;
    },
    language: 'en',
    log: { warn: vi.fn() },
  };
  const session = new MeetSession(deps);
  const push = (command: string, payload: unknown) =>
    handlers.get(`${AppKey.Meet} ${command}`)?.({ payload });
  const status = () => session.view.getState().status;
  return { session, api, deps, links, push, status, stream };
}

describe('starting (spec 001 §4, §5: camera, microphone and socket first)', () => {
  it('without a camera or microphone: the camera message, and no queue', async () => {
    const { session, api, status } = setUp({ hasCamera: false });
    await session.start();
    expect(session.view.getState().blockingMessage).toBe('meetCameraRequired');
    expect(status()).toBe(MeetStatus.Idle);
    expect(api.joinQueue).not.toHaveBeenCalled();
  });

  it('without the socket: the socket message, and the camera is released', async () => {
    const { session, api, deps, stream } = setUp({ isSocketLive: false });
    await session.start();
    expect(session.view.getState().blockingMessage).toBe('meetSocketMissing');
    expect(deps.stopMedia).toHaveBeenCalledWith(stream);
    expect(api.joinQueue).not.toHaveBeenCalled();
  });
});

describe('the states (CONNECTING, SEARCHING, FOUNDMATCH, CONNECTED, LOSTCONNECTION)', () => {
  it('waits, is found by a joiner (who offers), connects, and loses the connection', async () => {
    const { session, links, push, status } = setUp();
    await session.start();
    expect(status()).toBe(MeetStatus.Searching);
    push(MeetCommand.MatchFound, matchOf('m1', false));
    expect(status()).toBe(MeetStatus.FoundMatch);
    const [link] = links;
    expect(link?.offers).toBe(0);
    push(MeetCommand.Sdp, { key: 'other', fromId: 'u-b', info: { type: 'offer', sdp: 'x' }, fromJoin: true });
    push(MeetCommand.Sdp, { key: 'm1', fromId: 'u-b', info: { type: 'offer', sdp: 'v=0' }, fromJoin: true });
    expect(link?.descriptions).toEqual([{ type: 'offer', sdp: 'v=0' }]);
    // Issue 22 item 13: ICE connected shows nothing yet; "Connected!" comes with the first frame.
    link?.reach('connected');
    expect(status()).toBe(MeetStatus.FoundMatch);
    session.noteFirstFrame();
    expect(status()).toBe(MeetStatus.Connected);
    link?.reach('disconnected');
    expect(status()).toBe(MeetStatus.LostConnection);
    link?.reach('connected');
    expect(status()).toBe(MeetStatus.Connected);
  });

  it('the joiner offers at once', async () => {
    const { session, links, status } = setUp({ joinAnswer: { match: matchOf('m1', true) } });
    await session.start();
    expect(status()).toBe(MeetStatus.FoundMatch);
    expect(links[0]?.offers).toBe(1);
  });
});

describe('next, the 5 s connection check, a stranger leaving, stop', () => {
  it('not connected 5 s after the match: on to the next stranger (SEARCHING)', async () => {
    const { session, api, links, status } = setUp({ joinAnswer: { match: matchOf('m1', true) } });
    await session.start();
    await vi.advanceTimersByTimeAsync(Meet.connectionCheckMs - 1);
    expect(api.nextCall).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.nextCall).toHaveBeenCalledWith('u-b');
    expect(links[0]?.isClosed).toBe(true);
    expect(status()).toBe(MeetStatus.Searching);
  });

  it('connected within 5 s: the check leaves the meeting alone', async () => {
    const { session, api, links, status } = setUp({ joinAnswer: { match: matchOf('m1', true) } });
    await session.start();
    links[0]?.reach('connected');
    session.noteFirstFrame();
    await vi.advanceTimersByTimeAsync(Meet.connectionCheckMs);
    expect(api.nextCall).not.toHaveBeenCalled();
    expect(status()).toBe(MeetStatus.Connected);
  });

  it("a stranger's next: SEARCHING again, rejoining only when the server did not re-queue", async () => {
    const { session, api, push, status } = setUp({ joinAnswer: { match: matchOf('m1', true) } });
    await session.start();
    push(MeetCommand.StrangerLeft, { key: 'm1', strangerId: 'u-b', reason: 'next', requeued: true });
    expect(status()).toBe(MeetStatus.Searching);
    expect(api.joinQueue).toHaveBeenCalledTimes(1);
    push(MeetCommand.MatchFound, matchOf('m2', false));
    api.joinQueue.mockResolvedValueOnce({ match: null });
    push(MeetCommand.StrangerLeft, { key: 'm2', strangerId: 'u-b', reason: 'left', requeued: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.joinQueue).toHaveBeenCalledTimes(2);
    expect(status()).toBe(MeetStatus.Searching);
  });

  it('stop leaves the queue, releases the camera and resets', async () => {
    const { session, api, deps, status } = setUp({ joinAnswer: { match: matchOf('m1', true) } });
    await session.start();
    await session.stop();
    expect(api.leaveQueue).toHaveBeenCalled();
    expect(deps.stopMedia).toHaveBeenCalled();
    expect(status()).toBe(MeetStatus.Idle);
    expect(session.view.getState().match).toBeNull();
  });
});

describe('chat and the blur consent', () => {
  it('keeps a message once when both its push and the answer arrive; drops another meeting’s', async () => {
    const { session, push } = setUp({ joinAnswer: { match: matchOf('m1', true) } });
    await session.start();
    const message: MeetChatMessage = {
      id: '1',
      key: 'm1',
      strangerId: 'u-a',
      content: 'hi',
      type: 'text',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    push(MeetCommand.Chat, message);
    session.addChat(message);
    push(MeetCommand.Chat, { ...message, id: '2', key: 'old' });
    expect(session.view.getState().chat).toEqual([message]);
  });

  it('hears the stranger press show, and shows once both did', async () => {
    const { session, api, push } = setUp({ joinAnswer: { match: matchOf('m1', true) } });
    await session.start();
    push(MeetCommand.ShowVideo, { key: 'm1', strangerId: 'u-b' });
    expect(session.view.getState().isShownByStranger).toBe(true);
    api.showVideo.mockResolvedValueOnce({ isShownByMe: true, isShownByStranger: true });
    await session.show();
    expect(session.view.getState()).toMatchObject({ isShownByMe: true, isShownByStranger: true });
  });
});
