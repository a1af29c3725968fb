import { describe, expect, it } from 'vitest';
import { reduceRoom } from './roomEvolve.ts';
import { AppKey } from '../socket/frame.ts';
import { CastCommand } from '../socket/cast.ts';
import { CastMediaCommand, type ScreenShareState, type StagePeerInfo } from '../socket/castMedia.ts';
import { parseServerFrame } from '../socket/frames.ts';
import { mediaOf, roomMediaDecider, stageStreamsOf, type RoomMediaCommand } from './media.ts';
import { initialRoomCastState, type CastPerson } from './roomCast.ts';
import { initialRoomLiveState, type RoomLiveState } from './roomState.ts';

const eventId = 'event-1';
const peer: StagePeerInfo = {
  userId: 'u_speaker',
  username: 'Speaker',
  avatar: null,
  microphoneMuted: false,
  microphoneMutedMobile: false,
  muted: false,
  order: 0,
  prefix: 'stage',
  timestamp: 1_700_000_000_000,
};
const share: ScreenShareState = {
  shareId: 'p_screen',
  ownerId: 'u_speaker',
  publisherId: 'u_speaker',
  trackIds: { video: 'screen-video' },
  peers: [],
};
const cast = { appKey: AppKey.Cast, eventId } as const;
const newStream: RoomMediaCommand = { ...cast, command: CastMediaCommand.OnNewStreamV2, pubId: 'p_1', peer };
const closed = (pubId: string): RoomMediaCommand => ({
  ...cast,
  command: CastMediaCommand.OnStreamClosed,
  pubId,
});

/** Applies the commands in order; answers the last outcome and the state after the accepted ones. */
function run(commands: RoomMediaCommand[], from: RoomLiveState = initialRoomLiveState) {
  let state = from;
  let last: ReturnType<typeof reduceRoom> | undefined;
  for (const command of commands) {
    last = reduceRoom(roomMediaDecider, state, command);
    if ('state' in last) state = last.state;
  }
  return { state, last };
}

/** Every payload is a valid cya_cast frame of its command. */
function expectValidFrame(command: RoomMediaCommand, payload: unknown) {
  const parsed = parseServerFrame({
    appKey: AppKey.Cast,
    command: command.command,
    payload,
    seq: 1,
    serverTime: new Date(0).toISOString(),
  });
  expect(parsed.ok).toBe(true);
}

describe('stage media reducer', () => {
  it('a state written before the slice reads as no stream, no share, nobody muted', () => {
    expect(mediaOf(initialRoomLiveState)).toEqual({ streams: {}, screenShare: null, modMuted: [] });
  });

  describe('spec 001 §4: a new-stream notice leads to a subscribe call', () => {
    it('onNewStreamV2 adds the stream (provider 1, the media server) with its peer info', () => {
      const { state, last } = run([newStream]);
      expect(mediaOf(state).streams.p_1).toEqual({ pubId: 'p_1', kind: 'camera', peer });
      expect(last && 'payload' in last && last.payload).toEqual({ eventId, pubId: 'p_1', provider: 1, peer });
      if (last && 'payload' in last) expectValidFrame(newStream, last.payload);
    });
  });

  describe('spec 001 §4: a close notice removes the stream and peers of that user', () => {
    it('onStreamClosed removes the stream and names its user', () => {
      const { state, last } = run([newStream, closed('p_1')]);
      expect(mediaOf(state).streams).toEqual({});
      expect(last && 'payload' in last && last.payload).toEqual({
        eventId,
        pubId: 'p_1',
        userId: 'u_speaker',
      });
      if (last && 'payload' in last) expectValidFrame(closed('p_1'), last.payload);
    });

    it('a stream already gone is refused (NotFound), so a close is logged once', () => {
      expect(run([newStream, closed('p_1'), closed('p_1')]).last).toEqual({ refusal: 'NotFound' });
    });

    it('closing the shared screen ends the room screen share', () => {
      const shared: RoomMediaCommand = { ...cast, command: CastMediaCommand.ScreenShareUpdate, share };
      const { state, last } = run([shared, closed('p_screen')]);
      expect(mediaOf(state).screenShare).toBeNull();
      expect(last && 'payload' in last && last.payload).toEqual({
        eventId,
        pubId: 'p_screen',
        userId: 'u_speaker',
      });
    });
  });

  describe('screen share: the room sees the accepted share, or none', () => {
    it('screenShareUpdate sets and clears the share', () => {
      const set: RoomMediaCommand = { ...cast, command: CastMediaCommand.ScreenShareUpdate, share };
      const clear: RoomMediaCommand = { ...cast, command: CastMediaCommand.ScreenShareUpdate, share: null };
      expect(mediaOf(run([set]).state).screenShare).toEqual(share);
      expect(mediaOf(run([set, clear]).state).screenShare).toBeNull();
    });
  });

  describe('modmute: a moderator silences a speaker, everyone sees the mic state', () => {
    const mute = (isMuted: boolean): RoomMediaCommand => ({
      ...cast,
      command: CastCommand.OnlineMicrophone,
      userId: 'u_speaker',
      isMuted,
      byUserId: 'u_mod',
    });
    it('onlineMicrophone keeps who is muted, once each', () => {
      expect(mediaOf(run([mute(true), mute(true)]).state).modMuted).toEqual(['u_speaker']);
      const { state, last } = run([mute(true), mute(false)]);
      expect(mediaOf(state).modMuted).toEqual([]);
      expect(last && 'payload' in last && last.payload).toEqual({
        eventId,
        userId: 'u_speaker',
        isMuted: false,
        byUserId: 'u_mod',
      });
      if (last && 'payload' in last) expectValidFrame(mute(false), last.payload);
    });
  });

  describe("spec 001 §3 stage peer info of the streams up now: each person's mic and camera as they are now", () => {
    const onStage = (flags: { isMicMuted: boolean; isAvatarShown: boolean }): CastPerson => ({
      list: 'online',
      profile: { userId: 'u_speaker', userName: 'Speaker', avatar: null },
      since: 0,
      appliedAt: 0,
      order: 1,
      stage: { order: 1, isPublishing: true, ...flags },
    });
    const withCast = (state: RoomLiveState, person: CastPerson): RoomLiveState => ({
      ...state,
      cast: { ...initialRoomCastState, people: { u_speaker: person } },
    });
    const flagsOf = (state: RoomLiveState) =>
      stageStreamsOf(state).map(({ pubId, peer: { microphoneMuted, muted } }) => ({
        pubId,
        microphoneMuted,
        muted,
      }));

    it('a speaker who muted the mic and turned the camera off after going up is listed so', () => {
      const up = run([newStream]).state;
      expect(flagsOf(up)).toEqual([{ pubId: 'p_1', microphoneMuted: false, muted: false }]);
      const state = withCast(up, onStage({ isMicMuted: true, isAvatarShown: true }));
      expect(flagsOf(state)).toEqual([{ pubId: 'p_1', microphoneMuted: true, muted: true }]);
      expect(stageStreamsOf(state)[0]?.peer).toMatchObject({ userId: 'u_speaker', username: 'Speaker' });
    });

    it("a moderator's mute holds too, for a presenter outside the cast as for a person on stage", () => {
      const modMute: RoomMediaCommand = {
        ...cast,
        command: CastCommand.OnlineMicrophone,
        userId: 'u_speaker',
        isMuted: true,
        byUserId: 'u_mod',
      };
      const muted = run([newStream, modMute]).state;
      expect(flagsOf(muted)).toEqual([{ pubId: 'p_1', microphoneMuted: true, muted: false }]);
      const onStageUnmuted = withCast(muted, onStage({ isMicMuted: false, isAvatarShown: false }));
      expect(flagsOf(onStageUnmuted)).toEqual([{ pubId: 'p_1', microphoneMuted: true, muted: false }]);
    });
  });

  it('leaves the other slices alone', () => {
    const before: RoomLiveState = { settings: { sendChat: false } };
    expect(run([newStream], before).state.settings).toEqual({ sendChat: false });
  });
});
