import { ApiError } from '../../platform/http/apiError.ts';
import { SfuRefusal } from '../../platform/media/sfu.ts';
import { SfuUnreachable, type HeldSfu, type SfuRouter } from '../../platform/media/sfuRouting.ts';

/** A stored SFU description, for the answer of a retried register. */
export const descriptionOf = <T extends 'offer' | 'answer'>(type: T, sdp: string) => ({ type, sdp });

/** A description the media server refused is the caller's 4000 (spec 000 §8 bad input), never a 5xx. */
export async function refusalAsInvalid<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof SfuRefusal)
      throw new ApiError('InvalidRequest', 'sdp: the media server could not use it');
    throw error;
  }
}

/**
 * Calls on the SFU that holds a session, this process's or another's (docs/decisions/media.md "Across
 * processes"), with its silence as the caller's answer, never a hang or a 500: a holder that is gone has no
 * streams (the gone processes' sessions are dropped; `whenGone` answers, 4004 unless given), one that does
 * not answer in time is 3000 "Please try again later." (spec 000 §8; the client's wrapper retries).
 */
export function createHolderCalls(
  sfus: Pick<SfuRouter, 'on'>,
  dropSessionsOfGoneProcesses: () => Promise<void>,
) {
  return async function onHolder<T>(
    processId: string,
    call: (sfu: HeldSfu) => Promise<T>,
    whenGone?: () => T,
  ): Promise<T> {
    try {
      return await call(sfus.on(processId));
    } catch (error) {
      if (!(error instanceof SfuUnreachable)) throw error;
      if (!error.isGone) throw new ApiError('TryAgainLater');
      await dropSessionsOfGoneProcesses();
      if (whenGone) return whenGone();
      throw new ApiError('NotFound');
    }
  };
}
