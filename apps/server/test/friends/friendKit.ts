import type { AppKey } from '@limelight/protocol';
import {
  type FriendConnTokenAnswer,
  type FriendRelationAnswer,
  type SocketMessage,
} from '@limelight/protocol';
import type { ApiHost, TestMember } from '../factories.ts';
import { TestSocket } from '../socketClient.ts';

/** A GET with its query values as strings. */
export const getAs = <T>(
  server: ApiHost,
  path: string,
  token: string,
  query: Record<string, string | number> = {},
) =>
  server.api.get<T>(path, {
    token,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });

/** A POST with a JSON body and, when given, query values. */
export const postAs = <T>(
  server: ApiHost,
  path: string,
  token: string,
  body: object = {},
  query: Record<string, string> = {},
) => server.api.post<T>(path, body, { token, query });

/** The friend socket of a member (GET /socket2/v1/friendConnToken, then /ws/<token>). */
export async function openFriendSocket(server: ApiHost, member: TestMember): Promise<TestSocket> {
  const { body } = await server.api.get<FriendConnTokenAnswer>('/api/socket2/v1/friendConnToken', {
    token: member.userToken,
  });
  if (body.code !== 200) throw new Error(`no friend token: ${body.code} ${body.message}`);
  return TestSocket.open(server.url, body.data.token);
}

/** Makes two members friends the way people do: a request, accepted. Answers the chat id. */
export async function befriend(server: ApiHost, a: TestMember, b: TestMember): Promise<string> {
  const sent = await postAs(server, '/api/friend/v1/sendInvitation', a.userToken, { inviteeId: b.userId });
  if (sent.body.code !== 200) throw new Error(`request failed: ${sent.body.code} ${sent.body.message}`);
  const accepted = await postAs<FriendRelationAnswer>(
    server,
    '/api/friend/v1/respondFriendRequest',
    b.userToken,
    {
      friendId: a.userId,
      accept: true,
    },
  );
  if (accepted.body.code !== 200)
    throw new Error(`accept failed: ${accepted.body.code} ${accepted.body.message}`);
  return accepted.body.data.chatId ?? '';
}

/** A matcher of socket messages by appKey and command. */
export const isFrame =
  (appKey: (typeof AppKey)[keyof typeof AppKey], command: string) =>
  (m: SocketMessage): boolean =>
    m.appKey === appKey && m.command === command;
