import type { Locator, Page } from '@playwright/test';
import { testCardFields } from '../../src/test/testCard.ts';

/** Fills the card form on `scope` (the page, or the dialog holding the form) with a test card. */
export async function fillTestCard(scope: Page | Locator, number: string): Promise<void> {
  for (const [label, value] of Object.entries(testCardFields(number)))
    await scope.getByLabel(label, { exact: true }).fill(value);
}
