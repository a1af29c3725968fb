import { describe, expect, it } from 'vitest';
import { cookieValuesOf, createPlaybackCookies, filmMediaPathOf } from './filmPlaybackCookie.ts';

const secret = new TextEncoder().encode('test-secret-of-at-least-thirty-two-characters');

describe('a playback cookie opens one film, for one while', () => {
  let nowMs = Date.UTC(2026, 0, 1);
  const cookies = createPlaybackCookies(secret, () => new Date(nowMs));
  const cookie = cookies.cookieOf('film-a', 'viewer-1', new Date(nowMs), 60);

  it('is scoped to the film’s media path and opens that film only', () => {
    expect(cookie).toMatchObject({ path: filmMediaPathOf('film-a'), maxAgeS: 60 });
    expect(cookies.opens('film-a', cookie.value)).toBe(true);
    expect(cookies.opens('film-b', cookie.value)).toBe(false);
  });

  it('opens nothing once changed, or once expired', () => {
    const [expires, viewer, signature] = cookie.value.split('.');
    expect(cookies.opens('film-a', `${Number(expires) + 1000}.${viewer}.${signature}`)).toBe(false);
    expect(
      cookies.opens('film-a', `${expires}.${Buffer.from('viewer-2').toString('base64url')}.${signature}`),
    ).toBe(false);
    nowMs += 60_000;
    expect(cookies.opens('film-a', cookie.value)).toBe(false);
  });

  it('reads every value of its name from a Cookie header', () => {
    expect(cookieValuesOf('a=1; limelight_film=x.y.z; limelight_film=u.v.w', 'limelight_film')).toEqual([
      'x.y.z',
      'u.v.w',
    ]);
    expect(cookieValuesOf(undefined, 'limelight_film')).toEqual([]);
  });
});
