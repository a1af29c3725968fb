import { describe, expect, it } from 'vitest';
import { imageUrlSchema, isStoredFileUrl, validateImageUrl } from './imageUrl.ts';

describe('image url: a stored file or a valid web address (spec 000 §3, §5)', () => {
  it.each(['/files/avatars/0b6c1e3a-5d1f-4c55-9a0e-2f7d5a1c9e01.jpg', '/files/backgrounds/a_b-c.jpg'])(
    'stored file %j passes as it is',
    (url) => {
      expect(isStoredFileUrl(url)).toBe(true);
      expect(validateImageUrl(url)).toEqual({ ok: true, value: url });
    },
  );

  it('passes a web address, normalised', () => {
    expect(validateImageUrl('https://cdn.example.com/a.png')).toEqual({
      ok: true,
      value: 'https://cdn.example.com/a.png',
    });
  });

  it.each(['/files/../secret.jpg', '/files/a.jpg?x=1', '/etc/passwd', 'javascript:alert(1)', 'not a url'])(
    '%j fails with the url message',
    (url) => {
      expect(isStoredFileUrl(url)).toBe(false);
      expect(validateImageUrl(url)).toMatchObject({ ok: false, message: 'The url is invalid' });
    },
  );

  it('reports the message as a schema', () => {
    expect(imageUrlSchema.safeParse('nope').error?.issues[0]?.message).toBe('The url is invalid');
  });
});
