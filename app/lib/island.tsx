import { Suspense, use, useEffect, useState, type ComponentType, type ReactPromise } from 'react';
import { importOnce } from './import-again';
import { usePageLocation } from './router';
import { tracked } from './tracked';

// Parts of a page that hydrate after it (docs/decisions/044): their code is not in the
// page's start-up. On the first load the page hydrates without them; each stays as its
// pre-rendered HTML (its links work as links, its prices follow the VAT switch through the
// style sheet, docs/decisions/013) until its module has arrived, then hydrates by itself.
// A button pressed before then is held and pressed again once the part has taken over, as
// the early-input replay does for the page (app/boot/early-input.ts). Shown again later (a
// link, Back), the page waits for its parts and is never shown without them.
//
// A part holds no form fields: what is typed into a part not yet hydrated is not replayed.

/** Islands whose part has hydrated: a press inside one of them is React's own. */
const hydrated = new Set<string>();
/** Buttons pressed inside islands not yet hydrated, with their island, in the order pressed. */
let held: { island: string; button: HTMLButtonElement }[] = [];

function holdPresses(event: MouseEvent) {
  if (!(event.target instanceof Element)) return;
  const island = event.target.closest<HTMLElement>('[data-island]')?.dataset.island;
  if (!island || hydrated.has(island)) return;
  const button = event.target.closest('button');
  if (!button) return;
  // React cannot run the handler of a part it has not hydrated: the press would be lost.
  event.stopImmediatePropagation();
  event.preventDefault();
  // As the early-input recorder does: a button that says it is unavailable takes no press.
  if (button.disabled || button.getAttribute('aria-disabled') === 'true') return;
  held.push({ island, button });
}

// On the window in the capture phase, before React's listeners on the document. Added as
// the page's module is evaluated, before its hydration starts; the early-input recorder
// (added earlier) keeps presses from here until the app has hydrated, then replays them
// through this listener.
if (typeof window !== 'undefined') window.addEventListener('click', holdPresses, { capture: true });

/**
 * Makes the held presses whose islands have hydrated, oldest first, up to the first one
 * whose island has not: a press is never made before one pressed earlier.
 */
function pressHeld() {
  while (held[0] && hydrated.has(held[0].island)) {
    const { button } = held[0];
    held = held.slice(1);
    if (button.isConnected) button.click();
  }
}

/** Marks the island as hydrated, then makes its held presses, in a task of their own. */
function useTakeOver(island: string) {
  useEffect(() => {
    const timer = setTimeout(() => {
      hydrated.add(island);
      pressHeld();
    });
    return () => clearTimeout(timer);
  }, [island]);
}

/**
 * The parts a module exports (`names`), each drawn by `<Island name part />` in its place.
 */
export function laterParts<Name extends string>(
  importParts: () => Promise<Record<Name, ComponentType>>,
  names: readonly Name[],
) {
  type Module = Record<Name, ComponentType>;
  const isParts = (module: unknown): module is Module =>
    typeof module === 'object' && module !== null && names.every((name) => name in module);
  const loadOnce = importOnce(importParts, isParts);

  // What the parts render: pending until a load has succeeded. A failed load leaves the
  // islands of the first load as they are, pre-rendered; the next load tries again.
  let arrived: (parts: Module) => void = () => undefined;
  const shown = tracked(
    new Promise<Module>((resolve) => {
      arrived = resolve;
    }),
  );
  /**
   * The load a page drawn afresh waits for, and the visit (history entry) that asked: a
   * failed one stays failed for that visit, as the router's page modules do
   * (app/routing/route-view.tsx), and the next visit loads again.
   */
  let waited: { promise: ReactPromise<Module>; visit: string } | undefined;

  function partsFor(visit: string): ReactPromise<Module> {
    if (!waited || (waited.promise.status === 'rejected' && waited.visit !== visit)) {
      waited = { promise: tracked(load()), visit };
    }
    return waited.promise;
  }

  /** Resolves once the parts render without suspending. */
  function load(): Promise<Module> {
    const loading = loadOnce();
    loading.then(arrived, () => undefined);
    return loading.then(() => shown);
  }
  // The pre-rendered page waits for its parts (Suspense, below): start them as the module is.
  if (import.meta.env.SSR) void load();
  // A load that failed offline is made again when the browser is back online.
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => {
      if (shown.status !== 'fulfilled') load().catch(() => undefined);
    });
  }

  function Loaded({ name, part }: { name: string; part: Name }) {
    const Part: ComponentType = use(shown)[part];
    useTakeOver(name);
    return <Part />;
  }

  /** `name` tells the island from the page's others; `part` is the module's export. */
  function Island({ name, part }: { name: string; part: Name }) {
    // Part of the page's first hydration (the page marks itself hydrated once it is done,
    // app/routing/route-view.tsx), or drawn afresh later: a link, Back.
    const [drawnAfresh] = useState(
      () => typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true',
    );
    const { key: visit } = usePageLocation();
    if (drawnAfresh && shown.status !== 'fulfilled') {
      // Waited for here, outside the part's boundary: the router keeps the page before on
      // screen until this page has its parts; a failed load shows the page's error.
      use(partsFor(visit));
    }
    // Asked for once the page has hydrated, in the task after its effects: after its
    // start-up, not in it (the page marks itself hydrated in its last effect).
    useEffect(() => {
      const timer = setTimeout(() => load().catch(() => undefined));
      return () => {
        clearTimeout(timer);
        // Presses held for an island that goes before its part has hydrated go with it.
        if (!hydrated.has(name)) held = held.filter(({ island }) => island !== name);
      };
    }, [name]);
    return (
      <div data-island={name}>
        <Suspense>
          <Loaded name={name} part={part} />
        </Suspense>
      </div>
    );
  }

  return { Island };
}
