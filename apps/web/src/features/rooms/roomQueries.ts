import type { MyRoomOption } from '@limelight/protocol';

/** The query keys of the rooms feature; each kind of data under its own prefix. */
export const roomKeys = {
  /** The live page's start: the room, resolved from the address, and the seq its session starts after. */
  liveStart: (idOrSlug: string) => ['rooms', 'liveStart', idOrSlug] as const,
  /** One room's view (RoomView), kept current by setting pushes and people counts. */
  view: (roomId: string) => ['rooms', 'view', roomId] as const,
  /** The room chat's messages, page by page from the latest. */
  chatHistory: (roomId: string) => ['rooms', 'chatHistory', roomId] as const,
  /** The messages waiting for a moderator's approval. */
  chatPending: (roomId: string) => ['rooms', 'chatPending', roomId] as const,
  /** The people in the room now, page by page; read again when the count or the roles change. */
  participants: (roomId: string) => ['rooms', 'participants', roomId] as const,
  /** The rooms live now (the home page's first row). */
  active: () => ['rooms', 'active'] as const,
  /** Every active room, page by page (`/roomspage`); under `active` so that one invalidation refreshes both. */
  activePages: () => ['rooms', 'active', 'pages'] as const,
  /** Every list of my rooms, refreshed when I create one. */
  allMine: () => ['rooms', 'mine'] as const,
  /** My rooms (owned or subscribed). */
  mine: (option: MyRoomOption) => [...roomKeys.allMine(), option] as const,
};
