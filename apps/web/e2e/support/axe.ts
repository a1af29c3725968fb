import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe impacts that fail a page (issue 15: 0 serious and 0 critical on every page the suite visits). */
const failingImpacts = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it is now (dialogs and panels included) and fails on any serious or critical
 * finding, listing each rule with the elements it flagged. `state` names the page state in the message.
 */
export async function expectNoSeriousAxeViolations(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const findings = violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(findings, `axe on ${state}`).toEqual([]);
}
