/**
 * The deposit a quote asks, in pounds, as its page says it before acceptance: the figures
 * the deposit invoice will carry (sales/invoice-figures.ts), with its VAT only where no
 * declaration can change it.
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
  assert.deepEqual(asked, { exVat: 40_787, payable: 48_944 });
  assert.deepEqual(asked, { exVat: invoiced.exVat, payable: invoiced.payable });
});

test('with construction work the VAT waits for the declaration; the amount ex VAT is given when it is the same either way', () => {
  assert.deepEqual(depositAsked([line(4998, 1), line(45_000, 1, true)], 30, true, 'CS-1'), {
    exVat: 14_999,
    payable: undefined,
  });
  // 50% of 1p and 1p apart is 1p + 1p reverse charged, but 1p of the 2p charged together.
  assert.equal(depositAsked([line(1, 1), line(1, 1, true)], 50, true, 'CS-1'), undefined);
});

test('no deposit, or a stored percentage that is not one, asks for nothing', () => {
  const lines = [line(1000, 1)];
  for (const percent of [0, -5, 12.5, 101, Number.NaN]) {
    assert.equal(depositAsked(lines, percent, false, 'CS-1'), undefined, String(percent));
  }
  assert.deepEqual(depositAsked(lines, 100, false, 'CS-1'), { exVat: 1000, payable: 1200 });
});
