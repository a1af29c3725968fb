import type { PersonHit } from '@limelight/protocol';
import { useQuery } from '@tanstack/react-query';
import { UserPlus, X } from 'lucide-react';
import { use, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/clock/index.ts';
import { useSessionStore } from '../../../lib/session/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { PeopleSearchContext } from './peopleSearch.ts';

interface InvitePeopleFieldProps {
  invited: readonly PersonHit[];
  onChange: (invited: PersonHit[]) => void;
}

/** The people a private room may hold at most at creation (createRoom's friendList). */
export const maxInvited = 100;
const minKeywordLength = 2;

/**
 * Who is invited to a private room (spec 000 §7 createRoom friendList): find people by name, add them,
 * take them off again. Only they (and the owner) see and enter the room.
 */
export function InvitePeopleField({ invited, onChange }: InvitePeopleFieldProps) {
  const { t } = useTranslation();
  const resultsId = useId();
  const selfId = useSessionStore((state) => state.session?.userId);
  const searchPeople = use(PeopleSearchContext);
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword.trim(), 300);
  const found = useQuery({
    queryKey: ['search', 'people', settled],
    queryFn: () => searchPeople(settled, 1),
    enabled: settled.length >= minKeywordLength,
    staleTime: 30_000,
  });
  const invitedIds = new Set(invited.map((person) => person.userId));
  const candidates = (found.data?.list ?? []).filter(
    (person) => person.userId !== selfId && !invitedIds.has(person.userId),
  );
  const isFull = invited.length >= maxInvited;

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('createRoom.invite')}</legend>
      <TextField
        label={t('createRoom.findPeople')}
        hint={t('createRoom.inviteHint')}
        type="search"
        autoComplete="off"
        value={keyword}
        disabled={isFull}
        aria-controls={resultsId}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <div id={resultsId} aria-live="polite">
        {found.isFetching && (
          <p className="flex items-center gap-2 text-sm text-fg-muted">
            <Spinner className="size-4" />
            {t('search.loading')}
          </p>
        )}
        {settled.length >= minKeywordLength && found.isSuccess && candidates.length === 0 && (
          <p className="text-sm text-fg-muted">{t('createRoom.nobodyFound')}</p>
        )}
        {candidates.length > 0 && (
          <ul
            aria-label={t('createRoom.peopleFound')}
            className="flex max-h-48 flex-col gap-1 overflow-y-auto"
          >
            {candidates.map((person) => (
              <li key={person.userId} className="flex items-center gap-2">
                <UserAvatar name={person.displayName} src={person.avatar} size="sm" />
                <span className="min-w-0 flex-1 truncate">{person.displayName}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('createRoom.inviteName', { name: person.displayName })}
                  disabled={isFull}
                  onClick={() => onChange([...invited, person])}
                >
                  <UserPlus className="size-4" aria-hidden />
                  {t('createRoom.add')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {invited.length > 0 && (
        <ul aria-label={t('createRoom.invitedList')} className="flex flex-wrap gap-2">
          {invited.map((person) => (
            <li
              key={person.userId}
              className="flex items-center gap-1 rounded-full bg-surface-muted py-1 pr-1 pl-3 text-sm"
            >
              {person.displayName}
              <Button
                variant="ghost"
                size="sm"
                className="px-1"
                aria-label={t('createRoom.uninviteName', { name: person.displayName })}
                onClick={() => onChange(invited.filter((other) => other.userId !== person.userId))}
              >
                <X className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
