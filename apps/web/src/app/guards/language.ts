import { defaultLanguage, isLanguage, type Language } from '../../lib/i18n/index.ts';
import { readStoredLanguage } from '../../lib/preferences/index.ts';

/**
 * spec 000 §1–2: the `lang` query value sets the language; an unknown value falls back to en; an address
 * without `lang` keeps the language already in use (en on the first load).
 */
export function selectLanguage(queryValue: string | null, current: Language): Language {
  if (queryValue === null) return current;
  return isLanguage(queryValue) ? queryValue : defaultLanguage;
}

/**
 * The first page's language: the address's `lang`; without one (a typed or bookmarked address), the language
 * the person last chose in this browser, else en.
 */
export function firstLanguageOf(search: string, storage: Storage): Language {
  return selectLanguage(
    new URLSearchParams(search).get('lang'),
    readStoredLanguage(storage) ?? defaultLanguage,
  );
}
