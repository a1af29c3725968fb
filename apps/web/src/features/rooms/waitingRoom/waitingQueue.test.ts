import { describe, expect, it } from 'vitest';
import {
  emptyWaitingQueue,
  minutesWaited,
  withLineForgotten,
  withoutPerson,
  withPersonWaiting,
  withWaitingList,
} from './waitingQueue.ts';

const person = (userId: string) => ({ userId, displayName: userId, avatar: null });
const ada = person('u-ada');
const bob = person('u-bob');

describe('the hosts see the line first come first (spec 001 §4 waitJoin, waitUpdate, waitLeave)', () => {
  it('appends who joins once, and drops who leaves', () => {
    let queue = withPersonWaiting(emptyWaitingQueue, ada, 1_000);
    queue = withPersonWaiting(queue, bob, 2_000);
    queue = withPersonWaiting(queue, ada, 3_000);
    expect(queue.people.map((waiting) => waiting.userId)).toEqual(['u-ada', 'u-bob']);
    queue = withoutPerson(queue, 'u-ada');
    expect(queue).toEqual({ people: [bob], firstSeenAtMs: { 'u-bob': 2_000 } });
  });

  it('takes the whole list from waitUpdate, keeping when each person was first seen', () => {
    const queue = withWaitingList(withPersonWaiting(emptyWaitingQueue, ada, 1_000), [bob, ada], 5_000);
    expect(queue).toEqual({ people: [bob, ada], firstSeenAtMs: { 'u-bob': 5_000, 'u-ada': 1_000 } });
  });

  it('forgets the line on a new connection but not how long people waited', () => {
    const queue = withLineForgotten(withPersonWaiting(emptyWaitingQueue, ada, 1_000));
    expect(queue.people).toEqual([]);
    expect(withWaitingList(queue, [ada], 9_000).firstSeenAtMs).toEqual({ 'u-ada': 1_000 });
  });

  it('counts whole minutes waited', () => {
    const queue = withPersonWaiting(emptyWaitingQueue, ada, 0);
    expect(minutesWaited(queue, 'u-ada', 59_999)).toBe(0);
    expect(minutesWaited(queue, 'u-ada', 180_000)).toBe(3);
  });
});
