import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type EventView, type Order, type Page } from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import { buildMember, type TestMember } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';
import type { FilmMediaFake } from './filmMediaFake.ts';
import { dataOf, filmCalls, publishedFilm, startFilmServer, type FilmCalls } from './filmKit.ts';

let server: TestServer;
let media: FilmMediaFake;
let films: FilmCalls;
let creator: TestMember;
let other: TestMember;
beforeAll(async () => {
  ({ server, media } = await startFilmServer());
  films = filmCalls(server);
  [creator, other] = await Promise.all([buildMember(server), buildMember(server)]);
});
afterAll(() => server.close());

describe('POST /api/films/v1/create', () => {
  it('makes an unlisted, unpublished on-demand event priced as the film, waiting for its video', async () => {
    const film = dataOf(await films.create(creator.userToken));
    expect(film).toMatchObject({
      title: 'Northern Lights',
      description: 'A winter on the tundra',
      category: 'canadian',
      subCategory: 'documentary',
      rating: 'PG',
      price: 4.99,
      currency: 'usd',
      published: false,
      isOwner: true,
      canWatch: true,
      creator: { userId: creator.userId },
      media: { filmId: film.filmId, state: 'awaitingUpload', heights: [] },
    });
    const event = await server.api.get<EventView>('/api/events/v1/detail', {
      token: creator.userToken,
      query: { eventId: film.filmId },
    });
    expect(event.body.data).toMatchObject({
      id: film.filmId,
      visibility: 'unlisted',
      type: 'Paid',
      price: 4.99,
    });
  });

  it('answers 4000 for a sub-category of the awards, a price that is no price, and no title', async () => {
    expectInvalid(
      await films.create(creator.userToken, { category: 'awards', subCategory: 'short' }),
      'subCategory',
      Messages.filmSubCategoryInvalid,
    );
    expectInvalid(await films.create(creator.userToken, { price: 'four' }), 'price', Messages.invalidPrice);
    expect((await films.create(creator.userToken, { title: '  ' })).body.code).toBe(4000);
  });

  it('is for members only', async () => {
    const guest = await server.api.post<{ userToken: string }>('/api/user/v1/createGuest', {});
    expectRefused(await films.create(guest.body.data.userToken), 'LoginRequired');
  });
});

describe('GET /api/films/v1/detail', () => {
  it('shows an unpublished film to its creator only (4004 for others), a published one to anyone, by slug too', async () => {
    const film = dataOf(await films.create(creator.userToken, { title: 'Quiet Harbour' }));
    expect(dataOf(await films.detail(creator.userToken, film.filmId)).filmId).toBe(film.filmId);
    expectRefused(await films.detail(other.userToken, film.filmId), 'NotFound');
    expectRefused(await films.detail(undefined, film.filmId), 'NotFound');
    expectRefused(await films.detail(undefined, 'no-such-film'), 'NotFound');
    media.setReady(film.filmId);
    const published = dataOf(await films.update(creator.userToken, film.filmId, { published: true }));
    expect(published.slug).toBe('quiet-harbour');
    expect(dataOf(await films.detail(undefined, published.slug))).toMatchObject({
      filmId: film.filmId,
      isOwner: false,
      canWatch: false,
      media: { state: 'ready' },
      posterUrl: `/files/films/${film.filmId}/poster.jpg`,
    });
  });
});

describe('POST /api/films/v1/update', () => {
  it('publishes only a ready film (33000 before)', async () => {
    const film = dataOf(await films.create(creator.userToken));
    expectRefused(await films.update(creator.userToken, film.filmId, { published: true }), 'FilmNotReady');
    media.setReady(film.filmId);
    expect(dataOf(await films.update(creator.userToken, film.filmId, { published: true })).published).toBe(
      true,
    );
  });

  it('is for the creator: 11030 for others who may see the film, 4004 for those who may not', async () => {
    const hidden = dataOf(await films.create(creator.userToken));
    expectRefused(await films.update(other.userToken, hidden.filmId, { rating: 'G' }), 'NotFound');
    const listed = await publishedFilm(films, media, creator.userToken);
    expectRefused(await films.update(other.userToken, listed.filmId, { rating: 'G' }), 'NotEventOwner');
  });

  it('changes details; a category without sub-categories clears it, and refuses one sent alone', async () => {
    const film = dataOf(await films.create(creator.userToken));
    const changed = dataOf(
      await films.update(creator.userToken, film.filmId, {
        title: 'Southern Lights',
        description: 'A summer',
        rating: 'PG-13',
        trailerUrl: 'https://www.youtube.com/watch?v=abc',
        category: 'awards',
      }),
    );
    expect(changed).toMatchObject({
      title: 'Southern Lights',
      description: 'A summer',
      rating: 'PG-13',
      trailerUrl: 'https://www.youtube.com/watch?v=abc',
      category: 'awards',
      subCategory: null,
    });
    expectInvalid(
      await films.update(creator.userToken, film.filmId, { subCategory: 'short' }),
      'subCategory',
      Messages.filmSubCategoryInvalid,
    );
  });

  it("changes the price of the film's event: the next buyer pays the new price, the earlier one kept theirs", async () => {
    const film = await publishedFilm(films, media, creator.userToken, { price: '3.00' });
    const first = await buildMember(server);
    expect(dataOf(await films.buy(first.userToken, film.filmId, '3.00')).price).toBe(3);
    expect(dataOf(await films.update(creator.userToken, film.filmId, { price: 7.5 })).price).toBe(7.5);
    const second = await buildMember(server);
    expectRefused(await films.buy(second.userToken, film.filmId, '3.00'), 'PriceMismatch', 'Price not match');
    expect(dataOf(await films.buy(second.userToken, film.filmId, '7.50')).price).toBe(7.5);
    expect(dataOf(await films.detail(first.userToken, film.filmId)).canWatch).toBe(true);
    const free = dataOf(await films.update(creator.userToken, film.filmId, { price: 0 }));
    expect(free.price).toBe(0);
    expect(dataOf(await films.detail(undefined, film.filmId)).canWatch).toBe(true);
  });
});

describe('POST /api/films/v1/delete', () => {
  it('removes the film and its media for its creator only; its buyers keep their receipts', async () => {
    const film = await publishedFilm(films, media, creator.userToken);
    const buyer = await buildMember(server);
    dataOf(await films.buy(buyer.userToken, film.filmId, '4.99'));
    expectRefused(await films.remove(other.userToken, film.filmId), 'NotEventOwner');
    expect(dataOf(await films.remove(creator.userToken, film.filmId))).toEqual({
      filmId: film.filmId,
      deleted: true,
    });
    expect(media.removed).toContain(film.filmId);
    expectRefused(await films.detail(creator.userToken, film.filmId), 'NotFound');
    expectRefused(await films.remove(creator.userToken, film.filmId), 'NotFound');
    const orders = await server.api.get<Page<Order>>('/api/order/v1/list', { token: buyer.userToken });
    expect(orders.body.data.list).toMatchObject([{ eventId: film.filmId, kind: 'film', status: 'paid' }]);
  });
});

describe('GET /api/films/v1/catalogue', () => {
  it('lists published films by category, sub-category, rating and words, newest or by title, in pages', async () => {
    const maker = await buildMember(server);
    const tag = `zq${Date.now().toString(36)}`;
    const make = (fields: Record<string, unknown>) =>
      publishedFilm(films, media, maker.userToken, { description: `${tag} festival entry`, ...fields });
    const aurora = await make({ title: 'Aurora', category: 'canadian', subCategory: 'short', rating: 'G' });
    const borealis = await make({ title: 'Borealis', category: 'international', subCategory: 'feature' });
    const crown = await make({ title: 'Crown', category: 'awards', subCategory: null, rating: 'PG-13' });
    dataOf(await films.create(maker.userToken, { title: 'Draft', description: `${tag} unpublished` }));

    const titles = async (query: Record<string, string | number | undefined>) =>
      dataOf(await films.catalogue({ q: tag, ...query })).list.map((film) => film.title);
    expect(await titles({})).toEqual(['Crown', 'Borealis', 'Aurora']);
    expect(await titles({ sort: 'title' })).toEqual(['Aurora', 'Borealis', 'Crown']);
    expect(await titles({ category: 'canadian' })).toEqual(['Aurora']);
    expect(await titles({ subCategory: 'feature' })).toEqual(['Borealis']);
    expect(await titles({ rating: 'PG-13' })).toEqual(['Crown']);
    expect(await titles({ q: 'Borealis' })).toEqual(['Borealis']);
    expect(dataOf(await films.catalogue({ q: 'Borealis' })).list.map((film) => film.filmId)).toContain(
      borealis.filmId,
    );

    const page = dataOf(await films.catalogue({ q: tag, sort: 'title', page: 2, pageSize: 2 }));
    expect(page.list.map((film) => film.filmId)).toEqual([crown.filmId]);
    expect(page.pagination).toEqual({ page: 2, pageSize: 2, total: 3, hasNextPage: false });
    expect(aurora.published).toBe(true);
    expect((await films.catalogue({ category: 'horror' })).body.code).toBe(4000);
  });

  it('keeps films out of the ordinary event lists', async () => {
    const film = await publishedFilm(films, media, creator.userToken, { title: 'Unlisted Reel' });
    const list = await server.api.get<Page<EventView>>('/api/events/v1/list', {
      query: { title: 'Unlisted Reel' },
    });
    expect(list.body.data.list.map((event) => event.id)).not.toContain(film.filmId);
  });
});

describe('GET /api/films/v1/creatorFilms and myFilms', () => {
  it("shows a creator's published films to others and all of them to the creator", async () => {
    const maker = await buildMember(server);
    const listed = await publishedFilm(films, media, maker.userToken, { title: 'Listed' });
    const draft = dataOf(await films.create(maker.userToken, { title: 'Draft' }));
    const ids = async (token: string | undefined) =>
      dataOf(await films.creatorFilms(token, maker.userId)).list.map((film) => film.filmId);
    expect(await ids(undefined)).toEqual([listed.filmId]);
    expect(await ids(other.userToken)).toEqual([listed.filmId]);
    expect(await ids(maker.userToken)).toEqual([draft.filmId, listed.filmId]);
    const uploaded = dataOf(await films.myFilms(maker.userToken, 'uploaded'));
    expect(uploaded.list.map((film) => film.filmId)).toEqual([draft.filmId, listed.filmId]);
  });

  it('lists as bought the films whose ticket the caller holds and the free films they watched', async () => {
    const maker = await buildMember(server);
    const viewer = await buildMember(server);
    const paid = await publishedFilm(films, media, maker.userToken, { price: '2.00' });
    const free = await publishedFilm(films, media, maker.userToken, { price: 0 });
    await publishedFilm(films, media, maker.userToken, { price: 0 });
    expect(dataOf(await films.myFilms(viewer.userToken, 'bought')).list).toEqual([]);
    dataOf(await films.buy(viewer.userToken, paid.filmId, '2.00'));
    dataOf(await films.progress(viewer.userToken, free.filmId, 30));
    const bought = dataOf(await films.myFilms(viewer.userToken, 'bought'));
    expect(bought.list.map((film) => [film.filmId, film.canWatch])).toEqual([
      [free.filmId, true],
      [paid.filmId, true],
    ]);
  });
});
