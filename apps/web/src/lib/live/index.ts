// The live session of a live page (docs/decisions/live-client.md): connection status, room frames in seq
// order across reconnects, typed subscriptions by the socket contract, the give-up dialog.
export { FramesWhileLoading } from './framesWhileLoading.ts';
export { FriendSession, type FriendSessionOptions } from './friendSession.ts';
export { LiveSession, type LiveSessionOptions, type RoomLogFrame } from './liveSession.ts';
export type { LiveFrameHandler } from './socketSession.ts';
export { LiveSessionProvider } from './LiveSessionProvider.tsx';
export { useLiveSession } from './liveSessionContext.ts';
export { LiveConnection, type LiveStatus } from './liveStatus.ts';
export { createRoomLiveSession } from './roomLiveSession.ts';
export {
  fetchRoomLiveState,
  roomLiveStateKey,
  roomStatePath,
  seedRoomLiveState,
  startRoomLiveState,
  useRoomLiveState,
  withRoomFrame,
} from './roomState.ts';
export { useLiveFrame, useLiveQueryUpdate, useLiveStatus } from './useLive.ts';
