import type { Logger } from '../logger.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * Sends the confirmation of something already done (a payment): a mail that cannot be sent never undoes
 * it, so the failure is logged and the caller goes on.
 */
export function confirmationSender(mailer: Mailer, log: Logger): (message: MailMessage) => Promise<void> {
  return async (message) => {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, subject: message.subject }, 'confirmation mail not sent');
    }
  };
}
