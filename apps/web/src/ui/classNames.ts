/** Joins the class names that are set, so that components can add classes on conditions. */
export function joinClassNames(...classNames: ReadonlyArray<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(' ');
}

/** The visible keyboard focus ring shared by every interactive piece. */
export const focusRingClassName =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
