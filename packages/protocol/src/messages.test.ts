import { describe, expect, it } from 'vitest';
import { fillMessage, Messages } from './messages.ts';

describe('spec wording is kept verbatim, typos included', () => {
  it.each([
    ['cannotInviteYourself', 'You can not invited yourself'],
    ['roomStagePublishFailed', 'Publising failed, please make sure to allow camera access'],
    ['missingReportComment', 'Missing report commend...'],
    ['roomFullOrMissing', 'This room is full or url adress is not exist.'],
    ['alreadyInCall', 'You cannot start a new video call when you are in the another call.'],
    ['passwordTooShort', 'Please enter a password (8char min length)'],
    ['invalidEmail', 'Invalid email, please try again'],
    ['connectionDropped', 'Connection dropped. Please refresh the page.'],
    ['friendServerFailed', 'Failed to connect to friend server'],
    ['clickOkToRefresh', 'Click OK to refresh'],
    ['meetFoundMatch', 'Found a Match!'],
    ['meetLostConnection', 'Lost connection. Trying to connect...'],
    ['meetReset', ''],
  ] as const)('%s is %j', (key, text) => {
    expect(Messages[key]).toBe(text);
  });
});

describe('fillMessage', () => {
  it('fills the detail the spec shows as "..."', () => {
    expect(fillMessage(Messages.failedToVideoCall, { reason: 'NotAllowedError' })).toBe(
      'Failed to video call, NotAllowedError',
    );
    expect(fillMessage(Messages.castTokenUnsuccessful, { code: 5000 })).toBe(
      'Unsuccessful request, code=5000',
    );
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillMessage(Messages.castTokenWrongType, {})).toBe('type={type}');
    expect(fillMessage('{toString}', {})).toBe('{toString}');
  });
});
