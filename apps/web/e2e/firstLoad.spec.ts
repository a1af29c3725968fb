import { expect, test, type Page } from '@playwright/test';
import { newMember, postAsMember } from './support/members.ts';

// Issue 15 (first load as users receive it): the bytes a first visit transfers — every document, script,
// style and font until the network is idle — stay within budget on `/`, `/events` and an event page. The
// server sends the build's brotli files (bench/bundle/pageLoad.ts measures the throttled LCP).
const budgetKb = 260;

/** The bytes a cold visit to `path` transfers (same-origin responses, headers included). */
async function transferredKb(page: Page, path: string): Promise<number> {
  await page.goto(path, { waitUntil: 'networkidle' });
  const bytes = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .filter((entry) => new URL(entry.name).origin === location.origin)
      .filter((entry) => !new URL(entry.name).pathname.startsWith('/api/'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
  );
  return bytes / 1024;
}

test('a first visit to /, /events and an event page transfers at most the budget', async ({ browser }) => {
  const host = await newMember(browser, 'first-load-host');
  const hour = 3_600_000;
  const event = await postAsMember<{ id: string; slug: string }>(host.page, '/api/events/v1/create', {
    title: `First load ${Date.now()}`,
    type: 'Free',
    visibility: 'public',
    timezone: 'UTC',
    startAt: new Date(Date.now() + 24 * hour).toISOString(),
    endAt: new Date(Date.now() + 26 * hour).toISOString(),
  });
  await postAsMember(host.page, '/api/events/v1/publish', { eventId: event.id, published: 1 });
  await host.context.close();

  for (const path of ['/', '/events', `/event/${event.slug}`]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const kb = await transferredKb(page, path);
    expect(kb, `${path} transferred ${kb.toFixed(0)} KB`).toBeLessThanOrEqual(budgetKb);
    // Compressed as the build made it.
    const script = await page.evaluate(
      () => performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.js'))?.name ?? '',
    );
    const response = await page.request.get(script, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers()['content-encoding']).toBe('br');
    await context.close();
  }
});

// docs/decisions/first-paint.md: an event's page arrives with its content and the answers it starts from,
// so its title shows, and React renders the page itself, while no API request has been answered.
test('an event page shows its title before any API request is answered', async ({ browser }) => {
  const host = await newMember(browser, 'first-paint-host');
  const hour = 3_600_000;
  const title = `First paint ${Date.now()}`;
  const event = await postAsMember<{ id: string; slug: string }>(host.page, '/api/events/v1/create', {
    title,
    type: 'Free',
    visibility: 'public',
    timezone: 'UTC',
    startAt: new Date(Date.now() + 24 * hour).toISOString(),
    endAt: new Date(Date.now() + 26 * hour).toISOString(),
  });
  const published = await postAsMember<{ slug: string }>(host.page, '/api/events/v1/publish', {
    eventId: event.id,
    published: 1,
  });
  await host.context.close();

  const context = await browser.newContext();
  // Every API request hangs: whatever the page shows comes from its HTML.
  await context.route('**/api/**', () => undefined);
  const page = await context.newPage();
  await page.goto(`/event/${published.slug}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // React's page, not only the server's markup: the calendar button is React's alone.
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await context.close();
});
