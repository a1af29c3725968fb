// Invitations (issue 21 "Invite friends"): friends and e-mail addresses invited to an event or a room, and
// friends added by invitation code. Imports no feature, so events, rooms and friends all show it.
export { FriendCodeDialog } from './FriendCodeDialog.tsx';
export { InviteFriendsButton } from './InviteFriendsButton.tsx';
export type { InvitationTarget } from './InviteFriendsDialog.tsx';
