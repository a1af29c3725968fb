import type { Person } from '@limelight/protocol';

/** The hosts' view of the waiting room: who waits, first come first, and since when this page saw them. */
export interface WaitingQueue {
  people: readonly Person[];
  /** When this page first saw each person in line (ms); kept across reconnects, dropped once they leave. */
  firstSeenAtMs: Readonly<Record<string, number>>;
}

export const emptyWaitingQueue: WaitingQueue = { people: [], firstSeenAtMs: {} };

/** cya_room waitUpdate: the whole line replaces the list; people already seen keep their first-seen time. */
export function withWaitingList(queue: WaitingQueue, people: readonly Person[], nowMs: number): WaitingQueue {
  const firstSeenAtMs = Object.fromEntries(
    people.map((person) => [person.userId, queue.firstSeenAtMs[person.userId] ?? nowMs]),
  );
  return { people, firstSeenAtMs };
}

/** cya_room waitJoin: the person joins the end of the line (once). */
export function withPersonWaiting(queue: WaitingQueue, person: Person, nowMs: number): WaitingQueue {
  if (queue.people.some((waiting) => waiting.userId === person.userId)) return queue;
  return withWaitingList(queue, [...queue.people, person], nowMs);
}

/** cya_room waitLeave: the person left, was admitted or removed. */
export function withoutPerson(queue: WaitingQueue, userId: string): WaitingQueue {
  if (!queue.people.some((waiting) => waiting.userId === userId)) return queue;
  const { [userId]: _left, ...firstSeenAtMs } = queue.firstSeenAtMs;
  return { people: queue.people.filter((waiting) => waiting.userId !== userId), firstSeenAtMs };
}

/**
 * A new room connection (`roomSeq`): the line is sent again only when someone waits, so what the page held
 * is forgotten, but the first-seen times stay for those still in line.
 */
export function withLineForgotten(queue: WaitingQueue): WaitingQueue {
  return { ...queue, people: [] };
}

/** Whole minutes a person has waited, as far as this page saw. */
export function minutesWaited(queue: WaitingQueue, userId: string, nowMs: number): number {
  const since = queue.firstSeenAtMs[userId] ?? nowMs;
  return Math.max(0, Math.floor((nowMs - since) / 60_000));
}
