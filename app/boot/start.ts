// Started by app/boot/entry.client.ts once the page is on screen, with every file below already
// requested. Running them in two steps (React and React DOM; then the app,
// the page and its hydration) gives the browser the main thread back in between: at four
// times slower CPU, two tasks of 60-100 ms instead of one of 220-320 ms for a tap or a
// paint to wait behind (docs/decisions/009).
//
// `early` is what the visitor has done to the page so far (app/boot/early-input.ts).
// React DOM is evaluated as this module is, in the task that imports it: a static import,
// not a file of its own to request (docs/decisions/041).
import 'react-dom/client';
import type { EarlyInput } from './early-input';

export async function start(early: EarlyInput) {
  const { hydrate } = await import('./hydrate');
  await hydrate(early);
}
