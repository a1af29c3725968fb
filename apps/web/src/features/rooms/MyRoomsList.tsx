import { DoorOpen, Plus } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { AppLink } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { roomKeys } from './roomQueries.ts';
import { fetchMyRooms } from './roomsApi.ts';

/** The friends panel's My Rooms tab: the rooms I own, each opening its pre-room, and a way to create one. */
export function MyRoomsList() {
  const { t } = useTranslation();
  const openDialog = useDialogStore((state) => state.openDialog);
  const rooms = useQuery({ queryKey: roomKeys.mine('owned'), queryFn: () => fetchMyRooms('owned', 1) });
  return (
    <div className="flex flex-col gap-3 py-2">
      <Button size="sm" className="self-start" onClick={() => openDialog('createRoom')}>
        <Plus className="size-4" aria-hidden="true" />
        {t('createRoom.open')}
      </Button>
      {rooms.isPending ? (
        <LoadingState label={t('app.loading')} />
      ) : rooms.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('createRoom.listFailed')}
        </p>
      ) : rooms.data.list.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('createRoom.noRooms')}</p>
      ) : (
        <ul aria-label={t('friends.myRooms')} className="flex flex-col gap-1">
          {rooms.data.list.map((room) => (
            <li key={room.id}>
              <AppLink
                to={`/room/${room.slug}`}
                className={joinClassNames(
                  'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-surface-raised',
                  focusRingClassName,
                )}
              >
                <DoorOpen className="size-4 shrink-0" aria-hidden="true" />
                <span className="truncate">{room.title}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
