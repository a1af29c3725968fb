import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { newMember, postAsMember } from './support/members.ts';

// Issue 15 "Done when": axe reports 0 serious and 0 critical on every page the suite visits. The live pages
// are checked where their specs reach their busiest state (rooms, stage, friends, calls, meet); this spec
// sweeps every other page of the route table, as a guest and as a member, at both of the sizes.

const sizes = [
  { name: '1366×800', viewport: { width: 1366, height: 800 } },
  { name: '390×844', viewport: { width: 390, height: 844 } },
] as const;

/** Opens `path` and waits for its page (its main heading, or the dialog a route opens) before axe runs. */
async function expectAccessible(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await expectNoSeriousAxeViolations(page, path);
}

const heading = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
};
const dialog = async (page: Page) => {
  await expect(page.getByRole('dialog')).toBeVisible();
};

for (const size of sizes) {
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: size.viewport });
    // Two dozen pages, each with an axe run: more than the default 30 s on a busy machine.
    test.setTimeout(180_000);

    test('every page a guest and a member reach has no serious or critical axe finding', async ({
      browser,
    }) => {
      const member = await newMember(browser, 'axe-sweep');
      await member.page.setViewportSize(size.viewport);
      const day = 24 * 3_600_000;
      const event = await postAsMember<{ id: string }>(member.page, '/api/events/v1/create', {
        title: `Accessible evening ${Date.now()}`,
        type: 'Free',
        visibility: 'public',
        timezone: 'UTC',
        startAt: new Date(Date.now() + day).toISOString(),
        endAt: new Date(Date.now() + day + 7_200_000).toISOString(),
      });
      await postAsMember(member.page, '/api/events/v1/publish', { eventId: event.id, published: 1 });

      const memberPages: [string, (page: Page) => Promise<void>][] = [
        ['/events', heading],
        [`/event/${event.id}`, heading],
        ['/myevent', heading],
        ['/event/create', heading],
        ['/myPasses', heading],
        ['/store', heading],
        ['/cart', heading],
        ['/search?q=evening', heading],
        ['/device/connect', heading],
        ['/movies', heading],
        ['/notfound', heading],
      ];
      for (const [path, ready] of memberPages) await expectAccessible(member.page, path, ready);

      const guestContext = await browser.newContext({ viewport: size.viewport });
      const guest = await guestContext.newPage();
      const guestPages: [string, (page: Page) => Promise<void>][] = [
        ['/', heading],
        ['/events', heading],
        [`/event/${event.id}`, heading],
        ['/login', dialog],
        ['/signup', dialog],
      ];
      for (const [path, ready] of guestPages) await expectAccessible(guest, path, ready);

      expect(member.errors).toEqual([]);
      await guestContext.close();
      await member.context.close();
    });
  });
}
