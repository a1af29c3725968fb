import { useTranslation } from 'react-i18next';

/**
 * A saved card as card wallets show it, its last four digits behind dots ("•••• 4242"); assistive
 * technology reads "Card ending in 4242" instead of the dots.
 */
export function SavedCardName({ last4 }: { last4: string }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="font-mono" aria-hidden="true">
        •••• {last4}
      </span>
      <span className="sr-only">{t('savedCards.endingIn', { last4 })}</span>
    </>
  );
}
