import { ResponseCode, type Envelope } from '@limelight/protocol';

/** A request the server answered with a code other than 200, as an error for query and mutation states. */
export class RefusedAnswerError extends Error {
  override readonly name = 'RefusedAnswerError';

  constructor(readonly answer: Envelope<unknown>) {
    super(`Refused with code ${answer.code}: ${answer.message}`);
  }
}

/** The data of a successful answer; any other code throws RefusedAnswerError (`api.call(…).then(dataOf)`). */
export function dataOf<T>(answer: Envelope<T>): T {
  if (answer.code !== ResponseCode.Success) throw new RefusedAnswerError(answer);
  return answer.data;
}
