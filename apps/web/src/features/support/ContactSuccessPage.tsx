import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';

/** `/contact/success` (spec 000 §2, public): the message is on its way. */
export function ContactSuccessPage() {
  const { t } = useTranslation();
  return (
    <div className="px-4 py-10">
      <title>{t('app.documentTitle', { page: t('pages.contactSuccess') })}</title>
      <EmptyState
        headingLevel="h1"
        icon={<MailCheck className="size-6" />}
        title={t('pages.contactSuccess')}
        description={t('support.sentDescription')}
        action={
          <Button asChild variant="secondary">
            <AppLink to="/events">{t('support.backToEvents')}</AppLink>
          </Button>
        }
      />
    </div>
  );
}
