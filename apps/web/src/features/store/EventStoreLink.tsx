import { useInfiniteQuery } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { storeProductsQuery } from './storeQueries.ts';

/**
 * The way from an event's page to its store: for buyers once the store has products, for the event's
 * editors always (so they can stock it). Nothing while the store is read or when it cannot be.
 */
export function EventStoreLink({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const { data } = useInfiniteQuery(storeProductsQuery('event', eventId));
  const first = data?.pages[0];
  if (!first || (first.pagination.total === 0 && !first.store.canManage)) return null;
  return (
    <Button asChild variant="secondary">
      <AppLink to={`/store/event/${encodeURIComponent(eventId)}`}>
        <ShoppingBag className="size-4" aria-hidden="true" />
        {first.store.canManage ? t('store.eventLink.manage') : t('store.eventLink.shop')}
      </AppLink>
    </Button>
  );
}
