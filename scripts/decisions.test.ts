/**
 * Every decision record opens as the template does (docs/decisions/README.md): its number
 * and title, then a Date line and a Status line, so a reader knows when it was decided and
 * whether it still holds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { projectRoot } from './paths.js';

const folder = join(projectRoot, 'docs', 'decisions');
const records = readdirSync(folder).filter(
  (name) => /^\d{3}-.*\.md$/.test(name) && name !== '000-template.md',
);

test('the decision records are there to check', () => {
  expect(records.length).toBeGreaterThan(30);
});

test.each(records)('%s opens with its number, a Date line and a Status line', (name) => {
  const [title, , date, , status] = readFileSync(join(folder, name), 'utf8').split('\n');
  expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)}: \\S`));
  expect(date).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
  expect(status).toMatch(/^Status: \S/);
});
