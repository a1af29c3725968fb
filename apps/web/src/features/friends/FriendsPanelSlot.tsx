import { FriendsPanel as FriendsPanelLayout } from '@limelight/protocol';
import { lazy, Suspense, useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../ui/classNames.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';

// Only members see the panel, so visitors never download it.
const FriendsPanel = lazy(async () => ({ default: (await import('./FriendsPanel.tsx')).FriendsPanel }));

// spec 000 §1: with the panel open the main area is 80% wide, at most 100% minus 330px: the panel takes the rest.
const panelWidth = `max(${100 - FriendsPanelLayout.mainAreaWidthPercent}%, ${FriendsPanelLayout.panelReservedPx}px)`;

/** The panel's element id, for the header button that shows and hides it (`aria-controls`). */
export const friendsPanelId = 'friends-panel';

interface FriendsPanelSlotProps {
  /** Narrow screens: the panel covers the page under the header, takes the focus and closes on Escape. */
  isOverlay: boolean;
  onClose: () => void;
}

/**
 * The friends panel beside the main area of the root view (spec 000 §1); the layout shows it to members.
 * On wide screens it takes its own column, so that the page never runs under it.
 */
export function FriendsPanelSlot({ isOverlay, onClose }: FriendsPanelSlotProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLElement>(null);

  // As an overlay the panel takes the focus, and gives it back to whatever opened it when it closes.
  useEffect(() => {
    if (!isOverlay) return;
    const opener = document.activeElement;
    panelRef.current?.focus();
    return () => {
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, [isOverlay]);

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    // Dialogs opened from the panel live in portals: their Escape is theirs.
    if (event.key === 'Escape' && event.target instanceof Node && event.currentTarget.contains(event.target))
      onClose();
  };

  return (
    <aside
      id={friendsPanelId}
      ref={panelRef}
      tabIndex={-1}
      aria-label={t('friends.panelLabel')}
      onKeyDown={isOverlay ? closeOnEscape : undefined}
      className={joinClassNames(
        'bg-surface-muted outline-none',
        isOverlay
          ? 'fixed inset-x-0 top-14 bottom-0 z-30 overflow-y-auto'
          : 'shrink-0 border-l border-border',
      )}
      style={isOverlay ? undefined : { width: panelWidth }}
    >
      {/* Beside the page the panel stays in view while the main area scrolls. */}
      <div className={isOverlay ? undefined : 'sticky top-0 max-h-dvh overflow-y-auto'}>
        <Suspense fallback={<LoadingState label={t('app.loading')} />}>
          <FriendsPanel />
        </Suspense>
      </div>
    </aside>
  );
}
