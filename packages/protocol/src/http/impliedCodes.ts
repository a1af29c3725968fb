import type { CodeName } from '../codes.ts';
import type { HttpCall } from './call.ts';

/** Codes a token may be answered with (the server's token check): every call that reads a token may answer them. */
export const tokenCodes: readonly CodeName[] = [
  'TokenExpired',
  'LoginRequired',
  'AccountUnavailable',
  'AccountBanned',
  'InvalidTokenVersion',
];

/**
 * The codes a call may answer without listing them in its `codes`: bad input (when it takes any), the
 * rate limit, a server failure, and the token codes for every auth level but `'none'`. The OpenAPI
 * document lists them with the call's own; the server (with CHECK_ANSWERS) refuses any other code. An
 * upload's multipart body is read by its handler, not declared: uploads list InvalidRequest themselves.
 */
export function impliedCodes(call: HttpCall): CodeName[] {
  return [
    ...(call.query || call.body || call.params ? (['InvalidRequest'] as const) : []),
    'TryAgainLater',
    'SystemError',
    ...(call.auth === 'none' ? [] : tokenCodes),
  ];
}
