import 'i18next';
import type en from '../../locales/en.json';

// Types every `t('…')` key against en.json, the reference locale.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}
