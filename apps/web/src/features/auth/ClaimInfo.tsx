import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Who claims: a guest session, or an account a host made for its owner. */
export type Claimant = 'guest' | 'createdAccount';

/**
 * "Claim info" (spec 000 §2's screens by label): what claiming keeps. The account keeps its id, so what was
 * done with it stays its own (docs/decisions/claim-account.md).
 */
export function ClaimInfo({ claimant }: { claimant: Claimant }) {
  const { t } = useTranslation();
  const kept =
    claimant === 'guest'
      ? [t('claim.guestKeepsActivity'), t('claim.guestKeepsTickets'), t('claim.keepsId')]
      : [t('claim.createdKeepsProfile'), t('claim.createdKeepsRoles'), t('claim.keepsId')];
  return (
    <aside
      aria-labelledby="claim-info-title"
      className="flex gap-3 rounded-lg border border-border bg-accent-soft p-4"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
      <div className="flex flex-col gap-2">
        <h2 id="claim-info-title" className="font-semibold">
          {t('claim.infoTitle')}
        </h2>
        <ul className="list-disc pl-5 text-sm">
          {kept.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="text-sm text-fg-muted">{t('claim.afterwards')}</p>
      </div>
    </aside>
  );
}
