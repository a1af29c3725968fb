import type { Logger } from '../../platform/logger.ts';
import { confirmationSender } from '../../platform/mail/confirmationSender.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { formatMailTime } from '../../platform/mail/mailTime.ts';

/** What the RSVP confirmation names of its event. */
export interface RsvpedEvent {
  title: string;
  slug: string;
  startAt: Date | null;
  timezone: string;
}

export interface RsvpMailDeps {
  mailer: Mailer;
  publicUrl: string;
  /** The account e-mail of a person (none, no mail) and the zone their browser last reported. */
  readerOf: (userId: string) => Promise<{ email: string | null; timeZone: string | null } | undefined>;
  /** A mail that cannot be sent never undoes the RSVP: the failure is logged. */
  log: Logger;
}

/**
 * The confirmation of a free RSVP (issue 22: as a bought ticket's): the event, its start with its zone,
 * its page and the member's tickets. Tickets bought through a payment get commerce's confirmation.
 */
export function createRsvpMail(deps: RsvpMailDeps) {
  const link = (path: string) => new URL(path, deps.publicUrl).href;
  const send = confirmationSender(deps.mailer, deps.log);
  return async function sendRsvpConfirmation(userId: string, event: RsvpedEvent): Promise<void> {
    const reader = await deps.readerOf(userId);
    const to = reader?.email;
    if (!to) return;
    // The reader's zone when known, else the event's (issue 22 item 10).
    const zone = reader.timeZone ?? event.timezone;
    const starts = event.startAt === null ? 'to be announced' : formatMailTime(event.startAt, zone);
    await send({
      to,
      subject: `Your ticket for "${event.title}"`,
      text: [
        `You're in: a free ticket for "${event.title}".`,
        `Starts: ${starts}`,
        '',
        `The event: ${link(`/event/${encodeURIComponent(event.slug)}`)}`,
        `Your tickets: ${link('/myPurchases')}`,
      ].join('\n'),
    });
  };
}
