// @vitest-environment jsdom
import { ResponseCode } from '@limelight/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/apiClient.ts';
import { FakeFetch, envelope } from '../../test/fakeFetch.ts';
import { createSessionStore } from '../session/sessionStore.ts';
import { socketCalls } from '@limelight/protocol/http';
import { ApiNetworkError } from '../api/apiNetworkError.ts';
import { SocketTokenError, fetchFriendSocketToken, fetchStageSocketToken } from './socketTokens.ts';
import { socketUrlFor } from './socketUrl.ts';

function setUp() {
  const fake = new FakeFetch();
  const api = createApiClient({
    baseUrl: '',
    fetch: fake.fetch,
    upload: fake.upload,
    sessions: createSessionStore(localStorage),
    onSessionExpired: () => {},
    log: { error: () => {} },
  });
  return { api, fake };
}

beforeEach(() => localStorage.clear());

describe('spec 001 §7: the socket token comes from getConnectionToken {eventId}', () => {
  it('posts the event id and returns data.token', async () => {
    const { api, fake } = setUp();
    fake.script(socketCalls.getConnectionToken.path, envelope(200, { token: 'stage-token' }));

    await expect(fetchStageSocketToken(api, 'e-1')).resolves.toBe('stage-token');
    expect(fake.requests).toMatchObject([
      { method: 'POST', path: socketCalls.getConnectionToken.path, body: { eventId: 'e-1' } },
    ]);
  });

  it('throws SocketTokenError with the code when there is no token', async () => {
    const { api, fake } = setUp();
    fake.script(socketCalls.getConnectionToken.path, envelope(ResponseCode.RoomNotFound, null));

    await expect(fetchStageSocketToken(api, 'e-1')).rejects.toEqual(
      new SocketTokenError(ResponseCode.RoomNotFound),
    );
  });
});

describe('spec 000 §7: the friend socket token comes from GET /socket2/v1/friendConnToken', () => {
  it('returns data.token', async () => {
    const { api, fake } = setUp();
    fake.script(socketCalls.friendConnToken.path, envelope(200, { token: 'friend-token' }));

    await expect(fetchFriendSocketToken(api)).resolves.toBe('friend-token');
    expect(fake.requests).toMatchObject([{ method: 'GET', path: socketCalls.friendConnToken.path }]);
  });

  it('refuses an empty token (the answer does not parse: a failed try)', async () => {
    const { api, fake } = setUp();
    fake.script(socketCalls.friendConnToken.path, envelope(200, { token: '' }));

    await expect(fetchFriendSocketToken(api)).rejects.toBeInstanceOf(ApiNetworkError);
  });
});

describe('the socket opens /ws/<token> on the page host (ARCHITECTURE wire conventions)', () => {
  it('uses wss on https and ws on http', () => {
    expect(socketUrlFor('a/b', { protocol: 'https:', host: 'limelight.example' })).toBe(
      'wss://limelight.example/ws/a%2Fb',
    );
    expect(socketUrlFor('t', { protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/ws/t');
  });
});
