import { Messages, ResponseCode, type Envelope, type MessageKey } from '@limelight/protocol';
import type { TFunction } from 'i18next';
import type en from '../../locales/en.json';
import { suspensionMessage } from './suspensionMessage.ts';

type AnswerMessageKey = `answers.${keyof typeof en.answers}` | `messages.${MessageKey}`;

// Codes whose catalogue wording the interface translates; other answers carry a message of the protocol's
// catalogue (looked up by its text below) or, failing that, are shown as the server wrote them.
const answerMessageKeys: Partial<Record<number, AnswerMessageKey>> = {
  [ResponseCode.TryAgainLater]: 'answers.tryAgainLater',
  [ResponseCode.SystemError]: 'messages.genericError',
  [ResponseCode.LoginRequired]: 'messages.invalidAuthorization',
  [ResponseCode.AccountUnavailable]: 'messages.invalidAuthorization',
  [ResponseCode.IncorrectCredentials]: 'answers.incorrectCredentials',
  [ResponseCode.IncorrectPassword]: 'answers.incorrectPassword',
  [ResponseCode.VerificationCodeInvalid]: 'answers.verificationCodeInvalid',
  [ResponseCode.LoginTokenInvalid]: 'answers.loginTokenInvalid',
  [ResponseCode.EmailNotVerified]: 'answers.emailNotVerified',
  [ResponseCode.Forbidden]: 'answers.forbidden',
  [ResponseCode.MeetDateOfBirthRequired]: 'answers.meetDateOfBirthRequired',
  [ResponseCode.MeetChatLocked]: 'answers.meetChatLocked',
  [ResponseCode.FilmNotReady]: 'answers.filmNotReady',
  [ResponseCode.FilmNotPurchased]: 'answers.filmNotPurchased',
  [ResponseCode.FilmSourceUnsupported]: 'answers.filmSourceUnsupported',
  [ResponseCode.BirthDateLocked]: 'answers.birthDateLocked',
};

// Built on first use, so that importing this module costs nothing until an answer needs translating.
let messageKeysByText: ReadonlyMap<string, MessageKey> | undefined;

/**
 * The key of a message of the protocol's catalogue from its English text: validation failures travel as
 * text (the rule's spec message, ARCHITECTURE), and the interface shows them in its own language.
 */
export function messageKeyOfText(text: string): MessageKey | undefined {
  messageKeysByText ??= new Map(
    Object.entries(Messages)
      .filter(([, text]) => text !== '')
      .map(([key, text]) => [text, key as MessageKey]),
  );
  return messageKeysByText.get(text);
}

/** What to tell the user about a refused request, in the interface language where we have the words. */
export function answerMessage(answer: Envelope<unknown>, t: TFunction): string {
  if (answer.code === ResponseCode.AccountBanned) return suspensionMessage(answer.data, t);
  const key = answerMessageKeys[answer.code];
  if (key !== undefined) return t(key);
  const messageKey = messageKeyOfText(answer.message);
  return messageKey === undefined ? answer.message : t(`messages.${messageKey}`);
}
