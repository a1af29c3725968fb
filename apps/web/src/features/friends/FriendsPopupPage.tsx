import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { FriendsPanel } from './FriendsPanel.tsx';

const FriendsRuntime = lazy(async () => ({ default: (await import('./FriendsRuntime.tsx')).FriendsRuntime }));

/** `/popup` (reached from `/fp`): the friends panel alone, for the pop-out window, with its own friend socket. */
export function FriendsPopupPage() {
  const { t } = useTranslation();
  return (
    <main className="min-h-dvh bg-surface-muted">
      <title>{t('app.documentTitle', { page: t('friends.title') })}</title>
      <Suspense fallback={<LoadingState label={t('app.loading')} />}>
        <FriendsRuntime />
        <FriendsPanel isPopup />
      </Suspense>
    </main>
  );
}
