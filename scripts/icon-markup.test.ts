import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as lucide from 'lucide-react';
import { createElement, type ComponentType, type SVGProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { lucideIcons } from './inline-icons.js';
import { createIcon, type IconData } from '../app/components/ui/icon';

/** Every icon name the site's modules import from lucide-react. */
function iconsTheSiteDraws(directory = 'app'): string[] {
  const names = new Set<string>();
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const code = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const [, specifiers = ''] of code.matchAll(
      /import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g,
    )) {
      for (const specifier of specifiers.split(',').map((part) => part.trim())) {
        if (specifier && !specifier.startsWith('type '))
          names.add(specifier.split(/\s+as\s+/)[0] ?? '');
      }
    }
  }
  return [...names].sort();
}

const iconData = lucideIcons();
const drawn = iconsTheSiteDraws();

// The ways the site draws its icons: a class alone, hidden with a thinner stroke, named.
const propsTheSiteUses: SVGProps<SVGSVGElement>[] = [
  {},
  { className: 'size-5' },
  { 'aria-hidden': 'true', className: 'ml-1 inline size-4 align-[-2px]' },
  { 'aria-hidden': 'true', className: 'size-16', strokeWidth: 1.25 },
  { 'aria-label': 'Close', role: 'img' },
  { className: 'lucide size-5  shrink-0' },
];

test('the site draws its icons, and lucide has data for each', () => {
  expect(drawn.length).toBeGreaterThan(30);
  for (const name of drawn) expect(iconData(name), name).toBeDefined();
});

test.each(drawn)(
  '%s draws the markup lucide-react draws, for every way the site draws it',
  (name) => {
    const data = new Function(`return ${iconData(name)}`)() as IconData;
    const own = createIcon(data);
    const theirs = (lucide as unknown as Record<string, ComponentType<SVGProps<SVGSVGElement>>>)[
      name
    ];
    expect(theirs, name).toBeDefined();
    for (const props of propsTheSiteUses) {
      expect(renderToStaticMarkup(createElement(own, props))).toBe(
        renderToStaticMarkup(
          createElement(theirs as ComponentType<SVGProps<SVGSVGElement>>, props),
        ),
      );
    }
  },
);

/** The JSX elements of `code` drawn by one of `names`, each with its attributes and whether it has children. */
function iconElements(code: string, names: Set<string>) {
  const elements: { name: string; props: string[]; children: boolean }[] = [];
  // From each icon's own tag: an icon inside another element's attribute is found too.
  const tag = new RegExp(
    `<(${[...names].join('|')})((?:\\s+[\\w-]+(?:=(?:"[^"]*"|\\{[^{}]*(?:\\{[^{}]*\\}[^{}]*)*\\}))?)*)\\s*(/?)>`,
    'g',
  );
  for (const [whole, name = '', attributes = ''] of code.matchAll(tag)) {
    elements.push({
      name,
      props: [
        ...attributes.matchAll(/([\w-]+)(?:=(?:"[^"]*"|\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}))?/g),
      ].map(([, prop = '']) => prop),
      children: !whole.endsWith('/>'),
    });
  }
  return elements;
}

test('the site gives its icons only the props createIcon draws as lucide-react does', () => {
  // createIcon handles a class, aria-* and role, strokeWidth, key and ref; lucide-react's
  // size, color, absoluteStrokeWidth, children (a <title>) and its context it does not.
  const handled = new Set(['className', 'strokeWidth', 'role', 'key', 'ref']);
  const elements: { file: string; name: string; props: string[]; children: boolean }[] = [];
  for (const entry of readdirSync('app', { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.tsx') || entry.name.endsWith('.test.tsx')) {
      continue;
    }
    const file = join(entry.parentPath, entry.name);
    const code = readFileSync(file, 'utf8');
    const names = new Set<string>(['Icon']);
    for (const [, specifiers = ''] of code.matchAll(
      /import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g,
    )) {
      for (const specifier of specifiers.split(',').map((part) => part.trim())) {
        if (specifier && !specifier.startsWith('type ')) {
          names.add(specifier.split(/\s+as\s+/).at(-1) ?? '');
        }
      }
    }
    for (const element of iconElements(code, names)) elements.push({ file, ...element });
  }
  expect(elements.length).toBeGreaterThan(60);
  for (const { file, name, props, children } of elements) {
    expect(children, `${file}: <${name}> has children`).toBe(false);
    for (const prop of props) {
      expect(handled.has(prop) || prop.startsWith('aria-'), `${file}: <${name} ${prop}>`).toBe(
        true,
      );
    }
  }
});
