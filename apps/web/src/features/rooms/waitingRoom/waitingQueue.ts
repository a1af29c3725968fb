import type { WaitingPerson } from '@limelight/protocol';

/** The hosts' view of the waiting room: who waits, first come first, each with when they took their place. */
export type WaitingQueue = readonly WaitingPerson[];

export const emptyWaitingQueue: WaitingQueue = [];

/** cya_room waitJoin: the person joins the end of the line (once). */
export function withPersonWaiting(queue: WaitingQueue, person: WaitingPerson): WaitingQueue {
  return queue.some((waiting) => waiting.userId === person.userId) ? queue : [...queue, person];
}

/** cya_room waitLeave: the person left, was admitted or removed. */
export function withoutPerson(queue: WaitingQueue, userId: string): WaitingQueue {
  return queue.some((waiting) => waiting.userId === userId)
    ? queue.filter((waiting) => waiting.userId !== userId)
    : queue;
}

/**
 * Whole minutes a person has waited, from the server's `waitingSince`: the same on every host's page and
 * across reloads.
 */
export function minutesWaited(person: WaitingPerson, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - Date.parse(person.waitingSince)) / 60_000));
}
