import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation/index.ts';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';
import { HeaderSearchBox } from '../../features/search/HeaderSearchBox.tsx';
import { AccountActions } from './AccountActions.tsx';
import { MainNav } from './MainNav.tsx';

interface AppHeaderProps {
  hasMemberSession: boolean;
}

/** The top bar: brand, main navigation and the account actions. */
export function AppHeader({ hasMemberSession }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="flex h-14 items-center gap-4 border-b border-border bg-surface px-4">
      <AppLink
        to="/"
        end
        aria-label={t('nav.home')}
        className={joinClassNames(
          'flex shrink-0 items-center gap-2 rounded-md text-lg font-bold',
          focusRingClassName,
        )}
      >
        <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
          <circle cx="16" cy="16" r="15" fill="var(--brand-main-blue)" />
          <circle cx="16" cy="16" r="7" fill="var(--brand-yellow)" />
        </svg>
        <span className="max-sm:sr-only">{t('app.name')}</span>
      </AppLink>
      <MainNav />
      <HeaderSearchBox />
      <AccountActions hasMemberSession={hasMemberSession} />
    </header>
  );
}
