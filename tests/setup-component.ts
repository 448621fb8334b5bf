import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library turns React's act() environment on only where the test functions are
// globals; these tests import them, so it is said here. Without it a submit's checks can
// land after the assertion that reads them on a busy machine.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

// findBy and waitFor give up after 1 s by default, which a send's round of state updates
// passed on a 2-core box busy with builds (contact-page.test.tsx, two of its 24, once):
// a wait for what never comes still fails, later.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out, so it has no scrolling into view: a no-op stands in for it, as
// for a browser where the element is already in view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
