import { randomUUID } from 'node:crypto';
import { AppKey, type MeetQueueAnswer, type SocketMessage, type TokenAnswer } from '@limelight/protocol';
import { memberPassword, type ApiHost, type TestMember } from '../factories.ts';
import { openFriendSocket, postAs } from '../friends/friendKit.ts';
import type { TestSocket } from '../socketClient.ts';

/** A member born on `dob` (a minor: '2011-03-04', 15 in 2026), signed in. */
export async function buildMemberBorn(server: ApiHost, dob: string): Promise<TestMember> {
  const email = `${randomUUID()}@example.com`;
  const { body } = await server.api.post<TokenAnswer>('/api/passport/v1/register', {
    email,
    password: memberPassword,
    dob,
  });
  if (body.code !== 200) throw new Error(`registration failed: ${body.code} ${body.message}`);
  return { ...body.data, email, password: memberPassword };
}

export const minorBirthDate = '2011-03-04';

/** A member in the meet, with their friend socket open (where the meet's pushes arrive). */
export interface Meeter extends TestMember {
  socket: TestSocket;
}

export async function withSocket(server: ApiHost, member: TestMember): Promise<Meeter> {
  return { ...member, socket: await openFriendSocket(server, member) };
}

/** POST /api/meet/v1/<path> as a member. */
export const meetPost = <T = null>(server: ApiHost, member: TestMember, path: string, body: object = {}) =>
  postAs<T>(server, `/api/meet/v1/${path}`, member.userToken, body);

/** joinQueue; throws on a refusal, answers the match found at once (or null). */
export async function joinQueue(server: ApiHost, member: TestMember, language?: string) {
  const answer = await meetPost<MeetQueueAnswer>(server, member, 'joinQueue', language ? { language } : {});
  if (answer.body.code !== 200) throw new Error(`joinQueue: ${answer.body.code} ${answer.body.message}`);
  return answer.body.data.match;
}

/** A matcher of cya_meet pushes by command. */
export const isMeet =
  (command: string, where: (payload: Record<string, unknown>) => boolean = () => true) =>
  (m: SocketMessage): boolean =>
    m.appKey === AppKey.Meet && m.command === command && where((m.payload ?? {}) as Record<string, unknown>);
