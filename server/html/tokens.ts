import tailwindTheme from 'tailwindcss/theme.css?raw';
import appCss from '../../app/app.css?raw';

/**
 * The app's design tokens, for the pages the server writes: the custom properties of
 * Tailwind's theme and of app/app.css (the brand colours, the type), read from those style
 * sheets, so a colour changed in app/app.css changes on these pages too.
 */
function declarations(css: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of css.matchAll(/(--[\w-]+):\s*([^;{}]+);/g)) {
    if (name && value && !found.has(name)) found.set(name, value.trim().replace(/\s+/g, ' '));
  }
  return found;
}

// The app's own tokens win over Tailwind's defaults of the same name.
const tokens = new Map([...declarations(tailwindTheme), ...declarations(appCss)]);

/** `:root{...}` declaring the named tokens; a token missing from the sheets is an error. */
export function rootTokens(names: readonly string[]) {
  const lines = names.map((name) => {
    const value = tokens.get(name);
    if (value === undefined) throw new Error(`design token ${name} is not in app/app.css`);
    return `${name}:${value}`;
  });
  return `:root{${lines.join(';')}}`;
}

/** The custom properties a style sheet reads (`var(--name)`), each once. */
export function tokensUsedIn(css: string): string[] {
  return [...new Set(Array.from(css.matchAll(/var\((--[\w-]+)/g), ([, name]) => name ?? ''))];
}
