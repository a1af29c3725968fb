import { browserSupportOf, type BrowserInfo } from '@limelight/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readBrowserNoticeDismissed, writeBrowserNoticeDismissed } from '../../lib/preferences/index.ts';
import { Banner } from '../../ui/Banner.tsx';

const chromeDownloadUrl = 'https://www.google.com/chrome/';

interface UnsupportedBrowserNoticeProps {
  browser: BrowserInfo;
}

/**
 * spec 000 §1: outside the version table, points to the app store (phones, tablets) or the latest Chrome.
 * Once dismissed it stays dismissed in this browser: repeating it on every page tells the visitor nothing new.
 */
export function UnsupportedBrowserNotice({ browser }: UnsupportedBrowserNoticeProps) {
  const { t } = useTranslation();
  const [isDismissed, setIsDismissed] = useState(() => readBrowserNoticeDismissed(localStorage));
  const support = browserSupportOf(browser);
  if (support === 'supported' || isDismissed) return null;
  return (
    <Banner
      tone="info"
      onDismiss={() => {
        writeBrowserNoticeDismissed(localStorage);
        setIsDismissed(true);
      }}
    >
      {support === 'useApp' ? (
        t('notices.unsupportedDevice')
      ) : (
        <>
          {t('notices.unsupportedBrowser')}{' '}
          <a href={chromeDownloadUrl} className="font-medium underline" target="_blank" rel="noreferrer">
            {t('notices.getChrome')}
          </a>
        </>
      )}
    </Banner>
  );
}
