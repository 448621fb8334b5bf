import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'vitest';
import { SERVER_ENTRIES } from './fresh-build.js';

// No container engine runs here: the recipe is checked by reading it.
const root = fileURLToPath(new URL('..', import.meta.url));
const recipe = readFileSync(new URL('../deploy/container/Containerfile', import.meta.url), 'utf8')
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'));
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const stages = recipe.filter((line) => line.startsWith('FROM '));
const finalStage = recipe.slice(recipe.lastIndexOf(stages.at(-1) ?? ''));

test('every stage starts from Node 24, and only named stages are copied from', () => {
  assert.equal(stages.length, 3);
  for (const line of stages) assert.match(line, /^FROM node:24-[a-z]+-slim( AS [a-z-]+)?$/);
  const names = stages.map((line) => line.split(' AS ')[1]).filter(Boolean);
  for (const line of recipe.filter((each) => each.includes('--from='))) {
    assert.ok(names.includes(/--from=(\S+)/.exec(line)?.[1]), line);
  }
});

test('what it copies from the repository exists', () => {
  const sources = recipe
    .filter((line) => line.startsWith('COPY ') && !line.includes('--from='))
    .flatMap((line) => line.split(/\s+/).slice(1, -1));
  assert.ok(sources.length > 5);
  for (const source of sources) assert.ok(existsSync(`${root}/${source}`), source);
});

test('the build stage builds with dev dependencies, the production stage installs none', () => {
  assert.ok(recipe.includes('RUN npm ci'));
  assert.ok(recipe.includes('RUN npm ci --omit=dev'));
  for (const line of recipe.filter((each) => /npm run /.test(each))) {
    const script = /npm run (\S+)/.exec(line)?.[1] ?? '';
    assert.ok(packageJson.scripts[script], `npm run ${script}`);
  }
  assert.ok(!finalStage.some((line) => /RUN npm (ci|install)/.test(line)));
});

test('it runs the built server as a user other than root, with a volume for the data folder', () => {
  assert.ok(finalStage.includes('USER node'));
  const dataDir = /DATA_DIR=(\S+)/.exec(finalStage.join('\n'))?.[1];
  assert.equal(dataDir, '/data');
  assert.ok(finalStage.includes('VOLUME ["/data"]'));
  assert.equal(finalStage.at(-1), 'CMD ["node", "build/server/start.js"]');
  assert.ok(SERVER_ENTRIES.includes('start.js'));
  assert.ok(existsSync(`${root}/server/start.ts`));
});

test('its health check asks /readyz', () => {
  const check = finalStage.find((line) => line.startsWith('HEALTHCHECK '));
  assert.match(check ?? '', /CMD \["node", "-e", ".*\/readyz.*"\]/);
});
