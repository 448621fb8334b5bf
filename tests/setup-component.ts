import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library turns React's act() environment on only where the test functions are
// globals; these tests import them, so it is said here. Without it a submit's checks can
// land after the assertion that reads them on a busy machine.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);
