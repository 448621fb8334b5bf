import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { MemoryRouter } from '../../lib/router';
import { generatedBaskets } from '../../basket/generated-baskets';
import { priceBasket } from '../../basket/priced';
import { add, clear } from '../../basket/store';
import { findProduct } from '../../catalogue/registry';
import { setPriceMode } from '../../components/product/price-mode';
import { CartPage } from './cart-page';

/** "£1,815.72" anywhere in a text, as pence. */
function pence(text: string | null | undefined): number {
  const amount = /£([\d,]+)\.(\d\d)/.exec(text ?? '');
  if (!amount) throw new Error(`No amount in ${String(text)}`);
  return Number(amount[1]?.replace(/,/g, '')) * 100 + Number(amount[2]);
}

afterEach(() => {
  cleanup();
  clear();
  setPriceMode('inc');
});

// PRODUCT.md "Prices and VAT": on /cart, in both modes, a line shown is its unit price shown
// times its quantity and the Subtotal the sum of the lines shown; the three totals are of
// record, the same whichever way prices are shown; where the Total inc VAT is not the
// Subtotal, one sentence says so. 60 baskets from a fixed seed, each in both modes.
test('every generated basket: each line is unit x quantity, the Subtotal their sum, the totals of record', () => {
  for (const [index, basket] of generatedBaskets(60, 35).entries()) {
    const record = priceBasket(basket, findProduct).totals;
    for (const mode of ['inc', 'ex'] as const) {
      clear();
      setPriceMode(mode);
      for (const line of basket) {
        const product = findProduct(line.productId);
        if (product) add(product, line.options, line.quantity);
      }
      render(
        <MemoryRouter initialEntries={['/cart']}>
          <CartPage />
        </MemoryRouter>,
      );
      const where = `basket ${index} ${JSON.stringify(basket)}, ${mode} VAT`;
      const items = within(screen.getByRole('region', { name: 'Items in your basket' }));
      const shown = items.getAllByRole('listitem').map((item) => {
        const [unit, total] = item.querySelectorAll('[data-price]');
        const quantity = within(item).getByRole('spinbutton', { name: /^Quantity/ });
        return {
          unit: pence(unit?.textContent),
          quantity: Number((quantity as HTMLInputElement).value),
          total: pence(total?.textContent),
          ex: total?.textContent?.endsWith('ex VAT') ?? false,
        };
      });
      expect(shown.length, where).toBe(basket.length);
      for (const line of shown) {
        expect(line.total, where).toBe(line.unit * line.quantity);
        expect(line.ex, where).toBe(mode === 'ex');
      }
      const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
      const figure = (name: string) =>
        pence(summary.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent);
      const subtotal = figure('Subtotal');
      expect(subtotal, where).toBe(shown.reduce((sum, line) => sum + line.total, 0));
      const totals = {
        exVat: figure('Total ex VAT'),
        vat: figure('VAT (20%)'),
        incVat: figure('Total inc VAT'),
      };
      expect(totals, where).toEqual(record);
      if (mode === 'ex') expect(subtotal, where).toBe(totals.exVat);
      const sentence = summary.queryByText(/than the sum of the catalogue prices/);
      const difference = totals.incVat - subtotal;
      if (mode === 'inc' && difference !== 0) {
        const amount =
          Math.abs(difference) < 100 ? `${Math.abs(difference)}p` : /£[\d,]+\.\d\d/.source;
        expect(sentence?.textContent, where).toMatch(
          new RegExp(`is ${amount} ${difference > 0 ? 'more' : 'less'} than`),
        );
      } else {
        expect(sentence, where).toBeNull();
      }
      cleanup();
    }
  }
}, 240_000);
