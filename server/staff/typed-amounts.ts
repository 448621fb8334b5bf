import { MAX_QUANTITY } from '../sales/money';

/**
 * A quote line's quantity and unit price as staff type them, read by the editor's form
 * (draft-form.ts) and, while they type, by the staff script's totals
 * (server/staff/browser/staff-inbox.ts): one reading for both. Nothing else is imported
 * here, so the script carries no more than these.
 */
/** "£1,250.50", "1250.5", "1,250" -> pence; undefined when it is not an amount. */
export function parsePounds(value: string): number | undefined {
  const cleaned = value
    .trim()
    .replace(/^£/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const [pounds = '0', pence = ''] = cleaned.split('.');
  return Number(pounds) * 100 + Number(pence.padEnd(2, '0'));
}

/** "3" -> 3; undefined unless a whole number from 1 to MAX_QUANTITY. */
export function parseQuantity(value: string): number | undefined {
  const quantity = /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : undefined;
}
