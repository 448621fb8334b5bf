import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library turns React's act() environment on only where the test functions are
// globals; these tests import them, so it is said here. Without it a submit's checks can
// land after the assertion that reads them on a busy machine.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

// jsdom lays nothing out, so it has no scrolling into view: a no-op stands in for it, as
// for a browser where the element is already in view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
