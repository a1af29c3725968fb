import { FriendStatus, type UserProfileAnswer } from '@limelight/protocol';
import { isMember, useSessionStore } from '../../lib/session/index.ts';
import { FriendRelationButton } from '../friends/index.ts';

/** The one-to-one chat of two people (docs/decisions/friends.md: `friend_<idA>_<idB>`, the ids sorted). */
const friendChatIdOf = (a: string, b: string) => `friend_${[a, b].sort().join('_')}`;

/** spec 000 §4 friend relation on a profile: Add Friend → Waiting → Message (members only). */
export function AddFriendButton({ profile }: { profile: UserProfileAnswer }) {
  const myId = useSessionStore((state) => (isMember(state.session) ? state.session?.userId : undefined));
  if (myId === undefined) return null;
  const chatId = profile.friendStatus === FriendStatus.IsFriend ? friendChatIdOf(myId, profile.userId) : null;
  return (
    <FriendRelationButton
      key={profile.friendStatus}
      person={{ ...profile, status: profile.friendStatus, chatId }}
    />
  );
}
