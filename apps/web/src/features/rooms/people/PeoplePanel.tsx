import type { RoomParticipant, RoomView } from '@limelight/protocol';
import { EyeOff, Users } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../lib/session/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { LoadMoreButton } from '../../../ui/LoadMoreButton.tsx';
import { PersonFlagDialogs, type PersonFlag } from '../flags/PersonFlagDialogs.tsx';
import { personActionsOf, type PersonAction } from './personActions.ts';
import { PersonRow } from './PersonRow.tsx';
import { usePersonRoleChanges, useRoomPeople, type RoomPeople } from './useRoomPeople.ts';

/** A short centred message in place of the list (hidden by the room, nobody there). */
function PanelNotice({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-2 p-6 text-center text-sm text-fg-muted">
      {icon}
      <p>{text}</p>
    </div>
  );
}

interface PeopleListProps {
  room: RoomView;
  people: RoomPeople;
  isChanging: (userId: string) => boolean;
  onAction: (action: PersonAction, person: RoomParticipant) => void;
}

/** The list's states: hidden by the room, loading, failed (with a retry), empty, or the people page by page. */
function PeopleList({ room, people, isChanging, onAction }: PeopleListProps) {
  const { t } = useTranslation();
  const userId = useSessionStore((state) => state.session?.userId);
  const { pages } = people;
  if (people.isHidden)
    return (
      <PanelNotice icon={<EyeOff className="size-6" aria-hidden="true" />} text={t('roomPeople.hidden')} />
    );
  if (pages.isPending) return <LoadingState label={t('roomPeople.loading')} />;
  if (pages.isError && people.list.length === 0)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center text-sm">
        <p className="text-danger">{t('roomPeople.loadFailed')}</p>
        <Button size="sm" variant="secondary" onClick={() => void pages.refetch()}>
          {t('roomPeople.retry')}
        </Button>
      </div>
    );
  if (people.list.length === 0)
    return (
      <PanelNotice icon={<Users className="size-6" aria-hidden="true" />} text={t('roomPeople.empty')} />
    );
  return (
    <>
      <ul aria-label={t('roomPeople.listLabel')} className="flex flex-col">
        {people.list.map((person) => (
          <PersonRow
            key={person.userId}
            person={person}
            isMe={person.userId === userId}
            actions={personActionsOf(room, userId, person)}
            isBusy={isChanging(person.userId)}
            onAction={onAction}
          />
        ))}
      </ul>
      <div className="flex justify-center p-3 empty:hidden">
        <LoadMoreButton pages={pages} label={t('roomPeople.loadMore')} />
      </div>
    </>
  );
}

/**
 * The People tab of the live room (spec 001 §2 room panels, spec 000 §6 roles): who is in the room now,
 * live, with the owner's and moderators' actions on each person (docs/decisions/room-web.md).
 */
export function PeoplePanel({ room }: { room: RoomView }) {
  const { t } = useTranslation();
  const headingId = useId();
  const people = useRoomPeople(room);
  const changes = usePersonRoleChanges(room.id, people.refresh);
  const [flag, setFlag] = useState<PersonFlag | null>(null);
  const [newOwner, setNewOwner] = useState<RoomParticipant | null>(null);
  const act = (action: PersonAction, person: RoomParticipant) => {
    if (action === 'owner') setNewOwner(person);
    else if (action === 'block') setFlag({ kind: 'block', person });
    else changes.setRole.mutate({ person, role: action });
  };
  const newOwnerName = newOwner?.displayName ?? '';
  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-1 flex-col overflow-y-auto">
      <h2 id={headingId} className="sr-only">
        {t('roomPeople.title')}
      </h2>
      <PeopleList room={room} people={people} isChanging={changes.isChanging} onAction={act} />
      <PersonFlagDialogs roomId={room.id} flag={flag} onClose={() => setFlag(null)} />
      <ConfirmDialog
        open={newOwner !== null}
        title={t('roomPeople.transferTitle', { name: newOwnerName })}
        description={t('roomPeople.transferDescription', { name: newOwnerName })}
        confirmLabel={t('roomPeople.makeOwner')}
        tone="danger"
        isBusy={changes.transferOwner.isPending}
        onCancel={() => setNewOwner(null)}
        onConfirm={() =>
          newOwner && changes.transferOwner.mutate(newOwner, { onSettled: () => setNewOwner(null) })
        }
      />
    </section>
  );
}
