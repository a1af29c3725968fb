import type { Envelope } from '@limelight/protocol';
import { filmsCalls } from '@limelight/protocol/http';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { MoviesPage } from './MoviesPage.tsx';

const cataloguePath = filmsCalls.catalogue.path;

function renderCatalogue(
  address = '/movies',
  answer: Envelope<unknown> = filmPage([
    sampleFilm(),
    sampleFilm({ filmId: 'film-2', title: 'Open Sea', price: 0, rating: 'G' }),
  ]),
) {
  const requests = serveApi({ [cataloguePath]: () => answer });
  const router = renderAt('/movies', address, <MoviesPage />);
  return {
    requests,
    router,
    catalogueQueries: () => requestsTo(requests, cataloguePath).map((request) => request.query),
  };
}

beforeAll(() => initI18n('en'));
beforeEach(() => signInMember());
afterEach(resetFilmsTest);

describe('the festival catalogue (/movies)', () => {
  it('shows each film as a card with its poster, title, rating, runtime and price or Free, opening its page', async () => {
    renderCatalogue();
    expect(screen.getByRole('status').textContent).toContain('Loading the catalogue…');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Northern Lights' })).toBeTruthy();
    expect(cards[0]!.textContent).toContain('PG');
    expect(cards[0]!.textContent).toContain('1:35');
    expect(cards[0]!.textContent).toContain('$4.99');
    expect(cards[1]!.textContent).toContain('Free');
    expect(first.getByRole('link').getAttribute('href')).toBe('/movie/film-1/play');
  });

  it('has the tabs All, Canadian, International, Awards, Student (spec 000 §1)', async () => {
    renderCatalogue();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All', 'Canadian', 'International', 'Awards', 'Student']);
    await screen.findAllByRole('article');
  });

  it('shows the sub-category chips for Canadian and International only, and asks for what is chosen', async () => {
    const { catalogueQueries, router } = renderCatalogue('/movies?category=awards');
    await screen.findAllByRole('article');
    expect(screen.queryByRole('group', { name: 'Sub-categories' })).toBeNull();
    expect(catalogueQueries().at(-1)).toMatchObject({ category: 'awards' });

    await userEvent.click(screen.getByRole('tab', { name: 'International' }));
    const chips = await screen.findByRole('group', { name: 'Sub-categories' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Feature', 'Short', 'Documentary', 'Student']);
    await userEvent.click(within(chips).getByRole('button', { name: 'Documentary' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Ratings' })).getByRole('button', { name: 'PG-13' }),
    );
    await waitFor(() =>
      expect(catalogueQueries().at(-1)).toMatchObject({
        category: 'international',
        subCategory: 'documentary',
        rating: 'PG-13',
      }),
    );
    expect(router.state.location.search).toBe('?category=international&sub=documentary&rating=PG-13');
    expect(within(chips).getByRole('button', { name: 'Documentary' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('searches once the typing has settled, with the words in the address, and sorts by title', async () => {
    const { catalogueQueries, router } = renderCatalogue();
    await screen.findAllByRole('article');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search films' }), { target: { value: 'lake' } });
    expect(catalogueQueries().some((query) => query.q === 'lake')).toBe(false);
    await waitFor(() => expect(router.state.location.search).toBe('?q=lake'));
    await waitFor(() => expect(catalogueQueries().at(-1)).toMatchObject({ q: 'lake' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'title');
    await waitFor(() => expect(catalogueQueries().at(-1)).toMatchObject({ q: 'lake', sort: 'title' }));
  });

  it('pages through the catalogue', async () => {
    const { catalogueQueries } = renderCatalogue('/movies', filmPage([sampleFilm()], { page: 1, total: 30 }));
    await screen.findAllByRole('article');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(catalogueQueries().at(-1)).toMatchObject({ page: '2' }));
  });

  it('says so when nothing matches, and when the catalogue cannot be loaded', async () => {
    renderCatalogue('/movies?q=zzz', filmPage([]));
    expect(await screen.findByText('No films here yet')).toBeTruthy();
    resetFilmsTest();
    signInMember();
    renderCatalogue('/movies', { code: 5000, message: 'System error', data: null });
    expect(await screen.findByText('The catalogue could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
