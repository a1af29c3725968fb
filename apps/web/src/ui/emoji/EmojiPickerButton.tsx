import { Smile } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button.tsx';
import { Spinner } from '../Spinner.tsx';

// The picker and its data load on the first opening only: the composers' pages stay light.
const EmojiPickerPanel = lazy(() => import('./EmojiPickerPanel.tsx'));

interface EmojiPickerButtonProps {
  /** Puts the emoji in the composer (at its caret) and gives it the focus back. */
  onPick: (emoji: string) => void;
  disabled?: boolean;
}

/**
 * "Insert emoji" beside a chat composer: opens the emoji picker under it. Escape or a click elsewhere
 * closes it and the focus returns to the button; a picked emoji closes it and the composer takes the focus.
 */
export function EmojiPickerButton({ onPick, disabled }: EmojiPickerButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [isOpen]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !isOpen) return;
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <Button
        ref={buttonRef}
        type="button"
        size="sm"
        variant="secondary"
        aria-label={t('emoji.insert')}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        disabled={disabled}
        onClick={() => setOpen((open) => !open)}
      >
        <Smile className="size-4" aria-hidden="true" />
      </Button>
      {isOpen && (
        <div
          id={panelId}
          role="dialog"
          aria-label={t('emoji.picker')}
          className="absolute right-0 bottom-full z-40 mb-2 rounded-lg border border-border bg-surface-raised shadow-lg"
        >
          <Suspense
            fallback={
              <div className="flex items-center gap-2 p-4 text-sm">
                <Spinner />
                {t('emoji.loading')}
              </div>
            }
          >
            <EmojiPickerPanel
              onPick={(emoji) => {
                setOpen(false);
                onPick(emoji);
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
