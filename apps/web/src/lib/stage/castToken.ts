import { CastToken, ResponseCode, type Envelope, type MessageKey } from '@limelight/protocol';

/** A cast token answer that cannot be used (spec 001 §4, §8), with the spec's message to show. */
export class CastTokenError extends Error {
  override readonly name = 'CastTokenError';

  constructor(
    readonly messageKey: Extract<
      MessageKey,
      'castTokenWrongType' | 'castTokenUnsuccessful' | 'castTokenInvalid'
    >,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(`cast token: ${messageKey} ${JSON.stringify(params)}`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The token of a cast token answer (spec 001 §4: valid only with type "L", code 200 and an lToken). A
 * refused envelope reads as an unsuccessful request with the envelope's code; otherwise a wrong type
 * answers "type=…", a code other than 200 "Unsuccessful request, code=…", a missing token "Invalid token".
 */
export function readCastToken(answer: Envelope<unknown>): string {
  if (answer.code !== ResponseCode.Success)
    throw new CastTokenError('castTokenUnsuccessful', { code: answer.code });
  const data = isObject(answer.data) ? answer.data : {};
  if (data.type !== CastToken.type)
    throw new CastTokenError('castTokenWrongType', { type: String(data.type) });
  if (data.code !== CastToken.successCode)
    throw new CastTokenError('castTokenUnsuccessful', { code: String(data.code) });
  if (typeof data.lToken !== 'string' || data.lToken === '') throw new CastTokenError('castTokenInvalid');
  return data.lToken;
}
