// @ts-check
/**
 * Each icon's drawing goes with the module that draws it (docs/decisions/041).
 *
 * `import { Phone } from 'lucide-react'` makes every icon a module of its own, and the
 * bundler then has two choices for an icon that two pages draw: a file of its own (a
 * request more, past the first-paint journey's limit) or the shared chunk that every page
 * loads (where all ~50 of the site's icons were, about 4 kB on every page; decision 024).
 * This plugin writes the icon's data into the importing module instead, made into a
 * component by the site's `createIcon` (app/components/ui/icon.ts: the same markup and class
 * names as lucide-react's component, without its 2.9 kB of options the site does not use),
 * so an icon is in a page's start-up only if something in it draws the icon.
 * An icon drawn by two modules of one chunk is written twice, a few bytes after gzip.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;
const CREATE = '__createIcon';
/** The site's own icon component maker (app/components/ui/icon.ts), by its file's path. */
const ICON_MODULE = fileURLToPath(new URL('../app/components/ui/icon.ts', import.meta.url));

/**
 * lucide-react's folder of ES modules.
 * @returns {string}
 */
function lucideDirectory() {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('lucide-react/package.json')), 'dist', 'esm');
}

/**
 * A reader of lucide's icons by the names the code imports them by (ChevronRight,
 * CircleAlert: an alias): each one's data literal, `{ name, size, node, aliases }`.
 * @param {string} [directory]
 * @returns {(name: string) => string | undefined}
 */
export function lucideIcons(directory = lucideDirectory()) {
  const barrel = readFileSync(join(directory, 'lucide-react.mjs'), 'utf8');
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const [, names = '', file = ''] of barrel.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g,
  )) {
    for (const [, name = ''] of names.matchAll(/default as (\w+)/g)) files.set(name, file);
  }
  /** @type {Map<string, string | undefined>} */
  const data = new Map();
  return (name) => {
    const file = files.get(name);
    if (!file) return undefined;
    if (!data.has(file)) {
      const source = readFileSync(join(directory, 'icons', `${file}.mjs`), 'utf8');
      data.set(file, /const __iconData = (\{[\s\S]*?\n\});/.exec(source)?.[1]);
    }
    return data.get(file);
  };
}

/**
 * The module's source with its lucide-react icon imports written as icon definitions; null
 * where it imports none. Types and anything else it imports from lucide-react stay imports.
 * @param {string} code
 * @param {(name: string) => string | undefined} iconData
 * @returns {string | null}
 */
export function inlineIconImports(code, iconData) {
  let changed = false;
  const result = code.replace(IMPORT, (statement, specifiers = '') => {
    /** @type {string[]} */
    const kept = [];
    /** @type {string[]} */
    const icons = [];
    for (const specifier of String(specifiers)
      .split(',')
      .map((part) => part.trim())) {
      if (!specifier) continue;
      const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
      const data = specifier.startsWith('type ') ? undefined : iconData(imported);
      if (data) {
        icons.push(
          `const ${local} = /* @__PURE__ */ ${CREATE}(${data.replace(/\s*\n\s*/g, ' ')});`,
        );
      } else kept.push(specifier);
    }
    if (icons.length === 0) return statement;
    changed = true;
    // On the statement's own lines, so that every line after it keeps its number (the
    // development server's stack traces and breakpoints; no source map is made).
    return [
      `import { createIcon as ${CREATE} } from ${JSON.stringify(ICON_MODULE)};`,
      ...(kept.length > 0 ? [`import { ${kept.join(', ')} } from 'lucide-react';`] : []),
      ...icons,
    ]
      .join(' ')
      .concat('\n'.repeat(statement.split('\n').length - 1));
  });
  return changed ? result : null;
}

/** @returns {import('vite').Plugin} */
export function inlineIcons() {
  /** @type {((name: string) => string | undefined) | undefined} */
  let icons;
  return {
    name: 'inline-icons',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]app[\\/].*\.tsx?$/.test(id) || !code.includes('lucide-react')) return null;
      icons ??= lucideIcons();
      const inlined = inlineIconImports(code, icons);
      return inlined === null ? null : { code: inlined, map: null };
    },
    // An import the plugin does not read (`export { X } from`, a namespace) would bring an
    // icon's module back into the bundle, and every icon's with it: the build stops instead.
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const icon = Object.keys(chunk.modules).find((id) =>
          /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id),
        );
        if (icon) {
          this.error(
            `${icon} is bundled in ${chunk.fileName}: import icons as \`import { Name } from 'lucide-react'\` (scripts/inline-icons.js)`,
          );
        }
      }
    },
  };
}
