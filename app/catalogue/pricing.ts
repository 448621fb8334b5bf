import { unitExVat, type Pence, type ShownAmount } from './money';
import type { Modifiers, OptionGroup, PricingRule, Selection } from './product';

function sumModifiers(modifiers: Modifiers | undefined, selection: Selection): Pence {
  if (!modifiers) return 0;
  return Object.entries(modifiers).reduce((total, [option, amounts]) => {
    const chosen = selection[option];
    return total + (chosen === undefined ? 0 : (amounts[chosen] ?? 0));
  }, 0);
}

/** The unit price before any modifier: the base, or the price of the option chosen. */
function basePrice(rule: Exclude<PricingRule, { kind: 'fixed' }>, selection: Selection): Pence {
  if (rule.kind === 'base-with-modifiers') return rule.base;
  const chosen = selection[rule.option];
  const base = (chosen === undefined ? undefined : rule.prices[chosen]) ?? rule.fallback;
  if (base === undefined) {
    throw new Error(`No price for ${rule.option}=${String(chosen)} and no fallback`);
  }
  return base;
}

/**
 * The change a choice of a modifier group makes to the unit price, both ways of showing it.
 * Inc VAT it is the modifier. Ex VAT it is what the choice changes in the unit price of
 * record, taken with the groups before it (in the rule's order) as chosen and those after it
 * left out: so the base's price ex VAT and each chosen change ex VAT add up to the unit
 * price ex VAT, to the penny (PRODUCT.md "Prices and VAT"), where the modifiers each
 * divided by 1.2 would not. Undefined where the choice changes nothing.
 */
export function modifierChange(
  rule: PricingRule,
  selection: Selection,
  groupId: string,
  value: string,
): ShownAmount | undefined {
  if (rule.kind === 'fixed' || !rule.modifiers) return undefined;
  const change = rule.modifiers[groupId]?.[value];
  if (!change) return undefined;
  const groups = Object.entries(rule.modifiers);
  const earlier = groups.slice(
    0,
    groups.findIndex(([group]) => group === groupId),
  );
  const before = basePrice(rule, selection) + sumModifiers(Object.fromEntries(earlier), selection);
  return { inc: change, ex: unitExVat(before + change) - unitExVat(before) };
}

export function unitPrice(rule: PricingRule, selection: Selection): Pence {
  switch (rule.kind) {
    case 'fixed':
      return rule.price;
    case 'base-with-modifiers':
      return rule.base + sumModifiers(rule.modifiers, selection);
    case 'by-option':
      return basePrice(rule, selection) + sumModifiers(rule.modifiers, selection);
    default:
      return assertNever(rule);
  }
}

/** Each group's default, overridden by any valid choice; unknown keys and values are dropped. */
export function resolveSelection(
  groups: readonly OptionGroup[],
  requested: Readonly<Record<string, string | null | undefined>>,
): Selection {
  return Object.fromEntries(
    groups.map((group) => {
      const wanted = requested[group.id];
      const valid = group.values.some((option) => option.value === wanted);
      return [group.id, valid && wanted ? wanted : group.defaultValue];
    }),
  );
}

function assertNever(value: never): never {
  throw new Error(`Unhandled pricing rule: ${JSON.stringify(value)}`);
}

/** Each option group at its default. */
export function defaultSelection(groups: readonly OptionGroup[]): Selection {
  return resolveSelection(groups, {});
}

/** The price a product opens at: what cards and listings show. */
export function defaultPrice(product: {
  options: readonly OptionGroup[];
  pricing: PricingRule;
}): Pence {
  return unitPrice(product.pricing, defaultSelection(product.options));
}

/** Every combination of a product's options. */
export function allSelections(groups: readonly OptionGroup[]): Selection[] {
  return groups.reduce<Selection[]>(
    (selections, group) =>
      selections.flatMap((selection) =>
        group.values.map((option) => ({ ...selection, [group.id]: option.value })),
      ),
    [{}],
  );
}

/** The cheapest way to buy one unit of a product: what a "From" price promises. */
export function lowestPrice(product: {
  options: readonly OptionGroup[];
  pricing: PricingRule;
}): Pence {
  return Math.min(
    ...allSelections(product.options).map((selection) => unitPrice(product.pricing, selection)),
  );
}
