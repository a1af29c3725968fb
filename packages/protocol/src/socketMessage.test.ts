import { describe, expect, it } from 'vitest';
import { resumePayloadSchema, roomFrameFieldsSchema, roomSeqPayloadSchema } from './socketMessage.ts';

describe('room log frames (docs/decisions/live-state.md)', () => {
  it('resume carries the last seq seen, a whole number from 0', () => {
    expect(resumePayloadSchema.parse({ lastSeq: 0 })).toEqual({ lastSeq: 0 });
    for (const lastSeq of [-1, 1.5, '3', 2 ** 31, undefined])
      expect(resumePayloadSchema.safeParse({ lastSeq }).success).toBe(false);
  });

  it('room frames carry seq from 1 and an ISO-8601 server time', () => {
    const serverTime = new Date().toISOString();
    expect(roomFrameFieldsSchema.parse({ seq: 1, serverTime })).toEqual({ seq: 1, serverTime });
    expect(roomFrameFieldsSchema.safeParse({ seq: 0, serverTime }).success).toBe(false);
    expect(roomFrameFieldsSchema.safeParse({ seq: 1, serverTime: 'yesterday' }).success).toBe(false);
  });

  it('roomSeq names the room and its seq', () => {
    expect(roomSeqPayloadSchema.parse({ roomId: 'r', seq: 0 })).toEqual({ roomId: 'r', seq: 0 });
  });
});
