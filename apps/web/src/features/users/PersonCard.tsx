import { AppLink } from '../../lib/navigation/index.ts';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';
import { profilePathOf } from './profileAddress.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';

export interface PersonSummary {
  userId: string;
  displayName: string;
  avatar: string | null;
  cyaId: string | null;
}

/** A member in a list: avatar, name and handle, linking to their profile. */
export function PersonCard({ person }: { person: PersonSummary }) {
  return (
    <AppLink
      to={profilePathOf(person)}
      className={joinClassNames(
        'flex items-center gap-3 rounded-lg border border-border p-3 hover:bg-surface-muted',
        focusRingClassName,
      )}
    >
      <UserAvatar name={person.displayName} src={person.avatar} size="sm" />
      <span className="min-w-0">
        <span className="block truncate font-medium">{person.displayName}</span>
        {person.cyaId && <span className="block truncate text-sm text-fg-muted">@{person.cyaId}</span>}
      </span>
    </AppLink>
  );
}
