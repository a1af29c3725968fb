import { describe, expect, it } from 'vitest';
import { languageChoicesOf, languageNames, supportedLanguages } from './languages.ts';

describe('the language switcher stays within the brand in use (spec 000 §1)', () => {
  it.each([
    ['en', ['en', 'zh', 'fr']],
    ['zh', ['en', 'zh', 'fr']],
    ['fr', ['en', 'zh', 'fr']],
    ['en-tutor', ['en-tutor']],
    ['en-school', ['en-school', 'fr-school']],
    ['fr-school', ['en-school', 'fr-school']],
  ] as const)('%s offers %j', (current, choices) => {
    expect(languageChoicesOf(current)).toEqual(choices);
  });

  it('names every language in itself', () => {
    expect(supportedLanguages.map((language) => languageNames[language])).toEqual([
      'English',
      '中文',
      'Français',
      'English',
      'English',
      'Français',
    ]);
  });
});
