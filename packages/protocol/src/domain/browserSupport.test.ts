import { describe, expect, it } from 'vitest';
import { browserSupportOf, isSupportedBrowser, parseUserAgent, type BrowserInfo } from './browserSupport.ts';

const userAgents = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.127 Safari/537.36',
  chrome75:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/75.0.3770.142 Safari/537.36',
  edgeChromium:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  edgeLegacy:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19045',
  firefox70: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:70.0) Gecko/20100101 Firefox/70.0',
  firefox69: 'Mozilla/5.0 (X11; Linux x86_64; rv:69.0) Gecko/20100101 Firefox/69.0',
  opera59:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/73.0.3683.103 Safari/537.36 OPR/59.0.3092.0',
  opera58:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/71.0.3578.98 Safari/537.36 OPR/58.0.3135.127',
  safari1212:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Safari/605.1.15',
  safari121:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Safari/605.1.15',
  safari17:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Safari/537.36',
  androidChrome70:
    'Mozilla/5.0 (Linux; Android 9; SM-G960F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.110 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  iphoneIos11:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Mobile Safari/537.36',
  unknown: 'curl/8.5.0',
};

describe('parsing a user agent (spec 000 §1)', () => {
  it.each<[keyof typeof userAgents, BrowserInfo]>([
    ['chromeWindows', { name: 'chrome', version: [126, 0, 6478, 127], isMobile: false, isTablet: false }],
    ['edgeChromium', { name: 'edge', version: [126, 0, 2592, 87], isMobile: false, isTablet: false }],
    ['edgeLegacy', { name: 'edge', version: [18, 19045], isMobile: false, isTablet: false }],
    ['firefox70', { name: 'firefox', version: [70, 0], isMobile: false, isTablet: false }],
    ['opera59', { name: 'opera', version: [59, 0, 3092, 0], isMobile: false, isTablet: false }],
    ['safari1212', { name: 'safari', version: [12, 1, 2], isMobile: false, isTablet: false }],
    ['iphone', { name: 'safari', version: [17, 5], isMobile: true, isTablet: true }],
    ['ipad', { name: 'safari', version: [12, 1], isMobile: false, isTablet: true }],
    ['chromeIos', { name: 'chrome', version: [126, 0, 6478, 54], isMobile: true, isTablet: true }],
    ['androidPhone', { name: 'chrome', version: [126, 0, 6478, 71], isMobile: true, isTablet: false }],
    ['androidTablet', { name: 'chrome', version: [126, 0, 6478, 71], isMobile: false, isTablet: true }],
    ['unknown', { name: 'other', version: [], isMobile: false, isTablet: false }],
  ])('%s', (key, info) => {
    expect(parseUserAgent(userAgents[key])).toEqual(info);
  });

  it('tells an iPad presenting itself as a Mac by its touch points', () => {
    expect(parseUserAgent(userAgents.safari17, 5).isTablet).toBe(true);
    expect(parseUserAgent(userAgents.safari17, 0).isTablet).toBe(false);
  });
});

describe('supported browsers: Chrome ≥76, Safari ≥12.1.2, Edge ≥76, Firefox >69, Opera >58, on any device (spec 000 §1)', () => {
  it.each<[keyof typeof userAgents, string]>([
    ['chromeWindows', 'supported'],
    ['chrome75', 'installChrome'],
    ['edgeChromium', 'supported'],
    ['edgeLegacy', 'installChrome'],
    ['firefox70', 'supported'],
    ['firefox69', 'installChrome'],
    ['opera59', 'supported'],
    ['opera58', 'installChrome'],
    ['safari1212', 'supported'],
    ['safari121', 'installChrome'],
    ['safari17', 'supported'],
    // A phone's or tablet's browser of the table is supported; outside the table it is told to use the app.
    ['iphone', 'supported'],
    ['chromeIos', 'supported'],
    ['androidPhone', 'supported'],
    ['androidTablet', 'supported'],
    ['firefoxAndroid', 'supported'],
    ['ipad', 'useApp'],
    ['iphoneIos11', 'useApp'],
    ['androidChrome70', 'useApp'],
    ['androidWebView', 'useApp'],
    ['unknown', 'installChrome'],
  ])('%s → %s', (key, support) => {
    const browser = parseUserAgent(userAgents[key]);
    expect(browserSupportOf(browser)).toBe(support);
    expect(isSupportedBrowser(browser)).toBe(support === 'supported');
  });

  it.each<[BrowserInfo, boolean]>([
    [{ name: 'chrome', version: [76], isMobile: false, isTablet: false }, true],
    [{ name: 'edge', version: [76, 0], isMobile: false, isTablet: false }, true],
    [{ name: 'firefox', version: [69, 0, 3], isMobile: false, isTablet: false }, false],
    [{ name: 'opera', version: [58, 9], isMobile: false, isTablet: false }, false],
    [{ name: 'safari', version: [12, 1, 1], isMobile: false, isTablet: false }, false],
    [{ name: 'safari', version: [13], isMobile: false, isTablet: false }, true],
  ])('boundary %j → %j', (browser, supported) => {
    expect(isSupportedBrowser(browser)).toBe(supported);
  });
});
