import { commonCalls, friendsCalls } from '@limelight/protocol/http';
import { api } from '../../lib/api/index.ts';

// Each call answers its whole envelope: the dialogs show a refusal's message (26003, 3000 …) as a toast.

/** Invites friends to an event or a room (rooms share the events' ids: docs/decisions/friends.md). */
export const inviteFriends = (eventId: string, friendIds: readonly string[]) =>
  api.call(friendsCalls.eventInvitation, { body: { eventId, friendIds: [...friendIds] } });

/** Mails the event's address to each address. */
export const sendEmailInvitations = (eventId: string, emails: readonly string[]) =>
  api.call(commonCalls.sendEmailInvitation, { body: { eventId, emails: [...emails] } });

/** A code (and its link) that makes whoever opens it the caller's friend. */
export const makeFriendCode = () => api.call(friendsCalls.invitationLink, { body: { type: 'friend' } });

/** Opens a friend's (or a group's) invitation code. */
export const openInvitationCode = (code: string) =>
  api.call(friendsCalls.verifyInvitation, { body: { code } });
