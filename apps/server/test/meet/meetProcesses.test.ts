import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { MeetMatch } from '@limelight/protocol';
import type { ApiHost, TestMember } from '../factories.ts';
import { sharedDatabaseUrl, useProcessPair } from '../processPair.ts';
import { buildMemberBorn, joinQueue, minorBirthDate } from './meetKit.ts';

// The fairness test of issue 14: 200 people queue at once on two real server processes sharing one
// PostgreSQL schema and one Redis. Nobody is matched twice, no minor meets an adult, languages stay
// apart, and within a bucket waiters are served first in, first out.
const schema = `test_${randomBytes(6).toString('hex')}`;
const peopleCount = 200;
// The test reads the meetings from the shared schema, so it names it.
const pair = useProcessPair({
  env: { DATABASE_SCHEMA: schema, RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
});

interface Person extends TestMember {
  isMinor: boolean;
  language: 'en' | 'fr';
  host: ApiHost;
}

/** Runs `task` over `items`, `width` at a time. */
async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(task))));
  }
  return results;
}

interface MeetingRow {
  id: string;
  bucket: string;
  waiter_id: string;
  joiner_id: string;
  waiter_position: string;
}

describe.runIf(pair.runs)('matching fairness on two server processes (PostgreSQL + Redis)', () => {
  it('200 people: nobody matched twice, no minor with an adult, FIFO within a bucket', async () => {
    const hosts = [pair.get().a, pair.get().b];
    // Four buckets of 50 (adult or minor, English or French), each spread over both processes.
    const people = await inBatches([...Array(peopleCount).keys()], 20, async (i): Promise<Person> => {
      const isMinor = i % 2 === 1;
      const host = hosts[(i >> 2) % 2] as ApiHost;
      const member = await buildMemberBorn(host, isMinor ? minorBirthDate : '1990-05-17');
      return { ...member, isMinor, language: (i >> 1) % 2 === 1 ? 'fr' : 'en', host };
    });
    const byId = new Map(people.map((person) => [person.userId, person]));
    const join = (person: Person) => joinQueue(person.host, person, person.language);
    const pairsOf = (answers: (MeetMatch | null)[]) =>
      answers.flatMap((match, i) => (match ? [[people[i]?.userId ?? '', match.strangerId] as const] : []));
    const expectCompatible = (pairs: readonly (readonly [string, string])[]) => {
      for (const [a, b] of pairs) {
        expect(byId.get(a)?.isMinor).toBe(byId.get(b)?.isMinor);
        expect(byId.get(a)?.language).toBe(byId.get(b)?.language);
      }
    };

    // Round 1: everyone at once. 50 per bucket, no one excluded: 100 meetings, everyone in exactly one.
    const first = pairsOf(await Promise.all(people.map(join)));
    expect(first).toHaveLength(peopleCount / 2);
    expect(new Set(first.flat()).size).toBe(peopleCount);
    expectCompatible(first);
    const firstPartner = new Map(first.flatMap(([a, b]) => [[a, b] as const, [b, a] as const]));

    // Round 2: everyone joins again at once (leaving their meeting): never the one they just met.
    const second = pairsOf(await Promise.all(people.map(join)));
    expect(new Set(second.flat()).size).toBe(second.length * 2);
    expectCompatible(second);
    for (const [a, b] of second) expect(firstPartner.get(a)).not.toBe(b);

    const client = new pg.Client({ connectionString: sharedDatabaseUrl });
    await client.connect();
    try {
      await client.query(`set search_path to ${schema}`);
      const pairs = await client.query<{ user_id: string; stranger_id: string }>(
        'select user_id, stranger_id from meet_pairs',
      );
      // Each current meeting is two rows, one each way, and nobody is in two.
      const strangerOf = new Map(pairs.rows.map((row) => [row.user_id, row.stranger_id]));
      expect(new Set(pairs.rows.map((row) => row.stranger_id)).size).toBe(pairs.rows.length);
      for (const [userId, strangerId] of strangerOf) expect(strangerOf.get(strangerId)).toBe(userId);
      expect(pairs.rows).toHaveLength(second.length * 2);
      const waiting = await client.query<{ user_id: string; bucket: string; position: string }>(
        'select user_id, bucket, position from meet_queue',
      );
      // Whoever is not in a meeting waits, and two waiters of a bucket are partners of round 1.
      expect(pairs.rows.length + waiting.rows.length).toBe(peopleCount);
      for (const a of waiting.rows) {
        for (const b of waiting.rows) {
          if (a !== b && a.bucket === b.bucket) expect(firstPartner.get(a.user_id)).toBe(b.user_id);
        }
      }

      const meetings = (await client.query<MeetingRow>('select * from meet_meetings order by id')).rows;
      expect(meetings).toHaveLength(first.length + second.length);
      // FIFO: when a joiner took a waiter, every place older than that waiter's, still waiting then, was
      // someone the joiner could not meet (their partner of round 1).
      const places = [
        ...meetings.map((m) => ({
          userId: m.waiter_id,
          bucket: m.bucket,
          position: Number(m.waiter_position),
          takenBy: Number(m.id),
        })),
        ...waiting.rows.map((w) => ({
          userId: w.user_id,
          bucket: w.bucket,
          position: Number(w.position),
          takenBy: Infinity,
        })),
      ];
      for (const meeting of meetings) {
        const older = places.filter(
          (place) =>
            place.bucket === meeting.bucket &&
            place.position < Number(meeting.waiter_position) &&
            place.takenBy > Number(meeting.id),
        );
        for (const place of older) expect(firstPartner.get(meeting.joiner_id)).toBe(place.userId);
      }
      for (const meeting of meetings) {
        expect(meeting.bucket).toBe(
          `${byId.get(meeting.waiter_id)?.isMinor ? 'minor' : 'adult'}:${byId.get(meeting.waiter_id)?.language}`,
        );
      }
    } finally {
      await client.end();
    }
  }, 300_000);
});
