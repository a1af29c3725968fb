import { Languages, type Language } from '@limelight/protocol';

export type { Language };

/** spec 000 §1: the interface languages, chosen by the `lang` query value. */
export const supportedLanguages: readonly Language[] = Languages;

/** spec 000 §1: the language when the address names none (or one we do not have). */
export const defaultLanguage: Language = 'en';

export function isLanguage(value: string): value is Language {
  return (supportedLanguages as readonly string[]).includes(value);
}
