import * as RadixDialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton } from '../../ui/Dialog.tsx';
import { DisplayPreferences } from './DisplayPreferences.tsx';
import { MainNav } from './MainNav.tsx';

interface NavigationDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the drawer: the focus goes back to it on closing. */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The phone menu: a modal drawer from the start edge with the main navigation, then language and theme.
 * Focus moves into it and stays there; Escape, the close button, a press outside or a choice close it and
 * give the focus back to the menu button.
 */
export function NavigationDrawer({ open, onOpenChange, menuButtonRef }: NavigationDrawerProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <RadixDialog.Content
          aria-describedby={undefined}
          // The menu button lives outside the dialog (it loads before it), so Radix does not know it.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            menuButtonRef.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 overflow-y-auto border-r border-border bg-surface-raised p-4 shadow-2xl"
        >
          <div className="flex items-center justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold">{t('nav.menu')}</RadixDialog.Title>
            <DialogCloseButton />
          </div>
          <MainNav isVertical onNavigate={() => onOpenChange(false)} />
          <section aria-labelledby="drawer-display" className="border-t border-border pt-4">
            <h2 id="drawer-display" className="mb-3 text-sm font-semibold text-fg-muted">
              {t('preferences.title')}
            </h2>
            <DisplayPreferences />
          </section>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
