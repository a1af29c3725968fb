import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, createEventThroughApi, type TestMember } from '../factories.ts';

const rowCount = 100_000;

// The heap's live size, after a full collection: garbage not yet collected says nothing of what is held.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const liveHeap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

let server: TestServer;
let owner: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  owner = await buildMember(server);
  const event = await createEventThroughApi(server, owner, { title: 'Big show' });
  // 100,000 stays of one room, a second apart, written in one statement.
  await sql`
    insert into analytics_sessions (id, room_id, user_id, platform, client, joined_at, left_at)
    select 'bulk-' || g, ${event.id}, ${owner.userId}, 'web', 'web-43',
      now() - interval '3 days' + g * interval '1 second',
      now() - interval '3 days' + g * interval '1 second' + interval '30 seconds'
    from generate_series(1, ${rowCount}) as g`.execute(server.limelight.db);
}, 60_000);
afterAll(() => server.close());

describe('CSV export (issue 25: streamed, not built in memory)', () => {
  it('streams 100,000 sessions with flat memory', async () => {
    const heapBefore = liveHeap();
    let heapPeak = heapBefore;
    const response = await fetch(
      `${server.url}/api/analytics/v1/export/sessions?channelId=${owner.userId}&range=7`,
      { headers: { Authorization: `Bearer ${owner.userToken}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBeNull();
    let lines = 0;
    let bytes = 0;
    let chunks = 0;
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) {
      const text = decoder.decode(chunk, { stream: true });
      bytes += chunk.byteLength;
      chunks += 1;
      for (const char of text) if (char === '\n') lines += 1;
      if (chunks % 100 === 0) heapPeak = Math.max(heapPeak, liveHeap());
    }
    expect(lines).toBe(rowCount + 1);
    // The file arrives in many pieces while the server reads page after page.
    expect(chunks).toBeGreaterThan(100);
    // The whole file is ~20 MB of text (more as JS strings and row objects): a server that built it in
    // memory, in this same process, would hold all of it mid-way; a stream holds a page or two.
    expect(bytes).toBeGreaterThan(15_000_000);
    expect(heapPeak - heapBefore).toBeLessThan(bytes / 4);
  }, 120_000);
});
