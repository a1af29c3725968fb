import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IceServersAnswer } from '@limelight/protocol';
import { mediaCalls } from '@limelight/protocol/http';
import { buildGuest, buildMember, buildOpenRoom } from '../factories.ts';
import { startTestServer, type TestServer } from '../testServer.ts';
import { relaysWith, startCoturn, type CoturnServer } from './coturnServer.ts';

// TURN_URLS / TURN_SECRET (docs/decisions/media.md): the credentials every getIceServers answer carries
// are accepted by coturn itself (Debian's `turnserver`, started here with `use-auth-secret`), which relays
// with them; a forged or expired one is refused. Calls, meet and the stage all take their ICE servers
// from this one call (apps/web/src/lib/peer/iceServers.ts).
let coturn: CoturnServer;
let server: TestServer;
beforeAll(async () => {
  coturn = await startCoturn('limelight-turn-test-secret');
  server = await startTestServer({
    TURN_URLS: `turn:127.0.0.1:${coturn.port}?transport=udp`,
    TURN_SECRET: coturn.secret,
  });
});
afterAll(async () => {
  await server?.close();
  await coturn?.close();
});

const turnOf = async (token: string, eventId?: string) => {
  const answer = await server.api.post<IceServersAnswer>(
    mediaCalls.getIceServers.path,
    eventId ? { eventId } : {},
    { token },
  );
  expect(answer.body).toMatchObject({ code: 200 });
  const turn = answer.body.data.iceServers.find((entry) => entry.urls.some((url) => url.startsWith('turn:')));
  return { username: turn?.username ?? '', credential: turn?.credential ?? '' };
};

describe('TURN credentials of getIceServers, checked by coturn', () => {
  it('a member’s, a guest’s and a stage’s answers each carry credentials coturn relays with', async () => {
    const member = await buildMember(server);
    const room = await buildOpenRoom(server, member);
    const guest = await buildGuest(server, room.id);
    const answers = [
      await turnOf(member.userToken),
      await turnOf(member.userToken, room.id),
      await turnOf(guest.userToken, room.id),
    ];
    for (const { username } of answers) expect(username).toMatch(/^\d+:.+$/);
    // turnutils_uclient takes ~5 s a run whatever it sends: the three run at once.
    const relayed = await Promise.all(
      answers.map(({ username, credential }) => relaysWith(coturn, username, credential)),
    );
    expect(relayed).toEqual([true, true, true]);
  });

  it('coturn refuses a forged credential and an expired one', async () => {
    const member = await buildMember(server);
    const { username } = await turnOf(member.userToken);
    const expired = `${Math.floor(Date.now() / 1000) - 60}:${member.userId}`;
    const expiredCredential = createHmac('sha1', coturn.secret).update(expired).digest('base64');
    expect(
      await Promise.all([
        relaysWith(coturn, username, 'Zm9yZ2Vk'),
        relaysWith(coturn, expired, expiredCredential),
      ]),
    ).toEqual([false, false]);
  });
});
