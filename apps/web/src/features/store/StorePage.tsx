import { ResponseCode, storeOwnerKinds, type StoreOwnerKind } from '@limelight/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Lock, Plus, ShoppingBag, Store as StoreIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RefusedAnswerError } from '../../lib/api/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';
import { CartLink } from './CartLink.tsx';
import { ProductCard } from './ProductCard.tsx';
import { ProductEditorDialog } from './ProductEditorDialog.tsx';
import { storeProductsQuery } from './storeQueries.ts';

const isOwnerKind = (kind: string | undefined): kind is StoreOwnerKind =>
  storeOwnerKinds.some((known) => known === kind);

const privateCodes: ReadonlySet<number> = new Set([
  ResponseCode.PrivateEvent,
  ResponseCode.PrivateEventNotInvited,
]);

/** `/store/:ownerKind/:ownerId`: an event's, room's or influencer's store. */
export function StorePage() {
  const { ownerKind, ownerId = '' } = useParams();
  if (!isOwnerKind(ownerKind)) return <StoreNotFound />;
  return <StoreFront ownerKind={ownerKind} ownerId={ownerId} key={`${ownerKind}/${ownerId}`} />;
}

function StoreNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      headingLevel="h1"
      icon={<StoreIcon className="size-10" aria-hidden="true" />}
      title={t('store.page.notFound')}
    />
  );
}

function StoreFront({ ownerKind, ownerId }: { ownerKind: StoreOwnerKind; ownerId: string }) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const hasSession = useSessionStore((state) => state.session !== null);
  // The navigation guard makes a guest for visitors; the store is asked for with their token (canManage).
  const pages = useInfiniteQuery({ ...storeProductsQuery(ownerKind, ownerId), enabled: hasSession });
  const refusal = pages.error instanceof RefusedAnswerError ? pages.error.answer.code : undefined;
  const store = pages.data?.pages[0]?.store;
  const products = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const name = store ? (store.name ?? t('store.page.roomStore')) : t('store.page.title');

  if (refusal === ResponseCode.NotFound) return <StoreNotFound />;
  if (refusal !== undefined && privateCodes.has(refusal))
    return (
      <EmptyState
        headingLevel="h1"
        icon={<Lock className="size-10" aria-hidden="true" />}
        title={t('store.page.private')}
      />
    );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <title>{t('app.documentTitle', { page: name })}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <h1 className="text-2xl font-bold break-words">{name}</h1>
          <p className="text-sm text-fg-muted">{t(`store.page.kind.${ownerKind}`)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {store?.canManage && (
            <Button variant="secondary" onClick={() => setIsEditing(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('store.editor.open')}
            </Button>
          )}
          <CartLink />
        </div>
      </div>
      {(pages.isPending || !hasSession) && <LoadingState label={t('store.page.loading')} />}
      {pages.isError && <Banner tone="warning">{t('store.page.loadFailed')}</Banner>}
      {pages.isSuccess && products.length === 0 && (
        <EmptyState
          icon={<ShoppingBag className="size-10" aria-hidden="true" />}
          title={t('store.page.empty')}
          description={store?.canManage ? t('store.page.emptyManager') : undefined}
        />
      )}
      {products.length > 0 && (
        <ul
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-label={t('store.page.products')}
        >
          {products.map((product) => (
            <li key={product.storeProductId} className="flex">
              <ProductCard product={product} canManage={store?.canManage ?? false} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={pages} label={t('store.page.loadMore')} />
      {isEditing && store && (
        <ProductEditorDialog
          owner={{ ownerKind: store.ownerKind, ownerId: store.ownerId }}
          onClose={() => setIsEditing(false)}
        />
      )}
    </div>
  );
}
