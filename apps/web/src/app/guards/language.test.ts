import { describe, expect, it } from 'vitest';
import { selectLanguage } from './language.ts';

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
