import { expect } from 'vitest';
import {
  AppKey,
  parseServerFrame,
  type CastListEntry,
  type OwnCastState,
  type Page,
  type SocketMessage,
  type StagePeerInfo,
} from '@limelight/protocol';
import type { ApiAnswer } from '../apiClient.ts';
import { buildMember, openRoomSocket, type ApiHost, type TestMember } from '../factories.ts';
import type { TestSocket } from '../socketClient.ts';

/** Who calls the cast: a member or a guest. */
type CastActor = Pick<TestMember, 'userId' | 'userToken'>;

/** The cast's calls for one room, as one person or another. */
export function castClient(server: ApiHost, roomId: string) {
  const post = <T = unknown>(path: string, as: CastActor, body: object = {}): Promise<ApiAnswer<T>> =>
    server.api.post<T>(`/api/cast/${path}`, { eventId: roomId, ...body }, { token: as.userToken });
  const get = <T>(path: string, as: CastActor, query: Record<string, string> = {}): Promise<ApiAnswer<T>> =>
    server.api.get<T>(`/api/cast/${path}`, { token: as.userToken, query: { eventId: roomId, ...query } });
  return {
    post,
    /** A moderator's command on one person. */
    on: (path: string, as: CastActor, person: CastActor, body: object = {}) =>
      post(path, as, { userId: person.userId, ...body }),
    state: (as: CastActor) => get<OwnCastState>('v1/state', as),
    stateList: (as: CastActor, query: Record<string, string> = {}) =>
      get<Page<CastListEntry>>('v1/stateList', as, query),
    onlineUserList: (as: CastActor) => get<Page<StagePeerInfo>>('v1/onlineUserList', as),
  };
}

/** Expects a success answer. */
export function expectOk(answer: ApiAnswer<unknown>): void {
  expect({ code: answer.body.code, message: answer.body.message }).toEqual({ code: 200, message: 'success' });
}

/** Whether a socket message is a cya_cast frame of this command (about this person, when given). */
export const isCast =
  (command: string, userId?: string) =>
  (m: SocketMessage): boolean =>
    m.appKey === AppKey.Cast &&
    m.command === command &&
    (userId === undefined || (m.payload as { userId?: string } | undefined)?.userId === userId);

/** The cast frames a socket received, each checked against the socket contract. */
export function castFrames(socket: TestSocket, command?: string): SocketMessage[] {
  const frames = socket.received.filter(
    (m) => m.appKey === AppKey.Cast && (command === undefined || m.command === command),
  );
  for (const frame of frames) expect(parseServerFrame(JSON.stringify(frame))).toMatchObject({ ok: true });
  return frames;
}

/** People with a room socket each. */
export async function withSockets(server: ApiHost, roomId: string, count: number) {
  const people: { member: TestMember; socket: TestSocket }[] = [];
  for (let i = 0; i < count; i++) {
    const member = await buildMember(server);
    people.push({ member, socket: await openRoomSocket(server, roomId, member.userToken) });
  }
  return people;
}

/** Moves a member from none to online by the v1 calls, `owner` moderating. */
export async function bringOnline(
  cast: ReturnType<typeof castClient>,
  owner: TestMember,
  member: TestMember,
): Promise<void> {
  expectOk(await cast.post('v1/apply', member));
  expectOk(await cast.on('v1/approve', owner, member));
  expectOk(await cast.on('v1/online/invite', owner, member));
  expectOk(await cast.post('v1/online/accept', member));
}
