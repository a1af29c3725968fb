import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp.ts';

/** A room (spec 000 §3 Room); `deletedAt` set means deleted. privateLevel 1 public, 2 private. */
export interface RoomsTable {
  id: string;
  slug: string;
  ownerId: string;
  title: string;
  thumbnail: string | null;
  privateLevel: Generated<1 | 2>;
  label: Generated<'13' | '18' | 'kids'>;
  tags: Generated<string[]>;
  waitRoom: Generated<boolean>;
  approveJoin: Generated<boolean>;
  sendChat: Generated<boolean>;
  showParticipants: Generated<boolean>;
  allowDonations: Generated<boolean>;
  chatModApprove: Generated<boolean>;
  /** 1 all members may join the stage, 2 hosts only. */
  joinStage: Generated<1 | 2>;
  /** Set when someone joins, cleared when the last one leaves: the candidates of the active list. */
  peopleSeenAt: Timestamp | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  deletedAt: Timestamp | null;
}

/** The authoritative live state of a room (docs/decisions/live-state.md); `version` is its last seq. */
export interface RoomStatesTable {
  roomId: string;
  version: number;
  state: unknown;
  updatedAt: Generated<Date>;
  /** The seq of the room's last snapshot (0: none, the initial state) and the change time it was taken at. */
  snapshotSeq: Generated<number>;
  snapshotAt: Timestamp | null;
}

/** A room's state after entry `seq` of its log, kept every N entries or M seconds for replays' seeks. */
export interface RoomLogSnapshotsTable {
  roomId: string;
  seq: number;
  changedAt: Timestamp;
  state: unknown;
}

/** A room's command log: every state change, in seq order, published as a room frame. */
export interface RoomLogTable {
  roomId: string;
  seq: number;
  serverTime: Timestamp;
  /** When the change happened on the server's clock: the time its entry gives the state. */
  changedAt: Timestamp;
  actorId: string | null;
  appKey: string;
  command: string;
  payload: unknown;
  publishedAt: Timestamp | null;
}

/** Who subscribed to a room (spec 000 §7 subscribe; My Rooms). */
export interface RoomSubscriptionsTable {
  roomId: string;
  userId: string;
  createdAt: Generated<Date>;
}

/** The people a room's owner invited when creating it (spec 000 §7 createRoom `friendList`). */
export interface RoomInvitationsTable {
  roomId: string;
  userId: string;
  invitedBy: string | null;
  createdAt: Generated<Date>;
}

/** Who waits to enter a room, and who was admitted (features/rooms, docs/decisions/waiting-room.md). */
export interface RoomWaitingTable {
  roomId: string;
  userId: string;
  status: 'waiting' | 'admitted';
  joinedAt: Generated<Date>;
  decidedAt: Timestamp | null;
  decidedBy: string | null;
}

/** A room's host or moderator besides its owner (features/rooms). */
export interface RoomRolesTable {
  roomId: string;
  userId: string;
  role: 'host' | 'mod';
  grantedBy: string;
  createdAt: Generated<Date>;
}

/** A room's joined-people count from `at` on, as its frame told the room (features/rooms, replays.md). */
export interface RoomJoinedCountsTable {
  roomId: string;
  at: Timestamp;
  count: number;
}

/** Rooms, their live state and command log, subscriptions, invitations and waiting room (features/rooms). */
export interface RoomTables {
  roomWaiting: RoomWaitingTable;
  roomRoles: RoomRolesTable;
  rooms: RoomsTable;
  roomStates: RoomStatesTable;
  roomLog: RoomLogTable;
  roomLogSnapshots: RoomLogSnapshotsTable;
  roomSubscriptions: RoomSubscriptionsTable;
  roomInvitations: RoomInvitationsTable;
  roomJoinedCounts: RoomJoinedCountsTable;
}
