import { Languages, type Language } from '@limelight/protocol';

export type { Language };

/** spec 000 §1: the interface languages, chosen by the `lang` query value. */
export const supportedLanguages: readonly Language[] = Languages;

/** spec 000 §1: the language when the address names none (or one we do not have). */
export const defaultLanguage: Language = 'en';

export function isLanguage(value: string): value is Language {
  return (supportedLanguages as readonly string[]).includes(value);
}

/** Each language by its own name, as switchers show them, so that everyone finds theirs whatever is shown. */
export const languageNames: Readonly<Record<Language, string>> = {
  en: 'English',
  zh: '中文',
  fr: 'Français',
  'en-tutor': 'English',
  'en-school': 'English',
  'fr-school': 'Français',
};

// The product's languages and each tutoring brand's (spec 000 §1): a switcher stays within the brand in use.
const brandLanguages: ReadonlyArray<readonly Language[]> = [
  ['en', 'zh', 'fr'],
  ['en-tutor'],
  ['en-school', 'fr-school'],
];

/** The languages a switcher offers while `current` is shown: those of the same brand. */
export function languageChoicesOf(current: Language): readonly Language[] {
  return brandLanguages.find((languages) => languages.includes(current)) ?? [current];
}
