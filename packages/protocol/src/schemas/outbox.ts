import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { isoTimeSchema } from '../socket/fields.ts';
import { emailSchema } from '../validation/email.ts';
import { textSchema } from './text.ts';

/** GET /api/dev/outbox ?to&page&pageSize (pageSize 20): the kept mail, to one address or to all. */
export const outboxQuerySchema = pageQuerySchema(20).extend({ to: emailSchema.optional() });
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** A kept e-mail, as the dev mail view lists it. */
export const outboxMailSchema = z.object({
  id: textSchema,
  to: textSchema,
  subject: textSchema,
  text: textSchema,
  html: textSchema.nullable(),
  createdAt: isoTimeSchema,
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
