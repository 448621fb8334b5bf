import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { MemoryRouter } from '../../lib/router';
import { generatedBaskets } from '../../basket/generated-baskets';
import { priceBasket } from '../../basket/priced';
import { findProduct } from '../../catalogue/registry';
import { setPriceMode } from '../../components/product/price-mode';
import { priceQuote } from '../../enquiries/quote';
import { BasketQuote } from './basket-quote';

/** "£1,815.72" anywhere in a text, as pence. */
function pence(text: string | null | undefined): number {
  const amount = /£([\d,]+)\.(\d\d)/.exec(text ?? '');
  if (!amount) throw new Error(`No amount in ${String(text)}`);
  return Number(amount[1]?.replace(/,/g, '')) * 100 + Number(amount[2]);
}

afterEach(() => {
  cleanup();
  setPriceMode('inc');
});

// PRODUCT.md "Prices and VAT": the quote request page shows the lines as the visitor chose
// to see them, each its unit price shown x quantity, and the three totals the server will
// price the request to (priceQuote, which the confirmation, the e-mail and the draft
// quote carry: server/enquiries/money-of-record.test.ts). Ex VAT the lines add up to Total
// ex VAT; inc VAT, where they do not add up to Total inc VAT, one sentence says so.
test('every generated basket: each line is unit x quantity, and the totals are the ones the server prices', () => {
  for (const [index, basket] of generatedBaskets(60, 3502).entries()) {
    const request = priceQuote(
      basket.map(({ productId, options, quantity }) => ({ productId, options, quantity })),
    );
    for (const mode of ['inc', 'ex'] as const) {
      setPriceMode(mode);
      render(
        <MemoryRouter initialEntries={['/cart/quote']}>
          <BasketQuote basket={priceBasket(basket, findProduct)} />
        </MemoryRouter>,
      );
      const where = `basket ${index} ${JSON.stringify(basket)}, ${mode} VAT`;
      const table = within(screen.getByRole('table', { name: /^Your basket/ }));
      expect(table.getByRole('columnheader', { name: `Line total ${mode} VAT` })).toBeVisible();
      const [, ...rows] = table.getAllByRole('row');
      const lines = rows.slice(0, -3).map((row) => {
        const [, quantity, unit, total] = within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent);
        return { quantity: Number(quantity), unit: pence(unit), total: pence(total) };
      });
      expect(lines.length, where).toBe(request.lines.length);
      for (const line of lines) expect(line.total, where).toBe(line.unit * line.quantity);
      const total = (name: RegExp) => pence(table.getByRole('row', { name }).textContent);
      const totals = {
        exVat: total(/^Total ex VAT/),
        vat: total(/^VAT \(20%\)/),
        incVat: total(/^Total inc VAT/),
      };
      expect(totals, where).toEqual(request.totals);
      const sum = lines.reduce((all, line) => all + line.total, 0);
      const sentence = screen.queryByText(/than the sum of the catalogue prices/);
      if (mode === 'ex') expect(sum, where).toBe(totals.exVat);
      if (mode === 'inc' && sum !== totals.incVat) expect(sentence, where).not.toBeNull();
      else expect(sentence, where).toBeNull();
      cleanup();
    }
  }
}, 240_000);
