import { act, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { recordEarlyInput } from './early-input';
import { replayEarlyInput } from './replay-early-input';

/** A controlled dropdown, as the product pages have them. */
function ColourSelect({
  colour,
  onChoose,
}: {
  colour: string;
  onChoose: (colour: string) => void;
}) {
  return (
    <select aria-label="Colour" value={colour} onChange={(event) => onChoose(event.target.value)}>
      <option value="white">White</option>
      <option value="grey">Grey</option>
    </select>
  );
}

// A page of controlled controls, as the app has them: the state shows beside each control,
// so the test reads what React holds, not only what the control shows.
function Form() {
  const [text, setText] = useState('');
  const [size, setSize] = useState('1200');
  const [boxed, setBoxed] = useState(false);
  const [colour, setColour] = useState('white');
  const [count, setCount] = useState(0);
  return (
    <form>
      <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      {['1200', '1800'].map((value) => (
        <input
          key={value}
          type="radio"
          name="size"
          aria-label={value}
          value={value}
          checked={size === value}
          onChange={() => setSize(value)}
        />
      ))}
      <input
        type="checkbox"
        aria-label="Boxed"
        checked={boxed}
        onChange={(event) => setBoxed(event.target.checked)}
      />
      <ColourSelect colour={colour} onChoose={setColour} />
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Add
      </button>
      <output>{`${text}|${size}|${boxed}|${colour}|${count}`}</output>
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

function control<T extends Element>(selector: string): T {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

/** The page as the browser gets it: pre-rendered HTML, with the first script recording. */
function prerender(page: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return { container, early: recordEarlyInput() };
}

async function hydrate(container: Element, page: ReactElement) {
  await act(async () => {
    hydrateRoot(container, page);
  });
}

test('what the visitor did to the pre-rendered controls reaches React once it has hydrated', async () => {
  const { container, early } = prerender(<Form />);

  // The visitor, before React: typing, a radio, a box, a select (set without events, so
  // these are found as differences from the HTML).
  control<HTMLInputElement>('input[aria-label="Search"]').value = 'menu';
  control<HTMLInputElement>('input[aria-label="1800"]').checked = true;
  control<HTMLInputElement>('input[aria-label="Boxed"]').checked = true;
  control<HTMLSelectElement>('select').value = 'grey';
  early.handOver();
  await hydrate(container, <Form />);
  // React kept what the visitor sees, and holds its defaults.
  expect(control('output').textContent).toBe('|1200|false|white|0');

  await act(() => replayEarlyInput(early));
  expect(control('output').textContent).toBe('menu|1800|true|grey|0');
  expect(control<HTMLInputElement>('input[aria-label="Search"]').value).toBe('menu');
  expect(control<HTMLInputElement>('input[aria-label="1800"]').checked).toBe(true);
  expect(control<HTMLInputElement>('input[aria-label="1200"]').checked).toBe(false);
});

// A field that takes what was typed only when it is left, as the ceiling's quantity does.
function QuantityForm() {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [quantity, setQuantity] = useState(1);
  return (
    <form>
      <input
        aria-label="Quantity"
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft !== undefined) setQuantity(Number(draft));
          setDraft(undefined);
        }}
      />
      <output>{quantity}</output>
    </form>
  );
}

test('a quantity typed and left before React took over is taken, as leaving the field takes it', async () => {
  const { container, early } = prerender(<QuantityForm />);

  control<HTMLInputElement>('input').value = '40';
  early.handOver();
  await hydrate(container, <QuantityForm />);
  expect(control('output').textContent).toBe('1');

  await act(() => replayEarlyInput(early));
  expect(control('output').textContent).toBe('40');
  expect(control<HTMLInputElement>('input').value).toBe('40');
});

test('a change and a press made once React listens reach it only after, in order', async () => {
  const { container, early } = prerender(<Form />);
  early.handOver();
  await hydrate(container, <Form />);

  // React listens, but has not been given the early input: what the visitor does now
  // would be handled with React's state, older than the screen's.
  const colour = control<HTMLSelectElement>('select');
  colour.value = 'grey';
  colour.dispatchEvent(new Event('change', { bubbles: true }));
  control<HTMLButtonElement>('button').click();
  expect(control('output').textContent).toBe('|1200|false|white|0');
  expect(colour.value).toBe('grey');

  await act(() => replayEarlyInput(early));
  expect(control('output').textContent).toBe('|1200|false|grey|1');
});

// A basket's Add as the app has it: it adds what React holds at the press.
function AddForm() {
  const [colour, setColour] = useState('white');
  const [added, setAdded] = useState<string[]>([]);
  return (
    <form>
      <ColourSelect colour={colour} onChoose={setColour} />
      <button type="button" onClick={() => setAdded((lines) => [...lines, colour])}>
        Add
      </button>
      <output>{added.join(',')}</output>
    </form>
  );
}

test('an early press is made once, with the state the early changes set', async () => {
  const { container, early } = prerender(<AddForm />);
  control<HTMLSelectElement>('select').value = 'grey';
  early.handOver();
  await hydrate(container, <AddForm />);
  // The visitor presses Add as the app takes over, before it has been given the grey.
  control<HTMLButtonElement>('button').click();
  expect(control('output').textContent).toBe('');

  await act(() => replayEarlyInput(early));
  expect(control('output').textContent).toBe('grey');

  // Once the replay is done, React has the visitor's events itself.
  await act(async () => control<HTMLButtonElement>('button').click());
  expect(control('output').textContent).toBe('grey,grey');
});

test('no moment of the replay shows a choice of the visitor undone', async () => {
  const { container, early } = prerender(<Form />);
  // The visitor, before React: a dropdown, then a radio. Giving React the dropdown renders
  // the radios again with the size React still holds, the default.
  const colour = control<HTMLSelectElement>('select');
  colour.value = 'grey';
  colour.dispatchEvent(new Event('change', { bubbles: true }));
  const size = control<HTMLInputElement>('input[aria-label="1800"]');
  size.checked = true;
  size.dispatchEvent(new Event('change', { bubbles: true }));
  early.handOver();
  await hydrate(container, <Form />);

  // What a screen (or a browser test reading it between two tasks) could see.
  const seen: boolean[] = [];
  await act(async () => {
    const replay = replayEarlyInput(early);
    for (let task = 0; task < 5; task += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      seen.push(control<HTMLInputElement>('input[aria-label="1800"]').checked);
    }
    await replay;
  });
  expect(seen).not.toContain(false);
  expect(control('output').textContent).toBe('|1800|false|grey|0');
});
