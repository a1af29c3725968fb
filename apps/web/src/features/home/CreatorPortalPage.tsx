import { useInfiniteQuery } from '@tanstack/react-query';
import {
  BarChart3,
  CalendarPlus,
  CalendarRange,
  DoorOpen,
  HandCoins,
  Store,
  Ticket,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { AppLink } from '../../lib/navigation/index.ts';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';
import { EventList, myEventsQuery } from '../events/index.ts';

const tileClassName = joinClassNames(
  'flex h-full items-center gap-3 rounded-xl border border-border bg-surface-raised p-4 text-left font-semibold hover:border-accent',
  focusRingClassName,
);

/** Where a creator goes from the portal: each to its own page of the route table. */
const portalLinks = [
  { to: '/createEvent', icon: CalendarPlus, labelKey: 'listings.portal.createEvent' },
  { to: '/myevent', icon: CalendarRange, labelKey: 'listings.portal.myEvents' },
  { to: '/myrecordings', icon: Video, labelKey: 'listings.portal.recordings' },
  { to: '/analytics', icon: BarChart3, labelKey: 'listings.portal.analytics' },
  { to: '/myPurchases', icon: Ticket, labelKey: 'listings.portal.purchases' },
  { to: '/myDonations', icon: HandCoins, labelKey: 'listings.portal.donations' },
  { to: '/store', icon: Store, labelKey: 'listings.portal.store' },
] as const satisfies readonly { to: string; icon: LucideIcon; labelKey: string }[];

/**
 * `/portal` (spec 000 §2 "listing pages", content not shown; titled "Creator portal"): a creator's starting
 * point — create an event or a room, and the ways to what they made and bought — above their latest events
 * (docs/decisions/listing-pages.md).
 */
export function CreatorPortalPage() {
  const { t } = useTranslation();
  const openDialog = useDialogStore((state) => state.openDialog);
  const myEvents = useInfiniteQuery(myEventsQuery());
  const linksId = useId();
  const eventsId = useId();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('pages.portal') })}</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t('pages.portal')}</h1>
        <p className="text-fg-muted">{t('listings.portal.intro')}</p>
      </div>
      <nav aria-labelledby={linksId} className="flex flex-col gap-3">
        <h2 id={linksId} className="sr-only">
          {t('listings.portal.shortcuts')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <li>
            <button
              type="button"
              className={joinClassNames('w-full', tileClassName)}
              onClick={() => openDialog('createRoom')}
            >
              <DoorOpen className="size-5 shrink-0 text-accent" aria-hidden="true" />
              {t('listings.portal.createRoom')}
            </button>
          </li>
          {portalLinks.map(({ to, icon: Icon, labelKey }) => (
            <li key={to}>
              <AppLink to={to} className={tileClassName}>
                <Icon className="size-5 shrink-0 text-accent" aria-hidden="true" />
                {t(labelKey)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby={eventsId} className="flex flex-col gap-3">
        <h2 id={eventsId} className="text-xl font-semibold">
          {t('events.mine.title')}
        </h2>
        <EventList
          pages={myEvents}
          layout="row"
          label={t('events.mine.title')}
          emptyTitle={t('events.mine.empty')}
        />
      </section>
    </div>
  );
}
