import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';

/** `/notfound`, where every unknown address and unknown slug ends (spec 000 §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('app.documentTitle', { page: t('notFound.title') })}</title>
      <EmptyState
        headingLevel="h1"
        icon={<SearchX className="size-6" />}
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={
          <Button asChild>
            <AppLink to="/">{t('notFound.goHome')}</AppLink>
          </Button>
        }
      />
    </>
  );
}
