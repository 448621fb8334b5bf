/**
 * The staff inbox's one script (built by vite.staff.config.ts into build/client/staff-inbox.js,
 * loaded from the site's own origin, so the pages' script-src 'self' allows it). The pages work
 * whole without it: the server computes and saves every figure. With it:
 * - the quote editor's line totals and its three totals follow what is typed, by the server's
 *   own rules (the same parsing and money functions, bundled from where the server keeps them);
 *   a short while after typing stops, a polite status says the new total once;
 * - Enter adds no line break to a one-line answer shown in a box that wraps (a line's
 *   description and lead time), which the server would refuse;
 * - "Copy link" beside the customer's link (hidden until this script shows it) copies the link
 *   and says "Link copied" beside the button, in a status a screen reader reads.
 */
import { formatPrice } from '../../../app/catalogue/money';
import { parsePounds, parseQuantity } from '../typed-amounts';
import { lineTotal, MAX_TOTAL_EX_PENCE, MAX_UNIT_PENCE, quoteTotals } from '../../sales/money';

/** How long typing must pause before the new total is read out. */
const ANNOUNCE_AFTER_MS = 1500;

/** A line's quantity and unit price as the server reads them; undefined while either is not one. */
function amountsOf(fieldset: HTMLFieldSetElement) {
  const field = (part: string) =>
    fieldset.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name$="-${part}"]`);
  const quantity = parseQuantity(field('quantity')?.value ?? '');
  const unitExPence = parsePounds(field('price')?.value ?? '');
  if (quantity === undefined || unitExPence === undefined || unitExPence > MAX_UNIT_PENCE) {
    return undefined;
  }
  const line = { quantity, unitExPence };
  return lineTotal(line) > MAX_TOTAL_EX_PENCE ? undefined : line;
}

/** Whether a line is left out: removed, or a blank new line (no description and no price). */
function isLeftOut(fieldset: HTMLFieldSetElement) {
  const removed = fieldset.querySelector<HTMLInputElement>('[name$="-remove"]')?.checked ?? false;
  const text = (part: string) =>
    fieldset.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name$="-${part}"]`)?.value ??
    '';
  return removed || (!text('description').trim() && !text('price').trim());
}

function followTotals(form: HTMLFormElement) {
  const totals = document.querySelector<HTMLElement>('[data-totals]');
  if (!totals) return;
  const figure = (name: string) => totals.querySelector<HTMLElement>(`[data-total="${name}"]`);
  const note = totals.querySelector<HTMLElement>('[data-totals-note]');
  const said = totals.querySelector<HTMLElement>('[data-totals-said]');
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSaid = figure('incVat')?.textContent ?? '';

  function update() {
    const counted: { quantity: number; unitExPence: number }[] = [];
    let unread = 0;
    for (const fieldset of form.querySelectorAll<HTMLFieldSetElement>('fieldset.line')) {
      const line = amountsOf(fieldset);
      const out = isLeftOut(fieldset);
      const shown = fieldset.querySelector<HTMLElement>('[data-line-total]');
      if (shown) shown.textContent = line && !out ? formatPrice(lineTotal(line)) : '—';
      if (out) continue;
      if (line) counted.push(line);
      else unread += 1;
    }
    const sum = quoteTotals(counted);
    const set = (name: string, pence: number) => {
      const element = figure(name);
      if (element) element.textContent = formatPrice(pence);
    };
    set('exVat', sum.exVat);
    set('vat', sum.vat);
    set('incVat', sum.incVat);
    if (note) {
      note.hidden = false;
      note.textContent =
        unread === 0
          ? 'As typed above, not saved yet.'
          : `As typed above, not saved yet, without ${unread === 1 ? '1 line' : `${unread} lines`} whose quantity or price is not complete.`;
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      const now = formatPrice(sum.incVat);
      if (!said || now === lastSaid) return;
      lastSaid = now;
      // A new node each time, so the same words after a change back are read again.
      said.replaceChildren(document.createTextNode(`Total inc VAT now ${now}.`));
    }, ANNOUNCE_AFTER_MS);
  }

  form.addEventListener('input', update);
  form.addEventListener('change', update);
  // A page given back with what was typed (a save refused) shows those figures at once,
  // quietly: the visitor has not changed anything yet, so nothing is read out.
  const saved = { total: lastSaid, note: note?.textContent ?? '', hidden: note?.hidden ?? true };
  update();
  clearTimeout(timer);
  lastSaid = figure('incVat')?.textContent ?? '';
  if (note && lastSaid === saved.total) {
    note.textContent = saved.note;
    note.hidden = saved.hidden;
  }
}

function offerCopy(button: HTMLButtonElement) {
  const source = document.getElementById(button.dataset.copy ?? '');
  const status = document.getElementById(button.dataset.copyStatus ?? '');
  if (!(source instanceof HTMLTextAreaElement || source instanceof HTMLInputElement) || !status) {
    return;
  }
  if (!navigator.clipboard?.writeText) return;
  button.hidden = false;
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(source.value);
      status.replaceChildren(document.createTextNode('Link copied'));
    } catch {
      source.select();
      status.replaceChildren(
        document.createTextNode('Could not copy: the link is selected, so press Ctrl+C (⌘C).'),
      );
    }
  });
}

document.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && event.target instanceof HTMLTextAreaElement) {
    if (event.target.dataset.oneLine !== undefined) event.preventDefault();
  }
});

const editor = document.querySelector<HTMLFormElement>('form[data-quote-editor]');
if (editor) followTotals(editor);
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
  offerCopy(button);
}
