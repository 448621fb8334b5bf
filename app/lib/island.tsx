import { Suspense, use, useEffect, type ComponentType, type ReactPromise } from 'react';
import { importOnce } from './import-again';

// Parts of a page that hydrate after it (docs/decisions/044): their code is not in the
// page's start-up. On the first load the page hydrates without them; each stays as its
// pre-rendered HTML (its links work as links, its prices follow the VAT switch through the
// style sheet, docs/decisions/013) until its module has arrived, then hydrates by itself.
// A button pressed before then is held and pressed again once the part has taken over, as
// the early-input replay does for the page (app/boot/early-input.ts). On a later visit the
// router loads the parts with the page (`RouteModule.later`), so a page it shows has them.
//
// A part holds no form fields: what is typed into a part not yet hydrated is not replayed.

/** Island names whose part has hydrated; a press inside one of them is React's own. */
const hydrated = new Set<string>();
/** Buttons pressed inside an island before its part hydrated, by island, in order. */
const held = new Map<string, HTMLButtonElement[]>();

function holdPresses(event: MouseEvent) {
  if (!(event.target instanceof Element)) return;
  const island = event.target.closest<HTMLElement>('[data-island]');
  const name = island?.dataset.island;
  if (!name || hydrated.has(name)) return;
  const button = event.target.closest('button');
  if (!button || button.disabled) return;
  // React cannot run the handler of a part it has not hydrated: the press would be lost.
  event.stopImmediatePropagation();
  event.preventDefault();
  held.set(name, [...(held.get(name) ?? []), button]);
}

// On the window in the capture phase, before React's listeners on the document. Added as
// the page's module is evaluated, before its hydration starts; the early-input recorder
// (added earlier) keeps presses from here until the app has hydrated, then replays them
// through this listener.
if (typeof window !== 'undefined') window.addEventListener('click', holdPresses, { capture: true });

/** Marks the island as hydrated, then makes the presses it held, in a task of their own. */
function useTakeOver(name: string) {
  useEffect(() => {
    const timer = setTimeout(() => {
      hydrated.add(name);
      const presses = held.get(name) ?? [];
      held.delete(name);
      for (const button of presses) if (button.isConnected) button.click();
    });
    return () => clearTimeout(timer);
  }, [name]);
}

/**
 * The parts a module exports (`names`), each drawn by `<Island name part />` in its place.
 * `load` is what the route module gives the router as `later`.
 */
export function laterParts<Name extends string>(
  importParts: () => Promise<Record<Name, ComponentType>>,
  names: readonly Name[],
) {
  type Module = Record<Name, ComponentType>;
  const isParts = (module: unknown): module is Module =>
    typeof module === 'object' && module !== null && names.every((name) => name in module);
  const loadOnce = importOnce(importParts, isParts);

  // What the islands render: pending until a load has succeeded. A failed load leaves them
  // as they are, pre-rendered, and the next call (a later visit) tries again.
  let arrived: (parts: Module) => void = () => undefined;
  const shown: ReactPromise<Module> = new Promise<Module>((resolve) => {
    arrived = resolve;
  });
  void shown.then((value) => Object.assign(shown, { status: 'fulfilled', value }));

  /** Resolves once the islands can render their parts without suspending. */
  function load(): Promise<Module> {
    const loading = loadOnce();
    loading.then(arrived, () => undefined);
    return loading.then(() => shown);
  }
  // The pre-rendered page waits for its parts: nothing here runs effects.
  if (import.meta.env.SSR) void load();

  function Loaded({ name, part }: { name: string; part: Name }) {
    const Part: ComponentType = use(shown)[part];
    useTakeOver(name);
    return <Part />;
  }

  /** `name` tells the island from the page's others; `part` is the module's export. */
  function Island({ name, part }: { name: string; part: Name }) {
    // Asked for once the page has hydrated, in the task after its effects: after its
    // start-up, not in it (the page marks itself hydrated in its last effect).
    useEffect(() => {
      const timer = setTimeout(() => load().catch(() => undefined));
      return () => clearTimeout(timer);
    }, []);
    return (
      <div data-island={name}>
        <Suspense>
          <Loaded name={name} part={part} />
        </Suspense>
      </div>
    );
  }

  return { load, Island };
}
