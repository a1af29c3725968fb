import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ApiClient } from '../../apps/server/test/apiClient.ts';
import { buildMember } from '../../apps/server/test/factories.ts';
import { startServerProcess } from '../../apps/server/test/processes.ts';
const dist = path.join(import.meta.dirname, '../../apps/web/dist');
const server = await startServerProcess({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fp-')), PGLITE_DIR: 'memory://', WEB_DIST_DIR: dist, RATE_LIMIT_PER_MINUTE: '100000' });
const api = new ApiClient(server.url);
const host = await buildMember({ api, url: server.url });
const hour = 3_600_000;
const created = await api.post<{ id: string; slug: string }>('/api/events/v1/create', { title: 'Jazz night', description: 'An evening of live jazz from the cellar.', type: 'Free', visibility: 'public', timezone: 'UTC', startAt: new Date(Date.now() + 24 * hour).toISOString(), endAt: new Date(Date.now() + 26 * hour).toISOString() }, { token: host.userToken });
await api.post('/api/events/v1/publish', { eventId: created.body.data.id, published: 1 }, { token: host.userToken });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const pages = (process.env.PAGES ?? '/,/events,/event/SLUG').split(',').map((p) => p.replace('SLUG', created.body.data.slug));
for (const p of pages) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(server.url + p, { waitUntil: 'networkidle', timeout: 120_000 });
  const out = await page.evaluate(() => new Promise<string>((resolve) => {
    new PerformanceObserver((list) => {
      const lines = list.getEntries().map((e) => { const l = e as PerformanceEntry & { size: number; element?: Element; url: string }; return `${l.startTime.toFixed(0)}ms size=${l.size} ${l.element?.tagName} ${(l.element?.textContent ?? l.url).slice(0, 60)}`; });
      const res = performance.getEntriesByType('resource').map((r) => `  ${(r as PerformanceResourceTiming).responseEnd.toFixed(0)} ${r.name.replace(location.origin, '')}`);
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime.toFixed(0);
      resolve(`FCP ${fcp}\n` + lines.join('\n') + '\n' + res.join('\n'));
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }));
  console.log(p, '\n' + out);
  await context.close();
}
await browser.close();
await server.stop();
