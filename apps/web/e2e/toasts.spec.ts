import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { boxOf, boxesOverlap, screenSizes } from './support/boxes.ts';
import { newMember } from './support/members.ts';
import { createPublicRoom } from './support/rooms.ts';

// Issue 22 item 4: toasts never cover the chat composer or the notice in it, and a setting's toast says what
// changed ("Text chat turned off").

const composerOf = (page: Page) => page.getByRole('complementary', { name: 'Chat' }).locator('form');

/** The toast with `text` stays clear of the page's chat composer, which is on the screen. */
async function expectToastClearOfComposer(page: Page, text: string) {
  const toast = page
    .getByRole('region', { name: /Notification area/ })
    .locator('li')
    .filter({ hasText: text });
  await expect(toast).toBeVisible();
  const composer = composerOf(page);
  await expect(composer).toBeInViewport();
  expect(boxesOverlap(await boxOf(toast), await boxOf(composer))).toBe(false);
}

for (const { name, viewport } of screenSizes)
  test(`a setting's toast says what changed and keeps off the composer (${name})`, async ({ browser }) => {
    test.setTimeout(60_000);
    const owner = await newMember(browser, `toast-owner-${name}`);
    const member = await newMember(browser, `toast-member-${name}`);
    await owner.page.setViewportSize(viewport);
    await member.page.setViewportSize(viewport);
    const preRoomPath = await createPublicRoom(owner.page, `Toast check ${Date.now()}`);
    await member.page.goto(preRoomPath);
    await expect(member.page).toHaveURL(new RegExp(`${preRoomPath}/live$`));
    await expect(composerOf(member.page).getByRole('textbox', { name: 'Message' })).toBeEnabled();

    await owner.page.getByRole('button', { name: 'Room settings' }).click();
    const settings = owner.page.getByRole('dialog', { name: 'Room settings' });
    await settings.getByLabel('Text chat').uncheck();
    await expect(settings.getByLabel('Text chat')).not.toBeChecked();
    await settings.getByRole('button', { name: 'Close' }).click();

    // The member's composer closes with its notice; the toast keeps off both.
    await expect(composerOf(member.page).getByText('Text chat is turned off in this room.')).toBeVisible();
    await expectToastClearOfComposer(member.page, 'Text chat turned off');
    await expectToastClearOfComposer(owner.page, 'Text chat turned off');
    await expectNoSeriousAxeViolations(member.page, `a toast over the live room (${name})`);
    expect(owner.errors).toEqual([]);
    expect(member.errors).toEqual([]);
    await owner.context.close();
    await member.context.close();
  });
