import type { ContactAnswer, Envelope, SupportMessageKind } from '@limelight/protocol';
import { supportCalls } from '@limelight/protocol/http';
import { api } from '../../lib/api/index.ts';

/** A message to the operators as the contact form and the feedback dialog send it. */
export interface ContactMessageInput {
  name: string;
  email: string;
  message: string;
  kind: SupportMessageKind;
}

/** Sends a contact message or feedback; the whole answer, so the form can show a refusal under its fields. */
export function sendContactMessage(input: ContactMessageInput): Promise<Envelope<ContactAnswer>> {
  return api.call(supportCalls.contact, { body: input });
}
