import type { Pence } from './money';
import type { Modifiers, OptionGroup, PricingRule, Selection } from './product';

function sumModifiers(modifiers: Modifiers | undefined, selection: Selection): Pence {
  if (!modifiers) return 0;
  return Object.entries(modifiers).reduce((total, [option, amounts]) => {
    const chosen = selection[option];
    return total + (chosen === undefined ? 0 : (amounts[chosen] ?? 0));
  }, 0);
}

export function unitPrice(rule: PricingRule, selection: Selection): Pence {
  switch (rule.kind) {
    case 'fixed':
      return rule.price;
    case 'base-with-modifiers':
      return rule.base + sumModifiers(rule.modifiers, selection);
    case 'by-option': {
      const chosen = selection[rule.option];
      const base = (chosen === undefined ? undefined : rule.prices[chosen]) ?? rule.fallback;
      if (base === undefined) {
        throw new Error(`No price for ${rule.option}=${String(chosen)} and no fallback`);
      }
      return base + sumModifiers(rule.modifiers, selection);
    }
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
