import type { Kysely } from 'kysely';
import { EventReminders, NotificationCommand, type EventReminder } from '@limelight/protocol';
import { formatMailTime } from '../../platform/mail/mailTime.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { JobHandler, JobQueue } from '../../platform/jobs/jobQueue.ts';
import { inMailLanguage, type Mailer } from '../../platform/mail/mailer.ts';
import type { PreparedNotifications } from './notifications.service.ts';
import type { NotificationsService } from './notifications.service.ts';
import type { RemindedEvent, RemindersRepo, TicketHolder } from './reminders.repo.ts';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/**
 * When each reminder is due before the start (spec 000 §4, §9: all-day, 10 minutes, now), and until when
 * it is still worth sending: a reminder overtaken by the next one is dropped (an event created 5 minutes
 * before its start gets no all-day and no 10-minute reminder, only "now").
 */
const reminderTiming: Record<EventReminder, { beforeStartMs: number; validUntilBeforeStartMs: number }> = {
  'all-day': { beforeStartMs: 24 * hourMs, validUntilBeforeStartMs: 10 * minuteMs },
  '10-minutes': { beforeStartMs: 10 * minuteMs, validUntilBeforeStartMs: 0 },
  now: { beforeStartMs: 0, validUntilBeforeStartMs: -10 * minuteMs },
};

/** How far ahead events are looked at: past the all-day reminder of the next run. */
const lookAheadMs = 25 * hourMs;
export const reminderJobKind = 'eventReminder';

interface ReminderJob {
  eventId: string;
  reminder: EventReminder;
  startAt: string;
}

interface ReminderWork {
  event: RemindedEvent;
  reminder: EventReminder;
  holders: TicketHolder[];
  notifications: PreparedNotifications;
}

export interface RemindersServiceDeps {
  repo: RemindersRepo;
  jobs: JobQueue;
  notifications: Pick<NotificationsService, 'prepare' | 'store'>;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

const reminderWording: Record<EventReminder, string> = {
  'all-day': 'starts within a day',
  '10-minutes': 'starts in 10 minutes',
  now: 'is starting now',
};

/**
 * Event reminders: each run schedules the three reminders of the events starting soon (one job per event,
 * reminder and start time, so a moved event gets new ones) and sends the due ones to ticket holders, as
 * a stored eventReminder notification and an e-mail, exactly once across processes.
 */
export function createRemindersService(deps: RemindersServiceDeps) {
  const { repo } = deps;

  const handler: JobHandler<ReminderWork> = {
    kind: reminderJobKind,
    async prepare(payload) {
      const job = payload as ReminderJob;
      const event = await repo.findEvent(job.eventId);
      // Deleted, unpublished or moved: this reminder is void (the new start time has jobs of its own).
      if (!event || event.startAt.toISOString() !== job.startAt) return undefined;
      const validUntil = event.startAt.getTime() - reminderTiming[job.reminder].validUntilBeforeStartMs;
      if (deps.now().getTime() > validUntil) return undefined;
      const holders = await repo.ticketHolders(event.id);
      const notifications = deps.notifications.prepare(
        holders.map((holder) => holder.userId),
        NotificationCommand.EventReminder,
        {
          eventId: event.id,
          slug: event.slug,
          title: event.title,
          startAt: event.startAt.toISOString(),
          reminder: job.reminder,
        },
      );
      return { event, reminder: job.reminder, holders, notifications };
    },
    write: (trx: Kysely<Database>, work) => deps.notifications.store(work.notifications, trx),
    async after(work) {
      await work.notifications.push();
      const link = inMailLanguage(new URL(`/event/${encodeURIComponent(work.event.slug)}`, deps.publicUrl));
      const subject = `${work.event.title} ${reminderWording[work.reminder]}`;
      // Each reader's own zone when known, else the event's (issue 22 item 10).
      const textFor = (holder: TicketHolder) => {
        const starts = formatMailTime(work.event.startAt, holder.timeZone ?? work.event.timezone);
        return `${subject}.\n\nStarts: ${starts}\n\nJoin it here: ${link}`;
      };
      const mails = work.holders.flatMap((holder) =>
        holder.email ? [{ to: holder.email, subject, text: textFor(holder) }] : [],
      );
      await Promise.all(mails.map((mail) => deps.mailer.send(mail)));
    },
  };

  return {
    /** One run: schedules the reminders of events starting soon, then sends those due. Answers how many. */
    async run(): Promise<number> {
      const now = deps.now();
      const events = await repo.eventsStartingBetween(
        new Date(now.getTime() - 10 * minuteMs),
        new Date(now.getTime() + lookAheadMs),
      );
      await deps.jobs.schedule(
        events.flatMap((event) =>
          EventReminders.map((reminder) => ({
            key: `${reminderJobKind}:${event.id}:${reminder}:${event.startAt.toISOString()}`,
            kind: reminderJobKind,
            runAt: new Date(event.startAt.getTime() - reminderTiming[reminder].beforeStartMs),
            payload: {
              eventId: event.id,
              reminder,
              startAt: event.startAt.toISOString(),
            } satisfies ReminderJob,
          })),
        ),
      );
      return deps.jobs.runDue(handler, now);
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
