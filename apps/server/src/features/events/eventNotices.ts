import { NotificationCommand, displayNameOf, type Person } from '@limelight/protocol';
import type { NotificationsPort } from '../notifications/index.ts';
import type { EventRecord } from './events.repo.ts';

/** What the events service tells people outside the event's room (stored notifications). */
export interface EventNotices {
  /** An event was published for the first time: its creator's followers hear of it (eventCreation). */
  created(event: EventRecord): Promise<void>;
  /** A published event's times changed: its ticket holders hear of it (eventNewDate). */
  moved(event: EventRecord): Promise<void>;
}

export interface EventNoticesDeps {
  send: NotificationsPort['send'];
  followerIdsOf: (userId: string) => Promise<string[]>;
  ticketHolderIds: (eventId: string) => Promise<string[]>;
  personOf: (userId: string) => Promise<Person | undefined>;
}

export function createEventNotices(deps: EventNoticesDeps): EventNotices {
  const refOf = (event: EventRecord) => ({ eventId: event.id, slug: event.slug, title: event.title });
  return {
    async created(event) {
      const from = (await deps.personOf(event.creatorId)) ?? {
        userId: event.creatorId,
        displayName: displayNameOf({ userId: event.creatorId }),
        avatar: null,
      };
      await deps.send(await deps.followerIdsOf(event.creatorId), NotificationCommand.EventCreation, {
        ...refOf(event),
        from,
      });
    },
    async moved(event) {
      await deps.send(await deps.ticketHolderIds(event.id), NotificationCommand.EventNewDate, {
        ...refOf(event),
        startAt: event.startAt?.toISOString() ?? null,
        endAt: event.endAt?.toISOString() ?? null,
      });
    },
  };
}
