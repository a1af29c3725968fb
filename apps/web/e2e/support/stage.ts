import type { Page } from '@playwright/test';

/** The cast's stage area of a live page. */
export const stageOf = (page: Page) => page.getByRole('region', { name: 'Stage', exact: true });

/** The viewer's own place on the stage: apply, their place in line, exit. */
export const myPlace = (page: Page) => stageOf(page).getByRole('group', { name: 'My place on stage' });

/** One list of the moderator's stage console ("Waiting", "Approved", "On stage" …). */
export const consoleList = (page: Page, list: string) =>
  page.getByRole('region', { name: 'Stage console' }).getByRole('region', { name: list, exact: true });
