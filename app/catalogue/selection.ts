import type { ChosenOption } from './enquiry';
import {
  formatPrice,
  shownIn,
  unitPriceIn,
  type Pence,
  type PriceMode,
  type ShownAmount,
} from './money';
import { modifierChange } from './pricing';
import type { OptionGroup, PricingRule, Product, Selection } from './product';

/** The choices in words, as the visitor saw them: [{ group: 'Width', value: '1200mm' }]. */
export function describeSelection(product: Product, selection: Selection): ChosenOption[] {
  return product.options.map((group) => ({
    group: group.label,
    value: optionLabel(group, selection[group.id]),
  }));
}

function optionLabel(group: OptionGroup, value: string | undefined): string {
  return group.values.find((option) => option.value === value)?.label ?? value ?? '';
}

/**
 * The basket line's name (SPEC.md section 3): the glass shelves add
 * " - {width}mm x {depth}mm"; the black grid adds its component.
 */
export function lineName(product: Product, selection: Selection): string {
  const suffix = product.lineNameSuffix;
  if (!suffix) return product.name;
  switch (suffix.kind) {
    case 'dimensions':
      return `${product.name} - ${selection[suffix.width]}mm x ${selection[suffix.depth]}mm`;
    case 'option-label': {
      const group = product.options.find(({ id }) => id === suffix.option);
      return group
        ? `${product.name} - ${optionLabel(group, selection[suffix.option])}`
        : product.name;
    }
  }
}

/**
 * What a card's Add button adds, in words, before its price: a shelf cut to size is
 * named by its size and priced each ("800 x 200 mm shelf", "each"); anything else
 * lists the choices it adds, leaving out an extra that is "None".
 */
export function addedChoiceNote(
  product: Product,
  selection: Selection,
): { label: string; each: boolean } {
  const suffix = product.lineNameSuffix;
  if (suffix?.kind === 'dimensions') {
    const size = `${selection[suffix.width]} x ${selection[suffix.depth]} mm`;
    return { label: `${size} shelf`, each: true };
  }
  const choices = describeSelection(product, selection)
    .map(({ value }) => value)
    .filter((value) => value !== 'None');
  return { label: `Adds ${choices.join(', ')}`, each: false };
}

/**
 * A choice's effect on the price: the whole price (by-option, a catalogue price), or a
 * signed change, with its figure ex VAT (`modifierChange`).
 */
export type ChoicePrice = { pence: Pence | ShownAmount; signed: boolean };

/**
 * What to print beside a choice, with the other groups as in `selection`: the whole price
 * where the option sets it ("£199.00"), the change where it adjusts it ("+£30.00",
 * "-£20.00"), nothing where it does not.
 */
export function choicePrice(
  rule: PricingRule,
  selection: Selection,
  groupId: string,
  value: string,
): ChoicePrice | undefined {
  if (rule.kind === 'fixed') return undefined;
  if (rule.kind === 'by-option' && rule.option === groupId) {
    const price = rule.prices[value];
    return price === undefined ? undefined : { pence: price, signed: false };
  }
  const change = modifierChange(rule, selection, groupId, value);
  return change ? { pence: change, signed: true } : undefined;
}

/** The note in words, inc or ex VAT, for text that cannot hold markup (a dropdown's options). */
export function choicePriceNote(
  rule: PricingRule,
  selection: Selection,
  groupId: string,
  value: string,
  mode: PriceMode = 'inc',
): string | undefined {
  const note = choicePrice(rule, selection, groupId, value);
  if (!note) return undefined;
  const shown =
    typeof note.pence === 'number' ? unitPriceIn(mode, note.pence) : shownIn(mode, note.pence);
  const sign = note.signed && shown > 0 ? '+' : '';
  return `${sign}${formatPrice(shown)}${mode === 'ex' ? ' ex VAT' : ''}`;
}
