import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';

// The drawer (its dialog code included) loads on the first press: the first load carries only the button.
const NavigationDrawer = lazy(async () => ({
  default: (await import('./NavigationDrawer.tsx')).NavigationDrawer,
}));

/** Narrow screens: the menu button that opens the navigation drawer (the wide header shows the entries). */
export function MenuButton() {
  const { t } = useTranslation();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Button
        ref={menuButtonRef}
        variant="ghost"
        size="sm"
        className="px-2 xl:hidden"
        aria-label={t('nav.menu')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <NavigationDrawer open={isOpen} onOpenChange={setIsOpen} menuButtonRef={menuButtonRef} />
        </Suspense>
      )}
    </>
  );
}
