import type { AnalyticsTables } from './tables/analytics.ts';
import type { AuthTables } from './tables/auth.ts';
import type { CommerceTables } from './tables/commerce.ts';
import type { EventTables } from './tables/events.ts';
import type { PlatformTables } from './tables/platform.ts';
import type { FilmTables } from './tables/films.ts';
import type { FilmMediaTables } from './tables/filmMedia.ts';
import type { FlagTables } from './tables/flags.ts';
import type { MediaTables } from './tables/media.ts';
import type { MeetTables } from './tables/meet.ts';
import type { FriendTables } from './tables/friends.ts';
import type { CallTables } from './tables/calls.ts';
import type { NotificationTables } from './tables/notifications.ts';
import type { ReplayTables } from './tables/replays.ts';
import type { RecordingTables } from './tables/recordings.ts';
import type { RoomChatTables } from './tables/roomChat.ts';
import type { RoomSyncTables } from './tables/roomSync.ts';
import type { RoomTables } from './tables/rooms.ts';
import type { StageRecordingTables } from './tables/stageRecordings.ts';
import type { StoreTables } from './tables/store.ts';
import type { SupportTables } from './tables/support.ts';
import type { UserTables } from './tables/users.ts';

export type * from './tables/analytics.ts';
export type * from './tables/auth.ts';
export type * from './tables/commerce.ts';
export type * from './tables/events.ts';
export type * from './tables/platform.ts';
export type * from './tables/films.ts';
export type * from './tables/filmMedia.ts';
export type * from './tables/flags.ts';
export type * from './tables/media.ts';
export type * from './tables/meet.ts';
export type * from './tables/friends.ts';
export type * from './tables/calls.ts';
export type * from './tables/notifications.ts';
export type * from './tables/replays.ts';
export type * from './tables/recordings.ts';
export type * from './tables/roomChat.ts';
export type * from './tables/roomSync.ts';
export type * from './tables/rooms.ts';
export type * from './tables/stageRecordings.ts';
export type * from './tables/store.ts';
export type * from './tables/support.ts';
export type * from './tables/users.ts';

/** Every table of the database, by its Kysely name; each domain's tables and row types live in `tables/`. */
export interface Database
  extends
    UserTables,
    AuthTables,
    PlatformTables,
    EventTables,
    CommerceTables,
    StoreTables,
    RoomTables,
    RoomChatTables,
    FlagTables,
    RoomSyncTables,
    MediaTables,
    FriendTables,
    CallTables,
    NotificationTables,
    MeetTables,
    ReplayTables,
    RecordingTables,
    StageRecordingTables,
    SupportTables,
    FilmTables,
    FilmMediaTables,
    AnalyticsTables {}
