import type { Page } from '@playwright/test';

/**
 * Serves the platform's stored videos to `page` with byte ranges (206 Partial Content). Browsers seek a
 * video only within ranges the server can answer; `GET /files/*` does not answer `Range` yet (a server
 * change asked for in docs/decisions/content-web.md), so this stands in for it until it does.
 */
export async function serveStoredVideosWithRanges(page: Page): Promise<void> {
  await page.route('**/files/**/*.mp4', async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    const headers = { ...response.headers(), 'accept-ranges': 'bytes', 'content-type': 'video/mp4' };
    const range = /^bytes=(\d+)-(\d*)$/.exec(route.request().headers()['range'] ?? '');
    if (!range) return route.fulfill({ status: 200, headers, body });
    const start = Number(range[1]);
    const end = range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
    await route.fulfill({
      status: 206,
      headers: { ...headers, 'content-range': `bytes ${start}-${end}/${body.length}` },
      body: body.subarray(start, end + 1),
    });
  });
}
