import type { AppKey } from '../socket/frame.ts';
import { CastCommand } from '../socket/cast.ts';
import { CastMediaCommand, type ScreenShareState, type StagePeerInfo } from '../socket/castMedia.ts';
import type { ServerPayload } from '../socket/contract.ts';
import type { StageStreamEntry } from '../schemas/media.ts';
import { castOf } from './roomCast.ts';
import type { RoomReducer } from './roomReducer.ts';
import type { RoomLiveState } from './roomState.ts';
import type { RoomMediaState } from './roomSliceStates.ts';

export type { RoomMediaState } from './roomSliceStates.ts';

export const initialRoomMediaState: RoomMediaState = { streams: {}, screenShare: null, modMuted: [] };

type CastFrame<C extends string> = { appKey: typeof AppKey.Cast; command: C; eventId: string };

/** The commands of stage media's reducer. */
export type RoomMediaCommand =
  | (CastFrame<typeof CastMediaCommand.OnNewStreamV2> & { pubId: string; peer: StagePeerInfo })
  | (CastFrame<typeof CastMediaCommand.OnStreamClosed> & { pubId: string })
  | (CastFrame<typeof CastMediaCommand.ScreenShareUpdate> & { share: ScreenShareState | null })
  | (CastFrame<typeof CastCommand.OnlineMicrophone> & { userId: string; isMuted: boolean });

type MediaPayload = {
  [C in RoomMediaCommand['command']]: ServerPayload<typeof AppKey.Cast, C>;
}[RoomMediaCommand['command']];

/** The media slice of a room's state (a state written before the slice reads as its initial value). */
export const mediaOf = (state: RoomLiveState): RoomMediaState => ({
  ...initialRoomMediaState,
  ...state.media,
});

/** A person's mic and camera flags of spec 001 §3 stage peer info, as they are now. */
export type StagePeerFlags = Pick<StagePeerInfo, 'microphoneMuted' | 'muted'>;

/**
 * A person's mic and camera state now (docs/decisions/media.md "Peer flags"): the microphone is off when
 * they muted it on stage (the cast's `isMicMuted`) or a moderator did (`modMuted`); `muted` is the camera
 * off, the avatar shown (the cast's `isAvatarShown`, as GET /cast/v1/onlineUserList answers it).
 */
export function stagePeerFlagsOf(state: RoomLiveState, userId: string): StagePeerFlags {
  const stage = castOf(state).people[userId]?.stage;
  return {
    microphoneMuted: (stage?.isMicMuted ?? false) || mediaOf(state).modMuted.includes(userId),
    muted: stage?.isAvatarShown ?? false,
  };
}

/**
 * The streams one may subscribe to now (GET /casta/v3/subToken), each peer with its person's flags now: a
 * late joiner sees a speaker who muted after going up as muted at once, not at the next push.
 */
export function stageStreamsOf(state: RoomLiveState): StageStreamEntry[] {
  return Object.values(mediaOf(state).streams).map((stream) => ({
    ...stream,
    peer: { ...stream.peer, ...stagePeerFlagsOf(state, stream.peer.userId) },
  }));
}

/**
 * Stage media's reducer: a camera stream comes (cya_cast onNewStreamV2, provider 1: the media server) or
 * goes (onStreamClosed: refused as NotFound when it is already gone, so a close is logged once); the
 * room's screen share changes (screenShareUpdate); a moderator mutes or unmutes a speaker
 * (onlineMicrophone). The service checks roles and the SFU before the log.
 */
export const roomMediaReducer: RoomReducer<RoomLiveState, RoomMediaCommand, MediaPayload> = {
  initialState: { settings: {}, media: initialRoomMediaState },
  reduce(state, command) {
    const media = mediaOf(state);
    const next = (changed: Partial<RoomMediaState>, payload: MediaPayload) => ({
      state: { ...state, media: { ...media, ...changed } },
      payload,
    });
    const { eventId } = command;
    switch (command.command) {
      case CastMediaCommand.OnNewStreamV2: {
        const stream: StageStreamEntry = { pubId: command.pubId, kind: 'camera', peer: command.peer };
        return next(
          { streams: { ...media.streams, [command.pubId]: stream } },
          { eventId, pubId: command.pubId, provider: 1, peer: command.peer },
        );
      }
      case CastMediaCommand.OnStreamClosed: {
        const stream = media.streams[command.pubId];
        const isShare = media.screenShare?.shareId === command.pubId;
        if (!stream && !isShare) return { refusal: 'NotFound' };
        const streams = Object.fromEntries(
          Object.entries(media.streams).filter(([pubId]) => pubId !== command.pubId),
        );
        const userId = stream?.peer.userId ?? media.screenShare?.ownerId ?? '';
        return next(
          { streams, screenShare: isShare ? null : media.screenShare },
          { eventId, pubId: command.pubId, userId },
        );
      }
      case CastMediaCommand.ScreenShareUpdate:
        return next({ screenShare: command.share }, { eventId, share: command.share });
      case CastCommand.OnlineMicrophone: {
        const others = media.modMuted.filter((userId) => userId !== command.userId);
        return next(
          { modMuted: command.isMuted ? [...others, command.userId] : others },
          { eventId, userId: command.userId, isMuted: command.isMuted },
        );
      }
    }
  },
};
