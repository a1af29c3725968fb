import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import {
  FriendsPanelSlot,
  FriendsRuntimeSlot,
  useFriendsPanelVisibility,
} from '../../features/friends/index.ts';
import { isMember, useSessionStore } from '../../lib/session/index.ts';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';
import { AppHeader } from './AppHeader.tsx';
import { useBrowserInfo } from './useBrowserInfo.ts';
import { ZoomWarning } from './ZoomWarning.tsx';

// The version table and its notice load beside the page: a supported browser (nearly every visit) shows
// nothing, so the first load does not carry them (issue 22, first load ≤ 150 KB).
const UnsupportedBrowserNotice = lazy(async () => ({
  default: (await import('./UnsupportedBrowserNotice.tsx')).UnsupportedBrowserNotice,
}));

/** The root view of spec 000 §1: header and navigation, notices, the page, and the friends panel for members. */
export function RootLayout() {
  const { t } = useTranslation();
  const browser = useBrowserInfo();
  const hasMemberSession = useSessionStore((state) => isMember(state.session));
  const friendsPanel = useFriendsPanelVisibility();
  const isNavigating = useNavigation().state !== 'idle';

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className={joinClassNames(
          'sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface-raised focus:px-3 focus:py-2',
          focusRingClassName,
        )}
      >
        {t('app.skipToContent')}
      </a>
      {isNavigating && (
        <div className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-minor" aria-hidden="true" />
      )}
      <AppHeader hasMemberSession={hasMemberSession} />
      <ZoomWarning browser={browser} />
      <Suspense fallback={null}>
        <UnsupportedBrowserNotice browser={browser} />
      </Suspense>
      {/* The page and the panel are two columns: the page reflows into what the panel leaves it. */}
      <div className="flex flex-1">
        {/* Under the overlay panel the page is out of reach (focus, clicks, screen readers) until it closes. */}
        <main
          id="main"
          tabIndex={-1}
          inert={hasMemberSession && friendsPanel.isOpen && friendsPanel.isOverlay}
          className="min-w-0 flex-1 outline-none"
        >
          <Outlet />
        </main>
        {hasMemberSession && friendsPanel.isOpen && (
          <FriendsPanelSlot isOverlay={friendsPanel.isOverlay} onClose={() => friendsPanel.setOpen(false)} />
        )}
        {hasMemberSession && <FriendsRuntimeSlot />}
      </div>
    </div>
  );
}
