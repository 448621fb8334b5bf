import type { OptionGroup, OptionValue } from './product';

/** Builds option values from their keys: mm(['600', '800']) -> 600mm, 800mm. */
export function optionValues(
  values: readonly string[],
  label: (value: string) => string = (value) => value,
): OptionValue[] {
  return values.map((value) => ({ value, label: label(value) }));
}

export const millimetres = (value: string) => `${value}mm`;

const colourNames: Readonly<Record<string, string>> = {
  none: 'None',
  white: 'White',
  black: 'Black',
  grey: 'Grey',
};

/** The shelving colours of SPEC.md section 3. */
export function colourGroup(defaultValue: string): OptionGroup {
  return {
    id: 'colour',
    label: 'Colour',
    defaultValue,
    values: optionValues(['white', 'black', 'grey'], (value) => colourNames[value] ?? value),
  };
}

/** The EPOS (shelf-edge ticket strip) colours of SPEC.md section 3. */
export const eposColourGroup: OptionGroup = {
  id: 'eposColor',
  label: 'EPOS colour',
  defaultValue: 'none',
  values: optionValues(['none', 'black', 'white', 'grey'], (value) => colourNames[value] ?? value),
};
