// @vitest-environment jsdom
import { ResponseCode } from '@limelight/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../session/sessionStore.ts';
import { createApiClient, type ApiResponse, type FetchLike } from './apiClient.ts';
import { ApiNetworkError, ApiNetworkErrorReason } from './apiNetworkError.ts';
import { defineCall, httpContract } from '@limelight/protocol/http';
import { z } from 'zod';
import { FakeFetch, FileAnswer, envelope, jsonResponse } from '../../test/fakeFetch.ts';

const NOW_MS = Date.UTC(2026, 0, 1);
const FIVE_MINUTES_S = 300;
const refreshPath = httpContract.passport.refreshToken.path;
const profilePath = httpContract.users.getProfile.path;
const createGuestPath = httpContract.users.createGuest.path;
const rotatedTokens = { userToken: 'member-2', refreshToken: 'refresh-2', expiresIn: 3600, userId: 'u-1' };

// Calls declared for these tests: any answer parses, since what is under test is how the client sends a
// call and what it does with the answer's code, not an answer schema.
const testCall = {
  auth: 'any',
  answer: z.unknown(),
  codes: [],
  summary: 'A call of the client tests.',
} as const;
const callA = defineCall({ ...testCall, method: 'GET', path: '/api/test/v1/a' });
const callB = defineCall({ ...testCall, method: 'GET', path: '/api/test/v1/b' });
const postC = defineCall({ ...testCall, method: 'POST', path: '/api/test/v1/c', body: z.object({}) });
const detail = defineCall({
  ...testCall,
  method: 'GET',
  path: '/api/test/v1/detail',
  query: z.object({ eventId: z.string(), sharedLink: z.string().optional(), page: z.number() }),
});
const removeMember = defineCall({
  ...testCall,
  method: 'POST',
  path: '/api/test/v1/removeMember',
  query: z.object({ groupId: z.string(), uuid: z.string() }),
});
const edit = defineCall({
  ...testCall,
  method: 'POST',
  path: '/api/test/v1/edit',
  body: z.object({ eventId: z.string(), option: z.string(), value: z.boolean() }),
});
const deleteRestriction = defineCall({
  ...testCall,
  method: 'DELETE',
  path: '/api/test/v1/:id/restrictions/:restrictionId',
  params: z.object({ id: z.string(), restrictionId: z.string() }),
});
const pathA = callA.path;

type SessionKind = 'none' | 'guest' | 'member' | 'memberExpiring';

function setUp(kind: SessionKind, { baseUrl = '', fetch }: { baseUrl?: string; fetch?: FetchLike } = {}) {
  const fake = new FakeFetch();
  const sessions = createSessionStore(localStorage);
  if (kind === 'guest') {
    sessions
      .getState()
      .saveSession(
        { userToken: 'guest-1', refreshToken: '', expiresIn: 60, userId: 'g-1' },
        { isGuest: true },
      );
  } else if (kind !== 'none') {
    const expiresIn = kind === 'memberExpiring' ? FIVE_MINUTES_S : 3600;
    sessions
      .getState()
      .saveSession(
        { userToken: 'member-1', refreshToken: 'refresh-1', expiresIn, userId: 'u-1' },
        { isGuest: false },
      );
  }
  const onSessionExpired = vi.fn<(code: number, data?: unknown) => void>();
  const log = { error: vi.fn<(message: string) => void>() };
  const api = createApiClient({
    baseUrl,
    fetch: fetch ?? fake.fetch,
    upload: fake.upload,
    sessions,
    onSessionExpired,
    log,
  });
  return { api, fake, sessions, onSessionExpired, log };
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(NOW_MS);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('spec 000 §7: every request carries v=43, the client header web-43 and a bearer token', () => {
  it('adds them to a GET beside its query, leaving out undefined values', async () => {
    const { api, fake } = setUp('member');
    await api.call(detail, { query: { eventId: 'e-1', sharedLink: undefined, page: 2 } });

    expect(fake.requests).toEqual([
      {
        method: 'GET',
        path: detail.path,
        query: { v: '43', eventId: 'e-1', page: '2' },
        headers: { 'X-Client': 'web-43', Authorization: 'Bearer member-1' },
        body: undefined,
      },
    ]);
  });

  it('sends POST payloads as JSON bodies, and query values beside them', async () => {
    const { api, fake } = setUp('member');
    await api.call(removeMember, { query: { groupId: 'g-1', uuid: 'u-2' } });
    await api.call(edit, { body: { eventId: 'e-1', option: 'sendChat', value: false } });

    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: removeMember.path,
        query: { v: '43', groupId: 'g-1', uuid: 'u-2' },
        headers: {
          'X-Client': 'web-43',
          Authorization: 'Bearer member-1',
          'Content-Type': 'application/json',
        },
        body: {},
      },
      {
        method: 'POST',
        path: edit.path,
        query: { v: '43' },
        headers: {
          'X-Client': 'web-43',
          Authorization: 'Bearer member-1',
          'Content-Type': 'application/json',
        },
        body: { eventId: 'e-1', option: 'sendChat', value: false },
      },
    ]);
  });

  it('prefixes the configured base URL', async () => {
    const urls: string[] = [];
    const { api } = setUp('member', {
      baseUrl: 'https://limelight.example',
      fetch: async (url) => {
        urls.push(url);
        return jsonResponse(200, async () => envelope(200, {}));
      },
    });
    await api.call(callA, {});
    expect(urls).toEqual([`https://limelight.example${pathA}?v=43`]);
  });

  it('sends the guest token for a guest', async () => {
    const { api, fake } = setUp('guest');
    await api.call(callA, {});
    expect(fake.requests[0]?.headers.Authorization).toBe('Bearer guest-1');
  });

  it('sends no token when nobody is signed in', async () => {
    const { api, fake } = setUp('none');
    await api.call(postC, { body: {} });
    expect(fake.requests[0]?.headers).toEqual({ 'X-Client': 'web-43', 'Content-Type': 'application/json' });
  });
});

describe('DELETE requests (the events service of spec 000 §7)', () => {
  it('carry v=43, the client header and the bearer token, and no body', async () => {
    const { api, fake } = setUp('member');
    await api.call(deleteRestriction, { params: { id: 'e1', restrictionId: 'r1' } });
    expect(fake.requests[0]).toMatchObject({
      method: 'DELETE',
      path: deleteRestriction.path.replace(':id', 'e1').replace(':restrictionId', 'r1'),
      query: { v: '43' },
      headers: { 'X-Client': 'web-43', Authorization: 'Bearer member-1' },
      body: undefined,
    });
  });
});

describe('file downloads (the calendar export) go through the same request rules', () => {
  it('answer the file as a blob, asked with v=43, the client header and the bearer token', async () => {
    const { api, fake } = setUp('member');
    fake.script(
      httpContract.events.calendar.path.replace(':id', 'e1'),
      new FileAnswer('BEGIN:VCALENDAR', 'text/calendar'),
    );
    const file = await api.getFile(httpContract.events.calendar, { params: { id: 'e1' }, query: {} });
    await expect(file.text()).resolves.toBe('BEGIN:VCALENDAR');
    expect(fake.requests[0]).toMatchObject({
      method: 'GET',
      query: { v: '43' },
      headers: { 'X-Client': 'web-43', Authorization: 'Bearer member-1' },
    });
  });

  it('throw the refusal a server answers in an envelope', async () => {
    const { api, fake } = setUp('member');
    fake.script(
      httpContract.events.calendar.path.replace(':id', 'e1'),
      envelope(11025, null, 'This event is private'),
    );
    const calendar = api.getFile(httpContract.events.calendar, { params: { id: 'e1' }, query: {} });
    await expect(calendar).rejects.toMatchObject({
      answer: { code: 11025 },
    });
  });
});

describe('file uploads go through the same request rules', () => {
  const avatar = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

  it('sends the file as multipart field `file` with v=43, the client header and the bearer token', async () => {
    const { api, fake } = setUp('member');
    const progress: number[] = [];
    fake.script(httpContract.users.changeAvatar.path, envelope(200, { avatar: '/files/me.png' }));
    const answer = await api.uploadFile(httpContract.users.changeAvatar, avatar(), {
      onProgress: (sent) => progress.push(sent),
    });

    expect(answer).toEqual(envelope(200, { avatar: '/files/me.png' }));
    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: httpContract.users.changeAvatar.path,
      query: { v: '43' },
      // No Content-Type: the multipart body brings its own, with the boundary.
      headers: { 'X-Client': 'web-43', Authorization: 'Bearer member-1' },
    });
    const form = request?.body;
    expect(form).toBeInstanceOf(FormData);
    const file = (form as FormData).get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('me.png');
    expect(progress).toEqual([0.5, 1]);
  });

  it('sends the other form fields of the endpoint before the file', async () => {
    const { api, fake } = setUp('member');
    fake.script(httpContract.common.upload.path, envelope(200, { url: '/files/cover.png', type: 'cover' }));
    await api.uploadFile(httpContract.common.upload, avatar(), { fields: { eventId: 'e1', type: 'cover' } });

    const form = fake.requests[0]?.body as FormData;
    expect([...form.keys()]).toEqual(['eventId', 'type', 'file']);
    expect(form.get('type')).toBe('cover');
  });

  it('refreshes a token due for refresh before the upload', async () => {
    const { api, fake } = setUp('memberExpiring');
    fake.script(refreshPath, envelope(200, rotatedTokens));
    fake.script(
      httpContract.users.backgroundImage.path,
      envelope(200, { backgroundImageUrl: '/files/bg.png' }),
    );
    await api.uploadFile(httpContract.users.backgroundImage, avatar());

    expect(fake.paths()).toEqual([refreshPath, httpContract.users.backgroundImage.path]);
    expect(fake.requests[1]?.headers.Authorization).toBe('Bearer member-2');
  });

  it('repeats the upload after 2 s on 10001', async () => {
    const { api, fake } = setUp('guest');
    fake.script(
      httpContract.users.changeAvatar.path,
      envelope(10001, null),
      envelope(200, { avatar: '/files/a.png' }),
    );

    const pending = api.uploadFile(httpContract.users.changeAvatar, avatar());
    await vi.advanceTimersByTimeAsync(2000);

    await expect(pending).resolves.toEqual(envelope(200, { avatar: '/files/a.png' }));
    expect(fake.requests).toHaveLength(2);
  });
});

describe('spec 000 §4: the token is refreshed when expiry is within 5 minutes; the refresh call is exempt', () => {
  it('refreshes first, saves the rotated tokens and sends the new one', async () => {
    const { api, fake, sessions } = setUp('memberExpiring');
    fake.script(refreshPath, envelope(200, rotatedTokens));

    await api.call(callA, {});

    expect(fake.paths()).toEqual([refreshPath, pathA]);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      headers: { Authorization: 'Bearer member-1' },
      body: { refreshToken: 'refresh-1' },
    });
    expect(fake.requests[1]?.headers.Authorization).toBe('Bearer member-2');
    expect(sessions.getState().session).toMatchObject({
      accessToken: 'member-2',
      refreshToken: 'refresh-2',
      tokenExpiryMs: NOW_MS + 3_600_000,
    });
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
  });

  it('does not refresh a token with more than 5 minutes left', async () => {
    const { api, fake } = setUp('memberExpiring');
    vi.setSystemTime(NOW_MS - 1);
    await api.call(callA, {});
    expect(fake.paths()).toEqual([pathA]);
  });

  it('never refreshes a guest token', async () => {
    const { api, fake } = setUp('guest');
    vi.setSystemTime(NOW_MS + 3_600_000);
    await api.call(callA, {});
    expect(fake.paths()).toEqual([pathA]);
  });

  it('cannot refresh a token login, which has no refresh token', async () => {
    const { api, fake, sessions } = setUp('none');
    sessions.getState().saveTokenLogin('login-token', 'u-1');
    vi.setSystemTime(NOW_MS + 3_600_000);

    await api.call(callA, {});

    expect(fake.paths()).toEqual([pathA]);
    expect(fake.requests[0]?.headers.Authorization).toBe('Bearer login-token');
  });

  it('keeps the tokens when the refresh answer carries none', async () => {
    const { api, fake, sessions } = setUp('memberExpiring');
    fake.script(refreshPath, envelope(200, { userToken: '' }));

    await api.call(callA, {});

    expect(sessions.getState().session?.accessToken).toBe('member-1');
    expect(fake.requests[1]?.headers.Authorization).toBe('Bearer member-1');
  });

  it('sends the refresh call itself without a pre-refresh', async () => {
    const { api, fake } = setUp('memberExpiring');
    fake.script(refreshPath, envelope(200, rotatedTokens));
    await api.callByName('passport.refreshToken', { body: { refreshToken: 'refresh-1' } });
    expect(fake.paths()).toEqual([refreshPath]);
  });

  it('shares one refresh between concurrent requests', async () => {
    const { api, fake } = setUp('memberExpiring');
    fake.script(refreshPath, envelope(200, rotatedTokens));

    await Promise.all([api.call(callA, {}), api.call(callB, {}), api.call(postC, { body: {} })]);

    expect(fake.paths().filter((path) => path === refreshPath)).toHaveLength(1);
    expect(fake.requests.slice(1).map((request) => request.headers.Authorization)).toEqual([
      'Bearer member-2',
      'Bearer member-2',
      'Bearer member-2',
    ]);
  });

  it('keeps a logout that happened during the refresh', async () => {
    const fake = new FakeFetch();
    let answerRefresh: (answer: ApiResponse) => void = () => {};
    // Answered when the test says, whenever the refresh is sent (its declaration is loaded first).
    const refreshAnswer = new Promise<ApiResponse>((resolve) => (answerRefresh = resolve));
    const { api, sessions } = setUp('memberExpiring', {
      fetch: (url, init) => (url.startsWith(refreshPath) ? refreshAnswer : fake.fetch(url, init)),
    });

    const pending = api.call(callA, {});
    sessions.getState().clearSession();
    answerRefresh(jsonResponse(200, async () => envelope(200, rotatedTokens)));
    await pending;

    expect(sessions.getState().session).toBeNull();
    expect(fake.requests[0]?.headers.Authorization).toBeUndefined();
  });
});

describe('spec 000 §8: 10001 waits 2 s and repeats the same request, up to 5 times, then logs out', () => {
  it('repeats the same request after exactly 2000 ms', async () => {
    const { api, fake } = setUp('guest');
    fake.script(edit.path, envelope(10001, null), envelope(200, { ok: true }));

    const pending = api.call(edit, { body: { eventId: 'e-1', option: 'sendChat', value: true } });
    await vi.advanceTimersByTimeAsync(1999);
    expect(fake.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);

    await expect(pending).resolves.toEqual(envelope(200, { ok: true }));
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]).toEqual(fake.requests[0]);
  });

  it('logs out without the notice when the sixth answer is still 10001', async () => {
    const { api, fake, sessions, onSessionExpired } = setUp('guest');
    fake.script(pathA, envelope(10001, null));

    const pending = api.call(callA, {});
    await vi.advanceTimersByTimeAsync(5 * 2000 - 1);
    expect(fake.requests).toHaveLength(5);
    expect(sessions.getState().session).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);

    await expect(pending).resolves.toMatchObject({ code: ResponseCode.TokenExpired });
    expect(fake.requests).toHaveLength(6);
    expect(sessions.getState().session).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('refreshes a member token the server called expired before repeating', async () => {
    const { api, fake } = setUp('member');
    fake
      .script(pathA, envelope(10001, null), envelope(200, {}))
      .script(refreshPath, envelope(200, rotatedTokens));

    const pending = api.call(callA, {});
    await vi.advanceTimersByTimeAsync(2000);
    await pending;

    expect(fake.paths()).toEqual([pathA, refreshPath, pathA]);
    expect(fake.requests[2]?.headers.Authorization).toBe('Bearer member-2');
  });
});

describe('a suspended member (10030, docs/decisions/operator.md)', () => {
  it('is signed out and told the reason; a guest answered 10030 (a refused sign-in) keeps its session', async () => {
    const member = setUp('member');
    member.fake.script(pathA, envelope(ResponseCode.AccountBanned, { reason: 'Spam' }));
    await member.api.call(callA, {});
    expect(member.sessions.getState().session).toBeNull();
    expect(member.onSessionExpired).toHaveBeenCalledExactlyOnceWith(ResponseCode.AccountBanned, {
      reason: 'Spam',
    });
    const guest = setUp('guest');
    guest.fake.script(pathA, envelope(ResponseCode.AccountBanned, { reason: 'Spam' }));
    await guest.api.call(callA, {});
    expect(guest.sessions.getState().session).not.toBeNull();
    expect(guest.onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('spec 000 §8: 10022, 10023, 10024 and 10055 log out with the session-expired notice', () => {
  it.each([
    ResponseCode.RefreshTokenRequired,
    ResponseCode.RefreshTokenFailed,
    ResponseCode.RefreshTokenRevoked,
    ResponseCode.InvalidTokenVersion,
  ])('%i clears tokens and user id and calls onSessionExpired', async (code) => {
    const { api, fake, sessions, onSessionExpired } = setUp('member');
    fake.script(pathA, envelope(code, null));

    await expect(api.call(callA, {})).resolves.toMatchObject({ code });

    expect(sessions.getState().session).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith(code);
  });

  it('ends the session when the refresh itself is refused', async () => {
    const { api, fake, sessions, onSessionExpired } = setUp('memberExpiring');
    fake.script(refreshPath, envelope(ResponseCode.RefreshTokenFailed, null));

    await api.call(callA, {});

    expect(sessions.getState().session).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith(ResponseCode.RefreshTokenFailed);
  });

  it('keeps a session that replaced the refused one while the request was answered', async () => {
    let answerRefusal: ((response: ApiResponse) => void) | undefined;
    const heldFetch: FetchLike = () => new Promise<ApiResponse>((resolve) => (answerRefusal = resolve));
    const { api, sessions, onSessionExpired } = setUp('member', { fetch: heldFetch });
    const refused = api.call(callA, {});
    await vi.waitFor(() => expect(answerRefusal).toBeDefined());
    // Meanwhile the member logged out and the guards made a guest.
    sessions.getState().clearSession();
    sessions
      .getState()
      .saveSession(
        { userToken: 'guest-2', refreshToken: '', expiresIn: 60, userId: 'g-2' },
        { isGuest: true },
      );
    const refusal = envelope(ResponseCode.RefreshTokenRevoked, null);
    answerRefusal?.(jsonResponse(200, async () => refusal));

    await expect(refused).resolves.toMatchObject({ code: ResponseCode.RefreshTokenRevoked });
    expect(sessions.getState().session).toMatchObject({ userId: 'g-2', isGuest: true });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shows the notice once when concurrent requests are refused', async () => {
    const { api, fake, onSessionExpired } = setUp('member');
    fake.script(pathA, envelope(ResponseCode.RefreshTokenRevoked, null));

    await Promise.all([api.call(callA, {}), api.call(callA, {})]);

    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('spec 000 §8: 10027 and 10002 log out on the profile fetch', () => {
  it.each([ResponseCode.AccountUnavailable, ResponseCode.LoginRequired])(
    '%i on getProfile ends the session',
    async (code) => {
      const { api, fake, sessions, onSessionExpired } = setUp('member');
      fake.script(profilePath, envelope(code, null));

      await expect(api.callByName('users.getProfile', {})).resolves.toMatchObject({ code });

      expect(sessions.getState().session).toBeNull();
      expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );

  it('returns 10027 elsewhere without logging out', async () => {
    const { api, fake, sessions } = setUp('member');
    fake.script(pathA, envelope(ResponseCode.AccountUnavailable, null));

    await expect(api.call(callA, {})).resolves.toMatchObject({ code: ResponseCode.AccountUnavailable });
    expect(sessions.getState().session).not.toBeNull();
  });
});

describe('spec 001 §8: 5 accumulated login-required answers log out with the session-expired notice', () => {
  it('logs out on the fifth 10002', async () => {
    const { api, fake, sessions, onSessionExpired } = setUp('member');
    fake.script(pathA, envelope(ResponseCode.LoginRequired, null));

    for (let answer = 1; answer <= 4; answer += 1) await api.call(callA, {});
    expect(sessions.getState().session).not.toBeNull();

    await expect(api.call(callA, {})).resolves.toMatchObject({ code: ResponseCode.LoginRequired });
    expect(sessions.getState().session).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith(ResponseCode.LoginRequired);
  });

  it('starts counting again once the server accepts the session', async () => {
    const { api, fake, sessions } = setUp('member');
    fake.script(pathA, envelope(ResponseCode.LoginRequired, null));

    for (let answer = 1; answer <= 4; answer += 1) await api.call(callA, {});
    await api.call(callB, {});
    for (let answer = 1; answer <= 4; answer += 1) await api.call(callA, {});

    expect(sessions.getState().session).not.toBeNull();
  });
});

describe('spec 001 §8: 5000 is a system error, logged and returned', () => {
  it('logs the error and resolves with the answer', async () => {
    const { api, fake, log } = setUp('member');
    fake.script(pathA, envelope(ResponseCode.SystemError, null, 'boom'));

    await expect(api.call(callA, {})).resolves.toEqual(envelope(ResponseCode.SystemError, null, 'boom'));
    expect(log.error).toHaveBeenCalledExactlyOnceWith(`API ${pathA} answered 5000 (system error)`);
  });
});

describe('other codes are answers, not errors', () => {
  it('returns 15004 as it came', async () => {
    const { api, fake, sessions, log } = setUp('member');
    fake.script(postC.path, envelope(ResponseCode.SoldOut, null, 'Sold out'));

    await expect(api.call(postC, { body: {} })).resolves.toEqual(
      envelope(ResponseCode.SoldOut, null, 'Sold out'),
    );
    expect(sessions.getState().session).not.toBeNull();
    expect(log.error).not.toHaveBeenCalled();
  });
});

describe('a request without an envelope throws ApiNetworkError', () => {
  it('when the server cannot be reached', async () => {
    const offline = new TypeError('Failed to fetch');
    const { api } = setUp('member', { fetch: () => Promise.reject(offline) });

    const failure = await api.call(callA, {}).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiNetworkError);
    expect(failure).toMatchObject({
      reason: ApiNetworkErrorReason.Unreachable,
      path: pathA,
      cause: offline,
    });
  });

  it('when the answer is not an envelope', async () => {
    const { api } = setUp('member', {
      fetch: async () => jsonResponse(502, () => Promise.reject(new SyntaxError('Unexpected token <'))),
    });

    await expect(api.call(callA, {})).rejects.toMatchObject({
      name: 'ApiNetworkError',
      reason: ApiNetworkErrorReason.MalformedAnswer,
      status: 502,
    });
  });
});

describe('calls of the HTTP contract', () => {
  const room = { eventId: 'r-1', slug: 'quiz-night', showWaitRoom: false };

  it('sends a declared call with its method, path and parts, and answers its parsed data', async () => {
    const { api, fake } = setUp('member');
    fake.script(httpContract.rooms.authCheck.path, envelope(200, room));
    fake.script(
      httpContract.rooms.myRoom.path,
      envelope(200, { list: [], pagination: { page: 2, pageSize: 20, total: 0, hasNextPage: false } }),
    );

    await expect(api.call(httpContract.rooms.authCheck, { body: { eventId: 'r-1' } })).resolves.toEqual(
      envelope(200, room),
    );
    await api.call(httpContract.rooms.myRoom, { query: { option: 'owned', page: 2 } });

    expect(fake.requests.map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
      {
        method: 'POST',
        path: httpContract.rooms.authCheck.path,
        query: { v: '43' },
        body: { eventId: 'r-1' },
      },
      {
        method: 'GET',
        path: httpContract.rooms.myRoom.path,
        query: { v: '43', option: 'owned', page: '2' },
        body: undefined,
      },
    ]);
  });

  it('throws MalformedAnswer when a success answer does not parse with the call’s schema', async () => {
    const { api, fake } = setUp('member');
    fake.script(httpContract.rooms.authCheck.path, envelope(200, { ...room, showWaitRoom: 'no' }));

    await expect(api.call(httpContract.rooms.authCheck, { body: { eventId: 'r-1' } })).rejects.toMatchObject({
      name: 'ApiNetworkError',
      reason: ApiNetworkErrorReason.MalformedAnswer,
      path: httpContract.rooms.authCheck.path,
    });
  });

  it('answers a refusal as it came, without parsing its data', async () => {
    const { api, fake } = setUp('member');
    fake.script(httpContract.rooms.authCheck.path, envelope(ResponseCode.RoomNotFound, { any: 'thing' }));

    await expect(api.call(httpContract.rooms.authCheck, { body: { eventId: 'r-1' } })).resolves.toEqual(
      envelope(ResponseCode.RoomNotFound, { any: 'thing' }),
    );
  });

  it('sends a call by name the same way, loading its declaration first', async () => {
    const { api, fake } = setUp('member');
    fake.script(createGuestPath, envelope(200, { userToken: 'guest-1', uuid: 'g-1', expiresIn: 60 }));

    await expect(api.callByName('users.createGuest', { body: {} })).resolves.toMatchObject({
      data: { userToken: 'guest-1' },
    });
    fake.script(createGuestPath, envelope(200, { userToken: 'guest-1' }));
    await expect(api.callByName('users.createGuest', { body: {} })).rejects.toBeInstanceOf(ApiNetworkError);
  });
});
