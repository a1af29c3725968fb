import { useTranslation } from 'react-i18next';
import { FriendsPanel } from './FriendsPanel.tsx';

/** `/popup` (reached from `/fp`): the friends panel alone, for the pop-out window. */
export function FriendsPopupPage() {
  const { t } = useTranslation();
  return (
    <main className="min-h-dvh bg-surface-muted">
      <title>{t('app.documentTitle', { page: t('friends.title') })}</title>
      <FriendsPanel />
    </main>
  );
}
