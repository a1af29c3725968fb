import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../ui/LoadingState.tsx';

// Only members see the panel, so visitors never download it.
const FriendsPanel = lazy(async () => ({ default: (await import('./FriendsPanel.tsx')).FriendsPanel }));

/**
 * The friends panel beside the main area of the root view (spec 000 §1); the layout shows it to members.
 * On a phone it is an overlay over the page (the header's friends button hides it again).
 */
export function FriendsPanelSlot() {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('friends.panelLabel')}
      className="min-w-0 flex-1 border-l border-border bg-surface-muted max-md:fixed max-md:inset-x-0 max-md:top-14 max-md:bottom-0 max-md:z-30"
    >
      {/* The panel stays in view while the main area scrolls. */}
      <div className="sticky top-0 max-h-dvh overflow-y-auto">
        <Suspense fallback={<LoadingState label={t('app.loading')} />}>
          <FriendsPanel />
        </Suspense>
      </div>
    </aside>
  );
}
