// The feature graph's own rule (docs/decisions/boundaries.md), a second pass of `npm run lint:boundaries`:
// no feature reaches, through others, back to itself. It reads the code the apps run, without test files:
// tests that render the whole app (app/router.tsx) import every feature, which is no loop of the features.
import base from './.dependency-cruiser.mjs';

const { options } = base;

export default {
  forbidden: [
    {
      name: 'no-feature-cycle',
      comment:
        'Features form no loop: what two features share moves down (lib/, ui/), or the app composes them.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/(server|web)/src/features/[^/]+$' },
      to: { circular: true, path: '^apps/(server|web)/src/features/[^/]+$' },
    },
  ],
  options: { ...options, exclude: { path: `${options.exclude.path}|\\.test\\.tsx?$` } },
};
