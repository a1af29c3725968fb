import { createContext, use } from 'react';

/**
 * How a notification that asks for an answer is answered in place, by the feature that owns the request.
 * The app provides them (app/featurePorts.ts) so that notifications import neither friends nor
 * events, which both show notifications (docs/decisions/boundaries.md).
 */
export interface NotificationAnswers {
  /** Accepts or declines the friend request of `fromId` (the friends feature). */
  friendRequest(fromId: string, accept: boolean): Promise<unknown>;
  /** Confirms or declines a role invitation (the events feature). */
  roleInvitation(inviteId: string, accept: boolean): Promise<unknown>;
}

export const NotificationAnswersContext = createContext<NotificationAnswers | null>(null);

/** The answers the app provides; null outside it (a notification then offers no answer). */
export const useNotificationAnswers = () => use(NotificationAnswersContext);
