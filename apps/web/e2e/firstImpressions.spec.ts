import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { newMember, postAsMember } from './support/members.ts';

// Issue 15, "Events": what a new user trips over, at a laptop's 1366×800 and a phone's 390×844. Titles of
// any script and slugs from them; drafts resumed from the wizard and deleted from My Events; a paid event
// without a tier refused with a clear message; times with their zone and the date once; status labels that
// say what they are; calendar files without the host's e-mail; one's own profile asked for once, by id.

interface CreatedEvent {
  id: string;
  slug: string;
}

const sizes = [
  { name: 'laptop', viewport: { width: 1366, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Creates an event through the API and, unless told otherwise, publishes it. */
async function createEvent(
  page: Page,
  fields: Record<string, unknown>,
  publish = true,
): Promise<CreatedEvent> {
  const draft = await postAsMember<CreatedEvent>(page, '/api/events/v1/create', {
    visibility: 'public',
    timezone: 'America/New_York',
    ...fields,
  });
  if (!publish) return draft;
  return postAsMember<CreatedEvent>(page, '/api/events/v1/publish', { eventId: draft.id, published: 1 });
}

/**
 * Opens a page and waits for its heading. On a phone the friends panel still opens over the page for every
 * member (the layout half of issue 15 makes it start closed there): it is closed when it shows.
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const panel = page.getByRole('complementary', { name: 'Friends panel' });
  if ((page.viewportSize()?.width ?? 0) < 768 && (await panel.isVisible()))
    await page.getByRole('button', { name: 'Hide friends panel' }).click();
}

for (const size of sizes) {
  test.describe(`at ${size.viewport.width}×${size.viewport.height} (${size.name})`, () => {
    test.use({ viewport: size.viewport, timezoneId: 'America/New_York', locale: 'en-US' });

    test('titles of any script, their slugs, zoned times and labels that say what they are', async ({
      browser,
    }) => {
      const host = await newMember(browser, `host-${size.name}`);
      const stamp = Date.now().toString(36);
      const jazz = await createEvent(host.page, {
        title: `Soirée jazz ${stamp}`,
        type: 'Donate',
        startAt: '2030-12-05T06:30:00.000Z',
        endAt: '2030-12-05T10:00:00.000Z',
      });
      expect(jazz.slug).toBe(`soiree-jazz-${stamp}`);
      const chinese = await createEvent(host.page, {
        title: `爵士之夜 ${stamp}`,
        type: 'Free',
        startAt: '2030-12-05T23:00:00.000Z',
        endAt: '2030-12-06T06:00:00.000Z',
      });
      expect(chinese.slug).toBe(`爵士之夜-${stamp}`);

      // A stranger opens the Chinese one by its id: the address becomes its slug.
      const guest = await newMember(browser, `fan-${size.name}`);
      const { page } = guest;
      await visit(page, `/event/${chinese.id}`);
      await expect(page.getByRole('heading', { level: 1, name: `爵士之夜 ${stamp}` })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/event/${encodeURIComponent(chinese.slug)}$`));

      // The donation event: its zone, the date once, "Upcoming", and no "Free".
      await visit(page, `/event/${jazz.slug}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: `Soirée jazz ${stamp}` })).toBeVisible();
      await expect(main.getByText(/^Dec 5, 2030, 1:30\s–\s5:00\sAM EST$/)).toBeVisible();
      await expect(main.getByText('Upcoming', { exact: true })).toBeVisible();
      await expect(main.getByText('Pay what you want', { exact: true })).toBeVisible();
      await expect(main.getByText('Free', { exact: true })).toHaveCount(0);

      // A free RSVP is "You're going", never "Ticket purchased".
      await visit(page, `/event/${chinese.slug}`);
      await page.getByRole('button', { name: 'RSVP for free' }).click();
      await expect(page.getByText("You're going", { exact: true })).toBeVisible();
      await expect(page.getByText('Ticket purchased', { exact: true })).toHaveCount(0);

      // The calendar file names the channel, never the host's login e-mail.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Add to calendar' }).click(),
      ]);
      const calendar = await readFile(await download.path(), 'utf8');
      // RFC 5545 folds long lines: a line break and a space continue the line before.
      expect(calendar.replace(/\r\n /g, '')).toMatch(/ORGANIZER;CN=.*:http:\/\/.+\/channel\//);
      expect(calendar).not.toContain('mailto:');

      // The host's own live page does not book the host as a ticket holder.
      const live = await createEvent(host.page, {
        title: `Open stage ${stamp}`,
        type: 'Free',
        startAt: new Date(Date.now() - 3_600_000).toISOString(),
        endAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      await host.page.goto(`/event/${live.slug}/live`);
      await expect(host.page).toHaveURL(new RegExp(`/event/${live.slug}/live`));
      await visit(host.page, `/event/${live.slug}`);
      await expect(host.page.getByRole('heading', { level: 1, name: `Open stage ${stamp}` })).toBeVisible();
      await expect(host.page.getByText("You're going", { exact: true })).toHaveCount(0);

      // One's own profile is asked for once, by id, with no 404.
      const profileCalls: number[] = [];
      host.page.on('response', (response) => {
        if (response.url().includes('/api/user/v2/profile')) profileCalls.push(response.status());
      });
      const userId = await host.page.evaluate(() => localStorage.getItem('user_id'));
      expect(userId).toMatch(/^[0-9a-f-]{36}$/);
      await visit(host.page, `/user/${userId}`);
      await expect(host.page.getByRole('tab', { name: 'Followers' })).toBeVisible();
      expect(profileCalls).toEqual([200]);

      for (const member of [host, guest]) {
        expect(member.errors).toEqual([]);
        await member.context.close();
      }
    });

    test('drafts: a paid one needs a tier, the wizard resumes the newest, My Events deletes them', async ({
      browser,
    }) => {
      const host = await newMember(browser, `drafter-${size.name}`);
      const { page } = host;
      const stamp = Date.now().toString(36);

      // A paid draft without a tier is refused publication with a clear message.
      const paid = await createEvent(page, { title: `Paid gig ${stamp}`, type: 'Paid' }, false);
      expect(paid.slug).toBe(paid.id);
      await visit(page, `/event/${paid.id}/edit`);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(
        page.getByText('Add a ticket tier before publishing a paid event', { exact: true }),
      ).toBeVisible();

      // The wizard, with nothing kept in this browser, offers the newest draft on the server.
      const newest = await createEvent(page, { title: `Unfinished ${stamp}`, type: 'Free' }, false);
      await visit(page, '/event/create');
      await expect(page.getByText(`You have an unfinished event: “Unfinished ${stamp}”`)).toBeVisible();
      await page.getByRole('button', { name: 'Continue it' }).click();
      await expect(page.getByRole('heading', { name: 'Resources' })).toBeVisible();
      await expect(page.getByText('We restored the draft you were working on.')).toBeVisible();
      // The draft being edited is not offered again (issue 22 item 7).
      const offer = page.getByText(/You have an unfinished event/);
      await expect(offer).toHaveCount(0);

      // "Start a new one" starts one: the offer goes and General is empty.
      await page.evaluate(() => localStorage.removeItem('draft:event:new'));
      await visit(page, '/event/create');
      await expect(offer).toBeVisible();
      await page.getByRole('button', { name: 'Start a new one' }).click();
      await expect(offer).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'General' })).toBeVisible();
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');

      // My Events continues or deletes drafts.
      await visit(page, '/myevent');
      await expect(page.getByRole('link', { name: `Continue: Unfinished ${stamp}` })).toHaveAttribute(
        'href',
        new RegExp(`/event/${newest.id}/edit`),
      );
      await page.getByRole('button', { name: `Delete draft: Unfinished ${stamp}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete draft' }).click();
      await expect(page.getByText(`“Unfinished ${stamp}” was deleted.`, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(`Unfinished ${stamp}`) })).toHaveCount(0);
      await expect(page.getByRole('button', { name: `Delete draft: Paid gig ${stamp}` })).toBeVisible();

      expect(host.errors).toEqual([]);
      await host.context.close();
    });
  });
}
