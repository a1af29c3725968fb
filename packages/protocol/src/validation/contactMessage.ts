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

/** spec 000 §5: name, e-mail and message are required, the e-mail valid, the message at most 4000 characters. */
export function validateContactForm(form: ContactForm): Validation<ContactForm> {
  const name = validateRequired(form.name, 'name');
  if (!name.ok) return name;
  const email = validateEmail(form.email);
  if (!email.ok) return fail(email.messageKey, 'email');
  const message = validateRequired(form.message, 'message');
  if (!message.ok) return message;
  if (Array.from(message.value).length > ContactMessage.maxChars)
    return fail('contactMessageTooLong', 'message');
  return pass({ name: name.value, email: email.value, message: message.value });
}

/** `validateContactForm` as a zod schema. */
export const contactFormSchema = validatedSchema(
  z.object({ name: textSchema, email: textSchema, message: textSchema }),
  validateContactForm,
);
