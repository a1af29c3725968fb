import { describe, expect, it } from 'vitest';
import { CastTokenError, readCastToken } from './castToken.ts';

const envelope = (data: unknown, code = 200) => ({ code, message: 'success', data });

function refusalOf(answer: ReturnType<typeof envelope>): CastTokenError {
  try {
    readCastToken(answer);
  } catch (error) {
    if (error instanceof CastTokenError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('cast token answers (spec 001 §4: only type "L", code 200 with an lToken)', () => {
  it('answers the lToken of a valid answer', () => {
    expect(readCastToken(envelope({ type: 'L', code: 200, lToken: 'abc' }))).toBe('abc');
  });

  it('refuses another type with "type=…"', () => {
    const error = refusalOf(envelope({ type: 'P', code: 200, lToken: 'abc' }));
    expect(error.messageKey).toBe('castTokenWrongType');
    expect(error.params).toEqual({ type: 'P' });
  });

  it('refuses another code with "Unsuccessful request, code=…"', () => {
    const error = refusalOf(envelope({ type: 'L', code: 500, lToken: 'abc' }));
    expect(error.messageKey).toBe('castTokenUnsuccessful');
    expect(error.params).toEqual({ code: '500' });
  });

  it('reads a refused envelope (not on stage) as an unsuccessful request with its code', () => {
    const error = refusalOf(envelope(null, 4003));
    expect(error.messageKey).toBe('castTokenUnsuccessful');
    expect(error.params).toEqual({ code: 4003 });
  });

  it.each([undefined, '', 7])('refuses the lToken %s with "Invalid token"', (lToken) => {
    expect(refusalOf(envelope({ type: 'L', code: 200, lToken })).messageKey).toBe('castTokenInvalid');
  });
});
