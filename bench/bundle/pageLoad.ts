import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { ApiClient } from '../../apps/server/test/apiClient.ts';
import { buildMember } from '../../apps/server/test/factories.ts';
import { startServerProcess, type ServerProcess } from '../../apps/server/test/processes.ts';

// bench/bundle/pageLoad: what a first visit transfers before its largest paint, and that paint's time
// (LCP), on `/`, `/events` and an event page, in Chromium on a throttled phone: Lighthouse's mobile
// profile as DevTools applies it (Slow 4G: 562.5 ms latency, 1,474.56 kbit/s down, 675 kbit/s up; CPU
// 4× slower; a 412×823 screen). Baseline in the same run: the same build served without its
// `first-paint.json`, so every page gets the plain shell that loads its content itself (what every visit got
// before docs/decisions/first-paint.md), against the build as served now (content, answers and chunks in the
// HTML). Run after `npm run build -w apps/web`; the figures go to bench/RESULTS.md.
const dist = path.join(import.meta.dirname, '../../apps/web/dist');
const runs = Number(process.env.BENCH_RUNS ?? 3);

/** The build without its first-paint.json: the server then sends the plain shell for every page. */
function shellOnlyCopyOfDist(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'limelight-shell-dist-'));
  cpSync(dist, copy, { recursive: true, filter: (source) => path.basename(source) !== 'first-paint.json' });
  return copy;
}

async function startSite(webDistDir: string): Promise<{ server: ServerProcess; pages: string[] }> {
  const server = await startServerProcess({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'limelight-bench-')),
    PGLITE_DIR: 'memory://',
    WEB_DIST_DIR: webDistDir,
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  const api = new ApiClient(server.url);
  const host = await buildMember({ api, url: server.url });
  const hour = 3_600_000;
  const created = await api.post<{ id: string; slug: string }>(
    '/api/events/v1/create',
    {
      title: 'Jazz night',
      description: 'An evening of live jazz from the cellar.',
      type: 'Free',
      visibility: 'public',
      timezone: 'UTC',
      startAt: new Date(Date.now() + 24 * hour).toISOString(),
      endAt: new Date(Date.now() + 26 * hour).toISOString(),
    },
    { token: host.userToken },
  );
  if (created.body.code !== 200) throw new Error(`create: ${created.body.message}`);
  await api.post(
    '/api/events/v1/publish',
    { eventId: created.body.data.id, published: 1 },
    { token: host.userToken },
  );
  return { server, pages: ['/', '/events', `/event/${created.body.data.slug}`] };
}

interface PageLoad {
  lcpMs: number;
  bytesBeforeLcp: number;
  files: number;
  /** JavaScript on the wire (compressed, headers included) that ended before LCP, and after it until idle. */
  jsBytesBeforeLcp: number;
  jsBytesAfterLcp: number;
}

/** ARCHITECTURE's first-load goal, for the JavaScript a page needs before its largest paint. */
const jsBeforeLcpBudgetKb = 150;

/** One cold visit on a throttled phone: LCP, and the bytes of every response that ended before it. */
async function visit(browser: Browser, url: string): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  const load = await page.evaluate(
    () =>
      new Promise<PageLoad>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const lcp = entries[entries.length - 1]?.startTime ?? 0;
          const timings = [
            ...performance.getEntriesByType('navigation'),
            ...performance.getEntriesByType('resource'),
          ] as PerformanceResourceTiming[];
          const before = timings.filter((timing) => timing.responseEnd <= lcp);
          const bytesOf = (list: PerformanceResourceTiming[]) =>
            list.reduce((sum, timing) => sum + timing.transferSize, 0);
          const scripts = timings.filter((timing) => new URL(timing.name).pathname.endsWith('.js'));
          resolve({
            lcpMs: lcp,
            bytesBeforeLcp: bytesOf(before),
            files: before.length,
            jsBytesBeforeLcp: bytesOf(scripts.filter((timing) => timing.responseEnd <= lcp)),
            jsBytesAfterLcp: bytesOf(scripts.filter((timing) => timing.responseEnd > lcp)),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return load;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const before = await startSite(shellOnlyCopyOfDist());
const after = await startSite(dist);
try {
  console.log(`\n### bench/bundle/pageLoad — ${new Date().toISOString().slice(0, 10)}\n`);
  console.log('Median of', runs, 'cold visits each, Slow 4G and 4× CPU, 412×823.\n');
  console.log(
    '| page | KB before LCP, shell | KB before LCP, first paint | ratio | LCP shell (s) | LCP first paint (s) | ratio |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  const scriptRows: string[] = [];
  for (const [index, page] of after.pages.entries()) {
    const shell: PageLoad[] = [];
    const firstPaint: PageLoad[] = [];
    for (let run = 0; run < runs; run += 1) {
      shell.push(await visit(browser, before.server.url + (before.pages[index] ?? '/')));
      firstPaint.push(await visit(browser, after.server.url + page));
    }
    const kb = (loads: PageLoad[]) => median(loads.map((load) => load.bytesBeforeLcp)) / 1024;
    const lcp = (loads: PageLoad[]) => median(loads.map((load) => load.lcpMs)) / 1000;
    const name = index === 2 ? '/event/:slug' : page;
    const jsBefore = median(firstPaint.map((load) => load.jsBytesBeforeLcp)) / 1024;
    const jsAfter = median(firstPaint.map((load) => load.jsBytesAfterLcp)) / 1024;
    scriptRows.push(
      `| ${name} | ${jsBefore.toFixed(1)} | ${jsAfter.toFixed(1)} | ${(jsBefore + jsAfter).toFixed(1)} | ${jsBeforeLcpBudgetKb} |`,
    );
    if (jsBefore > jsBeforeLcpBudgetKb) {
      console.error(
        `${name}: ${jsBefore.toFixed(1)} KB of JavaScript before LCP, over ${jsBeforeLcpBudgetKb} KB.`,
      );
      process.exitCode = 1;
    }
    console.log(
      `| ${name} | ${kb(shell).toFixed(0)} | ${kb(firstPaint).toFixed(0)} | ${(kb(firstPaint) / kb(shell)).toFixed(2)} | ${lcp(shell).toFixed(2)} | ${lcp(firstPaint).toFixed(2)} | ${(lcp(firstPaint) / lcp(shell)).toFixed(2)} |`,
    );
  }
  // What loads after the largest paint (lazy chunks the page asks for before idle) is counted apart from
  // what the paint waits for (issue 22).
  console.log('\nJavaScript on the wire with the first paint, median KB (compressed, as transferred):\n');
  console.log('| page | JS before LCP | JS after LCP, until idle | total | budget before LCP |');
  console.log('|---|---:|---:|---:|---:|');
  scriptRows.forEach((row) => console.log(row));
} finally {
  await browser.close();
  await before.server.stop();
  await after.server.stop();
}
