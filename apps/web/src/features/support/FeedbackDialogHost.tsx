import { lazy, Suspense } from 'react';
import { useIsDialogOpen } from '../../lib/dialogs/index.ts';

// The dialog's code, and the contract it sends through, load the first time someone opens it.
const FeedbackDialog = lazy(async () => ({
  default: (await import('./FeedbackDialog.tsx')).FeedbackDialog,
}));

/** Renders the feedback dialog while the dialog store has it open. */
export function FeedbackDialogHost() {
  const isOpen = useIsDialogOpen('feedback');
  return <Suspense fallback={null}>{isOpen && <FeedbackDialog />}</Suspense>;
}
