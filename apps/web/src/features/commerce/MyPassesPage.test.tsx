import { commerceCalls } from '@limelight/protocol/http';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { MyPassesPage } from './MyPassesPage.tsx';
import { pageAnswer, renderAt, samplePass, serveApi } from './ordersTestKit.tsx';

beforeAll(() => initI18n('en'));
afterEach(() => vi.unstubAllGlobals());

describe('my passes page', () => {
  it('shows a card per pass with its event, ticket and status, and loads more', async () => {
    const requests = serveApi({
      [commerceCalls.myPasses.path]: ({ query }) =>
        query.page === '2'
          ? pageAnswer([samplePass({ passId: 'pass-3', eventTitle: 'Old show', status: 'ended' })], false, 2)
          : pageAnswer(
              [samplePass(), samplePass({ passId: 'pass-2', eventTitle: 'Talk', type: null, quantity: 1 })],
              true,
            ),
    });
    renderAt('/myPasses', '/myPasses', <MyPassesPage />);
    const list = await screen.findByRole('list', { name: 'My passes' });
    const gala = within(list).getByRole('link', { name: 'Pass for Gala' });
    expect(gala.getAttribute('href')).toBe('/pass/pass-1');
    expect(gala.textContent).toContain('General × 2');
    expect(gala.textContent).toContain('Valid');
    expect(within(list).getByRole('link', { name: 'Pass for Talk' }).textContent).toContain('Free ticket');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const old = await within(list).findByRole('link', { name: 'Pass for Old show' });
    expect(old.textContent).toContain('Ended');
    expect(requests.map((request) => request.query.page)).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('invites to browse events when there is no pass yet', async () => {
    serveApi({ [commerceCalls.myPasses.path]: () => pageAnswer([]) });
    renderAt('/myPasses', '/myPasses', <MyPassesPage />);
    expect(await screen.findByRole('heading', { name: 'You have no passes yet.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse events' }).getAttribute('href')).toBe('/events');
  });

  it('says so when the passes cannot be loaded', async () => {
    serveApi({
      [commerceCalls.myPasses.path]: () => ({ code: 3000, message: 'Please try again later.', data: null }),
    });
    renderAt('/myPasses', '/myPasses', <MyPassesPage />);
    expect(await screen.findByText('Your passes could not be loaded. Please try again later.')).toBeTruthy();
  });
});
