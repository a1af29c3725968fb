import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NotificationCommand, type NotificationPageAnswer, type Page } from '@limelight/protocol';
import { buildMember, createEventThroughApi, rsvpToEvent } from '../factories.ts';
import { useProcessPair } from '../processPair.ts';
import { getAs } from '../friends/friendKit.ts';
import type { ClockOrder, ClockReply } from './clockServer.ts';

// Two real server processes sharing one PostgreSQL schema and one Redis (CI's second pass), each on a
// clock the test moves (clockServer.ts): the reminders job runs on both at once, at the instants the test
// chooses, and each reminder reaches a ticket holder once. No waiting in real time.
const pair = useProcessPair({ entry: fileURLToPath(new URL('./clockServer.ts', import.meta.url)) });
const hour = 3_600_000;

describe.runIf(pair.runs)('event reminders across two server processes (PostgreSQL + Redis)', () => {
  it('both processes run the reminders job; each reminder reaches a ticket holder once', async () => {
    const { a: hostA, b: hostB, first, second } = pair.get();
    const owner = await buildMember(hostA);
    const holder = await buildMember(hostB);
    const startMs = Date.now() + 26 * hour;
    const event = await createEventThroughApi(hostA, owner, {
      title: 'Twice-run gig',
      startAt: new Date(startMs).toISOString(),
      endAt: new Date(startMs + hour).toISOString(),
    });
    await rsvpToEvent(hostB, holder.userToken, event.id);
    /** Both processes move their clocks to `at` and run the job at the same time, twice. */
    const runBothAt = async (at: number) => {
      const order: ClockOrder = { shiftMs: at - Date.now() };
      for (let round = 0; round < 2; round++)
        await Promise.all([first.ask<ClockReply>(order), second.ask<ClockReply>(order)]);
    };
    const reminders = async () =>
      (
        await getAs<NotificationPageAnswer>(
          hostB,
          '/api/notification/v1/listSelfNotifications',
          holder.userToken,
          { condition: 'event' },
        )
      ).body.data.notifications
        .filter((n) => n.command === NotificationCommand.EventReminder)
        .map((n) => n.payload.reminder);
    // Nine minutes before the start: the 10-minute reminder is due; the all-day one is overtaken (dropped).
    await runBothAt(startMs - 9 * 60_000);
    expect(await reminders()).toEqual(['10-minutes']);
    // At the start: "now".
    await runBothAt(startMs + 1_000);
    expect((await reminders()).sort()).toEqual(['10-minutes', 'now']);
    const mails = await hostA.api.get<Page<{ subject: string }>>('/api/dev/outbox', {
      query: { to: holder.email },
    });
    expect(mails.body.data.list.filter((mail) => mail.subject.startsWith('Twice-run gig'))).toHaveLength(2);
  }, 90_000);
});
