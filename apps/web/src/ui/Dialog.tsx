import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRingClassName, joinClassNames } from './classNames.ts';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}

/** A modal dialog: focus is trapped inside, Escape and the close button dismiss it. */
export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <RadixDialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(28rem,calc(100%-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-surface-raised p-6 shadow-2xl"
          // Radix expects a description or an explicit opt-out for screen readers.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-semibold">{title}</RadixDialog.Title>
            <DialogCloseButton />
          </div>
          {description && (
            <RadixDialog.Description className="mb-4 text-fg-muted">{description}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The × of a dialog or drawer: closes it, named for screen readers. */
export function DialogCloseButton() {
  const { t } = useTranslation();
  return (
    <RadixDialog.Close
      className={joinClassNames('rounded-md p-1 text-fg-muted hover:bg-surface-muted', focusRingClassName)}
      aria-label={t('ui.close')}
    >
      <X className="size-5" aria-hidden="true" />
    </RadixDialog.Close>
  );
}
