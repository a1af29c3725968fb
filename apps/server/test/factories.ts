import { randomUUID } from 'node:crypto';
import type {
  ConnectionTokenAnswer,
  EventView,
  Page,
  RoomChatMessage,
  RoomView,
  TokenAnswer,
} from '@limelight/protocol';
import type { TestServer } from './testServer.ts';
import type { ApiAnswer } from './apiClient.ts';
import { TestSocket } from './socketClient.ts';

/** What the API-only factories need of a server: a test server, or a server process and its client. */
export type ApiHost = Pick<TestServer, 'api' | 'url'>;

/** The password of every member the factories register. */
export const memberPassword = 'correct horse battery';

/** A registered member with a live session, and the credentials it signs in with. */
export interface TestMember extends TokenAnswer {
  email: string;
  password: string;
}

/** A member registered through the API (adult, born 1990), signed in. */
export async function buildMember(
  server: ApiHost,
  email = `${randomUUID()}@example.com`,
  dob = '1990-05-17',
): Promise<TestMember> {
  const { body } = await server.api.post<TokenAnswer>('/api/passport/v1/register', {
    email,
    password: memberPassword,
    dob,
  });
  if (body.code !== 200) throw new Error(`registration failed: ${body.code} ${body.message}`);
  return { ...body.data, email, password: memberPassword };
}

/** A guest session created through the API. */
export async function buildGuest(
  server: ApiHost,
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

const isVerificationMail = (mail: OutboxMail) => mail.subject.startsWith('Verify your');

async function readAllMail(server: TestServer, to: string): Promise<OutboxMail[]> {
  const { body } = await server.api.get<Page<OutboxMail>>('/api/dev/outbox', { query: { to } });
  return body.data.list;
}

/**
 * The mail sent to an address, newest first, read from the dev mail view; the e-mail verification mails
 * (every registration sends one) are left out: readVerificationMails reads those.
 */
export async function readOutbox(server: TestServer, to: string): Promise<OutboxMail[]> {
  return (await readAllMail(server, to)).filter((mail) => !isVerificationMail(mail));
}

/** The e-mail verification mails sent to an address, newest first. */
export async function readVerificationMails(server: TestServer, to: string): Promise<OutboxMail[]> {
  return (await readAllMail(server, to)).filter(isVerificationMail);
}

/** The short code of the newest verification mail to an address, or undefined when none came. */
export async function readVerificationCode(server: TestServer, to: string): Promise<string | undefined> {
  const [mail] = await readVerificationMails(server, to);
  return mail?.text.match(/signed in: (\d{6})/)?.[1];
}

/** The link token of the newest verification mail to an address (the `code` of `/verify-email?code=`). */
export async function readVerificationLinkCode(server: TestServer, to: string): Promise<string | undefined> {
  const [mail] = await readVerificationMails(server, to);
  const link = mail?.text.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0];
  return link ? (new URL(link).searchParams.get('code') ?? undefined) : undefined;
}

/**
 * Verifies a member's address the way its holder does: the short code from the mail registration sent,
 * entered while signed in. Addresses open whitelists, e-mail invitations and isOxford only once verified.
 */
export async function verifyEmail(server: TestServer, member: TestMember): Promise<TestMember> {
  const code = await readVerificationCode(server, member.email);
  if (code === undefined) throw new Error(`no verification mail to ${member.email}`);
  const { body } = await server.api.post(
    '/api/passport/v1/verifyEmail',
    { code },
    { token: member.userToken },
  );
  if (body.code !== 200) throw new Error(`verification failed: ${body.code} ${body.message}`);
  return member;
}

/** Sets a member's first name, so that lists and searches show it as the display name. */
export async function nameMember(
  server: TestServer,
  member: TestMember,
  firstName: string,
): Promise<TestMember> {
  const { body } = await server.api.post(
    '/api/user/v1/updateProfile',
    { firstName },
    { token: member.userToken },
  );
  if (body.code !== 200) throw new Error(`naming failed: ${body.code} ${body.message}`);
  return member;
}

/** POST /api/socket/v1/getConnectionToken {eventId} as a token holder: the token, or the refusal. */
export function requestConnectionToken(
  server: ApiHost,
  eventId: string,
  userToken: string,
): Promise<ApiAnswer<ConnectionTokenAnswer>> {
  return server.api.post<ConnectionTokenAnswer>(
    '/api/socket/v1/getConnectionToken',
    { eventId },
    { token: userToken },
  );
}

/** A room socket of an event or room for a token holder who may enter it, open. */
export async function openRoomSocket(
  server: ApiHost,
  eventId: string,
  userToken: string,
): Promise<TestSocket> {
  const { body } = await requestConnectionToken(server, eventId, userToken);
  if (body.code !== 200) throw new Error(`no socket token: ${body.code} ${body.message}`);
  return TestSocket.open(server.url, body.data.token);
}

/** Sends a room chat message over HTTP (`/api/chat/v1/message/send`); `pending` while it awaits approval. */
export function sendRoomChat(server: ApiHost, eventId: string, content: string, userToken: string) {
  return server.api.post<RoomChatMessage & { pending: boolean }>(
    '/api/chat/v1/message/send',
    { eventId, content },
    { token: userToken },
  );
}

/** Takes the free (RSVP) ticket of a free event, as the live page does for whoever enters it. */
export async function rsvpToEvent(server: ApiHost, userToken: string, eventId: string): Promise<void> {
  const { body } = await server.api.post(
    '/api/purchase/v1/rsvp',
    { eventId, type: 'live' },
    { token: userToken },
  );
  if (body.code !== 200) throw new Error(`rsvp failed: ${body.code} ${body.message}`);
}

/**
 * A live room anyone may enter (public, general audience), owned by a new member unless `owner` is given:
 * what socket tests join when the room's own rules are not what they test.
 */
export async function buildOpenRoom(server: ApiHost, owner?: TestMember): Promise<RoomView> {
  const { body } = await server.api.post<RoomView>(
    '/api/room/v1/createRoom',
    { title: 'Open room' },
    { token: (owner ?? (await buildMember(server))).userToken },
  );
  if (body.code !== 200) throw new Error(`createRoom failed: ${body.code} ${body.message}`);
  return body.data;
}

/** Gives `member` a role on an event the way people do: `inviter` invites, the member confirms. */
export async function grantRole(
  server: ApiHost,
  inviter: TestMember,
  eventId: string,
  member: TestMember,
  role: 'host' | 'star' | 'mod',
): Promise<void> {
  const offer = await server.api.post<{ inviteId: string }>(
    '/api/ss/v1/addRole',
    { eventId, roles: [role], userId: member.userId },
    { token: inviter.userToken },
  );
  const confirmed = await server.api.post(
    '/api/ss/v1/invitation/confirm',
    { inviteId: offer.body.data.inviteId },
    { token: member.userToken },
  );
  if (confirmed.body.code !== 200)
    throw new Error(`role not granted: ${confirmed.body.code} ${confirmed.body.message}`);
}

/** Publishes an event through the API, as its owner. */
export async function publishEvent(server: TestServer, owner: TestMember, eventId: string): Promise<void> {
  const { body } = await server.api.post(
    '/api/events/v1/publish',
    { eventId, published: 1 },
    { token: owner.userToken },
  );
  if (body.code !== 200) throw new Error(`publish failed: ${body.code} ${body.message}`);
}

/** Creates an event through POST /api/events/v1/create and, unless told otherwise, publishes it. */
export async function createEventThroughApi(
  server: ApiHost,
  owner: TestMember,
  fields: Record<string, unknown> = {},
  options: { publish?: boolean } = {},
): Promise<EventView> {
  const created = await server.api.post<EventView>(
    '/api/events/v1/create',
    { title: 'Jazz night', ...fields },
    { token: owner.userToken },
  );
  if (created.body.code !== 200)
    throw new Error(`create failed: ${created.body.code} ${created.body.message}`);
  if (options.publish === false) return created.body.data;
  const published = await server.api.post<EventView>(
    '/api/events/v1/publish',
    { eventId: created.body.data.id, published: 1 },
    { token: owner.userToken },
  );
  if (published.body.code !== 200)
    throw new Error(`publish failed: ${published.body.code} ${published.body.message}`);
  return published.body.data;
}
