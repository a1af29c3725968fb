import { randomUUID } from 'node:crypto';
import type { Page, TokenAnswer } from '@limelight/protocol';
import type { TestServer } from './testServer.ts';

/** The password of every member the factories register. */
export const memberPassword = 'correct horse battery';

/** A registered member with a live session, and the credentials it signs in with. */
export interface TestMember extends TokenAnswer {
  email: string;
  password: string;
}

/** A member registered through the API (adult, born 1990), signed in. */
export async function buildMember(
  server: TestServer,
  email = `${randomUUID()}@example.com`,
): Promise<TestMember> {
  const { body } = await server.api.post<TokenAnswer>('/api/passport/v1/register', {
    email,
    password: memberPassword,
    dob: '1990-05-17',
  });
  if (body.code !== 200) throw new Error(`registration failed: ${body.code} ${body.message}`);
  return { ...body.data, email, password: memberPassword };
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

/** Marks an account banned, as moderation will, and drops its cached auth state. */
export async function banAccount(server: TestServer, userId: string): Promise<void> {
  await server.limelight.db
    .updateTable('users')
    .set({ bannedAt: new Date() })
    .where('id', '=', userId)
    .execute();
  await server.limelight.accountAuth.invalidate(userId);
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The mail sent to an address, newest first, read from the dev mail view. */
export async function readOutbox(server: TestServer, to: string): Promise<OutboxMail[]> {
  const { body } = await server.api.get<Page<OutboxMail>>('/api/dev/outbox', { query: { to } });
  return body.data.list;
}
