import type { StagePeerInfo } from '@limelight/protocol';
import { describe, expect, it } from 'vitest';
import { emptyStageStreams, withAvatar, withMicrophone, withoutStream, withStream } from './stageStreams.ts';

const peer = (userId: string, order: number, microphoneMuted = false, muted = false): StagePeerInfo => ({
  userId,
  username: userId,
  avatar: null,
  microphoneMuted,
  microphoneMutedMobile: false,
  muted,
  order,
  prefix: 'stage',
  timestamp: order,
});

describe('the stage streams the page shows', () => {
  it('keeps streams in stage order, once each, and removes a closed one', () => {
    let state = withStream(emptyStageStreams, 'p2', peer('grace', 1), false);
    state = withStream(state, 'p1', peer('ada', 0), false);
    state = withStream(state, 'p1', peer('ada', 0), false);
    expect(state.streams.map((stream) => stream.pubId)).toEqual(['p1', 'p2']);
    expect(withoutStream(state, 'p1').streams.map((stream) => stream.pubId)).toEqual(['p2']);
  });

  it('starts a stream with its peer info mic state, and follows onlineMicrophone and onlineAvatar', () => {
    let state = withStream(emptyStageStreams, 'p1', peer('ada', 0, true), false);
    expect(state.streams[0]).toMatchObject({ isAudioMuted: true, isVideoMuted: false, isSignalOK: true });
    state = withMicrophone(state, 'ada', false);
    state = withAvatar(state, 'ada', true);
    expect(state.streams[0]).toMatchObject({ isAudioMuted: false, isVideoMuted: true });
  });

  it('a late joiner starts from the mic and camera the peer info holds (the server gives them as they are now)', () => {
    const state = withStream(emptyStageStreams, 'p1', peer('ada', 0, true, true), false);
    expect(state.streams[0]).toMatchObject({ isAudioMuted: true, isVideoMuted: true });
  });

  it('holds a pushed mic state for the person’s later stream (its peer info may be older)', () => {
    const state = withMicrophone(emptyStageStreams, 'ada', true);
    expect(withStream(state, 'p9', peer('ada', 0, false), false).streams[0]?.isAudioMuted).toBe(true);
  });
});
