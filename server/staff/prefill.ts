import { unitExVat } from '../../app/catalogue/money';
import type { Product } from '../../app/catalogue/product';
import { findProduct } from '../../app/catalogue/registry';
import { priceQuote } from '../../app/enquiries/quote';
import { storedLines } from '../html/enquiry-words';
import type { EnquiryRow } from '../store/schema';
import type { QuoteLine } from '../sales/money';

/**
 * A new quote's lines: a basket's quote request priced again from the catalogue as it
 * stands today (unknown products and options dropped, quantities within stock); any
 * other enquiry starts empty.
 */
export function linesFromEnquiry(
  enquiry: Pick<EnquiryRow, 'lines'>,
  find: (id: string) => Product | undefined = findProduct,
): QuoteLine[] {
  const requested = storedLines(enquiry).map((line) => ({
    productId: line.productId,
    options: line.selection,
    quantity: line.quantity,
  }));
  if (requested.length === 0) return [];
  return priceQuote(requested, find).lines.map((line) => {
    const options = line.options.map(({ group, value }) => `${group}: ${value}`).join(', ');
    return {
      description: options ? `${line.name} (${options})` : line.name,
      quantity: line.quantity,
      unitExPence: unitExVat(line.unitPrice),
      // The product's delivery or collection note, as the basket and the request showed it.
      leadTime: line.fulfilment,
      productId: line.productId,
      // What the buyer chose, kept through the editor, the sent versions and the order.
      options: { ...line.selection },
    };
  });
}
