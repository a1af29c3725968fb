import type { ReactNode } from 'react';
import { useDialogStore, type DialogName } from '../../lib/dialogs/index.ts';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';

interface DialogSwitchLinkProps {
  from: DialogName;
  to: DialogName;
  children: ReactNode;
}

/** A link-styled button that trades one account dialog for another (log in ⇄ sign up, forgotten password). */
export function DialogSwitchLink({ from, to, children }: DialogSwitchLinkProps) {
  const replaceDialog = useDialogStore((state) => state.replaceDialog);
  return (
    <button
      type="button"
      onClick={() => replaceDialog(from, to)}
      className={joinClassNames(
        'cursor-pointer rounded text-sm font-medium text-accent underline',
        focusRingClassName,
      )}
    >
      {children}
    </button>
  );
}
