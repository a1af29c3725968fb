import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';

/** Shown when a page fails to load or render (a lazy chunk that did not arrive, most often). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error('Route failed', error), [error]);
  return (
    <EmptyState
      headingLevel="h1"
      title={t('routeError.title')}
      description={t('routeError.description')}
      action={<Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>}
    />
  );
}
