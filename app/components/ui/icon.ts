import { createElement, type SVGProps } from 'react';

/** An icon's drawing as lucide ships it: its name, aliases and SVG elements. */
export type IconData = {
  name: string;
  size?: number;
  node: [tag: string, attributes: Record<string, string>][];
  aliases?: string[];
};

type IconProps = SVGProps<SVGSVGElement>;

/** Is the icon named for assistive technology (lucide's `hasA11yProp`)? */
function named(props: IconProps) {
  return Object.entries(props).some(
    ([prop, value]) =>
      value != null && (prop.startsWith('aria-') || prop === 'role' || prop === 'title'),
  );
}

/**
 * An icon component from lucide's data, drawing the markup lucide-react's own component
 * draws for the props the site passes (a class, `aria-hidden`, a name, `strokeWidth`): the
 * same attributes in the same order, so the pre-rendered pages are unchanged. lucide-react's
 * component carries 2.9 kB of code to every page for what this does in a few lines: its
 * context, sizes, colours and stroke options are props the site does not use
 * (scripts/inline-icons.js writes each icon's data into the module that draws it with this;
 * scripts/icon-markup.test.ts compares the markup with lucide-react's for every icon the site draws;
 * docs/decisions/041).
 */
export function createIcon({ name, size = 24, node, aliases = [] }: IconData) {
  const own = ['lucide', `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)];
  return function Icon({ className = '', ...props }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: `0 0 ${size} ${size}`,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...new Set([...own, ...className.split(/\s+/).filter(Boolean)])].join(' '),
        ...(named(props) ? {} : { 'aria-hidden': 'true' }),
        ...props,
      },
      node.map(([tag, attributes]) => createElement(tag, attributes)),
    );
  };
}
