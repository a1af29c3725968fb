import { ResponseCode } from '@limelight/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore } from '../session/sessionStore.ts';
import { createApiClient } from './apiClient.ts';
import { httpContract } from '@limelight/protocol/http';
import { FakeFetch, envelope } from '../../test/fakeFetch.ts';
import { ensureGuestSession } from './guestSession.ts';

const NOW_MS = Date.UTC(2026, 0, 1);

function setUp() {
  const fake = new FakeFetch();
  const sessions = createSessionStore(localStorage, () => NOW_MS);
  const api = createApiClient({
    baseUrl: '',
    fetch: fake.fetch,
    upload: fake.upload,
    sessions,
    onSessionExpired: () => {},
    log: { error: () => {} },
  });
  return { api, fake, sessions };
}

const createGuestPath = httpContract.users.createGuest.path;

beforeEach(() => localStorage.clear());

describe('spec 000 §2: a guest session is refreshed if none exists', () => {
  it('creates a guest for the event and saves it as a guest session', async () => {
    const { api, fake, sessions } = setUp();
    fake.script(createGuestPath, envelope(200, { userToken: 'guest-1', uuid: 'g-1', expiresIn: 3600 }));

    const session = await ensureGuestSession(api, sessions, 'e-1');

    expect(fake.requests).toMatchObject([
      { method: 'POST', path: createGuestPath, body: { eventId: 'e-1' } },
    ]);
    expect(session).toEqual({
      userId: 'g-1',
      accessToken: 'guest-1',
      refreshToken: '',
      tokenExpiryMs: NOW_MS + 3_600_000,
      isGuest: true,
    });
    expect(sessions.getState().session).toEqual(session);
    expect(localStorage.getItem('guest_id')).toBe('g-1');
    expect(localStorage.getItem('is_guest')).toBe('true');
  });

  it('keeps an existing session without calling the server', async () => {
    const { api, fake, sessions } = setUp();
    const member = sessions
      .getState()
      .saveSession({ userToken: 'm', refreshToken: 'r', expiresIn: 3600, userId: 'u-1' }, { isGuest: false });

    await expect(ensureGuestSession(api, sessions)).resolves.toBe(member);
    expect(fake.requests).toEqual([]);
  });

  it('creates one guest for concurrent guards', async () => {
    const { api, fake, sessions } = setUp();
    fake.script(createGuestPath, envelope(200, { userToken: 'guest-1', uuid: 'g-1', expiresIn: 3600 }));

    const [first, second] = await Promise.all([
      ensureGuestSession(api, sessions),
      ensureGuestSession(api, sessions),
    ]);

    expect(fake.requests).toHaveLength(1);
    expect(second).toBe(first);
  });

  it('stays signed out when the answer is not a guest', async () => {
    const { api, fake, sessions } = setUp();
    fake.script(createGuestPath, envelope(200, { userToken: 'guest-1' }));

    await expect(ensureGuestSession(api, sessions)).resolves.toBeNull();
    expect(sessions.getState().session).toBeNull();
  });

  it('stays signed out when the server refuses', async () => {
    const { api, fake, sessions } = setUp();
    fake.script(createGuestPath, envelope(ResponseCode.TryAgainLater, null));

    await expect(ensureGuestSession(api, sessions)).resolves.toBeNull();
    expect(sessions.getState().session).toBeNull();
  });
});
