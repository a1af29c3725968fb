import { AppKey } from '../socket/frame.ts';
import { CastCommand } from '../socket/cast.ts';
import { CastMediaCommand, type ScreenShareState, type StagePeerInfo } from '../socket/castMedia.ts';
import type { StageStreamEntry } from '../schemas/media.ts';
import { castOf } from './roomCast.ts';
import { roomEntryOf, type RoomDecider, type RoomEntryOf } from './roomEntry.ts';
import type { RoomLiveState } from './roomState.ts';
import type { RoomMediaState } from './roomSliceStates.ts';

export type { RoomMediaState } from './roomSliceStates.ts';

export const initialRoomMediaState: RoomMediaState = { streams: {}, screenShare: null, modMuted: [] };

type CastFrame<C extends string> = { appKey: typeof AppKey.Cast; command: C; eventId: string; at?: number };

/** The commands of stage media's reducer. */
export type RoomMediaCommand =
  | (CastFrame<typeof CastMediaCommand.OnNewStreamV2> & { pubId: string; peer: StagePeerInfo })
  | (CastFrame<typeof CastMediaCommand.OnStreamClosed> & { pubId: string })
  | (CastFrame<typeof CastMediaCommand.ScreenShareUpdate> & { share: ScreenShareState | null })
  | (CastFrame<typeof CastCommand.OnlineMicrophone> & { userId: string; isMuted: boolean; byUserId: string });

/** The entries of stage media; a microphone's is a moderator's mute, which names them (`byUserId`). */
export type RoomMediaEntry = {
  [C in RoomMediaCommand['command']]: RoomEntryOf<typeof AppKey.Cast, C>;
}[RoomMediaCommand['command']];

/** Whether an entry of the cast's appKey is stage media's: a stream, the screen share, a moderator's mute. */
export function isMediaEntry(entry: { command: string; payload: object }): boolean {
  if (entry.command === CastCommand.OnlineMicrophone) return 'byUserId' in entry.payload;
  return (
    entry.command === CastMediaCommand.OnNewStreamV2 ||
    entry.command === CastMediaCommand.OnStreamClosed ||
    entry.command === CastMediaCommand.ScreenShareUpdate
  );
}

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

/** Stage media's slice after one of its entries. */
export function evolveMedia(media: RoomMediaState, entry: RoomMediaEntry): RoomMediaState {
  switch (entry.command) {
    case CastMediaCommand.OnNewStreamV2: {
      const { pubId, peer } = entry.payload;
      return { ...media, streams: { ...media.streams, [pubId]: { pubId, kind: 'camera', peer } } };
    }
    case CastMediaCommand.OnStreamClosed: {
      const { pubId } = entry.payload;
      const streams = Object.fromEntries(Object.entries(media.streams).filter(([id]) => id !== pubId));
      const screenShare = media.screenShare?.shareId === pubId ? null : media.screenShare;
      return { ...media, streams, screenShare };
    }
    case CastMediaCommand.ScreenShareUpdate:
      return { ...media, screenShare: entry.payload.share };
    case CastCommand.OnlineMicrophone: {
      const { userId, isMuted } = entry.payload;
      const others = media.modMuted.filter((id) => id !== userId);
      return { ...media, modMuted: isMuted ? [...others, userId] : others };
    }
  }
}

/**
 * Stage media's checks: a camera stream comes (cya_cast onNewStreamV2, provider 1: the media server) or
 * goes (onStreamClosed: refused as NotFound when it is already gone, so a close is logged once); the
 * room's screen share changes (screenShareUpdate); a moderator mutes or unmutes a speaker
 * (onlineMicrophone naming the moderator). The service checks roles and the SFU before the log.
 */
export const roomMediaDecider: RoomDecider<RoomMediaCommand, RoomMediaEntry> = {
  decide(state, command, at) {
    const media = mediaOf(state);
    const { eventId } = command;
    switch (command.command) {
      case CastMediaCommand.OnNewStreamV2: {
        const payload = { eventId, pubId: command.pubId, provider: 1 as const, peer: command.peer };
        return { entry: roomEntryOf(AppKey.Cast, command.command, payload, at) };
      }
      case CastMediaCommand.OnStreamClosed: {
        const stream = media.streams[command.pubId];
        const isShare = media.screenShare?.shareId === command.pubId;
        if (!stream && !isShare) return { refusal: 'NotFound' };
        const userId = stream?.peer.userId ?? media.screenShare?.ownerId ?? '';
        const payload = { eventId, pubId: command.pubId, userId };
        return { entry: roomEntryOf(AppKey.Cast, command.command, payload, at) };
      }
      case CastMediaCommand.ScreenShareUpdate:
        return { entry: roomEntryOf(AppKey.Cast, command.command, { eventId, share: command.share }, at) };
      case CastCommand.OnlineMicrophone: {
        const { userId, isMuted, byUserId } = command;
        return {
          entry: roomEntryOf(AppKey.Cast, command.command, { eventId, userId, isMuted, byUserId }, at),
        };
      }
    }
  },
};
