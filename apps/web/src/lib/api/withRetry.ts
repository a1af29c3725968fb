import { RetryWrapper, retrySuccessCodes, type Envelope } from '@limelight/protocol';
import { sleep as realSleep, type Sleep } from './sleep.ts';

/**
 * Runs a call marked "retried" (spec 001 §7–8): up to 5 attempts, waiting 1 s, 3 s, 3 s, 3 s between
 * them, until the code is 200 or 12035; returns the last answer. A thrown error is not an answer and
 * propagates at once.
 */
export async function withRetry<T>(
  call: () => Promise<Envelope<T>>,
  { sleep = realSleep }: { sleep?: Sleep } = {},
): Promise<Envelope<T>> {
  let answer = await call();
  for (const delayMs of RetryWrapper.delaysMs) {
    if (retrySuccessCodes.has(answer.code)) break;
    await sleep(delayMs);
    answer = await call();
  }
  return answer;
}
