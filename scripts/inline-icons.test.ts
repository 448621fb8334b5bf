import { expect, test } from 'vitest';
import { inlineIconImports, lucideIcons } from './inline-icons.js';

const icons = lucideIcons();

test("an icon's data is lucide's own, found by its name or an alias", () => {
  expect(icons('ChevronRight')).toContain('name: "chevron-right"');
  // CircleAlert is an alias of circle-exclamation-point: same file, same data.
  expect(icons('CircleAlert')).toContain('name: "circle-exclamation-point"');
  expect(icons('CircleAlert')).toContain('aliases: ["alert-circle", "circle-alert"]');
  expect(icons('NoSuchIcon')).toBeUndefined();
});

test('icons are defined in the importing module; types and other names stay imported', () => {
  const code = [
    "import { Phone, X as Close, type LucideIcon, useLucideContext } from 'lucide-react';",
    'export const icon: LucideIcon = Phone;',
  ].join('\n');
  const inlined = inlineIconImports(code, icons) ?? '';
  expect(inlined.split('\n')[0]).toMatch(
    /^import \{ createIcon as __createIcon \} from ".*[\\/]app[\\/]components[\\/]ui[\\/]icon\.ts"; import \{ type LucideIcon, useLucideContext \} from 'lucide-react'; const Phone = /,
  );
  expect(inlined).toContain('const Phone = /* @__PURE__ */ __createIcon({ name: "phone"');
  expect(inlined).toContain('const Close = /* @__PURE__ */ __createIcon({ name: "x"');
  expect(inlined).not.toMatch(/import \{[^}]*\bPhone\b/);
  expect(inlined).toContain('export const icon: LucideIcon = Phone;');
});

test('a module that imports no icon is left as it is', () => {
  expect(inlineIconImports("import type { LucideIcon } from 'lucide-react';", icons)).toBeNull();
  expect(inlineIconImports("import { useState } from 'react';", icons)).toBeNull();
});

test('every line after an icon import keeps its number, however the import was wrapped', () => {
  const code = [
    'import {',
    '  Phone,',
    '  Mail,',
    "} from 'lucide-react';",
    'export const icons = [Phone, Mail];',
  ].join('\n');
  const inlined = (inlineIconImports(code, icons) ?? '').split('\n');
  expect(inlined).toHaveLength(5);
  expect(inlined[4]).toBe('export const icons = [Phone, Mail];');
});
