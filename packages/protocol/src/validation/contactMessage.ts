import { z } from 'zod';
import { ContactMessage } from '../limits.ts';
import { validateEmail } from './email.ts';
import { validateRequired } from './required.ts';
import { fail, pass, validatedSchema, type Validation } from './result.ts';
import { textSchema } from '../schemas/text.ts';

/** The contact form. */
export interface ContactForm {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

/** spec 000 §5, §9: a contact message is required and at most 4000 characters (code points, not UTF-16 units). */
export function validateContactMessage(text: string): Validation<string> {
  const message = validateRequired(text);
  if (!message.ok) return message;
  return Array.from(message.value).length > ContactMessage.maxChars ? fail('contactMessageTooLong') : message;
}

/** spec 000 §5: name, e-mail and message are required, the e-mail valid, the message at most 4000 characters. */
export function validateContactForm(form: ContactForm): Validation<ContactForm> {
  const name = validateRequired(form.name, 'name');
  if (!name.ok) return name;
  const email = validateEmail(form.email);
  if (!email.ok) return fail(email.messageKey, 'email');
  const message = validateContactMessage(form.message);
  if (!message.ok) return fail(message.messageKey, 'message');
  return pass({ name: name.value, email: email.value, message: message.value });
}

/** `validateContactForm` as a zod schema. */
export const contactFormSchema = validatedSchema(
  z.object({ name: textSchema, email: textSchema, message: textSchema }),
  validateContactForm,
);
