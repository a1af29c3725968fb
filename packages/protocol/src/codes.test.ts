import { describe, expect, it } from 'vitest';
import {
  codeCatalogue,
  httpStatusOf,
  lookupCode,
  messageOf,
  ResponseCode,
  retrySuccessCodes,
  sessionInvalidCodes,
} from './codes.ts';

const entries = Object.values(codeCatalogue);

// Every code spec 000 §8 and spec 001 §8 name.
const specCodes = [
  200, 3000, 5000, 5007, 10001, 10002, 10011, 10022, 10023, 10024, 10027, 10055, 11001, 11002, 11025, 11030,
  11078, 12035, 12047, 15001, 15002, 15003, 15004, 15005, 15006, 15007, 15008, 15009, 19006, 25000, 25001,
  25002, 25003, 25004, 25005, 25006, 25007, 25008, 25009, 26000, 26001, 26002, 26003, 26004, 27000, 27001,
  27002, 27003, 27004, 27005, 27006, 27007, 27008, 27009, 27010, 27011, 27012, 27013, 27014, 27015, 28000,
  28001, 28002, 28003, 28004, 28005, 50000, 50002, 50003, 50006, 171115,
];

describe('code catalogue', () => {
  it('gives every code once', () => {
    const codes = entries.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each(specCodes)('holds spec code %i', (code) => {
    expect(lookupCode(code)).toBeDefined();
  });

  it('names codes by their catalogue name', () => {
    expect(ResponseCode.SoldOut).toBe(15004);
    expect(ResponseCode.NotGroupOwner).toBe(27004);
    expect(ResponseCode.TokenExpired).toBe(10001);
  });
});

describe('spec messages of codes (spec 000 §8)', () => {
  it.each([
    [3000, 'Please try again later.'],
    [12047, 'Slow mode is enabled on chat. Please try again later.'],
    [15001, 'Ticket already purchased'],
    [15004, 'Sold out'],
    [15006, 'Invalid coupon code'],
    [15009, 'Require email'],
    [25008, 'you have declined the request'],
    [26002, 'friend already'],
    [27002, 'group member should be greater than 2'],
    [27004, 'you are not the owner of this group'],
    [27010, 'owner must pass owner status before leaving the group'],
    [27013, 'cannot invite non friend'],
    [28005, 'required message type'],
    [28010, 'Line busy, please try again later.'],
    [28011, 'You cannot start a new video call when you are in the another call.'],
    [50006, 'required valid option name'],
    [171115, 'Asset limit reached. Delete any unused assets and retry.'],
  ])('code %i says %s', (code, message) => {
    expect(messageOf(code)).toBe(message);
  });
});

describe('messageOf', () => {
  it('gives the generic error message for an unknown code', () => {
    expect(messageOf(99999)).toBe('Unfortunately we encountered an error. Please try again later.');
  });
});

describe('httpStatusOf', () => {
  it.each([
    [200, 200],
    [12035, 200],
    [10001, 401],
    [10022, 401],
    [27004, 403],
    [11002, 404],
    [15004, 409],
    [12047, 429],
    [5000, 500],
    [5003, 503],
    [99999, 500],
  ])('code %i travels with HTTP %i', (code, status) => {
    expect(httpStatusOf(code)).toBe(status);
  });

  it('uses only the status classes of the architecture', () => {
    const allowed = [200, 400, 401, 403, 404, 409, 429, 500, 503];
    for (const entry of entries) expect(allowed).toContain(entry.httpStatus);
  });
});

describe('session-invalid codes (spec 000 §8, spec 001 §8)', () => {
  it('are 10022, 10023, 10024 and 10055', () => {
    expect([...sessionInvalidCodes].sort((a, b) => a - b)).toEqual([10022, 10023, 10024, 10055]);
  });
});

describe('retry success codes (spec 001 §8)', () => {
  it('are 200 and 12035', () => {
    expect([...retrySuccessCodes].sort((a, b) => a - b)).toEqual([200, 12035]);
  });
});
