import type { TFunction } from 'i18next';
import { RefusedAnswerError } from '../../lib/api/index.ts';
import { answerMessage } from '../../lib/i18n/answerMessage.ts';
import { toast } from '../../ui/toastStore.ts';

/** Tells the user why a room action failed: the server's refusal in their language, or the generic error. */
export function toastRefusal(error: Error, t: TFunction): void {
  toast.error(
    error instanceof RefusedAnswerError ? answerMessage(error.answer, t) : t('messages.genericError'),
  );
}
