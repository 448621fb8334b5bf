// What the visitor does to the pre-rendered page before React takes it over (issue 14,
// docs/decisions/012). Part of the page's first script (app/entry.client.ts), so it runs
// as soon as the page is parsed, seconds before hydration on a slow phone. It only
// records; app/replay-early-input.ts feeds the record to the app once it has hydrated.

/** A form control's state as the visitor left it. */
export type ControlState =
  | { kind: 'text'; value: string }
  | { kind: 'checked'; checked: boolean }
  | { kind: 'select'; selected: number[] };

export type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export type EarlyInput = {
  /**
   * Stops recording button presses: from the call of `hydrateRoot` on, React's own
   * listeners see every press (a press on a part not yet hydrated hydrates it first).
   */
  handOver(): void;
  /**
   * Stops recording and returns the controls the visitor changed, each with its last
   * state, oldest change first, and the buttons pressed before the hand-over, in order.
   */
  finish(): { controls: [FormControl, ControlState][]; presses: HTMLButtonElement[] };
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
  const presses: HTMLButtonElement[] = [];
  let pressesRecorded = true;

  function record(control: FormControl) {
    controls.delete(control);
    controls.set(control, stateOf(control));
  }

  // Only the visitor's own actions (isTrusted): nothing a script dispatches.
  const onChange = (event: Event) => {
    if (event.isTrusted && isFormControl(event.target)) record(event.target);
  };
  // A plain button (type="button") does nothing until React handles it, so a press is
  // kept to be made again. Links, submit buttons and <summary> work without a script,
  // and are left alone: making them again would do it twice.
  const onClick = (event: Event) => {
    if (!pressesRecorded || !event.isTrusted || !(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    const unavailable = button?.disabled || button?.getAttribute('aria-disabled') === 'true';
    if (button && button.type === 'button' && !unavailable) presses.push(button);
  };
  const options = { capture: true, passive: true };
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
      pressesRecorded = false;
      // The browser may also have filled in fields (autofill, or the form state it
      // restores on Back) without an event we saw.
      recordChangesFromTheHtml();
    },
    finish() {
      window.removeEventListener('input', onChange, options);
      window.removeEventListener('change', onChange, options);
      window.removeEventListener('click', onClick, options);
      pressesRecorded = false;
      return { controls: [...controls], presses: [...presses] };
    },
  };
}
