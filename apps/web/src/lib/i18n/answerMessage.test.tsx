import { ResponseCode } from '@limelight/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerMessage } from './answerMessage.ts';
import { i18n, initI18n } from './index.ts';

beforeAll(() => initI18n('en'));

describe('answerMessage', () => {
  const banned = (data: unknown) =>
    answerMessage({ code: ResponseCode.AccountBanned, message: '', data }, i18n.t);

  it('names the operators’ reason of a suspension, and keeps the spec message without one', () => {
    expect(banned({ reason: 'Spam' })).toBe(
      'Your account has been banned from the product for violating our Terms and Services. Reason: Spam',
    );
    expect(banned(null)).toBe(
      'Your account has been banned from the product for violating our Terms and Services.',
    );
  });

  it('translates the birth date refusal (10038)', () => {
    expect(answerMessage({ code: ResponseCode.BirthDateLocked, message: '', data: null }, i18n.t)).toBe(
      'Your date of birth cannot be changed to make you an adult or a minor. Please contact us to correct it.',
    );
  });
});
