import { describe, expect, test } from 'vitest';
import { creditedOn, decideCredit, type CreditNote, type CreditRequest } from './credit-note';
import { FITTING, GRID, SELLER } from './fixtures/lines';
import type { ChargeableLine, Invoice } from './invoice';
import {
  balanceFigures,
  depositFigures,
  fullFigures,
  type InvoiceFigures,
} from './invoice-figures';
import { invoiceStanding } from './invoice-payments';

const NOW = new Date('2026-12-20T10:00:00Z');
const THREE_P: ChargeableLine = { description: 'Clip', quantity: 1, unitExPence: 3 };

function invoice(figures: InvoiceFigures, number = 'INV-00001'): Invoice {
  return {
    number,
    kind: 'full',
    orderReference: 'CS-4821',
    po: 'PO-77',
    issuedAt: '2026-12-01T10:00:00.000Z',
    issueDate: '2026-12-01',
    taxPoint: '2026-12-01',
    dueDate: '2026-12-15',
    seller: SELLER,
    customer: {
      name: 'Ailsa Campbell',
      billing: { company: '', address: 'Paisley', postcode: 'PA1' },
    },
    ...figures,
    depositPercent: undefined,
    deducts: undefined,
    reverseChargeVatNumber: undefined,
  };
}

const ask = (lines: CreditRequest['lines'], sequence = 1): CreditRequest => ({
  sequence,
  reason: 'Two grids returned unused',
  lines,
});

/** Credits one request after another, each citing the notes before it. */
function credits(cited: Invoice, requests: CreditRequest['lines'][]): CreditNote[] {
  return requests.reduce<CreditNote[]>((notes, lines, index) => {
    const decided = decideCredit(cited, notes, ask(lines, index + 1), NOW);
    if ('refused' in decided) throw new Error(`credit ${index + 1} refused: ${decided.refused}`);
    return [...notes, decided.next];
  }, []);
}

const FULL = invoice(fullFigures([GRID, FITTING], false));

test('a credit note for the whole invoice takes exactly its figures, and closes it', () => {
  const [note] = credits(FULL, ['whole']);
  expect(note).toMatchObject({
    number: 'CN-00001',
    invoiceNumber: 'INV-00001',
    orderReference: 'CS-4821',
    issueDate: '2026-12-20',
    reason: 'Two grids returned unused',
    totals: FULL.totals,
  });
  const credited = creditedOn('INV-00001', note ? [note] : []);
  expect(credited).toBe(59_998);
  expect(invoiceStanding(FULL, { payments: [], credited }, NOW)).toBe('credited');
  expect(decideCredit(FULL, note ? [note] : [], ask('whole', 2), NOW)).toEqual({
    refused: 'credited',
  });
});

test('a credit note for part of an invoice: two of three grids, by the money rule', () => {
  const [note] = credits(FULL, [[{ line: 0, quantity: 2 }]]);
  expect(note?.lines).toEqual([
    {
      description: 'Black grid',
      quantity: 2,
      unitExPence: 1666,
      vatRatePercent: 20,
      exVatPence: 3332,
      reverseCharge: false,
      invoiceLine: 0,
    },
  ]);
  // 3332 x 0.2 = 666.4, so 666.
  expect(note?.totals).toEqual({ exVat: 3332, vat: 666, payable: 3998, reverseChargeVat: 0 });
});

describe('the credits of an invoice add up to it to the penny, however it is taken apart', () => {
  const fourClips = invoice(fullFigures([THREE_P, THREE_P, THREE_P, THREE_P], false));
  const deposit = depositFigures([GRID, FITTING], true, 33, 'CS-4821');
  const balance = invoice(
    balanceFigures([GRID, FITTING], true, { number: 'INV-00001', ...deposit }),
    'INV-00002',
  );
  test.each([
    ['a grid, then the rest', FULL, [[{ line: 0, quantity: 1 }], 'whole']],
    ['line by line', FULL, [[{ line: 0, quantity: 3 }], [{ line: 1, quantity: 1 }]]],
    // Four 3p clips owe 2p VAT together, 1p each alone: the third and fourth take none.
    ['four 3p clips one by one', fourClips, [0, 1, 2, 3].map((line) => [{ line, quantity: 1 }])],
    ['a reverse-charged balance, whole', balance, ['whole']],
    [
      'a reverse-charged balance, its grids then the rest',
      balance,
      [[{ line: 0, quantity: 3 }], 'whole'],
    ],
  ] as const)('%s', (_name, cited, requests) => {
    const notes = credits(cited, [...requests]);
    const sum = (key: keyof Invoice['totals']) =>
      notes.reduce((total, note) => total + note.totals[key], 0);
    expect({
      exVat: sum('exVat'),
      vat: sum('vat'),
      payable: sum('payable'),
      reverseChargeVat: sum('reverseChargeVat'),
    }).toEqual(cited.totals);
    for (const note of notes) expect(note.totals.vat).toBeGreaterThanOrEqual(0);
  });

  test('a reverse-charged fitting is credited with the VAT the customer no longer accounts for', () => {
    const [note] = credits(invoice(fullFigures([GRID, FITTING], true)), [
      [{ line: 1, quantity: 1 }],
    ]);
    expect(note?.totals).toEqual({
      exVat: 45_000,
      vat: 0,
      payable: 45_000,
      reverseChargeVat: 9000,
    });
  });
});

test.each([
  ['no reason', { ...ask([{ line: 0, quantity: 1 }]), reason: '  ' }, 'no-reason'],
  ['no lines', ask([]), 'no-lines'],
  ['a line the invoice lacks', ask([{ line: 2, quantity: 1 }]), 'no-such-line'],
  ['a quantity of nothing', ask([{ line: 0, quantity: 0 }]), 'not-positive'],
  ['part of a unit', ask([{ line: 0, quantity: 0.5 }]), 'not-positive'],
  ['more than the line', ask([{ line: 0, quantity: 4 }]), 'above-invoice'],
  [
    'a line asked twice',
    ask([
      { line: 0, quantity: 2 },
      { line: 0, quantity: 2 },
    ]),
    'above-invoice',
  ],
] as const)('a credit with %s is refused', (_name, request, refusal) => {
  expect(decideCredit(FULL, [], request, NOW)).toEqual({ refused: refusal });
});

test('a line credited already is not credited again, nor a balance for more than it asked', () => {
  const earlier = credits(FULL, [[{ line: 0, quantity: 2 }]]);
  expect(decideCredit(FULL, earlier, ask([{ line: 0, quantity: 2 }]), NOW)).toEqual({
    refused: 'above-invoice',
  });
  const deposit = depositFigures([GRID], false, 50, 'CS-4821');
  const balance = invoice(balanceFigures([GRID], false, { number: 'INV-00001', ...deposit }));
  // The deposit's deduction alone credits nothing.
  expect(decideCredit(balance, [], ask([{ line: 1, quantity: 1 }]), NOW)).toEqual({
    refused: 'not-positive',
  });
  // The balance of a £499.98 order after a 33% deposit is £334.99 ex VAT: its £450.00 fitting alone is more.
  const third = depositFigures([GRID, FITTING], false, 33, 'CS-4821');
  const rest = invoice(balanceFigures([GRID, FITTING], false, { number: 'INV-00001', ...third }));
  expect(decideCredit(rest, [], ask([{ line: 1, quantity: 1 }]), NOW)).toEqual({
    refused: 'above-invoice',
  });
});

test('credit notes of another invoice are not this one’s', () => {
  const other = credits(invoice(fullFigures([GRID], false), 'INV-00009'), ['whole']);
  expect(creditedOn('INV-00001', other)).toBe(0);
  expect(decideCredit(FULL, other, ask('whole', 2), NOW)).toMatchObject({
    next: { totals: FULL.totals },
  });
});
