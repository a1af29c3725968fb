import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FriendCodeDialog } from '../invitations/index.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { FriendsPanel } from './FriendsPanel.tsx';

const FriendsRuntime = lazy(async () => ({ default: (await import('./FriendsRuntime.tsx')).FriendsRuntime }));

/**
 * `/popup` (reached from `/fp`): the friends panel alone, for the pop-out window, with its own friend socket.
 * An invitation link (`/fp?invitation=<code>`, friends' invitationLink) opens "Add friend by code" with it.
 */
export function FriendsPopupPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const invitation = searchParams.get('invitation') ?? undefined;
  const [isCodeOpen, setIsCodeOpen] = useState(invitation !== undefined);
  return (
    <main className="min-h-dvh bg-surface-muted">
      <title>{t('app.documentTitle', { page: t('friends.title') })}</title>
      <Suspense fallback={<LoadingState label={t('app.loading')} />}>
        <FriendsRuntime />
        <FriendsPanel isPopup />
      </Suspense>
      <FriendCodeDialog open={isCodeOpen} onOpenChange={setIsCodeOpen} initialCode={invitation} />
    </main>
  );
}
