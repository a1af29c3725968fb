import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { NotificationAnswersContext } from '../features/notifications/index.ts';
import { PeopleSearchContext } from '../features/rooms/index.ts';
import { isMember, useSessionStore } from '../lib/session/index.ts';
import { seedFirstAnswers, staleTimeOfSeeded } from './firstPaint.ts';
import { notificationAnswers, searchPeople } from './featurePorts.ts';

function createQueryClient(): QueryClient {
  // The API client owns the retry rules of spec 000 §8 and spec 001 §8; react-query must not add its own.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: staleTimeOfSeeded },
      mutations: { retry: false },
    },
  });
  // The server's first answers are a guest's view: a member's page asks again at once.
  seedFirstAnswers(queryClient, !isMember(useSessionStore.getState().session));
  return queryClient;
}

/**
 * App-wide providers around the router, and what features need of features above them: the answers
 * notifications give in place, the people search of the room invitation field.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // What the server answered belongs to whoever asked: a logout, a login or an expired session starts over
  // (spec 000 §4 logout), and the pages on screen ask again as the new caller.
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (state.session?.userId === previous.session?.userId) return;
        // A first visit's guest session sees what no session saw: the answers on screen (the server's
        // first ones among them) stay while they are asked again, so the page does not blank out.
        const isFirstGuest = previous.session === null && state.session?.isGuest === true;
        void (isFirstGuest ? queryClient.invalidateQueries() : queryClient.resetQueries());
      }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationAnswersContext value={notificationAnswers}>
        <PeopleSearchContext value={searchPeople}>{children}</PeopleSearchContext>
      </NotificationAnswersContext>
    </QueryClientProvider>
  );
}
