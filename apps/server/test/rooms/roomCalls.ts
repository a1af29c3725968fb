import type {
  DeleteRoomAnswer,
  Page,
  RoomAuthCheckAnswer,
  RoomView,
  SubscribeRoomAnswer,
} from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import { buildMember, type TestMember } from '../factories.ts';
import type { TestSocket } from '../socketClient.ts';

/** A YYYY-MM-DD date of birth that makes someone `years` old today (UTC). */
function dateOfBirthAged(years: number): string {
  const today = new Date();
  const birth = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  if (birth.getUTCMonth() !== today.getUTCMonth()) birth.setUTCDate(0);
  return birth.toISOString().slice(0, 10);
}

/** Room sockets opened by a test, closed and gone from presence when it ends. */
export async function closeAll(sockets: readonly TestSocket[]): Promise<void> {
  for (const socket of sockets) socket.close();
  await Promise.all(sockets.map((socket) => socket.closed));
}

/** The ids of a page of rooms, in order. */
export const idsOf = (answer: { body: { data: Page<RoomView> } }) =>
  answer.body.data.list.map((room) => room.id);

/** The room REST calls of spec 000 §7 on a test server, and a member of a given age. */
export function roomCalls(server: TestServer) {
  return {
    detail: (eventId: string, token?: string) =>
      server.api.get<RoomView>('/api/room/v1/detail', { token, query: { eventId } }),
    authCheck: (body: Record<string, unknown>, token: string) =>
      server.api.post<RoomAuthCheckAnswer>('/api/room/v1/authCheck', body, { token }),
    editRoom: (body: Record<string, unknown>, token: string) =>
      server.api.post<RoomView>('/api/room/v1/editRoom', body, { token }),
    subscribe: (body: Record<string, unknown>, token: string) =>
      server.api.post<SubscribeRoomAnswer>('/api/room/v1/subscribe', body, { token }),
    deleteRoom: (body: Record<string, unknown>, token: string) =>
      server.api.post<DeleteRoomAnswer>('/api/room/v1/deleteRoom', body, { token }),
    myRoom: (token: string, query: Record<string, string> = {}) =>
      server.api.get<Page<RoomView>>('/api/room/v1/myRoom', { token, query }),
    activeList: (query: Record<string, string> = {}) =>
      server.api.get<Page<RoomView>>('/api/room/v1/activeList', { query }),
    /** A member `years` old, born so at sign-up (a later edit across 18 needs the operators). */
    memberAged: (years: number): Promise<TestMember> =>
      buildMember(server, undefined, dateOfBirthAged(years)),
  };
}
