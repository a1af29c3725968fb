import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Tooltip } from '../../ui/Tooltip.tsx';

/**
 * Add Friend (spec 000 §4 friend relation), a stand-in until the friends feature sends requests. It stays
 * focusable (aria-disabled rather than disabled) so that keyboard users also reach its "Coming soon".
 */
export function AddFriendButton() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('placeholder.comingSoon')}>
      {(tooltipId) => (
        <Button
          variant="secondary"
          aria-disabled="true"
          aria-describedby={tooltipId}
          className="cursor-not-allowed opacity-60"
        >
          <UserPlus className="size-4" aria-hidden="true" />
          {t('profile.addFriend')}
        </Button>
      )}
    </Tooltip>
  );
}
