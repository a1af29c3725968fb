import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  MeetCommand,
  parseServerFrame,
  type MeetChatMessage,
  type MeetFeedAnswer,
  type MeetQueueAnswer,
  type MeetShowAnswer,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildGuest, buildMember, nameMember } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';
import { befriend, getAs, postAs } from '../friends/friendKit.ts';
import {
  buildMemberBorn,
  isMeet,
  joinQueue,
  meetPost,
  minorBirthDate,
  withSocket,
  type Meeter,
} from './meetKit.ts';

const graceMs = 400;
let server: TestServer;
beforeAll(async () => {
  // A short grace time for a person without any friend socket (a closed tab leaves the meet).
  server = await startTestServer({ FRIEND_SOCKET_GRACE_MS: String(graceMs) });
});
afterAll(() => server.close());

// Everyone a test queues leaves at its end, so that no one waits into the next test's queue.
const people: Meeter[] = [];
afterEach(async () => {
  for (const person of people.splice(0)) {
    await getAs(server, '/api/meet/v1/leaveQueue', person.userToken);
    person.socket.close();
  }
});
async function meeter(dob?: string): Promise<Meeter> {
  const person = await withSocket(
    server,
    dob ? await buildMemberBorn(server, dob) : await buildMember(server),
  );
  people.push(person);
  return person;
}
const sdp = { type: 'offer', sdp: 'v=0\r\n' } as const;
const candidate = { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0' };

/** Two adults meeting: `a` waits, `b` joins and offers. */
async function meetPair(language?: string): Promise<{ a: Meeter; b: Meeter; key: string }> {
  const [a, b] = [await meeter(), await meeter()];
  expect(await joinQueue(server, a, language)).toBeNull();
  const match = await joinQueue(server, b, language);
  if (!match) throw new Error('no match');
  await a.socket.waitFor(isMeet(MeetCommand.MatchFound, (p) => p.key === match.key));
  return { a, b, key: match.key };
}

describe('joining the queue (spec 001 §4 "Random one-to-one meeting")', () => {
  it('the first waits (SEARCHING), the second is matched and offers; both hear matchFound', async () => {
    const [a, b] = [await meeter(), await meeter()];
    await nameMember(server, b, 'Bea');
    expect(await joinQueue(server, a)).toBeNull();
    const match = await joinQueue(server, b);
    expect(match).toMatchObject({ strangerId: a.userId, isSendOffer: true, language: 'en' });
    const pushed = await a.socket.waitFor(isMeet(MeetCommand.MatchFound));
    expect(parseServerFrame(pushed).ok).toBe(true);
    expect(pushed.payload).toEqual({
      key: match?.key,
      strangerId: b.userId,
      stranger: { userId: b.userId, displayName: 'Bea', avatar: null },
      isSendOffer: false,
      language: 'en',
    });
    await b.socket.waitFor(isMeet(MeetCommand.MatchFound, (p) => p.isSendOffer === true));
  });

  it('guests cannot queue; a member without a date of birth is asked for one (31000)', async () => {
    const guest = await buildGuest(server);
    const refused = await postAs(server, '/api/meet/v1/joinQueue', guest.userToken, {});
    expectRefused(refused, 'LoginRequired');
    const member = await meeter();
    await server.limelight.db
      .updateTable('users')
      .set({ dob: null })
      .where('id', '=', member.userId)
      .execute();
    expectRefused(await meetPost(server, member, 'joinQueue'), 'MeetDateOfBirthRequired');
  });

  it('refuses a language it has no queue for (4000)', async () => {
    const member = await meeter();
    const answer = await meetPost(server, member, 'joinQueue', { language: 'xx' });
    expect(answer.body.code).toBe(4000);
    expect(answer.body.message).toMatch(/^language: /);
  });

  it('an under-18 account is never matched with an adult; minors meet minors', async () => {
    const minor = await meeter(minorBirthDate);
    const adult = await meeter();
    expect(await joinQueue(server, minor)).toBeNull();
    expect(await joinQueue(server, adult)).toBeNull();
    const otherMinor = await meeter(minorBirthDate);
    expect(await joinQueue(server, otherMinor)).toMatchObject({ strangerId: minor.userId });
    const otherAdult = await meeter();
    expect(await joinQueue(server, otherAdult)).toMatchObject({ strangerId: adult.userId });
  });

  it('matches by language: French speakers wait for French speakers', async () => {
    const [fr, en, fr2] = [await meeter(), await meeter(), await meeter()];
    expect(await joinQueue(server, fr, 'fr')).toBeNull();
    expect(await joinQueue(server, en, 'en')).toBeNull();
    expect(await joinQueue(server, fr2, 'fr')).toMatchObject({ strangerId: fr.userId, language: 'fr' });
  });

  it('is first in, first out: a joiner meets the longest-waiting compatible person', async () => {
    // b reports a, so a and b never meet again: both wait, a first.
    const { a, b } = await meetPair();
    await meetPost(server, b, 'report', { strangerId: a.userId, reason: 2, comment: 'rude' });
    await getAs(server, '/api/meet/v1/leaveQueue', a.userToken);
    expect(await joinQueue(server, a)).toBeNull();
    expect(await joinQueue(server, b)).toBeNull();
    const [c, d] = [await meeter(), await meeter()];
    expect(await joinQueue(server, c)).toMatchObject({ strangerId: a.userId });
    expect(await joinQueue(server, d)).toMatchObject({ strangerId: b.userId });
  });
});

describe('signalling between strangers (sendSdp, sendIce)', () => {
  it('relays an offer and candidates to the stranger with the meeting key, and refuses anyone else (31001)', async () => {
    const { a, b, key } = await meetPair();
    expect(
      (await meetPost(server, b, 'sendSdp', { toId: a.userId, info: sdp, fromJoin: true })).body.code,
    ).toBe(200);
    const offer = await a.socket.waitFor(isMeet(MeetCommand.Sdp));
    expect(offer.payload).toEqual({ key, fromId: b.userId, info: sdp, fromJoin: true });
    await meetPost(server, b, 'sendIce', { toId: a.userId, info: candidate });
    const ice = await a.socket.waitFor(isMeet(MeetCommand.Ice));
    expect(ice.payload).toEqual({ key, fromId: b.userId, info: candidate, iceType: 'candidate' });
    const outsider = await meeter();
    expectRefused(
      await meetPost(server, outsider, 'sendSdp', { toId: a.userId, info: sdp }),
      'MeetStrangerGone',
    );
    expectRefused(
      await meetPost(server, b, 'sendIce', { toId: outsider.userId, info: candidate }),
      'MeetStrangerGone',
    );
  });

  it('refuses a description that is not one (4000)', async () => {
    const { a, b } = await meetPair();
    const answer = await meetPost(server, b, 'sendSdp', { toId: a.userId, info: { type: 'hello', sdp: '' } });
    expect(answer.body.code).toBe(4000);
  });
});

describe('next, leave, reconnect', () => {
  it('nextCall ends the meeting, re-queues both, and does not pair them again at once', async () => {
    const { a, b, key } = await meetPair();
    // a's page is alive: it answered the offer.
    await meetPost(server, a, 'sendSdp', { toId: b.userId, info: { type: 'answer', sdp: 'v=0\r\n' } });
    const next = await meetPost<MeetQueueAnswer>(server, b, 'nextCall', { strangerId: a.userId });
    expect(next.body.data).toEqual({ match: null });
    const left = await a.socket.waitFor(isMeet(MeetCommand.StrangerLeft));
    expect(left.payload).toEqual({ key, strangerId: b.userId, reason: 'next', requeued: true });
    // Both wait (SEARCHING), a queued first; newcomers meet them in that order.
    const c = await meeter();
    expect(await joinQueue(server, c)).toMatchObject({ strangerId: a.userId });
    const d = await meeter();
    expect(await joinQueue(server, d)).toMatchObject({ strangerId: b.userId });
    expectRefused(await meetPost(server, b, 'sendSdp', { toId: a.userId, info: sdp }), 'MeetStrangerGone');
  });

  it('a stranger whose page never signalled is not re-queued by the server (a closed tab waits for no one)', async () => {
    const { a, b } = await meetPair();
    await meetPost(server, b, 'nextCall', { strangerId: a.userId });
    const left = await a.socket.waitFor(isMeet(MeetCommand.StrangerLeft));
    expect(left.payload).toMatchObject({ reason: 'next', requeued: false });
    const c = await meeter();
    expect(await joinQueue(server, c)).toMatchObject({ strangerId: b.userId });
  });

  it('a late nextCall naming an earlier stranger leaves the new meeting alone', async () => {
    const { a, b } = await meetPair();
    await meetPost(server, b, 'nextCall', { strangerId: a.userId });
    const c = await meeter();
    expect(await joinQueue(server, c)).toMatchObject({ strangerId: b.userId });
    const late = await meetPost<MeetQueueAnswer>(server, b, 'nextCall', { strangerId: a.userId });
    expect(late.body.data.match).toMatchObject({ strangerId: c.userId });
  });

  it('leaveQueue notifies the stranger and takes the caller out of the line', async () => {
    const { a, b, key } = await meetPair();
    expect((await getAs(server, '/api/meet/v1/leaveQueue', b.userToken)).body.code).toBe(200);
    const left = await a.socket.waitFor(isMeet(MeetCommand.StrangerLeft));
    expect(left.payload).toEqual({ key, strangerId: b.userId, reason: 'left', requeued: false });
    const lone = await meeter();
    expect(await joinQueue(server, lone)).toBeNull();
  });

  it('a closed tab leaves the meeting once the grace time passes: the stranger hears it, the line forgets it', async () => {
    const { a, b, key } = await meetPair();
    b.socket.close();
    const left = await a.socket.waitFor(isMeet(MeetCommand.StrangerLeft), 5000);
    expect(left.payload).toEqual({ key, strangerId: b.userId, reason: 'left', requeued: false });
    const waiting = await meeter();
    expect(await joinQueue(server, waiting)).toBeNull();
    // Someone waiting in the line whose tab closes is not met afterwards (meet heard it before this test).
    const gone = new Promise<void>((resolve) =>
      server.limelight.onFriendSocketsGone((userId) => {
        if (userId === waiting.userId) resolve();
      }),
    );
    waiting.socket.close();
    await gone;
    expect(await joinQueue(server, await meeter())).toBeNull();
  });

  it('reconnect renegotiates the same meeting with the caller offering; 31001 once the stranger is gone', async () => {
    const { a, b, key } = await meetPair();
    const from = a.socket.received.length;
    const again = await meetPost<MeetQueueAnswer>(server, a, 'reconnect', { strangerId: b.userId });
    expect(again.body.data.match).toMatchObject({ key, strangerId: b.userId, isSendOffer: true });
    const told = await b.socket.waitFor(
      isMeet(MeetCommand.MatchFound, (p) => p.isSendOffer === false),
      5000,
    );
    expect(told.payload).toMatchObject({ key, strangerId: a.userId });
    await a.socket.waitFor(
      isMeet(MeetCommand.MatchFound, (p) => p.isSendOffer === true),
      5000,
      from,
    );
    await getAs(server, '/api/meet/v1/leaveQueue', b.userToken);
    expectRefused(await meetPost(server, a, 'reconnect', { strangerId: b.userId }), 'MeetStrangerGone');
  });
});

describe('chat between strangers', () => {
  it('is locked until both accepted a friend request (31002), then reaches both; getFeed returns it', async () => {
    const { a, b, key } = await meetPair();
    expectRefused(
      await meetPost(server, a, 'chat/send', { strangerId: b.userId, content: 'hi' }),
      'MeetChatLocked',
    );
    const locked = await meetPost<MeetFeedAnswer>(server, a, 'getFeed', { type: 'chat' });
    expect(locked.body.data).toEqual({ type: 'chat', key, isChatOpen: false, list: [] });
    await befriend(server, a, b);
    const sent = await meetPost<MeetChatMessage>(server, a, 'chat/send', {
      strangerId: b.userId,
      content: ' hi ',
    });
    expect(sent.body.data).toMatchObject({ key, strangerId: a.userId, content: 'hi', type: 'text' });
    const pushed = await b.socket.waitFor(isMeet(MeetCommand.Chat));
    expect(pushed.payload).toEqual(sent.body.data);
    const feed = await meetPost<MeetFeedAnswer>(server, b, 'getFeed', { type: 'chat' });
    expect(feed.body.data).toEqual({ type: 'chat', key, isChatOpen: true, list: [sent.body.data] });
    expectInvalid(
      await meetPost(server, a, 'chat/send', { strangerId: b.userId, content: 'x'.repeat(1001) }),
      'content',
      'Too big: expected string to have <=1000 characters',
    );
  });
});

describe('shared messages and the blur consent', () => {
  it('relays a shared YouTube message to the stranger; getFeed shared lists it', async () => {
    const { a, b, key } = await meetPair();
    const shared = {
      type: 'youtube',
      key: 'dQw4w9WgXcQ',
      urls: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      time: 12,
      isPlaying: true,
      duration: 212,
      extras: {},
    };
    expect((await meetPost(server, a, 'sendMessage', { strangerId: b.userId, ...shared })).body.code).toBe(
      200,
    );
    const pushed = await b.socket.waitFor(isMeet(MeetCommand.SharedMessage));
    expect(pushed.payload).toMatchObject({ ...shared, strangerId: a.userId, meetKey: key });
    const feed = await meetPost<MeetFeedAnswer>(server, b, 'getFeed', { type: 'shared' });
    expect(feed.body.data).toMatchObject({
      type: 'shared',
      key,
      list: [{ ...shared, strangerId: a.userId }],
    });
  });

  it('video stays blurred until both press show: each press is relayed, the answer says who showed', async () => {
    const { a, b, key } = await meetPair();
    const first = await meetPost<MeetShowAnswer>(server, a, 'showVideo', { strangerId: b.userId });
    expect(first.body.data).toEqual({ isShownByMe: true, isShownByStranger: false });
    const heard = await b.socket.waitFor(isMeet(MeetCommand.ShowVideo));
    expect(heard.payload).toEqual({ key, strangerId: a.userId });
    const second = await meetPost<MeetShowAnswer>(server, b, 'showVideo', { strangerId: a.userId });
    expect(second.body.data).toEqual({ isShownByMe: true, isShownByStranger: true });
    await a.socket.waitFor(isMeet(MeetCommand.ShowVideo));
  });
});

describe('report and block', () => {
  it('ends the meeting, tells the stranger only that the caller left, and they never meet again', async () => {
    const { a, b, key } = await meetPair();
    await meetPost(server, a, 'sendSdp', { toId: b.userId, info: sdp });
    const reported = await meetPost(server, b, 'report', {
      strangerId: a.userId,
      reason: 3,
      comment: 'spam',
    });
    expect(reported.body.code).toBe(200);
    const left = await a.socket.waitFor(isMeet(MeetCommand.StrangerLeft));
    expect(left.payload).toEqual({ key, strangerId: b.userId, reason: 'left', requeued: true });
    // a was re-queued; b joins again: never matched with a, even when a is the only one waiting.
    expect(await joinQueue(server, b)).toBeNull();
    const c = await meeter();
    expect(await joinQueue(server, c)).toMatchObject({ strangerId: a.userId });
  });

  it('needs a reason and a comment, and someone the caller met (31001)', async () => {
    const { a, b } = await meetPair();
    expectInvalid(
      await meetPost(server, a, 'report', { strangerId: b.userId, reason: 3, comment: ' ' }),
      'comment',
      'Missing report commend...',
    );
    expectInvalid(
      await meetPost(server, a, 'report', { strangerId: b.userId, reason: 0, comment: 'x' }),
      'reason',
      'Please select your reason...',
    );
    const stranger = await meeter();
    expectRefused(
      await meetPost(server, a, 'report', { strangerId: stranger.userId, reason: 1, comment: 'x' }),
      'MeetStrangerGone',
    );
  });
});
