export type Stock = {
  inStock: boolean;
  quantityAvailable: number;
};

/** The stock badge rule of SPEC.md section 9. */
export function stockBadge({ inStock, quantityAvailable }: Stock): string {
  if (!inStock || quantityAvailable <= 0) return 'Out of Stock';
  if (quantityAvailable <= 5) return `Only ${quantityAvailable} left`;
  if (quantityAvailable > 10) return 'In Stock';
  return `${quantityAvailable} in stock`;
}

export function canBeAdded({ inStock, quantityAvailable }: Stock): boolean {
  return inStock && quantityAvailable > 0;
}

/** How urgent the badge looks: out of stock, running low (5 or fewer), or fine. */
export function stockTone({ inStock, quantityAvailable }: Stock): 'out' | 'low' | 'ok' {
  if (!inStock || quantityAvailable <= 0) return 'out';
  return quantityAvailable <= 5 ? 'low' : 'ok';
}
