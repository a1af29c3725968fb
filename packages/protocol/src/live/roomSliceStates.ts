import type { StageStreamEntry } from '../schemas/media.ts';
import type { StageProfile } from '../socket/cast.ts';
import type { ScreenShareState } from '../socket/castMedia.ts';
import type { RoomQuestion, SlowModePayload } from '../socket/chat.ts';
import type { ContentItem, RoomPost } from '../socket/sync.ts';
import type { RoomSettingChange, RoomSettingOption } from '../schemas/rooms.ts';

// The state of each slice of a live room, apart from the slices' reducers: the room's state (roomState.ts)
// is made of them and each reducer reads the whole room's state, so the shapes live below both.

/**
 * The room chat's slice of a live room's state: who is blocked from writing, slow mode, and when each
 * person last wrote while slow mode asks for it (docs/decisions/room-chat.md).
 */
export interface RoomChatState {
  blocked: string[];
  slowModeSeconds: SlowModePayload['seconds'];
  /** Epoch milliseconds of each person's last message, kept only while slow mode could refuse the next. */
  lastPostAt: Record<string, number>;
  /** The messages moderators marked as questions, in the order they were marked (at most maxRoomQuestions). */
  questions: RoomQuestion[];
}

/** The playback of the current content, held by the server so that a late joiner starts at the right place. */
export interface SyncPlayback {
  isPlaying: boolean;
  /** Seconds into the content at `takenAt`. */
  position: number;
  /** Seconds, when known. */
  duration: number | null;
  /** Epoch milliseconds of the server time `position` was taken at. */
  takenAt: number;
}

/** The sync flags a moderator turns on and off (spec 001 §4: control, publish, recording). */
export type SyncFlag = 'control' | 'publish' | 'recording';

/**
 * Shared content's slice of a live room's state (docs/decisions/room-sync.md): the content everyone
 * sees (null: none, recalled), its playback, the flags, and the room's content list in its order (at
 * most `maxRoomContents`, the asset limit).
 */
export interface RoomSyncState {
  current: ContentItem | null;
  playback: SyncPlayback;
  control: boolean;
  publish: boolean;
  recording: boolean;
  list: ContentItem[];
}

/**
 * Stage media's slice of a live room's state (docs/decisions/media.md): the streams one may subscribe to
 * now, the screen share everyone sees, and who a moderator silenced.
 */
export interface RoomMediaState {
  streams: Record<string, StageStreamEntry>;
  screenShare: ScreenShareState | null;
  modMuted: string[];
}

/**
 * The lists a person of the cast is in (spec 001 §3 part-2 set, moderator side): exactly one at a time.
 * Someone in none of them is absent from the state ('none', "terminated" in their own view).
 */
export const CastSlots = [
  'waiting',
  'ready',
  'onlineInviting',
  'online',
  'interviewing',
  'blocking',
] as const;
export type CastSlot = (typeof CastSlots)[number];

/** An interview invitation or interview (spec 001 §3 interview invitation: interviewee, interviewer). */
export interface CastInterview {
  interviewer: string;
  /** Accepted: the interview is running; otherwise the invitation waits for an answer. */
  isAccepted: boolean;
  /** The list the interviewee came from (spec 001 §4: waiting or ready), where the interview's end returns them. */
  from: 'waiting' | 'ready';
}

/** A person on the stage: their order among those who went online and their media flags. */
export interface CastStagePresence {
  order: number;
  isMicMuted: boolean;
  /** The avatar is shown instead of the camera (POST /cast/v1/avatar isShowed). */
  isAvatarShown: boolean;
  /** The v2 client confirmed its publishing (POST /cast/v2/online/confirm success). */
  isPublishing: boolean;
}

/** One person of the cast. */
export interface CastPerson {
  list: CastSlot;
  profile: StageProfile;
  /** When (epoch ms) they entered their current list: how long each has waited. */
  since: number;
  /** When they applied and their application's order: the queue keeps it (the transparent queue, issue 12). */
  appliedAt: number;
  order: number;
  interview?: CastInterview;
  stage?: CastStagePresence;
}

/** The stage's slice of a live room's state (docs/decisions/cast.md). */
export interface RoomCastState {
  people: Record<string, CastPerson>;
  /** spec 001 §4 main window: at most Stage.mainWindowMax people on stage, in push order. */
  mainWindow: string[];
  /** The next order handed out (applications and going online); it only grows. */
  nextOrder: number;
}

/** The settings a room's owner changed while it lived, by option: the latest value of each. */
export type RoomSettingsState = {
  [K in RoomSettingOption]?: Extract<RoomSettingChange, { option: K }>['value'];
};

/**
 * The authoritative state of a live room (one row per room, docs/decisions/live-state.md). Each feature
 * that goes through the room's log owns one slice and its reducer; a slice missing from a stored state
 * (written before the slice existed) reads as that slice's initial value.
 */
export interface RoomLiveState {
  settings: RoomSettingsState;
  /** The room chat's slice (live/roomChat.ts); absent until the chat's first change. */
  chat?: RoomChatState;
  /** Shared content's slice (live/roomSync.ts); absent until its first change. */
  sync?: RoomSyncState;
  /** The room's pinned post (live/roomPost.ts); absent or null when there is none. */
  post?: RoomPost | null;
  /** Stage media's slice (live/media.ts): streams, the screen share; absent until its first change. */
  media?: RoomMediaState;
  /** The stage's cast (live/roomCast.ts); absent until its first change. */
  cast?: RoomCastState;
}
