import { expect, test } from 'vitest';
import {
  blankRows,
  parsePounds,
  parseQuantity,
  readDraftForm,
  sendProblems,
  valuesOf,
} from './draft-form';

const TODAY = '2026-11-25';
const line = (row: number, fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [`line-${row}-${name}`, value]));
const form = (...rows: Record<string, string>[]) => ({
  validUntil: '2026-12-25',
  note: '',
  ...Object.assign(
    {},
    ...rows.map((fields, row) => line(row, { lead: '', product: '', ...fields })),
  ),
});

test('a valid form becomes the draft, figures in whole pence', () => {
  const { draft, errors } = readDraftForm(
    form(
      {
        description: 'Shelf',
        quantity: '2',
        price: '120.83',
        product: 'standard-wall-shelf',
        lead: 'Delivery in 7-10 days',
      },
      { description: 'Installation', quantity: '1', price: '450' },
    ),
    TODAY,
  );
  expect(errors).toEqual({});
  expect(draft).toEqual({
    lines: [
      {
        description: 'Shelf',
        quantity: 2,
        unitExPence: 12_083,
        leadTime: 'Delivery in 7-10 days',
        productId: 'standard-wall-shelf',
      },
      { description: 'Installation', quantity: 1, unitExPence: 45_000, leadTime: '' },
    ],
    validUntil: '2026-12-25',
    note: '',
    depositPercent: 0,
  });
  expect(valuesOf(draft).lines[0]?.price).toBe('120.83');
});

test.each([
  ['£1,250.50', 125_050],
  ['1250.5', 125_050],
  ['1,250', 125_000],
  [' £0.00 ', 0],
  ['12.345', undefined],
  ['1,25', undefined],
  ['-5', undefined],
  ['£', undefined],
  ['1e3', undefined],
])('the price %j is %s pence', (typed, pence) => {
  expect(parsePounds(typed)).toBe(pence);
});

test('blank rows are dropped and counted; removed rows are dropped and not counted', () => {
  const body = form(
    { description: '', quantity: '1', price: '' },
    { description: 'Kept', quantity: '1', price: '10' },
    { description: 'Gone', quantity: '1', price: '10', remove: '1' },
    { description: '  ', quantity: '', price: '  ' },
  );
  const { values, draft, errors } = readDraftForm(body, TODAY);
  expect(errors).toEqual({});
  expect(values.lines.map((kept) => kept.description)).toEqual(['Kept']);
  expect(draft.lines).toHaveLength(1);
  expect(blankRows(body)).toBe(2);
  // Errors are named by the line's place among the kept lines.
  const bad = readDraftForm(
    form(
      { description: '', quantity: '1', price: '' },
      { description: 'X', quantity: 'two', price: '1' },
    ),
    TODAY,
  );
  expect(bad.errors).toEqual({ 'line-0-quantity': 'Enter a whole number from 1 to 100,000.' });
});

test.each([['0'], ['2.5'], ['two'], ['100001'], ['-1'], ['']])(
  'the quantity %j is refused, and kept as typed',
  (quantity) => {
    const { values, errors } = readDraftForm(
      form({ description: 'Shelf', quantity, price: '10' }),
      TODAY,
    );
    expect(errors['line-0-quantity']).toMatch(/^Enter a whole number from 1 to 100,000\.$/);
    expect(values.lines[0]?.quantity).toBe(quantity.trim());
  },
);

test('a price without a description, and a description without a price, are each a problem', () => {
  const { errors } = readDraftForm(
    form(
      { description: '', quantity: '1', price: '10' },
      { description: 'Signage', quantity: '1', price: '' },
    ),
    TODAY,
  );
  expect(errors['line-0-description']).toBe('Describe the line.');
  expect(errors['line-1-price']).toMatch(/^Enter a price in pounds ex VAT/);
});

test('Valid until: a date, not in the past (today is fine), within two years', () => {
  const valid = (validUntil: string) =>
    readDraftForm({ ...form(), validUntil }, TODAY).errors.validUntil;
  expect(valid('2026-11-24')).toBe(
    'Valid until (24 November 2026) has passed: enter a new date, today or later.',
  );
  expect(valid(TODAY)).toBeUndefined();
  expect(valid('2028-11-25')).toBeUndefined();
  expect(valid('2028-11-26')).toBe('Valid until must be within two years.');
  expect(valid('25/12/2026')).toBe('Enter a real date.');
  expect(valid('')).toBe('Enter the date the quote is valid until.');
});

test('Valid until is a day the calendar has: 30 and 31 February, 31 April and 29 February 2027 are not', () => {
  const valid = (validUntil: string) =>
    readDraftForm({ ...form(), validUntil }, TODAY).errors.validUntil;
  for (const impossible of ['2027-02-30', '2027-02-31', '2027-04-31', '2027-02-29', '2027-13-01']) {
    expect(valid(impossible), impossible).toBe('Enter a real date.');
  }
  expect(valid('2028-02-29')).toBeUndefined();
  expect(valid('2027-02-28')).toBeUndefined();
});

test('a line with a control or text-direction character is refused and kept as typed; the note keeps its lines', () => {
  const description = 'Shelf\u202e evil\r\nnext';
  const { values, errors } = readDraftForm(
    {
      ...form(
        { description, quantity: ' 3 ', price: '10', lead: '7\u0007 days' },
        { description: 'Tabbed\tshelf', quantity: '1', price: '10', lead: '7  days' },
      ),
      note: 'Line one\r\n\tLine two\u2066  ',
    },
    TODAY,
  );
  expect(errors).toEqual({
    'line-0-description': 'Write the description on one line, without special characters.',
    'line-0-lead': 'Write the lead time on one line, without special characters.',
    'line-1-description': 'Write the description on one line, without special characters.',
    note: 'Write the note without special characters.',
  });
  expect(values.lines[0]?.description).toBe(description);
  expect(values.lines[1]?.leadTime).toBe('7 days');
  const kept = readDraftForm({ ...form(), note: 'Line one\r\n\tLine two  ' }, TODAY);
  expect(kept.errors).toEqual({});
  expect(kept.values.note).toBe('Line one\n\tLine two');
});

test('a quantity is a whole number from 1 to 100,000', () => {
  expect(parseQuantity(' 3 ')).toBe(3);
  expect(parseQuantity('100000')).toBe(100_000);
  for (const refused of ['0', '100001', '1.5', '-1', '', 'two', '1e3']) {
    expect(parseQuantity(refused)).toBeUndefined();
  }
});

test('a repeated field counts once; a form with nothing to send says so', () => {
  const { draft } = readDraftForm(
    { ...form({ description: 'A', quantity: '1', price: '1' }), 'line-0-description': ['A', 'B'] },
    TODAY,
  );
  expect(draft.lines[0]?.description).toBe('A');
  expect(sendProblems({ lines: [], validUntil: TODAY, note: '', depositPercent: 0 })).toEqual({
    lines: 'Add at least one line before sending.',
  });
  expect(sendProblems(draft)).toEqual({});
});

test('the deposit is a whole percentage from 0 to 100; a line may be marked as construction work', () => {
  const priced = { description: 'Fitting', quantity: '1', price: '450' };
  const read = (deposit: string | undefined, fields: Record<string, string> = {}) =>
    readDraftForm(
      { ...form({ ...priced, ...fields }), ...(deposit === undefined ? {} : { deposit }) },
      TODAY,
    );
  expect(read('30').draft.depositPercent).toBe(30);
  expect(read(' 25 % ').draft.depositPercent).toBe(25);
  expect(read('0').errors).toEqual({});
  for (const wrong of ['', '101', '12.5', '-5', 'half']) {
    expect(read(wrong).errors.deposit).toBe(
      'Enter the deposit as a whole percentage from 0 to 100, such as 30 (0 for none).',
    );
    expect(read(wrong).values.deposit).toBe(wrong.trim());
  }
  // A page that did not ask (open across an upgrade) keeps the site's default.
  expect(read(undefined).errors).toEqual({});
  expect(read(undefined).draft.depositPercent).toBe(0);

  expect(read('0').draft.lines[0]?.construction).toBeUndefined();
  const marked = read('0', { construction: '1' });
  expect(marked.draft.lines[0]?.construction).toBe(true);
  expect(marked.values.lines[0]?.construction).toBe(true);
  expect(valuesOf(marked.draft).lines[0]?.construction).toBe(true);
  expect(valuesOf(marked.draft).deposit).toBe('0');
});

test("a catalogue line's options ride through the editor as a hidden field and back", () => {
  const draft = {
    lines: [
      {
        description: 'White ceiling tile (Size: 600x600)',
        quantity: 120,
        unitExPence: 250,
        leadTime: '',
        productId: 'white-ceiling-tile',
        options: { size: '600x600' },
      },
    ],
    validUntil: '2026-12-25',
    note: '',
    depositPercent: 0,
  };
  const shown = valuesOf(draft).lines[0];
  expect(shown?.options).toBe('size~600x600');
  const posted = form({
    description: shown?.description ?? '',
    quantity: shown?.quantity ?? '',
    price: shown?.price ?? '',
    product: shown?.productId ?? '',
    options: shown?.options ?? '',
  });
  const read = readDraftForm(posted, TODAY);
  expect(read.errors).toEqual({});
  expect(read.draft.lines).toEqual(draft.lines);
});

test.each([
  ['options that are not ids', 'white-ceiling-tile', 'size~<script>'],
  ['options without their product', '', 'size~600x600'],
])('%s are dropped, the line kept', (_, product, options) => {
  const read = readDraftForm(
    form({ description: 'Tile', quantity: '1', price: '2.50', product, options }),
    TODAY,
  );
  expect(read.errors).toEqual({});
  expect(read.draft.lines).toHaveLength(1);
  expect(read.draft.lines[0]?.options).toBeUndefined();
});
