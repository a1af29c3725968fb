import { describe, expect, it } from 'vitest';
import { P2pPrefix } from '../socket/castMedia.ts';
import { castP2pRequestSchema } from './cast.ts';

const offer = { type: 'offer', sdp: 'v=0' } as const;
const candidate = { candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host', sdpMid: '0', sdpMLineIndex: 0 };

describe('p2pSdpIce (spec 001 §7: prefix, default stage)', () => {
  it('defaults the prefix to the stage and carries an interview prefix as it is', () => {
    const base = { eventId: 'ev_1', targetUserId: 'u_2' };
    expect(castP2pRequestSchema.parse({ ...base, sdp: offer }).prefix).toBe(P2pPrefix.Stage);
    expect(castP2pRequestSchema.parse({ ...base, sdp: offer, prefix: P2pPrefix.Interview }).prefix).toBe(
      'interview',
    );
    expect(
      castP2pRequestSchema.parse({ ...base, payload: candidate, prefix: P2pPrefix.Interview }).prefix,
    ).toBe('interview');
  });

  it('takes either a description or candidates, never both', () => {
    const base = { eventId: 'ev_1', targetUserId: 'u_2', prefix: P2pPrefix.Interview };
    expect(castP2pRequestSchema.safeParse({ ...base, sdp: offer, payload: candidate }).success).toBe(false);
    expect(castP2pRequestSchema.safeParse(base).success).toBe(false);
  });
});
