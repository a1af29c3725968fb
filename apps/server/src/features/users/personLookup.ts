import { displayNameOf, type Person } from '@limelight/protocol';
import type { UsersRepo } from './users.repo.ts';

/** A person as others see them in live pushes (chat, waiting room): id, display name and avatar. */
export function createPersonLookup(repo: Pick<UsersRepo, 'findProfile'>) {
  return async (userId: string): Promise<Person | undefined> => {
    const row = await repo.findProfile({ id: userId });
    return (
      row && { userId: row.id, displayName: displayNameOf({ ...row, userId: row.id }), avatar: row.avatar }
    );
  };
}
