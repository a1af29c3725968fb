import { describe, expect, it } from 'vitest';
import { emptyWaitingQueue, minutesWaited, withoutPerson, withPersonWaiting } from './waitingQueue.ts';

const person = (userId: string, waitingSince = '2026-11-26T10:00:00.000Z') => ({
  userId,
  displayName: userId,
  avatar: null,
  waitingSince,
});
const ada = person('u-ada');
const bob = person('u-bob');

describe('the hosts see the line first come first (spec 001 §4 waitJoin, waitUpdate, waitLeave)', () => {
  it('appends who joins once, and drops who leaves', () => {
    let queue = withPersonWaiting(emptyWaitingQueue, ada);
    queue = withPersonWaiting(queue, bob);
    queue = withPersonWaiting(queue, ada);
    expect(queue).toEqual([ada, bob]);
    expect(withoutPerson(queue, 'u-ada')).toEqual([bob]);
    expect(withoutPerson(queue, 'u-cy')).toBe(queue);
  });

  it('counts whole minutes since the server put the person in line', () => {
    const since = Date.parse(ada.waitingSince);
    expect(minutesWaited(ada, since + 59_999)).toBe(0);
    expect(minutesWaited(ada, since + 180_000)).toBe(3);
    // A page clock a little behind the server's never shows a negative wait.
    expect(minutesWaited(ada, since - 5_000)).toBe(0);
  });
});
