import type { AppKey } from '../socket/frame.ts';
import { CastCommand } from '../socket/cast.ts';
import { CastMediaCommand, type ScreenShareState, type StagePeerInfo } from '../socket/castMedia.ts';
import type { ServerPayload } from '../socket/contract.ts';
import type { StageStreamEntry } from '../schemas/media.ts';
import type { RoomReducer } from './roomReducer.ts';
import type { RoomLiveState } from './roomState.ts';

/**
 * Stage media's slice of a live room's state (docs/decisions/media.md): the streams one may subscribe to
 * now, the screen share everyone sees, and who a moderator silenced.
 */
export interface RoomMediaState {
  streams: Record<string, StageStreamEntry>;
  screenShare: ScreenShareState | null;
  modMuted: string[];
}

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
