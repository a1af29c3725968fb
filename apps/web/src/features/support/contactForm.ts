import { validateContactMessage, validateEmail, validateRequired } from '@limelight/protocol';
import { validateForm, type AnswerFieldMapping } from '../../lib/forms/index.ts';

/** What the contact form and the feedback dialog hold. */
export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

/** spec 000 §5 "Contact message": name, e-mail and message required, the e-mail valid, at most 4000 characters. */
export function validateContactFields(values: ContactValues) {
  return validateForm({
    name: validateRequired(values.name),
    email: validateEmail(values.email),
    message: validateContactMessage(values.message),
  });
}

/** Where the server's complaints about a contact message belong in the form. */
export const contactAnswerFields: AnswerFieldMapping<keyof ContactValues> = {
  byPath: { name: 'name', email: 'email', message: 'message' },
  byMessage: { invalidEmail: 'email', contactMessageTooLong: 'message' },
};
