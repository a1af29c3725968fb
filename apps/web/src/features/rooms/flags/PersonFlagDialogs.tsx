import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { toast } from '../../../ui/toastStore.ts';
import { toastRefusal } from '../toastRefusal.ts';
import { blockFromRoom } from './flagsApi.ts';
import { ReportDialog } from './ReportDialog.tsx';

/** A person someone acts on from the room (a chat message's sender, a participant). */
export interface FlaggedPerson {
  userId: string;
  displayName: string;
}

/**
 * What is asked about a person: a report (anyone; of one of their chat messages when `messageId` is set),
 * or a block from the room (moderators).
 */
export type PersonFlag = { kind: 'report' | 'block'; person: FlaggedPerson; messageId?: string };

interface PersonFlagDialogsProps {
  roomId: string;
  flag: PersonFlag | null;
  onClose: () => void;
}

/**
 * The dialogs of a person flagged from the room: the report dialog, or "Block from room" confirmed (the
 * person is kicked out with code 1 and may not enter again; docs/decisions/flags.md).
 */
export function PersonFlagDialogs({ roomId, flag, onClose }: PersonFlagDialogsProps) {
  const { t } = useTranslation();
  const blocking = useMutation({
    mutationFn: (userId: string) => blockFromRoom(roomId, userId),
    onSuccess: () => {
      if (flag) toast.success(t('roomFlags.blocked', { name: flag.person.displayName }));
    },
    onError: (error) => toastRefusal(error, t),
    onSettled: onClose,
  });
  const name = flag?.person.displayName ?? '';
  return (
    <>
      <ReportDialog
        target={
          flag?.kind === 'report' ? { eventId: roomId, person: flag.person, messageId: flag.messageId } : null
        }
        onClose={onClose}
      />
      <ConfirmDialog
        open={flag?.kind === 'block'}
        title={t('roomFlags.blockTitle', { name })}
        description={t('roomFlags.blockDescription', { name })}
        confirmLabel={t('roomFlags.blockFromRoom')}
        tone="danger"
        isBusy={blocking.isPending}
        onCancel={onClose}
        onConfirm={() => flag && blocking.mutate(flag.person.userId)}
      />
    </>
  );
}
