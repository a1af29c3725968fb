import { z } from 'zod';
import { validateContactForm } from '../validation/contactMessage.ts';
import { pass, validatedSchema } from '../validation/result.ts';
import { textSchema } from './text.ts';

/**
 * What a message to the operators is: the public contact form, or feedback a member sends from the account
 * menu (docs/decisions/listing-pages.md "Contact and feedback").
 */
export const SupportMessageKind = { Contact: 'contact', Feedback: 'feedback' } as const;
export type SupportMessageKind = (typeof SupportMessageKind)[keyof typeof SupportMessageKind];

const kindSchema = z.enum([SupportMessageKind.Contact, SupportMessageKind.Feedback]);

/** The longest name and e-mail address kept (the spec shows none; RFC 5321 allows 254-character paths). */
export const maxContactNameChars = 200;
export const maxContactEmailChars = 254;

/**
 * POST /api/support/v1/contact {name, email, message, kind?}: the contact form's rules (spec 000 §5,
 * `validateContactForm`); `kind` is `contact` unless the feedback dialog sends it.
 */
export const contactRequestSchema = validatedSchema(
  z.object({
    name: textSchema.max(maxContactNameChars),
    email: textSchema.max(maxContactEmailChars),
    message: textSchema,
    kind: kindSchema.default(SupportMessageKind.Contact),
  }),
  (form) => {
    const contact = validateContactForm(form);
    return contact.ok ? pass({ ...contact.value, kind: form.kind }) : contact;
  },
);
export type ContactRequest = z.output<typeof contactRequestSchema>;

/** The stored message's id. */
export const contactAnswerSchema = z.object({ messageId: textSchema });
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;
