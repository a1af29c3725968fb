import { randomUUID } from 'node:crypto';
import {
  SupportMessageKind,
  toPage,
  type ContactAnswer,
  type ContactRequest,
  type Page,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { Logger } from '../../platform/logger.ts';
import type { MailMessage, Mailer } from '../../platform/mail/mailer.ts';
import type { InboxRow, StoredContactMessage, SupportRepo } from './support.repo.ts';

export interface SupportServiceDeps {
  repo: SupportRepo;
  mailer: Mailer;
  /** The operators' address (`SUPPORT_EMAIL`); undefined: messages are stored only. */
  supportEmail: string | undefined;
  clock: () => Date;
  log: Logger;
}

export type SupportService = ReturnType<typeof createSupportService>;

/**
 * Contact and feedback (spec 000 §2 /contact, §5 "Contact message"; docs/decisions/listing-pages.md): each
 * message is stored first, then mailed to the operators' address when one is configured. A mail that
 * fails is logged, not answered: the message is kept, and the operators can read it from the table.
 */
export function createSupportService({ repo, mailer, supportEmail, clock, log }: SupportServiceDeps) {
  return {
    /** Stores a contact message or feedback and mails it to the operators. */
    async contact(caller: Caller | null, request: ContactRequest): Promise<ContactAnswer> {
      const message: StoredContactMessage = {
        id: randomUUID(),
        kind: request.kind,
        name: request.name,
        email: request.email,
        message: request.message,
        userId: caller?.kind === 'member' ? caller.userId : null,
      };
      await repo.addMessage(message);
      if (!supportEmail) {
        log.info(
          { messageId: message.id, kind: message.kind },
          'support message stored; SUPPORT_EMAIL is not set, so it was not mailed',
        );
        return { messageId: message.id };
      }
      try {
        await mailer.send(operatorMail(supportEmail, message));
        await repo.markMailed(message.id, clock());
      } catch (error) {
        log.error({ err: error, messageId: message.id }, 'support message stored but could not be mailed');
      }
      return { messageId: message.id };
    },

    /** The operators' inbox: a page of handled or unhandled messages (the operator feature checks who asks). */
    async inbox(handled: boolean, page: number, pageSize: number): Promise<Page<InboxRow>> {
      const { rows, total } = await repo.inbox(handled, pageSize, (page - 1) * pageSize);
      return toPage(rows, page, pageSize, total);
    },

    /** An operator marks a message handled (4004 for no such message). */
    async markHandled(id: string, operatorId: string): Promise<{ id: string }> {
      if (!(await repo.markHandled(id, operatorId, clock()))) throw new ApiError('NotFound');
      return { id };
    },
  };
}

/** The mail the operators get: who wrote, how to answer them, and the message as it was written. */
function operatorMail(to: string, message: StoredContactMessage): MailMessage {
  const what = message.kind === SupportMessageKind.Feedback ? 'Feedback' : 'Contact message';
  const member = message.userId ? `Member: ${message.userId}\n` : '';
  return {
    to,
    subject: `${what} from ${message.name}`,
    text: `${what} ${message.id}\nFrom: ${message.name} <${message.email}>\n${member}\n${message.message}\n`,
  };
}
