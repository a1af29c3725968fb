import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library only cleans up by itself when the runner exposes globals; this suite does not.
afterEach(cleanup);
