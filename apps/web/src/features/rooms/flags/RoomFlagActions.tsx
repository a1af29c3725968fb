import type { RoomView } from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import { Flag, Power } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconLabelButton } from '../../../ui/IconLabelButton.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { toastRefusal } from '../toastRefusal.ts';
import { closeRoom } from './flagsApi.ts';
import { ReportDialog, type ReportTarget } from './ReportDialog.tsx';

/**
 * The room's own flag actions in its bar: "Report room" (the report-room dialog) for everyone but the
 * owner, and "End room for everyone" for the owner (confirmed; everyone gets kick-out code 2). Icons below the
 * widest screens, as the bar's other secondary actions: the room's name keeps its width.
 */
export function RoomFlagActions({ room }: { room: RoomView }) {
  const { t } = useTranslation();
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  const [isConfirmingEnd, setIsConfirmingEnd] = useState(false);
  const ending = useMutation({
    mutationFn: () => closeRoom(room.id),
    onError: (error) => toastRefusal(error, t),
    onSettled: () => setIsConfirmingEnd(false),
  });

  if (room.isOwner)
    return (
      <>
        <IconLabelButton
          variant="ghost"
          size="sm"
          aria-haspopup="dialog"
          icon={Power}
          label={t('roomFlags.endRoom')}
          onClick={() => setIsConfirmingEnd(true)}
        />
        <ConfirmDialog
          open={isConfirmingEnd}
          title={t('roomFlags.endRoomTitle')}
          description={t('roomFlags.endRoomDescription')}
          confirmLabel={t('roomFlags.endRoom')}
          tone="danger"
          isBusy={ending.isPending}
          onCancel={() => setIsConfirmingEnd(false)}
          onConfirm={() => ending.mutate()}
        />
      </>
    );
  return (
    <>
      <IconLabelButton
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        icon={Flag}
        label={t('report.report')}
        aria-label={t('report.roomTitle')}
        title={t('report.roomTitle')}
        onClick={() => setReportTarget({ eventId: room.id })}
      />
      <ReportDialog target={reportTarget} onClose={() => setReportTarget(null)} />
    </>
  );
}
