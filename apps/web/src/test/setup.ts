import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Testing Library only cleans up by itself when the runner exposes globals; this suite does not.
afterEach(cleanup);

// findBy… and waitFor give up well before a test's 5 s, so that a missing element is reported as such, with
// the page it was looked for in. Twice Testing Library's 1 s: the tests that render the whole app (router,
// layout, a page behind a dialog) take most of a second to do so on a 2-core machine running two test files.
configure({ asyncUtilTimeout: 2_000 });
