import { expect, type Page } from '@playwright/test';

/** Creates a public room from the header's "Create a room"; answers its pre-room path (the owner is let in). */
export async function createPublicRoom(page: Page, title: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Create a room' });
  await page.getByRole('banner').getByRole('button', { name: 'Create a room' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Room name').fill(title);
  await dialog.getByLabel('Room type').selectOption({ label: 'Public' });
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(page).toHaveURL(/\/room\/[^/]+\/live$/);
  return new URL(page.url()).pathname.replace(/\/live$/, '');
}
