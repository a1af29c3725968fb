/** One e-mail; `html` is an optional alternative to the plain text. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail (invitations, reset codes): to the outbox table by default, over SMTP when configured. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/** The language every mail is written in (mails are not translated yet, docs/decisions/web-routes.md). */
export const mailLanguage = 'en';

/** A link for a mail's text: it opens the site in the mail's language, whatever the reader last chose. */
export function inMailLanguage(address: string | URL): string {
  const url = new URL(address);
  url.searchParams.set('lang', mailLanguage);
  return url.href;
}
