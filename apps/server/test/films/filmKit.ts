import type { Film, FilmPlayback, Order, Page } from '@limelight/protocol';
import { filmsCalls as calls } from '@limelight/protocol/http';
import type { ApiAnswer } from '../apiClient.ts';
import type { TestServer } from '../testServer.ts';
import { startTestServer } from '../testServer.ts';
import { createFilmMediaFake, type FilmMediaFake } from './filmMediaFake.ts';

/** The real server with the film media fake in place of the media feature. */
export async function startFilmServer(): Promise<{ server: TestServer; media: FilmMediaFake }> {
  const media = createFilmMediaFake();
  // Behind one proxy hop, so that each create comes from an address of its own: create allows 10 a minute.
  const server = await startTestServer({ TRUST_PROXY: '1' }, {}, { filmMedia: media });
  return { server, media };
}

/** A film as its creator describes it; tests override what they need. */
export const filmFields = (fields: Record<string, unknown> = {}) => ({
  title: 'Northern Lights',
  description: 'A winter on the tundra',
  category: 'canadian',
  subCategory: 'documentary',
  rating: 'PG',
  price: '4.99',
  ...fields,
});

/** The films group's calls, as the web sends them. */
export function filmCalls(server: TestServer) {
  const query = (fields: Record<string, string | number | undefined>) =>
    Object.fromEntries(
      Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
    );
  let creates = 0;
  return {
    create: (token: string, fields: Record<string, unknown> = {}) => {
      creates += 1;
      return server.api.request<Film>('POST', calls.create.path, {
        token,
        body: JSON.stringify(filmFields(fields)),
        headers: { 'X-Forwarded-For': `10.24.${Math.floor(creates / 250)}.${creates % 250}` },
      });
    },
    update: (token: string, filmId: string, fields: Record<string, unknown>) =>
      server.api.post<Film>(calls.update.path, { filmId, ...fields }, { token }),
    remove: (token: string, filmId: string) =>
      server.api.post<{ filmId: string; deleted: true }>(calls.delete.path, { filmId }, { token }),
    detail: (token: string | undefined, filmId: string) =>
      server.api.get<Film>(calls.detail.path, { ...(token ? { token } : {}), query: { filmId } }),
    catalogue: (fields: Record<string, string | number | undefined> = {}) =>
      server.api.get<Page<Film>>(calls.catalogue.path, { query: query(fields) }),
    creatorFilms: (token: string | undefined, userId: string) =>
      server.api.get<Page<Film>>(calls.creatorFilms.path, {
        ...(token ? { token } : {}),
        query: { userId },
      }),
    myFilms: (token: string, kind: 'uploaded' | 'bought') =>
      server.api.get<Page<Film>>(calls.myFilms.path, { token, query: { kind } }),
    play: (token: string, filmId: string) =>
      server.api.get<FilmPlayback>(calls.play.path, { token, query: { filmId } }),
    progress: (token: string, filmId: string, positionS: number) =>
      server.api.post<{ filmId: string; positionS: number }>(
        calls.progress.path,
        { filmId, positionS },
        { token },
      ),
    caption: (token: string, fields: { filmId: string; lang: string; label: string }, text: string) => {
      const form = new FormData();
      form.append('file', new Blob([text], { type: 'text/vtt' }), 'captions.vtt');
      return server.api.request<Film>('POST', calls.captions.path, { token, query: fields, body: form });
    },
    /** Buys the film through commerce's movieByStripe with the test processor's Visa. */
    buy: (token: string, filmId: string, moviePrice: string | number) =>
      server.api.post<Order>(
        '/api/purchase/v1/movieByStripe',
        { movieId: filmId, moviePrice, stripeToken: 'tok_visa' },
        { token },
      ),
  };
}

export type FilmCalls = ReturnType<typeof filmCalls>;

/** The data of a success answer; throws with the code and message otherwise. */
export function dataOf<T>(answer: ApiAnswer<T>): T {
  if (answer.body.code !== 200) throw new Error(`${answer.body.code} ${answer.body.message}`);
  return answer.body.data;
}

/** Creates a film, marks its video ready and publishes it. */
export async function publishedFilm(
  films: FilmCalls,
  media: FilmMediaFake,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<Film> {
  const film = dataOf(await films.create(token, fields));
  media.setReady(film.filmId);
  return dataOf(await films.update(token, film.filmId, { published: true }));
}
