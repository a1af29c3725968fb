import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './languages.ts';

// One chunk per locale, fetched when that language is first used, so no visitor downloads all six.
const localeLoaders = import.meta.glob<ResourceKey>('../../locales/*.json', { import: 'default' });

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const loadLocale = localeLoaders[`../../locales/${language}.json`];
    if (!loadLocale) {
      callback(new Error(`No locale file for "${language}"`), null);
      return;
    }
    loadLocale().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** The app's i18next instance; every locale carries every key (checked by locales.test.ts), so no fallback. */
export const i18n = i18next.createInstance().use(localeBackend).use(initReactI18next);

/** Loads the first language before the first render, so that the page never flashes keys or English. */
export async function initI18n(language: Language): Promise<void> {
  await i18n.init({
    lng: language,
    fallbackLng: false,
    load: 'currentOnly',
    interpolation: { escapeValue: false }, // React escapes already.
    react: { useSuspense: false },
  });
  document.documentElement.lang = language;
}

/** Switches the interface language once its locale has loaded. */
export async function switchLanguage(language: Language): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
