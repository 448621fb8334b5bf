import { flushSync } from 'react-dom';
import type { ControlState, EarlyInput, FormControl } from './early-input';

// Gives the app what the visitor did before it took over (app/boot/early-input.ts,
// docs/decisions/012). Each changed control is set to the visitor's state again, as an
// input the app's own handlers receive (React's onChange, so every controlled component,
// the enquiry forms' fields among them), then each early button press is made once.
//
// Why as events: at hydration React 19 leaves the visitor's value on screen but keeps its
// own state (the default), and writes its state back at the control's next render. Only
// the component's own handler can bring the two together; a change event reaches it.
//
// Why all in one task: giving React one control renders the others again with the state
// React still holds for them, the defaults, until their own turn. Were the steps a task
// apart, the screen (and the visitor's next look or tap) could catch a choice undone in
// between. Each step is rendered at once instead (flushSync), so the next handler reads
// the state the last one set, and nothing is painted until all of them are done.

/**
 * React compares a control's value with the last one it knows of (kept through the
 * element's own `value`/`checked` property) and calls onChange only when it differs. So
 * the element is first given another value through that property, then the visitor's
 * through the prototype's setter, which React does not see; both before any paint.
 */
function setText(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    control instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  const focused = document.activeElement === control;
  const selection = focused ? [control.selectionStart, control.selectionEnd] : undefined;
  control.value = value === '' ? ' ' : '';
  setValue.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
  if (!focused) {
    // The visitor has left the field: a field that takes what was typed when it is left
    // (a quantity, app/components/ui/quantity-field.tsx) is told so, as the browser told
    // the page when React was not yet listening.
    control.dispatchEvent(new FocusEvent('blur'));
    control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    return;
  }
  const [start, end] = selection ?? [];
  if (typeof start === 'number' && typeof end === 'number') {
    // Types without a selection (a slider, an email field) throw here; nothing to restore.
    try {
      control.setSelectionRange(start, end);
    } catch {
      // nothing to restore
    }
  }
}

function feed(control: FormControl, state: ControlState) {
  if (!control.isConnected || control.disabled) return;
  switch (state.kind) {
    case 'text':
      if (!(control instanceof HTMLSelectElement)) setText(control, state.value);
      return;
    case 'checked':
      if (!(control instanceof HTMLInputElement)) return;
      // A radio is chosen, never unchosen: the one chosen in its group carries the choice.
      if (control.type === 'radio' && !state.checked) return;
      // The opposite through the element's own property (React's record), then a click:
      // the browser's own toggle, click, input and change events, as for a real one.
      control.checked = !state.checked;
      control.click();
      return;
    case 'select':
      if (!(control instanceof HTMLSelectElement)) return;
      for (const [index, option] of [...control.options].entries()) {
        option.selected = state.selected.includes(index);
      }
      control.dispatchEvent(new Event('input', { bubbles: true }));
      control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * Once the app has hydrated: the visitor's changes, then their presses, each once and
 * rendered before the next, all in one task; the recorder stops in that same task, so
 * from the next one on React sees the visitor's events itself and none slips between.
 */
export function replayEarlyInput(early: EarlyInput) {
  try {
    const { controls, presses } = early.take();
    for (const [control, state] of controls) {
      early.pass(() => flushSync(() => feed(control, state)));
    }
    // A button the changes made unavailable (a stepper at its limit) rightly does nothing.
    for (const button of presses) {
      early.pass(() =>
        flushSync(() => {
          if (button.isConnected) button.click();
        }),
      );
    }
  } finally {
    early.finish();
  }
}
