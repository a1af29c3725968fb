import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type Order, type Page, type Transaction } from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import { buildMember, type TestMember } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';
import { createPaidEvent, startWithEventOwner, type TierInput } from './purchaseKit.ts';

const countryHeader = 'x-viewer-country';
let server: TestServer;
let owner: TestMember;
beforeAll(async () => {
  ({ server, owner } = await startWithEventOwner({ COUNTRY_HEADER: countryHeader }));
});
afterAll(() => server.close());

/** A film: an on-demand event whose first tier is the film's price. */
const film = (total = 10, tickets?: TierInput[]) =>
  createPaidEvent(server, owner, {
    title: 'Northern Lights',
    tickets: tickets ?? [
      { type: 'Rental', price: '4.99', min: 1, max: 1, total },
      { type: 'Purchase', price: '14.99', min: 1, max: 1, total },
    ],
  });

const buyFilm = (buyer: TestMember, fields: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.api.request<Order>('POST', '/api/purchase/v1/movieByStripe', {
    token: buyer.userToken,
    body: JSON.stringify({ moviePrice: '4.99', stripeToken: 'tok_visa', ...fields }),
    headers,
  });

describe('POST /api/purchase/v1/movieByStripe', () => {
  it("buys one ticket of the film's first tier, by id or slug, shown as a film", async () => {
    const movie = await film();
    const buyer = await buildMember(server);
    const { body } = await buyFilm(buyer, { movieId: movie.slug });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      eventId: movie.id,
      kind: 'film',
      type: 'Rental',
      quantity: 1,
      unitPrice: 4.99,
      price: 4.99,
      status: 'paid',
    });
    expectRefused(await buyFilm(buyer, { movieId: movie.id }), 'TicketAlreadyPurchased');
    const orders = await server.api.get<Page<Order>>('/api/order/v1/list', { token: buyer.userToken });
    expect(orders.body.data.list.map((order) => order.kind)).toEqual(['film']);
    const lines = await server.api.get<Page<Transaction>>('/api/purchase/v1/transactions', {
      token: buyer.userToken,
      query: { userId: buyer.userId },
    });
    expect(lines.body.data.list).toMatchObject([{ kind: 'film', eventId: movie.id, amount: 4.99 }]);
  });

  it('answers the purchase codes: price, token, card, region, stock, not for sale', async () => {
    const movie = await film(1);
    const buyer = await buildMember(server);
    const movieId = movie.id;
    expectRefused(await buyFilm(buyer, { movieId, moviePrice: 14.99 }), 'PriceMismatch', 'Price not match');
    expectRefused(
      await buyFilm(buyer, { movieId, stripeToken: undefined }),
      'StripeTokenRequired',
      'Require stripe token',
    );
    expectRefused(
      await buyFilm(buyer, { movieId, stripeToken: 'tok_chargeDeclined' }),
      'CardDeclined',
      Messages.cardDeclined,
    );
    await server.api.post(
      `/api/eventsvc/${movieId}/restrictions`,
      { country: 'FR', title: 'France', allowed: false },
      { token: owner.userToken },
    );
    expectRefused(await buyFilm(buyer, { movieId }, { [countryHeader]: 'FR' }), 'RestrictedArea');
    expect((await buyFilm(buyer, { movieId })).body.code).toBe(200);
    expectRefused(await buyFilm(await buildMember(server), { movieId }), 'SoldOut');

    // A paid event publishes with a tier; its editor may withdraw every unsold tier afterwards.
    const unpriced = await film(1);
    await server.api.post(
      '/api/events/v1/update',
      { eventId: unpriced.id, tickets: [] },
      { token: owner.userToken },
    );
    expectInvalid(await buyFilm(buyer, { movieId: unpriced.id }), 'movieId', 'This film is not for sale');
    expectRefused(await buyFilm(buyer, { movieId: 'no-such-film' }), 'NotFound');
  });
});
