import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { iceServersFor } from './iceServers.ts';

// docs/decisions/media.md: coturn's REST-API credentials (`use-auth-secret`).
describe('iceServersFor', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const turn = { urls: ['turn:turn.example.com:3478'], secret: 'north', ttlSeconds: 3600 };

  it('gives TURN a username of expiry:userId and a credential of base64(HMAC-SHA1(secret, username))', () => {
    const [server] = iceServersFor({ stunUrls: [], turn }, 'user-1', now);
    const expiry = now.getTime() / 1000 + 3600;
    expect(server).toEqual({
      urls: ['turn:turn.example.com:3478'],
      username: `${expiry}:user-1`,
      // The known answer, computed apart from the code: printf '1767229200:user-1' | openssl dgst -sha1 -hmac north -binary | base64
      credential: 'n5i2b1FfF4yXblckQb2o+iq0XPM=',
    });
    expect(server?.credential).toBe(createHmac('sha1', 'north').update(`${expiry}:user-1`).digest('base64'));
  });

  it('lists STUN first, and no TURN without a secret', () => {
    expect(iceServersFor({ stunUrls: ['stun:a:3478'], turn: undefined }, 'u', now)).toEqual([
      { urls: ['stun:a:3478'] },
    ]);
    expect(iceServersFor({ stunUrls: ['stun:a:3478'], turn }, 'u', now).map((s) => s.urls[0])).toEqual([
      'stun:a:3478',
      'turn:turn.example.com:3478',
    ]);
  });
});
