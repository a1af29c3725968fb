import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../lib/navigation/index.ts';
import { Button } from '../../../ui/Button.tsx';

/** The way into the create wizard, beside a list of events. */
export function CreateEventLink() {
  const { t } = useTranslation();
  return (
    <Button asChild>
      <AppLink to="/event/create">
        <Plus className="size-4" aria-hidden="true" />
        {t('events.create')}
      </AppLink>
    </Button>
  );
}
