import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation/index.ts';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';

type NavLabelKey = 'myEvents' | 'tickets' | 'movies' | 'passes' | 'donations' | 'store' | 'recordings';

/** spec 000 §2 main navigation, each entry on the route table page it names (docs/decisions/web-routes.md). */
const mainNavEntries: ReadonlyArray<readonly [to: string, labelKey: NavLabelKey]> = [
  ['/myevent', 'myEvents'],
  ['/myPurchases', 'tickets'],
  // The festival catalogue (spec 000 §1); its page links to My movies and to the member's uploads.
  ['/movies', 'movies'],
  ['/myPasses', 'passes'],
  ['/myDonations', 'donations'],
  // The store's own page (docs/decisions/store.md): the cart, the member's store and store orders.
  ['/store', 'store'],
  ['/myrecordings', 'recordings'],
];

interface MainNavProps {
  /** The phone menu's list: one entry a line, and each press closes the menu. */
  isVertical?: boolean;
  onNavigate?: () => void;
  className?: string;
}

/** The main navigation of the root view: a row in the wide header, a column in the phone menu. */
export function MainNav({ isVertical = false, onNavigate, className }: MainNavProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')} className={className}>
      <ul className={joinClassNames('flex gap-1', isVertical ? 'flex-col' : 'items-center')}>
        {mainNavEntries.map(([to, labelKey]) => (
          <li key={to}>
            <AppLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) =>
                joinClassNames(
                  'block rounded-md px-2.5 py-2 font-medium whitespace-nowrap',
                  isVertical ? 'text-base' : 'text-sm',
                  isActive ? 'bg-accent-soft text-fg' : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
                  focusRingClassName,
                )
              }
            >
              {t(`nav.${labelKey}`)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
