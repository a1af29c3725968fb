import { filmsCalls } from '@limelight/protocol/http';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import {
  filmPage,
  renderAt,
  requestsTo,
  resetFilmsTest,
  sampleFilm,
  serveApi,
  signInMember,
} from './filmsTestKit.tsx';
import { MyMoviesPage } from './MyMoviesPage.tsx';

function renderMine(address: string) {
  const requests = serveApi({
    [filmsCalls.myFilms.path]: (request) =>
      request.query.kind === 'uploaded'
        ? filmPage([sampleFilm({ filmId: 'film-7', title: 'My Own Cut', isOwner: true })])
        : filmPage([sampleFilm(), sampleFilm({ filmId: 'film-2', title: 'Open Sea' })]),
  });
  renderAt('/myMovies/:id?', address, <MyMoviesPage />);
  return requests;
}

beforeAll(() => initI18n('en'));
beforeEach(() => signInMember());
afterEach(resetFilmsTest);

describe('/myMovies/:id?', () => {
  it('shows the films bought first, and those uploaded on their tab', async () => {
    const requests = renderMine('/myMovies');
    expect(await screen.findByRole('heading', { name: 'Northern Lights' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Bought', 'Uploaded']);
    await userEvent.click(screen.getByRole('tab', { name: 'Uploaded' }));
    expect(await screen.findByRole('heading', { name: 'My Own Cut' })).toBeTruthy();
    await waitFor(() =>
      expect(requestsTo(requests, filmsCalls.myFilms.path).map((request) => request.query.kind)).toEqual([
        'bought',
        'uploaded',
      ]),
    );
  });

  it('outlines the film its address names', async () => {
    renderMine('/myMovies/film-2');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-current'))).toEqual([null, 'true']);
  });
});
