import { httpContract } from '@limelight/protocol/http';
import { FollowStatus, type UserProfileAnswer } from '@limelight/protocol';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { useToastStore } from '../../ui/toastStore.ts';
import { FollowButton } from './FollowButton.tsx';
import { userProfileQuery } from './userQueries.ts';

const ada: UserProfileAnswer = {
  userId: 'u-ada',
  username: 'ada',
  displayName: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  avatar: null,
  backgroundImageUrl: null,
  bio: null,
  cyaId: 'ada',
  friendsCount: 0,
  followersCount: 4,
  followingCount: 1,
  status: FollowStatus.NotFollow,
  friendStatus: 'NOT_FRIEND',
};

/** The follow answer the test releases when it wants, to look at the screen while the request is out. */
function holdFollowAnswer() {
  let answer: (envelope: unknown) => void = () => undefined;
  const fetch = vi.fn(
    () =>
      new Promise((resolve) => {
        answer = (envelope) => resolve({ status: 200, json: async () => envelope });
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (envelope: unknown) => answer(envelope) };
}

function ProfileWithFollow() {
  const { data } = useQuery({ ...userProfileQuery('ada'), enabled: false });
  if (!data) return null;
  return (
    <>
      <FollowButton profile={data} handle="ada" />
      <p>{`${data.followersCount} followers`}</p>
    </>
  );
}

function renderProfile() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userProfileQuery('ada').queryKey, ada);
  render(
    <QueryClientProvider client={queryClient}>
      <ProfileWithFollow />
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  useSessionStore
    .getState()
    .saveSession(
      { userToken: 'member', refreshToken: 'r', expiresIn: 3600, userId: 'u-me' },
      { isGuest: false },
    );
  useToastStore.setState({ toasts: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe('Follow / Following (spec 000 §4), optimistic', () => {
  it('shows Following and one more follower at once, then keeps the server count', async () => {
    const { fetch, answer } = holdFollowAnswer();
    renderProfile();

    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));

    expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
    expect(screen.getByText('5 followers')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      `${httpContract.users.follow.path}?v=43`,
      expect.objectContaining({ body: JSON.stringify({ followingId: 'u-ada' }) }),
    );

    answer({
      code: 200,
      message: 'success',
      data: { followingId: 'u-ada', status: 'HAS_FOLLOWED', followersCount: 9 },
    });
    expect(await screen.findByText('9 followers')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
  });

  it('puts the profile back as it was when the server refuses, and says so', async () => {
    const { answer } = holdFollowAnswer();
    renderProfile();

    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(screen.getByText('5 followers')).toBeTruthy();

    answer({ code: 4003, message: 'You are not allowed to do this.', data: null });

    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(screen.getByText('4 followers')).toBeTruthy();
    expect(useToastStore.getState().toasts).toMatchObject([
      { tone: 'error', message: 'You are not allowed to do this.' },
    ]);
  });

  it('rolls back when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderProfile();

    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));

    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(screen.getByText('4 followers')).toBeTruthy();
    expect(useToastStore.getState().toasts).toMatchObject([
      { tone: 'error', message: 'Could not update the follow. Please try again.' },
    ]);
  });
});
