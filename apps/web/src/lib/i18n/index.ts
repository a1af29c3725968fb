export { i18n, initI18n, switchLanguage } from './i18n.ts';
export {
  defaultLanguage,
  isLanguage,
  languageChoicesOf,
  languageNames,
  supportedLanguages,
  type Language,
} from './languages.ts';
export { answerMessage, messageKeyOfText } from './answerMessage.ts';
export { suspensionMessage } from './suspensionMessage.ts';
