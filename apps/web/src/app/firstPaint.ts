import type { Query, QueryClient } from '@tanstack/react-query';

/** The JSON script tag of the server's first answers (apps/server/src/platform/http/indexHtml.ts). */
const firstAnswersElementId = 'first-answers';

interface FirstAnswer {
  queryKey: readonly unknown[];
  data: unknown;
}

const isFirstAnswer = (value: unknown): value is FirstAnswer =>
  typeof value === 'object' && value !== null && 'queryKey' in value && Array.isArray(value.queryKey);

/**
 * How long a seeded answer counts as fresh: the server wrote it a moment ago, so the page's queries do not
 * ask for it again as they mount (issue 22); after that, or once the answer was read again, as usual.
 */
export const seededFreshMs = 30_000;

// Each seeded query with the time its seeded answer was written (a later answer ends the window).
const seededAt = new WeakMap<Query, number>();

/** The app's default `staleTime`: the freshness window for a query still holding its seeded answer, else 0. */
export const staleTimeOfSeeded = (query: Query): number =>
  seededAt.get(query) === query.state.dataUpdatedAt ? seededFreshMs : 0;

/**
 * Seeds the cache with the API answers the server wrote into the first load of `/`, `/events` or an event's
 * page (docs/decisions/first-paint.md), so the page renders at once. They are what a guest sees: they stay
 * fresh for `seededFreshMs` only when `isViewerGuest`; a member's page shows them while it asks again with
 * the member's session (their tickets, age, roles).
 */
export function seedFirstAnswers(queryClient: QueryClient, isViewerGuest: boolean): void {
  const element = document.getElementById(firstAnswersElementId);
  if (!element) return;
  element.remove();
  let answers: unknown;
  try {
    answers = JSON.parse(element.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(answers)) return;
  for (const answer of answers) {
    if (!isFirstAnswer(answer)) continue;
    queryClient.setQueryData(answer.queryKey, answer.data);
    if (!isViewerGuest) continue;
    const query = queryClient.getQueryCache().find({ queryKey: answer.queryKey, exact: true });
    if (query) seededAt.set(query, query.state.dataUpdatedAt);
  }
}

/** The part of a data router whose first load is awaited. */
interface StartingRouter {
  readonly state: { readonly initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/**
 * Resolves once the router has loaded the first address's lazy route. While the server's first content is
 * on screen, React waits for it rather than replacing the content with the loading spinner.
 */
export function whenRouterStarted(router: StartingRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
