import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Mailer } from './mailer.ts';

/** A kept e-mail, as the dev mail view lists it. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Date;
}

/** The embedded mailer's store: mail is written to `mail_outbox` instead of being sent. */
export function createOutboxRepo(db: Kysely<Database>) {
  return {
    async insert(mail: Omit<OutboxMail, 'id' | 'createdAt'>): Promise<void> {
      await db
        .insertInto('mailOutbox')
        .values({ id: randomUUID(), ...mail })
        .execute();
    },

    /** Newest first, optionally only the mail to one address; answers one page and the total. */
    async list(
      to: string | undefined,
      page: number,
      pageSize: number,
    ): Promise<{ mails: OutboxMail[]; total: number }> {
      let query = db.selectFrom('mailOutbox');
      if (to !== undefined) query = query.where('to', '=', to);
      const [mails, counted] = await Promise.all([
        query
          .select(['id', 'to', 'subject', 'text', 'html', 'createdAt'])
          .orderBy('createdAt', 'desc')
          .orderBy('id')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { mails, total: Number(counted.total) };
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;

/** The mailer of the embedded platform: nothing leaves the machine; the dev mail view shows it. */
export function createOutboxMailer(outbox: OutboxRepo): Mailer {
  return {
    kind: 'outbox',
    send: ({ to, subject, text, html }) => outbox.insert({ to, subject, text, html: html ?? null }),
  };
}
