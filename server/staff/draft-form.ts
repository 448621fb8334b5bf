import { formatPrice, groupThousands } from '../../app/catalogue/money';
import { isOneLine, isPlainText, oneLineMessage, trimBlank } from '../../app/enquiries/fields';
import {
  lineTotal,
  MAX_LINES,
  MAX_QUANTITY,
  MAX_TOTAL_EX_PENCE,
  MAX_UNIT_PENCE,
  quoteTotals,
  type QuoteLine,
} from '../sales/money';
import { formatDay, isRealDate } from '../sales/calendar';
import { invoicing } from '../../app/content/site';
import { MAX_DEPOSIT_PERCENT } from '../sales/invoice';
export type { Draft } from '../sales/quote';
import type { Draft } from '../sales/quote';
import { encodeLineOptions, parseLineOptions } from '../sales/line-options';
import { parsePounds, parseQuantity } from './typed-amounts';

export { parsePounds, parseQuantity };

/**
 * The quote editor's form, read and checked. The page is a plain form (its script only shows
 * totals as typed), so every line's fields are named by its row: line-0-description,
 * line-0-quantity, line-0-price (pounds ex VAT), line-0-lead, line-0-product, line-0-options
 * (a catalogue line's options, sales/line-options.ts), line-0-remove.
 * A row with neither a description nor a price is an unused blank row and is left out.
 */
export interface DraftValues {
  lines: LineValues[];
  validUntil: string;
  note: string;
  /** The deposit as typed, a whole percentage. */
  deposit: string;
}
export interface LineValues {
  description: string;
  quantity: string;
  price: string;
  leadTime: string;
  productId: string;
  /** A catalogue line's options, hidden: "colour~white.size~600x600" (sales/line-options.ts). */
  options: string;
  /** Checked: the line is construction work (line-0-construction). */
  construction: boolean;
}
/** Messages by field name; the page shows each beside its field and in a summary. */
export type DraftErrors = Record<string, string>;

export const MAX_DESCRIPTION = 300;
export const MAX_LEAD_TIME = 120;
export const MAX_CUSTOMER_NOTE = 2000;
/** Said of a date the calendar does not have (2027-02-30), or that is not a date at all. */
export const REAL_DATE_MESSAGE = 'Enter a real date.';

/** The draft as the editor shows it. */
export function valuesOf(draft: Draft): DraftValues {
  return {
    lines: draft.lines.map((line) => ({
      description: line.description,
      quantity: String(line.quantity),
      price: (line.unitExPence / 100).toFixed(2),
      leadTime: line.leadTime,
      productId: line.productId ?? '',
      options: encodeLineOptions(line.options),
      construction: line.construction === true,
    })),
    validUntil: draft.validUntil,
    note: draft.note,
    deposit: String(draft.depositPercent),
  };
}

function text(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/** Single-line text, spaces collapsed; one with a hidden character is kept as typed. */
function oneLine(value: string) {
  const trimmed = trimBlank(value);
  return isOneLine(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
}

/** Reads the posted editor form. `today` is YYYY-MM-DD in Glasgow. */
export function readDraftForm(
  body: Record<string, unknown>,
  today: string,
): { values: DraftValues; draft: Draft; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const values: DraftValues = {
    lines: [],
    validUntil: text(body, 'validUntil').trim(),
    note: text(body, 'note').replace(/\r\n/g, '\n').trim(),
    // A page from before the editor asked (open across an upgrade) keeps the site's default.
    deposit:
      'deposit' in body
        ? text(body, 'deposit').trim().replace(/%$/, '').trim()
        : String(invoicing.depositPercent),
  };
  const lines: QuoteLine[] = [];
  for (let row = 0; row < MAX_LINES + 1; row += 1) {
    const field = (name: string) => text(body, `line-${row}-${name}`);
    if (!(`line-${row}-description` in body)) break;
    if (field('remove')) continue;
    const line: LineValues = {
      description: oneLine(field('description')),
      quantity: field('quantity').trim(),
      price: field('price').trim(),
      leadTime: oneLine(field('lead')),
      productId: field('product').trim(),
      options: field('options').trim(),
      construction: field('construction') !== '',
    };
    if (!line.description && !line.price) continue;
    const at = values.lines.length;
    values.lines.push(line);
    const name = (part: string) => `line-${at}-${part}`;
    if (!line.description) errors[name('description')] = 'Describe the line.';
    else if (!isOneLine(line.description)) {
      errors[name('description')] = `${oneLineMessage('Write the description')}.`;
    } else if (line.description.length > MAX_DESCRIPTION) {
      errors[name('description')] = `A description must be ${MAX_DESCRIPTION} characters or fewer.`;
    }
    if (!isOneLine(line.leadTime)) {
      errors[name('lead')] = `${oneLineMessage('Write the lead time')}.`;
    } else if (line.leadTime.length > MAX_LEAD_TIME) {
      errors[name('lead')] = `A lead time must be ${MAX_LEAD_TIME} characters or fewer.`;
    }
    const quantity = parseQuantity(line.quantity);
    if (quantity === undefined) {
      errors[name('quantity')] = `Enter a whole number from 1 to ${groupThousands(MAX_QUANTITY)}.`;
    }
    const unit = parsePounds(line.price);
    if (unit === undefined || unit > MAX_UNIT_PENCE) {
      errors[name('price')] =
        `Enter a price in pounds ex VAT, from £0.00 to ${formatPrice(MAX_UNIT_PENCE)}, such as 125.50.`;
    }
    const priced = { quantity: quantity || 0, unitExPence: unit ?? 0 };
    if (
      !errors[name('quantity')] &&
      !errors[name('price')] &&
      lineTotal(priced) > MAX_TOTAL_EX_PENCE
    ) {
      errors[name('quantity')] = `A line must come to ${formatPrice(MAX_TOTAL_EX_PENCE)} or less.`;
    }
    const options = parseLineOptions(line.options);
    lines.push({
      description: line.description,
      quantity: priced.quantity,
      unitExPence: priced.unitExPence,
      leadTime: line.leadTime,
      ...(line.productId ? { productId: line.productId.slice(0, 100) } : {}),
      // Options only beside their product; a field that is not ids is dropped (the line is
      // then one that cannot be bought again, never a wrong choice).
      ...(line.productId && options ? { options } : {}),
      ...(line.construction ? { construction: true } : {}),
    });
  }
  if (values.lines.length > MAX_LINES) {
    errors.lines = `A quote can have at most ${MAX_LINES} lines.`;
  }
  if (!values.validUntil) {
    errors.validUntil = 'Enter the date the quote is valid until.';
  } else if (!isRealDate(values.validUntil)) {
    errors.validUntil = REAL_DATE_MESSAGE;
  } else if (values.validUntil < today) {
    errors.validUntil = `Valid until (${formatDay(values.validUntil)}) has passed: enter a new date, today or later.`;
  } else if (values.validUntil > `${Number(today.slice(0, 4)) + 2}${today.slice(4)}`) {
    errors.validUntil = 'Valid until must be within two years.';
  }
  if (!isPlainText(values.note)) {
    errors.note = 'Write the note without special characters.';
  } else if (values.note.length > MAX_CUSTOMER_NOTE) {
    errors.note = `The note must be ${groupThousands(MAX_CUSTOMER_NOTE)} characters or fewer.`;
  }
  const depositPercent = /^\d{1,3}$/.test(values.deposit) ? Number(values.deposit) : undefined;
  if (depositPercent === undefined || depositPercent > MAX_DEPOSIT_PERCENT) {
    errors.deposit = `Enter the deposit as a whole percentage from 0 to ${MAX_DEPOSIT_PERCENT}, such as 30 (0 for none).`;
  }
  if (Object.keys(errors).length === 0 && quoteTotals(lines).exVat > MAX_TOTAL_EX_PENCE) {
    errors.lines = `A quote must come to ${formatPrice(MAX_TOTAL_EX_PENCE)} ex VAT or less.`;
  }
  const draft: Draft = {
    lines,
    validUntil: values.validUntil,
    note: values.note,
    depositPercent: depositPercent ?? 0,
  };
  return { values, draft, errors };
}

/**
 * How many rows of the posted form were left blank (and not removed): the editor shows as
 * many again, and one more after "Add a line", so a blank row is never taken away.
 */
export function blankRows(body: Record<string, unknown>): number {
  let blanks = 0;
  for (let row = 0; row < MAX_LINES + 1 && `line-${row}-description` in body; row += 1) {
    const field = (name: string) => oneLine(text(body, `line-${row}-${name}`));
    if (!field('remove') && !field('description') && !field('price')) blanks += 1;
  }
  return blanks;
}

/** What sending needs beyond a valid draft. */
export function sendProblems(draft: Draft): DraftErrors {
  return draft.lines.length === 0 ? { lines: 'Add at least one line before sending.' } : {};
}
