import { expect, test } from 'vitest';
import { decideCredit, type CreditNote } from './credit-note';
import { csvRows } from './csv-rows';
import { SELLER } from './fixtures/lines';
import type { ChargeableLine, Invoice } from './invoice';
import { issueInvoice } from './invoice-issue';
import { pounds, ukDate, XERO_COLUMNS, xeroCsv, xeroRows } from './xero-export';

const NOW = new Date('2026-12-01T10:00:00Z');
const LINES: ChargeableLine[] = [
  { description: 'Black grid, 600 x 600', quantity: 3, unitExPence: 1666 },
  { description: '=Installation, Paisley', quantity: 1, unitExPence: 45_000, construction: true },
];

function issued(): Invoice {
  const decided = issueInvoice(
    {
      kind: 'full',
      sequence: 12,
      order: {
        reference: 'CS-4821',
        po: '77',
        name: 'Ailsa Campbell',
        billing: { company: 'Campbell Retail Ltd', address: 'Paisley', postcode: 'PA1 1AA' },
        stage: 'ready',
        lines: LINES,
      },
      declaration: { kind: 'contractor', vatNumber: 'GB987654321' },
      depositPercent: 0,
      issued: [],
      termsDays: 14,
      seller: SELLER,
    },
    NOW,
  );
  if ('refused' in decided) throw new Error(decided.refused);
  return decided.next;
}

function credited(invoice: Invoice): CreditNote {
  const decided = decideCredit(
    invoice,
    [],
    { sequence: 3, reason: 'A grid returned', lines: [{ line: 0, quantity: 1 }] },
    new Date('2026-12-05T10:00:00Z'),
  );
  if ('refused' in decided) throw new Error(decided.refused);
  return decided.next;
}

const INVOICE = issued();
const ROWS = xeroRows([INVOICE], [credited(INVOICE)]);

test('a row per line, invoices then credit notes, in Xero’s UK sales invoice layout', () => {
  expect(ROWS).toEqual([
    {
      ContactName: 'Campbell Retail Ltd',
      InvoiceNumber: 'INV-00012',
      Reference: 'CS-4821 PO 77',
      InvoiceDate: '01/12/2026',
      DueDate: '15/12/2026',
      Description: 'Black grid, 600 x 600',
      Quantity: '3',
      UnitAmount: '16.66',
      AccountCode: '200',
      TaxType: '20% (VAT on Income)',
    },
    {
      ContactName: 'Campbell Retail Ltd',
      InvoiceNumber: 'INV-00012',
      Reference: 'CS-4821 PO 77',
      InvoiceDate: '01/12/2026',
      DueDate: '15/12/2026',
      Description: '=Installation, Paisley',
      Quantity: '1',
      UnitAmount: '450.00',
      AccountCode: '200',
      TaxType: 'Domestic Reverse Charge @ 20% (VAT on Income)',
    },
    {
      ContactName: 'Campbell Retail Ltd',
      InvoiceNumber: 'CN-00003',
      Reference: 'INV-00012 CS-4821 PO 77',
      InvoiceDate: '05/12/2026',
      DueDate: '05/12/2026',
      Description: 'Black grid, 600 x 600',
      Quantity: '1',
      UnitAmount: '-16.66',
      AccountCode: '200',
      TaxType: '20% (VAT on Income)',
    },
  ]);
});

test('the file: the column list, dd/mm/yyyy dates, plain numbers, text kept as text', () => {
  const csv = xeroCsv(ROWS);
  expect(csv.endsWith('\r\n')).toBe(true);
  const [header, ...rows] = csvRows(csv.trimEnd());
  expect(header).toEqual([...XERO_COLUMNS]);
  expect(rows).toHaveLength(3);
  for (const row of rows) {
    const field = (name: (typeof XERO_COLUMNS)[number]) => row[XERO_COLUMNS.indexOf(name)] ?? '';
    expect(row).toHaveLength(XERO_COLUMNS.length);
    expect(field('InvoiceDate')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(field('DueDate')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(field('Quantity')).toMatch(/^\d+$/);
    expect(field('UnitAmount')).toMatch(/^-?\d+\.\d{2}$/);
  }
  // A description a spreadsheet would run as a formula is kept as text; commas are quoted.
  expect(rows[1]?.[5]).toBe("'=Installation, Paisley");
  expect(csv).toContain('"Black grid, 600 x 600"');
});

test.each([
  [1666, '16.66'],
  [-45_000, '-450.00'],
  [5, '0.05'],
  [123_456_789, '1234567.89'],
  [0, '0.00'],
])('%i pence is %s', (pence, text) => {
  expect(pounds(pence)).toBe(text);
});

test('dates are dd/mm/yyyy', () => {
  expect(ukDate('2027-01-09')).toBe('09/01/2027');
});
