import { expect, type Page } from '@playwright/test';

/** The friends panel of a member's page. */
export const friendsPanelOf = (page: Page) => page.getByRole('complementary', { name: 'Friends panel' });

/** The panel starts closed (issue 15): a member opens it from the header. */
export async function openFriendsPanel(page: Page): Promise<void> {
  const panel = friendsPanelOf(page);
  if (await panel.isVisible()) return;
  await page.getByRole('button', { name: 'Show friends panel' }).click();
  await expect(panel).toBeVisible();
}
