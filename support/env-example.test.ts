import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'vitest';
import { readSettings, SETTINGS } from '../server/settings';
import { readEnvFile } from './env-file.js';

const example = readEnvFile(readFileSync(new URL('../.env.example', import.meta.url), 'utf8'));

test('.env.example names every setting of server/settings.ts, and nothing else', () => {
  assert.deepEqual([...example.keys()].sort(), Object.keys(SETTINGS).sort());
});

test('.env.example gives each setting its default: read as it is, it changes nothing', () => {
  assert.deepEqual(readSettings(Object.fromEntries(example)), readSettings({}));
});

test('each setting in .env.example says what it is in a comment line just above it', () => {
  const lines = readFileSync(new URL('../.env.example', import.meta.url), 'utf8').split('\n');
  for (const [index, line] of lines.entries()) {
    if (/^[A-Z_]+=/.test(line)) assert.match(lines[index - 1] ?? '', /^# \S/, line);
  }
});

test('a setting without a default is blank in .env.example, never a made-up value', () => {
  for (const [name, rule] of Object.entries(SETTINGS)) {
    if (!('default' in rule) || typeof rule.default === 'function') {
      assert.equal(example.get(name), '', name);
    }
  }
});

test('readEnvFile reads a settings file as systemd and docker both would: comments, blank lines, NAME=value', () => {
  const read = readEnvFile('# a comment\n\nA=1\nB=two words\n; another\nC=\n');
  assert.deepEqual(
    [...read],
    [
      ['A', '1'],
      ['B', 'two words'],
      ['C', ''],
    ],
  );
  assert.throws(() => readEnvFile('not a setting\n'), /line 1/);
  assert.throws(() => readEnvFile('A=1\nA=2\n'), /A is set twice/);
});

test('readEnvFile refuses what systemd and docker run --env-file read differently', () => {
  assert.throws(() => readEnvFile('A = 1\n'), /line 1 is not NAME=value/);
  assert.throws(() => readEnvFile('A= 1\n'), /line 1: write A's value without quotes/);
  assert.throws(() => readEnvFile('A=1\nB="two words"\n'), /line 2: write B's value/);
  assert.throws(() => readEnvFile("A='1'\n"), /line 1: write A's value/);
});
