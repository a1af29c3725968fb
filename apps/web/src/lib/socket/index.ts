// The realtime sockets of spec 001 §4 (stage/room) and spec 000 §9 (friends): one client, two policies.
export { ANY, type SocketMessageHandler } from './messageRouter.ts';
export {
  RealtimeSocket,
  type RealtimeSocketOptions,
  type WebSocketConstructor,
  type WebSocketLike,
} from './realtimeSocket.ts';
export { SocketConnectionState } from './socketConnectionState.ts';
export {
  RealtimeSocketError,
  SocketCloseReason,
  SocketErrorReason,
  type RealtimeSocketEventMap,
  type SocketCloseEvent,
} from './socketEvents.ts';
export { castSocketPolicy, friendSocketPolicy, type SocketPolicy } from './socketPolicy.ts';
export { fetchFriendSocketToken, fetchStageSocketToken, SocketTokenError } from './socketTokens.ts';
export { socketUrlFor } from './socketUrl.ts';
