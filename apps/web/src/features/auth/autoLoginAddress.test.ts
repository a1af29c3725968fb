import { describe, expect, it } from 'vitest';
import { addressWithoutCredentials, readAutoLoginCredentials } from './autoLoginAddress.ts';

describe('automatic e-mail login: credentials in the address (spec 000 §2)', () => {
  it('reads username plus password', () => {
    expect(readAutoLoginCredentials('?username=ada%40example.com&password=s3cret+pw&lang=fr')).toEqual({
      username: 'ada@example.com',
      password: 's3cret pw',
    });
  });

  it('reads username plus the encoded password', () => {
    expect(readAutoLoginCredentials('?username=ada@example.com&epw=AbC-_d')).toEqual({
      username: 'ada@example.com',
      encodedPassword: 'AbC-_d',
    });
  });

  it('prefers the plain password when both come', () => {
    expect(readAutoLoginCredentials('?username=a@b.co&password=p&epw=e')).toEqual({
      username: 'a@b.co',
      password: 'p',
    });
  });

  it.each([
    '',
    '?username=ada@example.com',
    '?password=pw',
    '?username=&password=pw',
    '?username=a@b.co&epw=',
  ])('ignores %j, which is no complete pair', (search) => {
    expect(readAutoLoginCredentials(search)).toBeNull();
  });

  it('strips the credentials and keeps the rest of the address', () => {
    expect(
      addressWithoutCredentials({
        pathname: '/event/7',
        search: '?lang=zh&username=a@b.co&password=pw&epw=x&join=1',
        hash: '#tickets',
      }),
    ).toBe('/event/7?lang=zh&join=1#tickets');
    expect(
      addressWithoutCredentials({ pathname: '/', search: '?username=a@b.co&password=pw', hash: '' }),
    ).toBe('/');
  });
});
