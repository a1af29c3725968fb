import type { QueryClient } from '@tanstack/react-query';

/** The JSON script tag of the server's first answers (apps/server/src/platform/http/indexHtml.ts). */
const firstAnswersElementId = 'first-answers';

interface FirstAnswer {
  queryKey: readonly unknown[];
  data: unknown;
}

const isFirstAnswer = (value: unknown): value is FirstAnswer =>
  typeof value === 'object' && value !== null && 'queryKey' in value && Array.isArray(value.queryKey);

/**
 * Seeds the cache with the API answers the server wrote into the first load of `/`, `/events` or an event's
 * page (docs/decisions/first-paint.md), so the page renders at once; its queries ask again as usual.
 */
export function seedFirstAnswers(queryClient: QueryClient): void {
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
    if (isFirstAnswer(answer)) queryClient.setQueryData(answer.queryKey, answer.data);
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
