import type { EventView } from '@limelight/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../expectations.ts';
import { buildMember, createEventThroughApi, grantRole, type TestMember } from '../factories.ts';
import { startTestServer, type TestServer } from '../testServer.ts';

// spec 001 §6 moderator panel "extend or end the event": POST /api/events/v1/extend {eventId, minutes}
// moves the end 5, 15 or 30 minutes later (docs/decisions/stage-web.md "The event live page").

let server: TestServer;
let owner: TestMember;
let host: TestMember;
let mod: TestMember;
let stranger: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  [owner, host, mod, stranger] = await Promise.all([
    buildMember(server),
    buildMember(server),
    buildMember(server),
    buildMember(server),
  ]);
});
afterAll(() => server.close());

const minute = 60_000;
const extend = (eventId: string, minutes: unknown, member: TestMember) =>
  server.api.post<EventView>('/api/events/v1/extend', { eventId, minutes }, { token: member.userToken });
const endOf = (view: EventView) => new Date(view.endAt ?? 0).getTime();

describe('POST /api/events/v1/extend (5, 15 or 30 minutes)', () => {
  it('moves a planned end later by the minutes asked, for the owner and a host', async () => {
    const endAt = new Date(Date.now() + 60 * minute);
    const event = await createEventThroughApi(server, owner, {
      startAt: new Date(Date.now() - minute).toISOString(),
      endAt: endAt.toISOString(),
    });
    const first = await extend(event.id, 15, owner);
    expect(first.body.code).toBe(200);
    expect(endOf(first.body.data)).toBe(endAt.getTime() + 15 * minute);

    await grantRole(server, owner, event.id, host, 'host');
    const second = await extend(event.slug, 30, host);
    expect(endOf(second.body.data)).toBe(endAt.getTime() + 45 * minute);
  });

  it('extends from now when the end has passed', async () => {
    const event = await createEventThroughApi(server, owner, {
      startAt: new Date(Date.now() - 120 * minute).toISOString(),
      endAt: new Date(Date.now() - 60 * minute).toISOString(),
    });
    const before = Date.now();
    const { body } = await extend(event.id, 5, owner);
    expect(endOf(body.data)).toBeGreaterThanOrEqual(before + 5 * minute);
    expect(endOf(body.data)).toBeLessThan(Date.now() + 6 * minute);
    expect(body.data.timeState).toBe('live');
  });

  it('is refused to moderators and strangers (editors only), and to other lengths', async () => {
    const event = await createEventThroughApi(server, owner);
    await grantRole(server, owner, event.id, mod, 'mod');
    expectRefused(await extend(event.id, 5, mod), 'NotEventOwner');
    expectRefused(await extend(event.id, 5, stranger), 'NotEventOwner');
    for (const minutes of [10, 0, -5, '5', 60]) {
      const answer = await extend(event.id, minutes, owner);
      expect(answer.body.code).toBe(4000);
      expect(answer.body.message).toMatch(/^minutes: /);
    }
  });
});
