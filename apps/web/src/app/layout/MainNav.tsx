import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation/index.ts';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';

type NavLabelKey =
  'myEvents' | 'tickets' | 'movies' | 'passes' | 'donations' | 'store' | 'recordings' | 'meet';

/** spec 000 §2 main navigation, each entry on the route table page it names (docs/decisions/web-routes.md). */
const mainNavEntries: ReadonlyArray<readonly [to: string, labelKey: NavLabelKey]> = [
  ['/myevent', 'myEvents'],
  ['/myPurchases', 'tickets'],
  ['/myMovies', 'movies'],
  ['/myPasses', 'passes'],
  ['/myDonations', 'donations'],
  // The store's own page (docs/decisions/store.md): the cart, the member's store and store orders.
  ['/store', 'store'],
  ['/myrecordings', 'recordings'],
  // Random one-to-one meetings; the id names no room (docs/decisions/meet.md).
  ['/meet/new/live', 'meet'],
];

/** The main navigation of the root view; scrolls sideways on narrow screens. */
export function MainNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')} className="min-w-0 flex-1 overflow-x-auto">
      <ul className="flex items-center gap-1">
        {mainNavEntries.map(([to, labelKey]) => (
          <li key={to}>
            <AppLink
              to={to}
              className={({ isActive }) =>
                joinClassNames(
                  'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap',
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
