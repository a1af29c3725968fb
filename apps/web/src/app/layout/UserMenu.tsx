import { CircleUserRound, LogOut, Shuffle, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { logOut } from '../../features/auth/index.ts';
import { profilePathOf } from '../../features/users/index.ts';
import { AppLink, useAppNavigate } from '../../lib/navigation/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { Button } from '../../ui/Button.tsx';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';
import { toast } from '../../ui/toastStore.ts';
import { useDisclosure } from '../../ui/useDisclosure.ts';

const menuItemClassName = joinClassNames(
  'flex w-full cursor-pointer items-center gap-2 rounded px-3 py-2 text-left text-sm hover:bg-surface-muted',
  focusRingClassName,
);

/** The member's account menu: a disclosure that closes on Escape, on a press outside and after a choice. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const menuId = useId();
  const { containerRef, buttonRef, isOpen, setIsOpen } = useDisclosure();
  // The profile route takes the userId too; the profile page then shows the cyaId address when there is one.
  const userId = useSessionStore((state) => state.session?.userId ?? '');

  const logOutAndLeave = async () => {
    setIsOpen(false);
    await logOut();
    toast.info(t('auth.loggedOut'));
    navigate('/');
  };

  return (
    <div ref={containerRef} className="relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        aria-label={t('nav.accountMenu')}
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <CircleUserRound className="size-5" aria-hidden="true" />
      </Button>
      {isOpen && (
        <ul
          id={menuId}
          className="absolute right-0 z-30 mt-1 min-w-40 rounded-md border border-border bg-surface-raised p-1 shadow-lg"
        >
          <li>
            <AppLink
              to={profilePathOf({ userId, cyaId: null })}
              onClick={() => setIsOpen(false)}
              className={menuItemClassName}
            >
              <UserRound className="size-4" aria-hidden="true" />
              {t('nav.myProfile')}
            </AppLink>
          </li>
          <li>
            {/* Random one-to-one meetings (docs/decisions/meet.md): members only, beside the profile. */}
            <AppLink to="/meet/new/live" onClick={() => setIsOpen(false)} className={menuItemClassName}>
              <Shuffle className="size-4" aria-hidden="true" />
              {t('nav.meet')}
            </AppLink>
          </li>
          <li>
            <button type="button" onClick={() => void logOutAndLeave()} className={menuItemClassName}>
              <LogOut className="size-4" aria-hidden="true" />
              {t('nav.logOut')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
