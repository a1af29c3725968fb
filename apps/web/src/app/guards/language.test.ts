import { describe, expect, it } from 'vitest';
import { writeStoredLanguage } from '../../lib/preferences/index.ts';
import { firstLanguageOf, selectLanguage } from './language.ts';

describe('the lang query sets the language (spec 000 §1, §2)', () => {
  it.each(['en', 'zh', 'fr', 'en-tutor', 'en-school', 'fr-school'] as const)('takes %s', (lang) => {
    expect(selectLanguage(lang, 'en')).toBe(lang);
  });

  it('falls back to en for an unknown language', () => {
    expect(selectLanguage('de', 'zh')).toBe('en');
    expect(selectLanguage('', 'fr')).toBe('en');
  });

  it('keeps the current language when the address has no lang', () => {
    expect(selectLanguage(null, 'zh')).toBe('zh');
  });
});

describe("the first page's language (issue 22: remembered for a typed or bookmarked address)", () => {
  const storage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    } as Storage;
  };

  it('is en when the address names none and the person never chose one', () => {
    expect(firstLanguageOf('', storage())).toBe('en');
  });

  it("is the person's last choice when the address names none", () => {
    const stored = storage();
    writeStoredLanguage(stored, 'fr', { cookie: '' });
    expect(firstLanguageOf('?theme=dark', stored)).toBe('fr');
  });

  it('is told to the server in a lang cookie, so that the first paint is in it too', () => {
    const cookies = { cookie: '' };
    writeStoredLanguage(storage(), 'zh', cookies);
    expect(cookies.cookie).toMatch(/^lang=zh; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });

  it("is the address's lang over the last choice (an e-mail's link opens in the mail's language)", () => {
    const stored = storage();
    writeStoredLanguage(stored, 'fr', { cookie: '' });
    expect(firstLanguageOf('?code=x&lang=en', stored)).toBe('en');
  });
});
