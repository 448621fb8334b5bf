// What the visitor does to the pre-rendered page before the app takes it over (issues 14
// and 21, docs/decisions/012). Part of the page's first script (app/boot/entry.client.ts), so
// it runs as soon as the page is parsed, seconds before hydration on a slow phone. It
// records every change and press, and keeps them from React until React has been given
// them all, in order (app/boot/replay-early-input.ts): so no handler of the app ever runs with
// a state older than what the screen shows.

/** A form control's state as the visitor left it. */
export type ControlState =
  | { kind: 'text'; value: string }
  | { kind: 'checked'; checked: boolean }
  | { kind: 'select'; selected: number[] };

export type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export type EarlyInput = {
  /** Called as `hydrateRoot` is: from now on React listens, and submit buttons are held too. */
  handOver(): void;
  /**
   * The controls the visitor changed since the page opened, each with its last state,
   * oldest change first, and the buttons pressed meanwhile, in order.
   */
  take(): { controls: [FormControl, ControlState][]; presses: HTMLButtonElement[] };
  /** Runs one step of the replay: the events it makes reach React, unrecorded. */
  pass(step: () => void): void;
  /** Stops recording: from now on React sees the visitor's events itself. */
  finish(): void;
};

/** Kinds of input that hold no answer of the visitor's. */
const NOT_ANSWERS = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

function isFormControl(target: EventTarget | null): target is FormControl {
  if (target instanceof HTMLInputElement) return !NOT_ANSWERS.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

function stateOf(control: FormControl): ControlState {
  if (control instanceof HTMLSelectElement) {
    const selected = [...control.options].flatMap((option, index) =>
      option.selected ? [index] : [],
    );
    return { kind: 'select', selected };
  }
  if (
    control instanceof HTMLInputElement &&
    (control.type === 'checkbox' || control.type === 'radio')
  ) {
    return { kind: 'checked', checked: control.checked };
  }
  return { kind: 'text', value: control.value };
}

/** The option a select shows when nothing was chosen: the HTML's `selected`, else the first. */
function changedFromTheHtml(control: FormControl): boolean {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    const marked = options.some((option) => option.defaultSelected);
    return options.some((option, index) =>
      marked || control.multiple
        ? option.selected !== option.defaultSelected
        : option.selected !== (index === 0),
    );
  }
  if (
    control instanceof HTMLInputElement &&
    (control.type === 'checkbox' || control.type === 'radio')
  ) {
    return control.checked !== control.defaultChecked;
  }
  return control.value !== control.defaultValue;
}

export function recordEarlyInput(): EarlyInput {
  // A Map keeps the order of insertion: a control changed again moves to the end.
  const controls = new Map<FormControl, ControlState>();
  let presses: HTMLButtonElement[] = [];
  let reactListens = false;
  /** True while the replay's own events are dispatched (they are synchronous). */
  let passing = false;

  function record(control: FormControl) {
    controls.delete(control);
    controls.set(control, stateOf(control));
  }

  // Every event here is kept from React (stopped on the window, in the capture phase,
  // before React's listeners on the document). Were React to see one while it hydrates, it
  // would hydrate the page at once and run the handler with the state it rendered, not the
  // visitor's: a change of dropdown taken as its default component, a press of Add to Cart
  // adding the default options. Nothing of the browser's own is prevented: a field still
  // takes the typing, a box its tick, a dropdown its choice.
  const onChange = (event: Event) => {
    if (passing || !isFormControl(event.target)) return;
    event.stopImmediatePropagation();
    record(event.target);
  };
  const onClick = (event: Event) => {
    if (passing || !(event.target instanceof Element)) return;
    // A box's or a radio's click is its change to React.
    if (isFormControl(event.target)) return event.stopImmediatePropagation();
    const button = event.target.closest('button');
    // Links and <summary> work without a script: React may have them.
    if (!button || button.type === 'reset') return;
    // Before React listens, a submit button posts its form as it does without a script
    // (the server answers it); after, its press is held like any other.
    if (button.type === 'submit' && !reactListens) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    const unavailable = button.disabled || button.getAttribute('aria-disabled') === 'true';
    if (!unavailable) presses.push(button);
  };
  const options = { capture: true };
  window.addEventListener('input', onChange, options);
  window.addEventListener('change', onChange, options);
  window.addEventListener('click', onClick, options);

  /** Changes made before this script ran (typed while it loaded) show as a difference from the HTML. */
  function recordChangesFromTheHtml() {
    for (const control of document.querySelectorAll('input, textarea, select')) {
      if (isFormControl(control) && !controls.has(control) && changedFromTheHtml(control)) {
        record(control);
      }
    }
  }
  recordChangesFromTheHtml();

  return {
    handOver() {
      reactListens = true;
      // The browser may also have filled in fields (autofill, or the form state it
      // restores on Back) without an event we saw.
      recordChangesFromTheHtml();
    },
    take() {
      const taken = { controls: [...controls], presses };
      controls.clear();
      presses = [];
      return taken;
    },
    pass(step) {
      passing = true;
      try {
        step();
      } finally {
        passing = false;
      }
    },
    finish() {
      window.removeEventListener('input', onChange, options);
      window.removeEventListener('change', onChange, options);
      window.removeEventListener('click', onClick, options);
    },
  };
}
