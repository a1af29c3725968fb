import { expect, type Locator } from '@playwright/test';

/** An element's box on the screen; fails when it is not rendered. */
export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, `a box for ${locator.toString()}`).not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

type Box = Awaited<ReturnType<typeof boxOf>>;

/** Whether two boxes share any area. */
export const boxesOverlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The phone and desktop sizes of issue 22 (Chromium at 390×844 and 1366×800). */
export const screenSizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 800 } },
] as const;
