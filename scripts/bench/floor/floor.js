// @ts-check
/**
 * The floor page's one component: a heading and a button that counts its presses. What a
 * page costs that React 19 pre-renders and hydrates and nothing else (issue 27), measured by
 * `npm run bench` beside the site's pages. Plain `createElement`, so that Node renders it
 * as it is (scripts/bench/floor/build.js) and Vite bundles it without a JSX plugin.
 */
import { createElement as h, useState } from 'react';

export function Floor() {
  const [presses, setPresses] = useState(0);
  return h(
    'main',
    null,
    h('h1', null, 'React floor'),
    h(
      'button',
      { type: 'button', onClick: () => setPresses((count) => count + 1) },
      `Pressed ${presses} times`,
    ),
  );
}
