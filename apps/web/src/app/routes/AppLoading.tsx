import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../ui/LoadingState.tsx';

/** What the first load shows while the page's chunk arrives. */
export function AppLoading() {
  const { t } = useTranslation();
  return <LoadingState label={t('app.loading')} />;
}
