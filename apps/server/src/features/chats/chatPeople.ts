import { displayNameOf, type Person } from '@limelight/protocol';

/** The profile columns a chat query reads of a person. */
export interface PersonColumns {
  id: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  avatar: string | null;
}

/** A person of a chat as pushes and lists show them. */
export const personOfColumns = (row: PersonColumns): Person => ({
  userId: row.id,
  displayName: displayNameOf({ ...row, userId: row.id }),
  avatar: row.avatar,
});

/** spec 000 §3: one-to-one chat ids start with 'friend'; one pair of friends has one chat. */
export const friendChatIdOf = (a: string, b: string): string => `friend_${[a, b].sort().join('_')}`;
