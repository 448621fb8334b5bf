import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { builtPages } from './startup-bytes.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project folder whose build holds these files (path relative to build/). */
function buildWith(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'startup-bytes-test-'));
  made.push(root);
  for (const [file, text] of Object.entries(files)) {
    const path = join(root, 'build', file);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  }
  return root;
}

test("a build's pages are its manifest's, sorted", () => {
  const root = buildWith({
    'server-manifest.json': JSON.stringify({ pages: { '/contact': {}, '/': {}, '/about': {} } }),
    'client/index.html': '',
    'client/not-a-page/index.html': '',
  });
  expect(builtPages(root)).toEqual(['/', '/about', '/contact']);
});

test('a build without a manifest gives every pre-rendered page but the 404 page', () => {
  const root = buildWith({
    'client/index.html': '',
    'client/404/index.html': '',
    'client/cart/index.html': '',
    'client/cart/quote/index.html': '',
    'client/assets/entry.js': '',
  });
  expect(builtPages(root)).toEqual(['/', '/cart', '/cart/quote']);
});
