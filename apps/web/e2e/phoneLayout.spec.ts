import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { boxOf, screenSizes } from './support/boxes.ts';
import { newMember } from './support/members.ts';
import { createPublicRoom } from './support/rooms.ts';

// Issue 22 items 2 and 5: the live room's header gives the room's name its width (a row of its own on a
// phone, the actions after it), and the moderators' apps bar shows that more apps exist than it shows.

for (const { name, viewport } of screenSizes)
  test(`the room header and the apps bar (${name})`, async ({ browser }) => {
    test.setTimeout(60_000);
    const owner = await newMember(browser, `layout-${name}`);
    await owner.page.setViewportSize(viewport);
    const title = `Weekly community jam session for everyone ${Date.now()}`;
    await createPublicRoom(owner.page, title);

    const heading = owner.page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    const header = owner.page.locator('header').filter({ has: heading });
    const nameBox = await boxOf(heading);
    const headerBox = await boxOf(header);
    const leaveBox = await boxOf(header.getByRole('button', { name: 'Leave' }));
    if (name === 'phone') {
      // The name spans the row (less the header's padding); the actions come below it.
      expect(nameBox.width).toBeGreaterThan(headerBox.width * 0.85);
      expect(leaveBox.y).toBeGreaterThanOrEqual(nameBox.y + nameBox.height - 1);
    } else {
      // Beside the actions, whole: nothing of this name is cut.
      expect(nameBox.width).toBeGreaterThanOrEqual(192);
      expect(leaveBox.x).toBeGreaterThanOrEqual(nameBox.x + nameBox.width);
      expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }

    // More apps than the row shows: its end fades under an arrow that scrolls to them.
    const apps = owner.page.getByRole('navigation', { name: 'Apps' });
    const more = apps.getByRole('button', { name: 'More apps' });
    await expect(more).toBeVisible();
    const appsBox = await boxOf(apps);
    const moreBox = await boxOf(more);
    expect(moreBox.x + moreBox.width).toBeLessThanOrEqual(appsBox.x + appsBox.width);
    expect(moreBox.x).toBeGreaterThan(appsBox.x + appsBox.width / 2);
    await expect(apps.getByRole('button', { name: 'Earlier apps' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(owner.page, `the live room's header and apps bar (${name})`);
    await more.click();
    await expect(apps.getByRole('button', { name: 'Earlier apps' })).toBeVisible();
    // At the row's end the last app shows whole and the forward arrow goes.
    const lastApp = apps.getByRole('listitem').last();
    await apps.getByRole('list').evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
    await expect(more).toHaveCount(0);
    const lastBox = await boxOf(lastApp);
    expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(appsBox.x + appsBox.width);
    await expectNoSeriousAxeViolations(owner.page, `the apps bar scrolled to its end (${name})`);
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });
