/**
 * The deposit a quote asks, in pounds, as its page says it before acceptance: the figures
 * the deposit invoice will carry (sales/invoice-figures.ts): with VAT charged, and where the
 * declaration decides, reverse charged too.
 */
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { depositFigures } from '../sales/invoice-figures';
import type { QuoteLine } from '../sales/money';
import { depositAsked } from './customer-view';

const line = (unitExPence: number, quantity: number, construction = false): QuoteLine => ({
  description: construction ? 'Fitting' : 'Glass shelf',
  quantity,
  unitExPence,
  leadTime: '',
  construction,
});

test('without construction work the deposit is given ex and inc VAT, as it will be invoiced', () => {
  const lines = [line(2499, 40), line(11_999, 3)];
  const asked = depositAsked(lines, 30, false, 'CS-4821');
  const invoiced = depositFigures(lines, false, 30, 'CS-4821').totals;
  // 30% of £1,359.57 is £407.87 (half up), with £81.57 VAT.
  assert.deepEqual(asked, {
    charged: { exVat: 40_787, payable: 48_944 },
    reverseCharged: undefined,
  });
  assert.deepEqual(asked?.charged, { exVat: invoiced.exVat, payable: invoiced.payable });
});

test('with construction work both are given: VAT charged, and the construction lines reverse charged', () => {
  const lines = [line(4998, 1), line(45_000, 1, true)];
  const asked = depositAsked(lines, 30, true, 'CS-1');
  // 30% of £49.98 is £14.99 and of £450.00 £135.00: £149.99 ex VAT either way. Charged, £3.00
  // and £27.00 VAT; reverse charged, the £3.00 alone.
  assert.deepEqual(asked, {
    charged: { exVat: 14_999, payable: 17_999 },
    reverseCharged: { exVat: 14_999, payable: 15_299 },
  });
  for (const reverseCharge of [false, true]) {
    const { exVat, payable } = depositFigures(lines, reverseCharge, 30, 'CS-1').totals;
    assert.deepEqual(reverseCharge ? asked?.reverseCharged : asked?.charged, { exVat, payable });
  }
  // 50% of 1p and 1p apart is 1p + 1p reverse charged, but 1p of the 2p charged together:
  // the two amounts ex VAT differ, and both are given.
  const pennies = depositAsked([line(1, 1), line(1, 1, true)], 50, true, 'CS-1');
  assert.equal(
    pennies?.charged.exVat,
    depositFigures([line(1, 1), line(1, 1, true)], false, 50, 'CS-1').totals.exVat,
  );
  assert.equal(
    pennies?.reverseCharged?.exVat,
    depositFigures([line(1, 1), line(1, 1, true)], true, 50, 'CS-1').totals.exVat,
  );
  assert.notEqual(pennies?.charged.exVat, pennies?.reverseCharged?.exVat);
});

test('no deposit, or a stored percentage that is not one, asks for nothing', () => {
  const lines = [line(1000, 1)];
  for (const percent of [0, -5, 12.5, 101, Number.NaN]) {
    assert.equal(depositAsked(lines, percent, false, 'CS-1'), undefined, String(percent));
  }
  assert.deepEqual(depositAsked(lines, 100, false, 'CS-1'), {
    charged: { exVat: 1000, payable: 1200 },
    reverseCharged: undefined,
  });
});
