import { lazy, Suspense } from 'react';
import { useIsDialogOpen } from '../../../lib/dialogs/index.ts';

// The dialog's code loads the first time someone opens it.
const CreateRoomDialog = lazy(async () => ({
  default: (await import('./CreateRoomDialog.tsx')).CreateRoomDialog,
}));

/** Renders the room creation dialog while the dialog store has it open. */
export function CreateRoomDialogHost() {
  const isOpen = useIsDialogOpen('createRoom');
  return <Suspense fallback={null}>{isOpen && <CreateRoomDialog />}</Suspense>;
}
