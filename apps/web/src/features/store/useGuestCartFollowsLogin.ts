import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isMember, useSessionStore, type Session } from '../../lib/session/index.ts';

/**
 * The token of the guest session a new session replaced: a member's of another id after a guest's. A guest
 * who registers keeps its id (and so its cart): nothing to merge then.
 */
export function replacedGuestToken(previous: Session | null, next: Session | null): string | undefined {
  if (!previous?.isGuest || !isMember(next) || next.userId === previous.userId) return undefined;
  return previous.accessToken;
}

/**
 * A visitor's cart follows them when they log in (docs/decisions/store.md "A guest's cart at login"): as soon
 * as a member's session replaces a guest's, the member takes over the guest's cart with the guest's token —
 * whatever login it was, and cheaply when the cart is empty — then the cart is asked again and a toast tells
 * what could not be kept.
 */
export function useGuestCartFollowsLogin(): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        const guestToken = replacedGuestToken(previous.session, state.session);
        if (guestToken === undefined) return;
        // The store's code loads only when a guest logs in: the shell that runs this stays small.
        import('./guestCartMerge.ts')
          .then(({ mergeGuestCart }) => mergeGuestCart(guestToken, queryClient, t))
          .catch((error: unknown) => console.warn('The guest cart was not merged', error));
      }),
    [t, queryClient],
  );
}
