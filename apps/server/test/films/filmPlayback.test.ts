import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilmLimit, Messages } from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import { buildGuest, buildMember, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import type { FilmMediaFake } from './filmMediaFake.ts';
import { dataOf, filmCalls, publishedFilm, startFilmServer, type FilmCalls } from './filmKit.ts';

let server: TestServer;
let media: FilmMediaFake;
let films: FilmCalls;
let creator: TestMember;
beforeAll(async () => {
  ({ server, media } = await startFilmServer());
  films = filmCalls(server);
  creator = await buildMember(server);
});
afterAll(() => server.close());

const webVtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nThe ice is singing.\n';

describe('who may watch (canWatch)', () => {
  it('the creator, anyone for a free film, a buyer through movieByStripe; not someone who did not buy', async () => {
    const paid = await publishedFilm(films, media, creator.userToken, { price: '4.99' });
    const free = await publishedFilm(films, media, creator.userToken, { price: 0 });
    const [buyer, stranger] = await Promise.all([buildMember(server), buildMember(server)]);
    const guest = await buildGuest(server);
    const canWatch = async (token: string | undefined, filmId: string) =>
      dataOf(await films.detail(token, filmId)).canWatch;

    expect(await canWatch(creator.userToken, paid.filmId)).toBe(true);
    expect(await canWatch(stranger.userToken, paid.filmId)).toBe(false);
    expect(await canWatch(undefined, free.filmId)).toBe(true);
    expect(await canWatch(guest.userToken, free.filmId)).toBe(true);
    expect(dataOf(await films.buy(buyer.userToken, paid.filmId, '4.99'))).toMatchObject({
      eventId: paid.filmId,
      kind: 'film',
      status: 'paid',
    });
    expect(await canWatch(buyer.userToken, paid.filmId)).toBe(true);

    expect(dataOf(await films.play(creator.userToken, paid.filmId)).filmId).toBe(paid.filmId);
    expect(dataOf(await films.play(buyer.userToken, paid.filmId)).filmId).toBe(paid.filmId);
    expect(dataOf(await films.play(guest.userToken, free.filmId)).filmId).toBe(free.filmId);
    expectRefused(await films.play(stranger.userToken, paid.filmId), 'FilmNotPurchased');
  });

  it('a buyer keeps their film when the creator withdraws it; others then see nothing', async () => {
    const film = await publishedFilm(films, media, creator.userToken, { price: '1.00' });
    const [buyer, stranger] = await Promise.all([buildMember(server), buildMember(server)]);
    dataOf(await films.buy(buyer.userToken, film.filmId, '1.00'));
    dataOf(await films.update(creator.userToken, film.filmId, { published: false }));
    expect(dataOf(await films.play(buyer.userToken, film.filmId)).filmId).toBe(film.filmId);
    expectRefused(await films.play(stranger.userToken, film.filmId), 'NotFound');
  });
});

describe('GET /api/films/v1/play', () => {
  it('answers the grant of the media feature and sets its cookie on the reply', async () => {
    const film = await publishedFilm(films, media, creator.userToken, { price: 0 });
    const viewer = await buildMember(server);
    const answer = await films.play(viewer.userToken, film.filmId);
    const grant = media.grantOf(film.filmId, viewer.userId);
    expect(answer.body.data).toMatchObject({
      filmId: film.filmId,
      playlistUrl: grant.playlistUrl,
      captions: [],
      resumeAtS: 0,
      runtimeS: 600,
    });
    expect(Date.parse(answer.body.data.expiresAt)).toBeGreaterThan(Date.now());
    expect(answer.headers.getSetCookie()).toEqual([
      `llfilm=${encodeURIComponent(grant.cookie.value)}; Path=${grant.cookie.path}; Max-Age=3600; HttpOnly; SameSite=Lax`,
    ]);
  });

  it('answers 33000 while the video is not ready, and 4004 for an unknown film', async () => {
    const film = dataOf(await films.create(creator.userToken));
    expectRefused(await films.play(creator.userToken, film.filmId), 'FilmNotReady');
    expect((await films.play(creator.userToken, film.filmId)).headers.getSetCookie()).toEqual([]);
    expectRefused(await films.play(creator.userToken, 'no-such-film'), 'NotFound');
  });
});

describe('POST /api/films/v1/progress', () => {
  it('keeps where the viewer stopped, and play resumes there', async () => {
    const film = await publishedFilm(films, media, creator.userToken, { price: '2.50' });
    const buyer = await buildMember(server);
    expectRefused(await films.progress(buyer.userToken, film.filmId, 10), 'FilmNotPurchased');
    dataOf(await films.buy(buyer.userToken, film.filmId, '2.50'));
    expect(dataOf(await films.progress(buyer.userToken, film.filmId, 95))).toEqual({
      filmId: film.filmId,
      positionS: 95,
    });
    dataOf(await films.progress(buyer.userToken, film.filmId, 125));
    expect(dataOf(await films.play(buyer.userToken, film.filmId)).resumeAtS).toBe(125);
    expect(dataOf(await films.play(creator.userToken, film.filmId)).resumeAtS).toBe(0);
    expect((await films.progress(buyer.userToken, film.filmId, -1)).body.code).toBe(4000);
    expect((await films.progress(buyer.userToken, film.filmId, FilmLimit.maxRuntimeS + 1)).body.code).toBe(
      4000,
    );
  });
});

describe('POST /api/films/v1/captions', () => {
  it("stores the creator's WebVTT track, listed by play at a signed address; one track per language", async () => {
    const film = await publishedFilm(films, media, creator.userToken, { price: 0 });
    const fields = { filmId: film.filmId, lang: 'en', label: 'English' };
    expect(dataOf(await films.caption(creator.userToken, fields, webVtt)).filmId).toBe(film.filmId);
    dataOf(await films.caption(creator.userToken, { ...fields, lang: 'fr', label: 'Français' }, webVtt));
    dataOf(await films.caption(creator.userToken, { ...fields, label: 'English (CC)' }, `\uFEFF${webVtt}`));
    const viewer = await buildMember(server);
    const { captions } = dataOf(await films.play(viewer.userToken, film.filmId));
    expect(captions.map(({ lang, label }) => [lang, label])).toEqual([
      ['en', 'English (CC)'],
      ['fr', 'Français'],
    ]);
    const track = await fetch(new URL(captions[1]?.url ?? '', server.url));
    expect(track.status).toBe(200);
    expect(track.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await track.text()).toBe(webVtt);
    const unsigned = new URL(captions[1]?.url ?? '', server.url);
    unsigned.search = '';
    expect((await fetch(unsigned)).status).toBe(404);
  });

  it('refuses a file that is not WebVTT, none at all, and anyone but the creator', async () => {
    const film = await publishedFilm(films, media, creator.userToken);
    const fields = { filmId: film.filmId, lang: 'en', label: 'English' };
    const refused = await films.caption(creator.userToken, fields, '1\n00:00:01,000 --> 00:00:02,000\nSRT\n');
    expectRefused(refused, 'InvalidRequest', Messages.filmCaptionNotWebVtt);
    const empty = await server.api.request('POST', '/api/films/v1/captions', {
      token: creator.userToken,
      query: fields,
      body: new FormData(),
    });
    expectRefused(empty, 'InvalidRequest', Messages.filmCaptionMissing);
    expectRefused(
      await films.caption((await buildMember(server)).userToken, fields, webVtt),
      'NotEventOwner',
    );
    const draft = dataOf(await films.create(creator.userToken));
    const stranger = await buildMember(server);
    expectRefused(
      await films.caption(stranger.userToken, { ...fields, filmId: draft.filmId }, webVtt),
      'NotFound',
    );
  });

  it('refuses a file past the size limit', async () => {
    const film = dataOf(await films.create(creator.userToken));
    const fields = { filmId: film.filmId, lang: 'de', label: 'Deutsch' };
    const large = `${webVtt}${'x'.repeat(FilmLimit.captionMaxBytes)}`;
    expectRefused(
      await films.caption(creator.userToken, fields, large),
      'InvalidRequest',
      Messages.filmCaptionTooLarge,
    );
  });
});
