import { Languages } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { useDisclosure } from '../../ui/useDisclosure.ts';

// The switchers load when first opened: the first load carries only the button.
const DisplayPreferences = lazy(async () => ({
  default: (await import('./DisplayPreferences.tsx')).DisplayPreferences,
}));

/** Wide screens: the header's language and theme button with its popover (the phone menu holds them below). */
export function DisplayMenu() {
  const { t } = useTranslation();
  const popoverId = useId();
  const { containerRef, buttonRef, isOpen, setIsOpen } = useDisclosure();
  return (
    <div ref={containerRef} className="relative max-xl:hidden">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        aria-label={t('preferences.title')}
        aria-expanded={isOpen}
        aria-controls={isOpen ? popoverId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        <Languages className="size-5" aria-hidden="true" />
      </Button>
      {isOpen && (
        <div
          id={popoverId}
          role="group"
          aria-label={t('preferences.title')}
          className="absolute right-0 z-30 mt-1 w-64 rounded-md border border-border bg-surface-raised p-4 shadow-lg"
        >
          <Suspense fallback={null}>
            <DisplayPreferences />
          </Suspense>
        </div>
      )}
    </div>
  );
}
