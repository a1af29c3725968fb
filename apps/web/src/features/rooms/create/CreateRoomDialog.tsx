import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../../../lib/dialogs/index.ts';
import { useAppNavigate } from '../../../lib/navigation/index.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { CreateRoomForm } from './CreateRoomForm.tsx';

/** The room creation dialog (spec 000 §2), opened from the header and My Rooms; the new room opens next. */
export function CreateRoomDialog() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const close = () => closeDialog('createRoom');
  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={t('pages.createRoom')}>
      <CreateRoomForm onCancel={close} onCreated={(room) => navigate(`/room/${room.slug}`)} />
    </Dialog>
  );
}
