import { describe, expect, test } from 'vitest';
import { quoteTotals } from './money';
import { FITTING, GRID } from './fixtures/lines';
import type { ChargeableLine } from './invoice';
import { balanceFigures, depositFigures, fullFigures, groupsOf, totalsOf } from './invoice-figures';

/** A line of `pence` ex VAT, for the rounding edges. */
const line = (pence: number, construction = false): ChargeableLine => ({
  description: `${pence}p`,
  quantity: 1,
  unitExPence: pence,
  construction,
});

describe('one invoice for the whole order follows the one money rule', () => {
  test.each([
    // [case, lines, reverse charge, exVat, vat, payable, reverse-charge VAT]
    ['grid and fitting', [GRID, FITTING], false, 49_998, 10_000, 59_998, 0],
    // VAT on the sum, not per line: 2p + 2p = 4p owes 0.8p, so 1p.
    ['2p and 2p', [line(2), line(2)], false, 4, 1, 5, 0],
    // The grid's VAT charged, the fitting's stated for the contractor to account for.
    ['grid and fitting, reverse charge', [GRID, FITTING], true, 49_998, 1000, 50_998, 9000],
    // A marked line stays charged when the customer is not a contractor.
    ['fitting, end user', [FITTING], false, 45_000, 9000, 54_000, 0],
    ['fitting, contractor', [FITTING], true, 45_000, 0, 45_000, 9000],
    // Each group rounds on its own sum: 3p owes 0.6p, so 1p, in each.
    ['3p and 3p fitted, reverse charge', [line(3), line(3, true)], true, 6, 1, 7, 1],
    ['no lines', [], false, 0, 0, 0, 0],
  ] as const)('%s', (_name, lines, rc, exVat, vat, payable, reverseChargeVat) => {
    const figures = fullFigures(lines, rc);
    expect(figures.totals).toEqual({ exVat, vat, payable, reverseChargeVat });
    // Shown totals are the sum of the shown lines.
    expect(figures.lines.reduce((sum, shown) => sum + shown.exVatPence, 0)).toBe(exVat);
    // Without the reverse charge an invoice's totals are its order's, to the penny.
    const record = quoteTotals(lines);
    if (!rc) expect([exVat, vat, payable]).toEqual([record.exVat, record.vat, record.incVat]);
  });

  test('each line says its rate and whether the customer accounts for its VAT', () => {
    expect(fullFigures([GRID, FITTING], true).lines).toEqual([
      {
        description: 'Black grid',
        quantity: 3,
        unitExPence: 1666,
        vatRatePercent: 20,
        exVatPence: 4998,
        reverseCharge: false,
      },
      {
        description: 'Installation, Paisley',
        quantity: 1,
        unitExPence: 45_000,
        vatRatePercent: 20,
        exVatPence: 45_000,
        reverseCharge: true,
      },
    ]);
  });
});

describe('a deposit and its balance add up to the order to the penny', () => {
  const orders = {
    'grid and fitting': [GRID, FITTING],
    '6p (each half owes 1p VAT alone)': [line(6)],
    '1p': [line(1)],
    '£0.50 at 33% is 16.5p': [line(50)],
    'mixed, pennies each': [line(3), line(7, true)],
    large: [line(99_999_999), line(33_333_333, true)],
  };
  const cases = Object.entries(orders).flatMap(([name, lines]) =>
    [10, 33, 50, 100].flatMap((percent) =>
      [false, true].map((rc) => [name, percent, rc, lines] as const),
    ),
  );

  test.each(cases)('%s at %i per cent, reverse charge %s', (_name, percent, rc, lines) => {
    const deposit = depositFigures(lines, rc, percent, 'CS-4821');
    const balance = balanceFigures(lines, rc, { number: 'INV-00001', ...deposit });
    const order = fullFigures(lines, rc).totals;
    expect({
      exVat: deposit.totals.exVat + balance.totals.exVat,
      vat: deposit.totals.vat + balance.totals.vat,
      payable: deposit.totals.payable + balance.totals.payable,
      reverseChargeVat: deposit.totals.reverseChargeVat + balance.totals.reverseChargeVat,
    }).toEqual(order);
    // Each invoice's Total ex VAT is the sum of its lines; a deposit's VAT is the rule's.
    for (const figures of [deposit, balance]) {
      expect(figures.lines.reduce((sum, shown) => sum + shown.exVatPence, 0)).toBe(
        figures.totals.exVat,
      );
    }
    expect(deposit.totals).toEqual(totalsOf(groupsOf(deposit.lines)));
  });

  test.each([
    // [percent, deposit ex, deposit VAT, balance ex, balance VAT]
    [10, 5000, 1000, 44_998, 9000],
    [33, 16_499, 3300, 33_499, 6700],
    [50, 24_999, 5000, 24_999, 5000],
  ])('grid and fitting at %i per cent: deposit %i + %i VAT, balance %i + %i VAT', (...row) => {
    const [percent, depositEx, depositVat, balanceEx, balanceVat] = row;
    const deposit = depositFigures([GRID, FITTING], false, percent, 'CS-4821');
    const balance = balanceFigures([GRID, FITTING], false, { number: 'INV-00007', ...deposit });
    expect(deposit.totals).toMatchObject({ exVat: depositEx, vat: depositVat });
    expect(balance.totals).toMatchObject({ exVat: balanceEx, vat: balanceVat });
  });

  test('the rounding twice would cost a penny: the balance takes the order’s VAT less the deposit’s', () => {
    const deposit = depositFigures([line(6)], false, 50, 'CS-1');
    expect(deposit.totals).toEqual({ exVat: 3, vat: 1, payable: 4, reverseChargeVat: 0 });
    const balance = balanceFigures([line(6)], false, { number: 'INV-00001', ...deposit });
    // 3p on its own would owe 1p; the order's 6p owes 1p, and the deposit charged it.
    expect(balance.totals).toEqual({ exVat: 3, vat: 0, payable: 3, reverseChargeVat: 0 });
  });

  test('a deposit is split as the supply is, and the balance deducts it group by group', () => {
    const deposit = depositFigures([GRID, FITTING], true, 50, 'CS-4821');
    expect(
      deposit.lines.map((shown) => [shown.description, shown.exVatPence, shown.reverseCharge]),
    ).toEqual([
      ['Deposit of 50% on order CS-4821', 2499, false],
      ['Deposit of 50% on order CS-4821: construction services', 22_500, true],
    ]);
    expect(deposit.totals).toEqual({
      exVat: 24_999,
      vat: 500,
      payable: 25_499,
      reverseChargeVat: 4500,
    });
    const balance = balanceFigures([GRID, FITTING], true, { number: 'INV-00001', ...deposit });
    expect(balance.lines.slice(2).map((shown) => [shown.description, shown.exVatPence])).toEqual([
      ['Less deposit invoiced on INV-00001', -2499],
      ['Less deposit invoiced on INV-00001: construction services', -22_500],
    ]);
  });

  test('a deposit of 0% invoices nothing', () => {
    expect(depositFigures([GRID, FITTING], false, 0, 'CS-4821')).toEqual({
      lines: [],
      totals: { exVat: 0, vat: 0, payable: 0, reverseChargeVat: 0 },
    });
  });
});
