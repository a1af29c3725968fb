import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation/index.ts';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';
import { HeaderSearchBox } from '../../features/search/HeaderSearchBox.tsx';
import { AccountActions } from './AccountActions.tsx';
import { DisplayMenu } from './DisplayMenu.tsx';
import { MainNav } from './MainNav.tsx';
import { MenuButton } from './MenuButton.tsx';

interface AppHeaderProps {
  hasMemberSession: boolean;
}

/**
 * The top bar: brand, main navigation, search, language and theme, and the account actions. Below `xl` the
 * navigation, language and theme move into the menu drawer, so that nothing scrolls sideways or gets cut.
 */
export function AppHeader({ hasMemberSession }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="flex h-14 items-center gap-2 border-b border-border bg-surface px-2 sm:gap-4 sm:px-4">
      <MenuButton />
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
      <div className="min-w-0 flex-1">
        <MainNav className="max-xl:hidden" />
      </div>
      <HeaderSearchBox />
      <DisplayMenu />
      <AccountActions hasMemberSession={hasMemberSession} />
    </header>
  );
}
