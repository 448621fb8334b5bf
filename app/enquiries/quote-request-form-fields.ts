import { personFields, type FieldSpec } from './form-fields';
import type { QuoteRequestValues } from './schema';

/**
 * The questions of a basket's quote request (/cart/quote), in order: who is asking and an
 * optional note. The basket's lines are shown above them and go with the request, so the
 * note is never a copy of the basket.
 */
export const quoteRequestFormFields: readonly FieldSpec<keyof QuoteRequestValues>[] = [
  ...personFields({ phoneOptional: true }),
  {
    name: 'message',
    label: 'Note',
    type: 'textarea',
    rows: 5,
    optional: true,
    hint: 'Anything the sales team should know: your postcode for delivery, dates, fitting, or questions.',
  },
];

export const quoteRequestSubmitLabel = 'Send quote request';
