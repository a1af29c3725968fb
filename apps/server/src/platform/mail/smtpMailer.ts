import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Sends over SMTP (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com`) from `from`. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, ...(html === undefined ? {} : { html }) });
    },
  };
}
