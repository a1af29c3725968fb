import { isZoomed, type BrowserInfo } from '@limelight/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../ui/Banner.tsx';
import { useDevicePixelRatio } from './useDevicePixelRatio.ts';

interface ZoomWarningProps {
  browser: BrowserInfo;
}

/** spec 000 §1: on desktop, warns while the browser zoom is not 100%. */
export function ZoomWarning({ browser }: ZoomWarningProps) {
  const { t } = useTranslation();
  const devicePixelRatio = useDevicePixelRatio();
  const [isDismissed, setIsDismissed] = useState(false);
  const isDesktop = !browser.isMobile && !browser.isTablet;
  if (!isDesktop || isDismissed || !isZoomed(devicePixelRatio)) return null;
  return (
    <Banner tone="warning" onDismiss={() => setIsDismissed(true)}>
      {t('notices.zoom')}
    </Banner>
  );
}
