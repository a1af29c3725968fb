import { codeCatalogue, ok, type EventFullView } from '@limelight/protocol';
import { eventsCalls, usersCalls } from '@limelight/protocol/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { serveApi, type StubbedAnswer } from '../../test/stubbedFetch.ts';
import { EventLinkPage } from './EventLinkPage.tsx';

const secretEvent: EventFullView = {
  id: 'ev-1',
  slug: 'secret-jazz',
  label: null,
  title: 'Secret jazz night',
  description: '',
  copyright: null,
  timezone: 'UTC',
  startAt: null,
  endAt: null,
  ageRestriction: 0,
  type: 'Free',
  visibility: 'private',
  isPublic: 0,
  published: 1,
  deleted: 0,
  cover: null,
  thumbnail: null,
  poster: null,
  trailer: null,
  tags: [],
  creatorId: 'u-ada',
  channel: { slug: 'ada-music', userId: 'u-ada', displayName: 'Ada Music', avatar: null },
  price: 0,
  canEdit: false,
  canEnter: false,
  timeState: 'tba',
  secondsTolive: null,
  restrictionCode: 0,
  restrictionMessage: null,
  hasTicket: false,
  isSaved: false,
  publishedAt: '2030-01-01T10:00:00.000Z',
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
  options: {
    hideJoinNumber: false,
    hideDonation: false,
    hideChat: false,
    hideJoinStage: false,
    chatModApprove: false,
    waitingRoom: false,
    hideFriendChat: false,
  },
  tiers: [],
  services: [],
  restrictions: [],
};

const refusal = (code: number, message: string) => () => ({ code, message, data: null });

function renderLinkPage(answers: Record<string, StubbedAnswer>) {
  const requests = serveApi(answers, refusal(codeCatalogue.SystemError.code, 'down'));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/event/link/ev-1/L1nkCodeOf24Characters_-']}>
        <Routes>
          <Route path="/event/link/:id/:link" element={<EventLinkPage />} />
          <Route path="/event/:id" element={<p>Event page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return requests;
}

const validLink: Record<string, StubbedAnswer> = {
  [usersCalls.verifyInvitationLink.path]: () => ok({ eventId: 'ev-1', inviterId: 'u-bo' }),
  [eventsCalls.detailV3.path]: () => ok(secretEvent),
  [usersCalls.usersByIds.path]: () =>
    ok({ users: [{ user_id: 'u-bo', first_name: 'Bo', last_name: 'Diddley', username: 'bo' }] }),
};

beforeAll(() => initI18n('en'));
afterEach(() => vi.unstubAllGlobals());

describe('the shared event page /event/link/:id/:link (spec 000 §2)', () => {
  it('shows the event the link opens and who shared it, then opens the event with the link carried', async () => {
    const requests = renderLinkPage(validLink);
    expect(screen.getByText('Checking the shared link…')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Secret jazz night' })).toBeTruthy();
    expect(screen.getByText('Bo Diddley shared this event with you')).toBeTruthy();
    expect(requests.find((request) => request.path === usersCalls.verifyInvitationLink.path)?.body).toEqual({
      link: 'L1nkCodeOf24Characters_-',
    });
    // The private event is asked for through the link.
    expect(requests.find((request) => request.path === eventsCalls.detailV3.path)?.query).toMatchObject({
      eventId: 'ev-1',
      sharedLink: 'L1nkCodeOf24Characters_-',
    });
    const open = screen.getByRole('link', { name: 'Open the event' });
    expect(open.getAttribute('href')).toBe('/event/secret-jazz?sharedLink=L1nkCodeOf24Characters_-');
    await userEvent.click(open);
    expect(await screen.findByText('Event page')).toBeTruthy();
  });

  it('says the event was shared when the sharer cannot be named', async () => {
    renderLinkPage({ ...validLink, [usersCalls.usersByIds.path]: () => ok({ users: [] }) });
    expect(await screen.findByText('This event was shared with you')).toBeTruthy();
  });

  it.each([
    ['an unknown or revoked link (4004)', codeCatalogue.NotFound.code],
    ['a link to an unpublished event (4003)', codeCatalogue.Forbidden.code],
  ])('answers %s with the spec message and a way to the events', async (_case, code) => {
    const requests = renderLinkPage({
      [usersCalls.verifyInvitationLink.path]: refusal(code, 'Invalid Link ...'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Link ...' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse events' }).getAttribute('href')).toBe('/events');
    expect(requests.some((request) => request.path === eventsCalls.detailV3.path)).toBe(false);
  });

  it('offers a retry when the link could not be checked', async () => {
    renderLinkPage({});
    expect(
      await screen.findByRole('heading', {
        name: 'The shared event could not be loaded. Please try again later.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
