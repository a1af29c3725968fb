import type { MessageKey } from '@limelight/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusedAnswerError } from '../../lib/api/index.ts';
import { answerMessage } from '../../lib/i18n/answerMessage.ts';
import { toast } from '../../ui/toastStore.ts';
import { postCast, type CastCallFields, type StageCastCall } from './castCalls.ts';

/** What a failed call that the server did not refuse tells (a dropped connection, a server error). */
export type CastFailureKey = Extract<MessageKey, 'joinStageFailed' | 'genericError'>;

export interface CastCaller {
  /** Sends a cast call; a refusal is toasted with the server's code in the viewer's language. True on success. */
  call: (call: StageCastCall, fields?: CastCallFields, failureKey?: CastFailureKey) => Promise<boolean>;
  /** Whether `call` (about `userId`) is under way: its button waits. */
  isBusy: (call: StageCastCall, userId?: string) => boolean;
}

const callKey = (call: StageCastCall, userId = '') => `${call.path} ${userId}`;

/** The stage's calls for one room: each refusal told by its code (spec 001 §8 stage messages). */
export function useCastCall(eventId: string): CastCaller {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const mark = (key: string, isBusy: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (isBusy) next.add(key);
      else next.delete(key);
      return next;
    });

  return {
    async call(call, fields = {}, failureKey = 'genericError') {
      const key = callKey(call, fields.userId ?? fields.castUserId);
      mark(key, true);
      try {
        await postCast(call, eventId, fields);
        return true;
      } catch (error) {
        toast.error(
          error instanceof RefusedAnswerError ? answerMessage(error.answer, t) : t(`messages.${failureKey}`),
        );
        return false;
      } finally {
        mark(key, false);
      }
    },
    isBusy: (call, userId) => busy.has(callKey(call, userId)),
  };
}
