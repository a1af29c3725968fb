import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Testing Library only cleans up by itself when the runner exposes globals; this suite does not.
afterEach(cleanup);

// findBy… and waitFor give up after 1 s by default: on a 2-core machine running two test files at once, a
// lazy page's first render alone can take longer. What they wait for is the same; they wait longer for it.
configure({ asyncUtilTimeout: 5000 });
