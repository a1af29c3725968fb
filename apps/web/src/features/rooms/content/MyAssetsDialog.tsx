import type { ContentItem } from '@limelight/protocol';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextPageParam } from '../../../lib/api/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { LoadMoreButton } from '../../../ui/LoadMoreButton.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { toastRefusal } from '../toastRefusal.ts';
import { modeNameOf } from './contentApps.ts';
import { contentKeys, deleteAssets, fetchAssets, shareContent } from './contentApi.ts';

interface MyAssetsDialogProps {
  roomId: string;
  isPublished: boolean;
  onClose: () => void;
}

/** The room's assets (uploads and links), each shared or deleted from here; read again on every list change. */
export function MyAssetsDialog({ roomId, isPublished, onClose }: MyAssetsDialogProps) {
  const { t } = useTranslation();
  const [toDelete, setToDelete] = useState<ContentItem>();
  const assets = useInfiniteQuery({
    queryKey: contentKeys.assets(roomId),
    queryFn: ({ pageParam }) => fetchAssets(roomId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  const sharing = useMutation({
    mutationFn: (item: ContentItem) => shareContent(roomId, item, isPublished),
    onSuccess: onClose,
    onError: (failure) => toastRefusal(failure, t),
  });
  const deleting = useMutation({
    mutationFn: (item: ContentItem) => deleteAssets(roomId, [item.contentId]),
    onSettled: () => setToDelete(undefined),
    onError: (failure) => toastRefusal(failure, t),
  });
  const items = assets.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('roomContent.app.myAssets')}>
      {assets.isPending ? (
        <LoadingState label={t('app.loading')} />
      ) : items.length === 0 ? (
        <p className="text-fg-muted">{t('roomContent.noAssets')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border" aria-label={t('roomContent.app.myAssets')}>
          {items.map((item) => {
            const name = item.name ?? t('roomContent.untitled');
            return (
              <li key={item.contentId} className="flex items-center gap-2 py-2">
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{name}</span>
                  <span className="text-xs text-fg-muted">{modeNameOf(item.mode, t)}</span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('roomContent.shareNamed', { name })}
                  isLoading={sharing.isPending && sharing.variables.contentId === item.contentId}
                  onClick={() => sharing.mutate(item)}
                >
                  <Share2 className="size-4" aria-hidden="true" />
                  <span className="max-sm:sr-only">{t('roomContent.share')}</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('roomContent.deleteNamed', { name })}
                  onClick={() => setToDelete(item)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMoreButton pages={assets} label={t('roomContent.moreAssets')} />
      <ConfirmDialog
        open={toDelete !== undefined}
        title={t('roomContent.deleteTitle')}
        description={t('roomContent.deleteDescription', { name: toDelete?.name ?? '' })}
        confirmLabel={t('roomContent.delete')}
        tone="danger"
        isBusy={deleting.isPending}
        onConfirm={() => toDelete && deleting.mutate(toDelete)}
        onCancel={() => setToDelete(undefined)}
      />
    </Dialog>
  );
}
