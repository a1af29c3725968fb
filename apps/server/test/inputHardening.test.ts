import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type EventView } from '@limelight/protocol';
import { startTestServer, type TestServer } from './testServer.ts';
import { buildMember, createEventThroughApi, type TestMember } from './factories.ts';
import { expectInvalid } from './expectations.ts';

let server: TestServer;
let owner: TestMember;
let event: EventView;
beforeAll(async () => {
  server = await startTestServer();
  owner = await buildMember(server);
  event = await createEventThroughApi(server, owner, { title: 'Hardened night' });
});
afterAll(() => server.close());

describe('text the database cannot store is refused at the edge with 4000 (issue 9)', () => {
  it('refuses a NUL byte in a query parameter', async () => {
    expectInvalid(
      await server.api.get('/api/events/v1/detail', { query: { eventId: 'a\u0000b' } }),
      'eventId',
      Messages.textCharacters,
    );
    expectInvalid(
      await server.api.get('/api/search/v1/people', {
        token: owner.userToken,
        query: { keyword: 'a\u0000b' },
      }),
      'keyword',
      Messages.textCharacters,
    );
  });

  it('refuses a NUL byte in a path parameter', async () => {
    expectInvalid(await server.api.get('/api/events/v4/a%00b/play'), 'id', Messages.textCharacters);
  });

  it('refuses a NUL byte or a lone surrogate in a body field (bio, title)', async () => {
    const bio = await server.api.post(
      '/api/user/v1/updateProfile',
      { bio: 'hi\u0000there' },
      { token: owner.userToken },
    );
    expectInvalid(bio, 'bio', Messages.textCharacters);
    const title = await server.api.post(
      '/api/events/v1/update',
      { eventId: event.id, title: 'Jazz \ud800 night' },
      { token: owner.userToken },
    );
    expectInvalid(title, 'title', Messages.textCharacters);
  });

  it('still takes text with paired surrogates (emoji) and other unicode', async () => {
    const answer = await server.api.post(
      '/api/user/v1/updateProfile',
      { bio: 'Jazz 🎷 漢字 é' },
      { token: owner.userToken },
    );
    expect(answer.body.code).toBe(200);
  });
});

// docs/decisions/input-hardening.md: amounts up to the spec's $99,999 donation maximum, quantities a million.
const largestAmount = 'Must be at most 99999';
const largestQuantity = 'Must be at most 1000000';

describe('numbers past their bound are refused with 4000, never reach int4 columns (issue 9)', () => {
  const addTier = (fields: Record<string, unknown>) =>
    server.api.post(
      `/api/eventsvc/${event.id}/tiers`,
      { type: 'Early bird', price: '19.99', min: 1, max: 4, total: 50, ...fields },
      { token: owner.userToken },
    );

  it('refuses a tier price past the largest amount', async () => {
    expectInvalid(await addTier({ price: '99999999999' }), 'price', largestAmount);
  });

  it('refuses tier quantities of 2^31', async () => {
    for (const field of ['total', 'max'] as const) {
      expectInvalid(await addTier({ [field]: 2 ** 31 }), field, largestQuantity);
    }
  });

  it('takes a tier at the bounds', async () => {
    const answer = await addTier({ price: 99_999, max: 10, total: 1_000_000 });
    expect(answer.body.code).toBe(200);
  });

  it('refuses a coupon amount past the largest amount', async () => {
    const answer = await server.api.post(
      '/api/events/v1/addCoupon',
      { eventId: event.id, code: 'HUGE', type: 'amount', value: '99999999999' },
      { token: owner.userToken },
    );
    expectInvalid(answer, 'value', largestAmount);
  });

  it('refuses a page number past int4', async () => {
    const answer = await server.api.get('/api/events/v1/homepage', { query: { page: String(2 ** 31) } });
    expect(answer.body.code).toBe(4000);
    expect(answer.body.message).toMatch(/^page/);
  });
});
