import type { Declaration } from './invoice';
import type { QuoteLine } from './money';

/**
 * The customer's declaration at acceptance (PRODUCT.md "Invoices and payments", HMRC's VAT
 * Notice 735): asked only of a quote with lines staff marked as construction work.
 */
export type DeclarationKind = Declaration['kind'];

/** The three choices, in the words the acceptance form shows. */
export const DECLARATION_CHOICES: readonly { kind: DeclarationKind; label: string }[] = [
  { kind: 'not-registered', label: 'We are not VAT- and CIS-registered' },
  { kind: 'end-user', label: 'We are the end user (or an intermediary supplier)' },
  {
    kind: 'contractor',
    label: 'We are a VAT- and CIS-registered contractor and sell this work on',
  },
];

/** Whether any line is construction work, so the customer must declare. */
export function needsDeclaration(lines: readonly Pick<QuoteLine, 'construction'>[]): boolean {
  return lines.some((line) => line.construction === true);
}

/**
 * A UK VAT registration number as the customer may type it ("GB 123 4567 89", "123456789")
 * in HMRC's form: "GB" and nine digits with spaces, or undefined when it is not one. The
 * nine digits must pass HMRC's check (weights 8 to 2 on the first seven, the last two
 * added; the sum a multiple of 97, or of 97 after adding 55), so a mistyped digit is
 * caught at the form rather than on the invoice.
 */
export function readVatNumber(typed: string): string | undefined {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase().replace(/^GB/, '');
  if (!/^\d{9}$/.test(compact)) return undefined;
  const weighted = [8, 7, 6, 5, 4, 3, 2].reduce(
    (sum, weight, index) => sum + weight * Number(compact[index]),
    0,
  );
  const sum = weighted + Number(compact.slice(7));
  if (sum % 97 !== 0 && (sum + 55) % 97 !== 0) return undefined;
  return `GB ${compact.slice(0, 3)} ${compact.slice(3, 7)} ${compact.slice(7)}`;
}
