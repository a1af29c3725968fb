import { describe, expect, it } from 'vitest';
import {
  connectionTokenAnswerSchema,
  connectionTokenRequestSchema,
  friendConnTokenAnswerSchema,
} from './socket.ts';

describe('POST /api/socket/v1/getConnectionToken', () => {
  it.each(['e', 'evt_123', 'x'.repeat(64)])('accepts eventId %j', (eventId) => {
    expect(connectionTokenRequestSchema.parse({ eventId })).toEqual({ eventId });
  });

  it.each([{}, { eventId: '' }, { eventId: 'x'.repeat(65) }, { eventId: 7 }])('rejects %j', (body) => {
    expect(connectionTokenRequestSchema.safeParse(body).success).toBe(false);
  });

  it('answers a token', () => {
    expect(connectionTokenAnswerSchema.parse({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(connectionTokenAnswerSchema.safeParse({ token: '' }).success).toBe(false);
  });
});

describe('GET /api/socket2/v1/friendConnToken', () => {
  it('answers a token', () => {
    expect(friendConnTokenAnswerSchema.parse({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(friendConnTokenAnswerSchema.safeParse({}).success).toBe(false);
  });
});
