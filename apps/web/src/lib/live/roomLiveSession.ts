import { api } from '../api/index.ts';
import { fetchStageSocketToken } from '../socket/index.ts';
import { LiveSession } from './liveSession.ts';

/**
 * The live session of an event's or a room's live page: its room socket, with a fresh token for each
 * connection. `startSeq` is the version of the room state the page loaded, when it loaded one.
 */
export function createRoomLiveSession(eventId: string, startSeq?: number): LiveSession {
  return new LiveSession({
    getToken: () => fetchStageSocketToken(api, eventId),
    WebSocket: window.WebSocket,
    startSeq,
  });
}
