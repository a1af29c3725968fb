import { parseUserAgent, type BrowserInfo } from '@limelight/protocol';
import { useState } from 'react';

/** The visitor's browser and device, read once per page load. */
export function useBrowserInfo(): BrowserInfo {
  const [browser] = useState(() => parseUserAgent(navigator.userAgent, navigator.maxTouchPoints));
  return browser;
}
