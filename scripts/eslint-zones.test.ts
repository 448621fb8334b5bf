/**
 * The project's import zones (eslint.config.js, import-x/no-restricted-paths) refuse a
 * wrong-way import: each case is linted as if it were a file at that path, with the
 * project's own configuration, as `npm run lint` would read it.
 */
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';
import { projectRoot } from './paths.js';

const eslint = new ESLint({ cwd: projectRoot });

async function zoneErrors(filePath: string, from: string) {
  const [result] = await eslint.lintText(
    `import * as imported from '${from}';\nexport { imported };\n`,
    {
      filePath,
    },
  );
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const refused: [string, string, string, RegExp][] = [
  [
    'the sales core reaching into the store',
    'server/sales/fixture.ts',
    '../store/connect',
    /The sales core is pure/,
  ],
  [
    "the sales core reaching into a web room's replies",
    'server/sales/fixture.ts',
    '../quotes/replies',
    /The sales core is pure/,
  ],
  [
    "the sales core reading the app's content",
    'server/sales/fixture.ts',
    '../../app/content/site',
    /only the app's pure catalogue and basket rules/,
  ],
  [
    "the sales core reading the app's basket store (the browser's)",
    'server/sales/fixture.ts',
    '../../app/basket/store',
    /only the app's pure catalogue and basket rules/,
  ],
  [
    'the app importing the server',
    'app/catalogue/fixture.ts',
    '../../server/urls',
    /restricted zone/,
  ],
  [
    'the server importing a test',
    'server/fixture.ts',
    '../tests/e2e/fixtures',
    /The server stands alone/,
  ],
  [
    'a repository reaching up into a web room',
    'server/store/fixture.ts',
    '../quotes/customer-view',
    /Repositories import the sales core and auth/,
  ],
  [
    'a repository reaching into the staff room',
    'server/store/fixture.ts',
    '../staff/passwords',
    /Repositories import the sales core and auth/,
  ],
  [
    // The store zone repeats the others for its files: the sales core stays fenced there too.
    'a repository file importing a test',
    'server/store/fixture.ts',
    '../../tests/e2e/fixtures',
    /The server stands alone/,
  ],
  [
    'the quotes room reaching into the staff room',
    'server/quotes/fixture.ts',
    '../staff/passwords',
    /The web rooms stand apart/,
  ],
  [
    'the staff room reaching into the quotes room',
    'server/staff/fixture.ts',
    '../quotes/customer-view',
    /The web rooms stand apart/,
  ],
  [
    'the staff room reaching into the enquiries room',
    'server/staff/pages/fixture.tsx',
    '../../enquiries/retention',
    /The web rooms stand apart/,
  ],
  [
    'the enquiries room reaching into the mail room',
    'server/enquiries/fixture.ts',
    '../mail/message',
    /The web rooms stand apart/,
  ],
  [
    'the enquiries room reaching into the quotes room',
    'server/enquiries/fixture.ts',
    '../quotes/lookup',
    /The web rooms stand apart/,
  ],
  [
    "the buyers' room reaching into the quotes room",
    'server/buyers/fixture.ts',
    '../quotes/lookup',
    /The web rooms stand apart/,
  ],
  [
    "the quotes room reaching into the buyers' room",
    'server/quotes/fixture.ts',
    '../buyers/pages',
    /The web rooms stand apart/,
  ],
  [
    'the mail room reaching into the quotes room',
    'server/mail/fixture.ts',
    '../quotes/customer-view',
    /The web rooms stand apart/,
  ],
  [
    'the staff room reaching into the quotes room',
    'server/staff/fixture.ts',
    '../quotes/lookup',
    /The web rooms stand apart/,
  ],
  [
    'the mail room reaching into the staff room',
    'server/mail/fixture.ts',
    '../staff/csv',
    /The web rooms stand apart/,
  ],
  [
    "the pages' shared parts reaching into a web room",
    'server/html/fixture.ts',
    '../quotes/customer-view',
    /The rooms' foundations import no web room/,
  ],
  [
    'auth reaching into the staff room',
    'server/auth/fixture.ts',
    '../staff/passwords',
    /The rooms' foundations import no web room/,
  ],
];

const allowed: [string, string, string][] = [
  ['the sales core using the money module', 'server/sales/fixture.ts', '../../app/catalogue/money'],
  ['the sales core using references', 'server/sales/fixture.ts', '../../app/catalogue/references'],
  ['a repository using the sales core', 'server/store/fixture.ts', '../sales/quote-lifecycle'],
  ['a web room using the sales core', 'server/quotes/fixture.ts', '../sales/quote-transitions'],
  ['a repository using the link keys', 'server/store/fixture.ts', '../auth/links'],
  ["a web room using the pages' shared parts", 'server/mail/fixture.ts', '../html/enquiry-words'],
  ['a web room using the sales core', 'server/staff/fixture.ts', '../sales/calendar'],
  ['a room within itself', 'server/staff/pages/fixture.tsx', '../draft-form'],
  [
    'a web room using the services on the instance',
    'server/staff/fixture.ts',
    '../plugins/services',
  ],
  ["a web room's test driving a whole site", 'server/quotes/fixture.test.ts', '../staff/passwords'],
  [
    "a repository's test driving a whole site",
    'server/store/fixture.test.ts',
    '../staff/passwords',
  ],
];

// The first lint loads the configuration and its TypeScript resolver: seconds on a busy machine.
describe('import zones', { timeout: 60_000 }, () => {
  test.each(refused)('refuse %s', async (_name, filePath, from, message) => {
    const errors = await zoneErrors(filePath, from);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  test.each(allowed)('allow %s', async (_name, filePath, from) => {
    expect(await zoneErrors(filePath, from)).toEqual([]);
  });
});

describe('the length of a server file', { timeout: 60_000 }, () => {
  const lines = (count: number) =>
    Array.from({ length: count }, (_, index) => `export const line${index} = ${index};`).join('\n');
  const maxLines = async (filePath: string, count: number) => {
    const [result] = await eslint.lintText(`${lines(count)}\n`, { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'max-lines');
  };

  test('is refused past 250 lines', async () => {
    expect(await maxLines('server/store/fixture.ts', 251)).toHaveLength(1);
    expect(await maxLines('server/store/fixture.ts', 250)).toEqual([]);
  });

  test("is a test's own to choose", async () => {
    expect(await maxLines('server/store/fixture.test.ts', 400)).toEqual([]);
  });
});
