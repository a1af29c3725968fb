import { describe, expect, it } from 'vitest';
import {
  contactFormSchema,
  validateContactForm,
  validateContactMessage,
  type ContactForm,
} from './contactMessage.ts';

const form: ContactForm = { name: 'Ada', email: 'Ada@Example.com', message: 'Hello' };

describe('contact message (spec 000 §5)', () => {
  it('passes a complete form, trimmed and lower-cased', () => {
    expect(validateContactForm({ ...form, name: ' Ada ' })).toEqual({
      ok: true,
      value: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
    });
  });

  it('passes a message of exactly 4000 characters', () => {
    expect(validateContactForm({ ...form, message: 'm'.repeat(4000) }).ok).toBe(true);
  });

  it.each<[Partial<ContactForm>, string, string]>([
    [{ name: '' }, 'This field is required', 'name'],
    [{ email: '' }, 'This field is required', 'email'],
    [{ email: 'ada' }, 'Invalid email, please try again', 'email'],
    [{ message: '  ' }, 'This field is required', 'message'],
    [{ message: 'm'.repeat(4001) }, 'Message must be at most 4000 characters', 'message'],
  ])('%j fails with %j', (change, message, field) => {
    expect(validateContactForm({ ...form, ...change })).toMatchObject({ ok: false, message, field });
  });

  it('works as a schema', () => {
    expect(contactFormSchema.safeParse({ ...form, email: 'x' }).error?.issues[0]).toMatchObject({
      message: 'Invalid email, please try again',
      path: ['email'],
    });
  });

  it('counts characters, not UTF-16 units, in the message alone', () => {
    expect(validateContactMessage('🎬'.repeat(4000))).toEqual({ ok: true, value: '🎬'.repeat(4000) });
    expect(validateContactMessage('🎬'.repeat(4001))).toMatchObject({
      ok: false,
      message: 'Message must be at most 4000 characters',
    });
  });
});
