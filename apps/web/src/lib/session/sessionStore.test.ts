// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { isMember } from './session.ts';
import { SessionStorageKey } from './sessionStorageKeys.ts';
import { createSessionStore } from './sessionStore.ts';

const NOW_MS = 1_700_000_000_000;
const memberGrant = { userToken: 'member-token', refreshToken: 'refresh-1', expiresIn: 7200, userId: 'u-1' };
const guestGrant = { userToken: 'guest-token', refreshToken: '', expiresIn: 3600, userId: 'g-1' };

beforeEach(() => localStorage.clear());

describe('spec 000 §4: login or registration saves tokens with an expiry', () => {
  it('stores access_token, refresh_token, token_expiry (epoch ms), user_id and is_guest', () => {
    const store = createSessionStore(localStorage, () => NOW_MS);
    const session = store.getState().saveSession(memberGrant, { isGuest: false });

    expect(session).toEqual({
      userId: 'u-1',
      accessToken: 'member-token',
      refreshToken: 'refresh-1',
      tokenExpiryMs: NOW_MS + 7_200_000,
      isGuest: false,
    });
    expect(store.getState().session).toEqual(session);
    expect(localStorage.getItem('access_token')).toBe('member-token');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(localStorage.getItem('token_expiry')).toBe(String(NOW_MS + 7_200_000));
    expect(localStorage.getItem('user_id')).toBe('u-1');
    expect(localStorage.getItem('is_guest')).toBe('false');
  });

  it('restores the stored session on the next page load', () => {
    createSessionStore(localStorage, () => NOW_MS)
      .getState()
      .saveSession(memberGrant, { isGuest: false });

    expect(createSessionStore(localStorage).getState().session).toEqual({
      userId: 'u-1',
      accessToken: 'member-token',
      refreshToken: 'refresh-1',
      tokenExpiryMs: NOW_MS + 7_200_000,
      isGuest: false,
    });
  });

  it('starts signed out when no token is stored', () => {
    localStorage.setItem(SessionStorageKey.UserId, 'u-1');
    expect(createSessionStore(localStorage).getState().session).toBeNull();
  });

  it('treats an unreadable expiry as expired', () => {
    localStorage.setItem(SessionStorageKey.AccessToken, 't');
    localStorage.setItem(SessionStorageKey.UserId, 'u-1');
    localStorage.setItem(SessionStorageKey.TokenExpiry, 'soon');
    expect(createSessionStore(localStorage).getState().session?.tokenExpiryMs).toBe(0);
  });
});

describe('spec 000 §4: the guest id is cleared after a real login', () => {
  it('keeps the guest id of a guest session and drops it on a member login', () => {
    const store = createSessionStore(localStorage, () => NOW_MS);
    store.getState().saveSession(guestGrant, { isGuest: true });
    expect(localStorage.getItem('guest_id')).toBe('g-1');
    expect(store.getState().guestId).toBe('g-1');
    expect(isMember(store.getState().session)).toBe(false);

    store.getState().saveSession(memberGrant, { isGuest: false });
    expect(localStorage.getItem('guest_id')).toBeNull();
    expect(store.getState().guestId).toBeNull();
    expect(isMember(store.getState().session)).toBe(true);
  });

  it('keeps the guest id when a guest logs out', () => {
    const store = createSessionStore(localStorage, () => NOW_MS);
    store.getState().saveSession(guestGrant, { isGuest: true });
    store.getState().clearSession();
    expect(localStorage.getItem('guest_id')).toBe('g-1');
    expect(store.getState().guestId).toBe('g-1');
  });
});

describe('spec 000 §4: a token login assumes 3600 s expiry and an empty refresh token', () => {
  it('saves a member session expiring in one hour', () => {
    const store = createSessionStore(localStorage, () => NOW_MS);
    expect(store.getState().saveTokenLogin('login-token', 'u-9')).toEqual({
      userId: 'u-9',
      accessToken: 'login-token',
      refreshToken: '',
      tokenExpiryMs: NOW_MS + 3_600_000,
      isGuest: false,
    });
  });
});

describe('spec 000 §4: logout clears tokens, user id, drafts, YouTube and friend-panel entries', () => {
  const seedCaches = () => {
    localStorage.setItem('draft:event-1', '{}');
    localStorage.setItem('draft:event-2', '{}');
    localStorage.setItem('youtube:access', 'yt');
    localStorage.setItem('friend_panel_hide', 'true');
    localStorage.setItem('friend_panel_popup', 'true');
    localStorage.setItem('volume', '0.25');
  };

  it('removes the session and the cached entries but keeps preferences', () => {
    const store = createSessionStore(localStorage, () => NOW_MS);
    store.getState().saveSession(memberGrant, { isGuest: false });
    seedCaches();

    store.getState().clearSession();

    expect(store.getState().session).toBeNull();
    expect(Object.keys(localStorage).sort()).toEqual(['volume']);
  });

  it('keeps the friend-panel entries when told to', () => {
    const store = createSessionStore(localStorage, () => NOW_MS);
    store.getState().saveSession(memberGrant, { isGuest: false });
    seedCaches();

    store.getState().clearSession({ keepFriendPanel: true });

    expect(Object.keys(localStorage).sort()).toEqual(['friend_panel_hide', 'friend_panel_popup', 'volume']);
  });
});
