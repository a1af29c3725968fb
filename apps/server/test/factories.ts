import { randomUUID } from 'node:crypto';
import type { TokenAnswer } from '@limelight/protocol';
import type { TestServer } from './testServer.ts';

/** A member account with a live session (registration itself arrives with the accounts feature). */
export async function buildMember(
  server: TestServer,
  email = `${randomUUID()}@example.com`,
): Promise<TokenAnswer> {
  const id = randomUUID();
  await server.limelight.db
    .insertInto('users')
    .values({ id, kind: 'member', email, username: email })
    .execute();
  return server.limelight.auth.startSession(id);
}

/** A guest session created through the API. */
export async function buildGuest(
  server: TestServer,
  eventId?: string,
): Promise<{ userToken: string; uuid: string }> {
  const answer = await server.api.post<{ userToken: string; uuid: string }>('/api/user/v1/createGuest', {
    eventId,
  });
  return answer.body.data;
}
