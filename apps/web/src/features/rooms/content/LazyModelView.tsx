import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../ui/LoadingState.tsx';

// model-viewer and three.js load with the first model shown, never with the room's page.
const ModelView = lazy(() => import('./ModelView.tsx'));

/** A 3D model on the stage or in the uploader's preview, loading its viewer on first use. */
export function LazyModelView({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingState label={t('roomContent.modelLoading')} />}>
      <ModelView src={src} name={name} />
    </Suspense>
  );
}
