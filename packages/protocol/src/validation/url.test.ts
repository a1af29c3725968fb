import { describe, expect, it } from 'vitest';
import { urlSchema, validateUrl } from './url.ts';

describe('URL must be valid (spec 000 §5, spec 001 §5)', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    ['http://shop.example.com/item?id=3', 'http://shop.example.com/item?id=3'],
    ['example.com/shop', 'https://example.com/shop'],
    ['www.example.com:8080/x', 'https://www.example.com:8080/x'],
    ['  https://example.com/a  ', 'https://example.com/a'],
  ])('%j passes as %j', (text, value) => {
    expect(validateUrl(text)).toEqual({ ok: true, value });
  });

  it.each([
    '',
    'not a url',
    'localhost',
    'https://localhost',
    'ftp://example.com/file',
    'javascript:alert(1)',
    'mailto:ada@example.com',
    'http://exa mple.com',
    'https://example..com',
  ])('%j fails', (text) => {
    expect(validateUrl(text)).toMatchObject({ ok: false, message: 'The url is invalid' });
  });

  it('works as a schema', () => {
    expect(urlSchema.safeParse('nope').error?.issues[0]?.message).toBe('The url is invalid');
  });
});
