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
