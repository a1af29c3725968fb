/** Browsers the support table names; every other browser is 'other'. */
export type BrowserName = 'chrome' | 'safari' | 'edge' | 'firefox' | 'opera' | 'other';

/** What a user-agent string says about the browser and the device. */
export interface BrowserInfo {
  readonly name: BrowserName;
  /** Dotted version as numbers, e.g. [12, 1, 2]; empty when unknown. */
  readonly version: readonly number[];
  readonly isMobile: boolean;
  /** spec 000 §1: an iOS device is treated as a tablet, iPhones included. */
  readonly isTablet: boolean;
}

/** Why a browser may not use the web app: phones and tablets go to the app store, desktop browsers to Chrome. */
export type BrowserSupport = 'supported' | 'useApp' | 'installChrome';

/** spec 000 §1: Chrome ≥ 76, Safari ≥ 12.1.2, Edge ≥ 76, Firefox later than 69, Opera later than 58. */
export const MinimumBrowserVersions = {
  chrome: { atLeast: [76] },
  safari: { atLeast: [12, 1, 2] },
  edge: { atLeast: [76] },
  firefox: { laterThan: [69] },
  opera: { laterThan: [58] },
} as const;

// Checked in order: Edge and Opera also carry "Chrome/", Chrome also carries "Safari/".
const browserPatterns: readonly { name: Exclude<BrowserName, 'other'>; pattern: RegExp }[] = [
  { name: 'edge', pattern: /Edg(?:e|A|iOS)?\/([\d.]+)/ },
  { name: 'opera', pattern: /(?:OPR|Opera)\/([\d.]+)/ },
  { name: 'firefox', pattern: /(?:Firefox|FxiOS)\/([\d.]+)/ },
  { name: 'chrome', pattern: /(?:Chrome|CriOS)\/([\d.]+)/ },
  { name: 'safari', pattern: /Version\/([\d.]+).*Safari\// },
];

const parseVersion = (text: string): number[] =>
  text
    .split('.')
    .filter((part) => part.length > 0)
    .map(Number);

/**
 * Reads a user-agent string. iPadOS presents itself as a Mac; pass `maxTouchPoints` (navigator.maxTouchPoints)
 * to tell an iPad from a Mac.
 */
export function parseUserAgent(userAgent: string, maxTouchPoints = 0): BrowserInfo {
  const detected = browserPatterns
    .map(({ name, pattern }) => ({ name, match: pattern.exec(userAgent) }))
    .find(({ match }) => match !== null);
  const versionText = detected?.match?.[1];
  const isIos = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const isAndroid = /Android/.test(userAgent);
  const isTablet = isIos || /Tablet/.test(userAgent) || (isAndroid && !/Mobile/.test(userAgent));
  const isPhone = /iPhone|iPod|Windows Phone/.test(userAgent) || (isAndroid && /Mobile/.test(userAgent));
  return {
    name: detected?.name ?? 'other',
    version: versionText === undefined ? [] : parseVersion(versionText),
    isMobile: isPhone || (/Mobi/.test(userAgent) && !isTablet),
    isTablet,
  };
}

/** Compares two versions part by part over the parts of `bound` (missing parts count as 0). */
function compareVersions(version: readonly number[], bound: readonly number[]): number {
  for (let index = 0; index < bound.length; index += 1) {
    const difference = (version[index] ?? 0) - (bound[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * spec 000 §1: the browsers of the table are supported at their versions on any device (a phone's current
 * Chrome or Safari included, docs/decisions/first-look.md). Phones and tablets outside the table are told to
 * use the app; other desktop browsers to install the latest Chrome.
 */
export function browserSupportOf(browser: BrowserInfo): BrowserSupport {
  const unsupported: BrowserSupport = browser.isMobile || browser.isTablet ? 'useApp' : 'installChrome';
  if (browser.name === 'other' || browser.version.length === 0) return unsupported;
  const minimum: { atLeast: readonly number[] } | { laterThan: readonly number[] } =
    MinimumBrowserVersions[browser.name];
  const meets =
    'atLeast' in minimum
      ? compareVersions(browser.version, minimum.atLeast) >= 0
      : compareVersions(browser.version, minimum.laterThan) > 0;
  return meets ? 'supported' : unsupported;
}

/** Whether the browser may use the web app (spec 000 §1). */
export function isSupportedBrowser(browser: BrowserInfo): boolean {
  return browserSupportOf(browser) === 'supported';
}
