import { DECLARATION_CHOICES, readVatNumber } from '../sales/declaration';
import type { Declaration } from '../sales/invoice';
import type { AnswerErrors, AnswerValues } from './answer-form';

/** A contractor's VAT number: asked beside the declaration, required only of a contractor. */
export const VAT_NUMBER_FIELD = {
  name: 'vatNumber',
  label: 'Your VAT registration number',
  type: 'text',
  optional: true,
  hint: 'Only for a contractor who sells this work on: it goes on the invoice, like GB 123 4567 89.',
  autoComplete: 'off',
  spellCheck: false,
} as const;

/**
 * The declaration a quote with construction lines asks for: one of the three, and a
 * contractor's VAT number that passes HMRC's check (tidied to "GB 123 4567 89" in `values`).
 */
export function declarationErrors(values: AnswerValues): AnswerErrors {
  if (!DECLARATION_CHOICES.some((choice) => choice.kind === values.declaration)) {
    return { declaration: 'Choose which of the three describes your business.' };
  }
  if (values.declaration !== 'contractor') return {};
  if (!values.vatNumber) {
    return {
      vatNumber: 'Enter your VAT registration number, as a contractor who sells this work on.',
    };
  }
  const vatNumber = readVatNumber(values.vatNumber);
  if (!vatNumber) {
    return {
      vatNumber:
        'Enter a UK VAT registration number: GB and 9 digits, like GB 123 4567 89. Check it against your VAT certificate.',
    };
  }
  values.vatNumber = vatNumber;
  return {};
}

/** The declaration the acceptance's values make, once they are checked. */
export function declarationOf(values: AnswerValues): Declaration | undefined {
  switch (values.declaration) {
    case 'not-registered':
    case 'end-user':
      return { kind: values.declaration };
    case 'contractor':
      return { kind: 'contractor', vatNumber: values.vatNumber };
    default:
      return undefined;
  }
}
