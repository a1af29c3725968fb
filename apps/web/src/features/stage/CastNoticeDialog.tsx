import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import type { CastNotice } from './useCast.ts';

/** spec 001 §4, §8: stageKickPopup, stageDisapprovedPopup, and a block from the stage. */
const noticeMessageKeys = {
  kicked: 'messages.kickedFromStage',
  disapproved: 'messages.requestDisapproved',
  blocked: 'messages.blockedFromStage',
} as const;

/** The notice a moderator's move leaves on the viewer (spec 001 §2 "notice"), until they close it. */
export function CastNoticeDialog({ notice, onClose }: { notice: CastNotice | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (notice === null) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('cast.notice')}
      description={t(noticeMessageKeys[notice])}
    >
      <div className="flex justify-end">
        <Button onClick={onClose}>{t('cast.ok')}</Button>
      </div>
    </Dialog>
  );
}
