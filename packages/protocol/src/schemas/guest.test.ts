import { describe, expect, it } from 'vitest';
import { createGuestAnswerSchema, createGuestRequestSchema } from './guest.ts';

describe('POST /api/user/v1/createGuest', () => {
  it.each([{}, { eventId: 'evt_1' }])('accepts %j', (body) => {
    expect(createGuestRequestSchema.parse(body)).toEqual(body);
  });

  it('rejects an empty eventId', () => {
    expect(createGuestRequestSchema.safeParse({ eventId: '' }).success).toBe(false);
  });

  it('answers userToken, uuid and expiresIn', () => {
    const data = { userToken: 't', uuid: 'u1', expiresIn: 3600 };
    expect(createGuestAnswerSchema.parse(data)).toEqual(data);
  });

  it.each([
    { userToken: '', uuid: 'u1', expiresIn: 3600 },
    { userToken: 't', uuid: '', expiresIn: 3600 },
    { userToken: 't', uuid: 'u1', expiresIn: 0 },
    { userToken: 't', uuid: 'u1', expiresIn: 1.5 },
  ])('rejects the answer %j', (data) => {
    expect(createGuestAnswerSchema.safeParse(data).success).toBe(false);
  });
});
