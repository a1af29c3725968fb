import { Languages, type Language } from '@limelight/protocol';

/** The interface themes (spec 000 §1–2 `theme` query). */
export type Theme = 'light' | 'dark';

/** localStorage keys of the person's display choices (docs/decisions/web-routes.md "Language and theme"). */
const DisplayKey = { Language: 'language', Theme: 'theme' } as const;

const isLanguage = (value: string | null): value is Language =>
  value !== null && (Languages as readonly string[]).includes(value);

/** The language the person last chose in this browser, or null when they never chose one. */
export function readStoredLanguage(storage: Storage): Language | null {
  const stored = storage.getItem(DisplayKey.Language);
  return isLanguage(stored) ? stored : null;
}

/** A year: the remembered language outlives sessions, as the storage does. */
const languageCookieSeconds = 365 * 24 * 60 * 60;

/**
 * Remembers the language an address chose, for the addresses that name none (typed, bookmarked); a `lang`
 * cookie tells the server too, so that the first paint of such an address is already in it.
 */
export function writeStoredLanguage(
  storage: Storage,
  language: Language,
  cookies: Pick<Document, 'cookie'> = document,
): void {
  storage.setItem(DisplayKey.Language, language);
  cookies.cookie = `lang=${language}; Path=/; Max-Age=${languageCookieSeconds}; SameSite=Lax`;
}

/** The theme the person last chose in this browser, or null when they never chose one. */
export function readStoredTheme(storage: Storage): Theme | null {
  const stored = storage.getItem(DisplayKey.Theme);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

/** Remembers the theme an address chose. */
export function writeStoredTheme(storage: Storage, theme: Theme): void {
  storage.setItem(DisplayKey.Theme, theme);
}
