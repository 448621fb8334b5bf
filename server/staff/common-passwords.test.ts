import { expect, test } from 'vitest';
import { commonPasswords, isCommonPassword } from './common-passwords';
import { passwordProblem } from './passwords';

const TOO_EASY = 'That password is too common or too easy to guess: choose another.';

test('the list is a real one: tens of thousands of leaked passwords, read once', () => {
  const list = commonPasswords();
  expect(list.size).toBeGreaterThanOrEqual(10_000);
  expect(list.has('password')).toBe(true);
  expect(commonPasswords()).toBe(list);
});

// None of these was on the 89 typed by hand before the list came from a package.
test.each([
  ['on the list as it is', '123qweasdzxc'],
  ['on the list as it is', 'whosyourdaddy'],
  ['on the list, in capitals', 'JUSTINBIEBER'],
  ['on the list as it is', 'qazwsxedcrfv'],
  ['a listed one with digits after it', 'liverpool1234'],
  ['a listed one with a year and a symbol', 'sunshine2026!'],
  ['a listed one between digits', '123dragon4567'],
  ['look-alike characters', 'P@ssw0rd2026'],
  ['two listed ones run together', 'iloveyoubaby'],
  ['one short run repeated', 'qwertyqwerty'],
  ['digits counting down', '987654321098'],
  ["the business's trade", 'Shopfitting-2026'],
])('%s is turned away: %s', (_why, password) => {
  expect(passwordProblem(password, 'morag@example.co.uk')).toBe(TOO_EASY);
});

test.each([
  'Tall ships on the Clyde',
  'correct horse battery staple',
  'kP9#vR2!mQ7$wL4',
  'bluebird morning kettle',
  'mountaineering in Arran',
  // A listed word is not enough to refuse when much more than a few characters surround it.
  'sunshine 4719 harbour lights',
])('a long password that is not made of listed ones will do: %s', (password) => {
  expect(isCommonPassword(password)).toBe(false);
  expect(passwordProblem(password, 'morag@example.co.uk')).toBeUndefined();
});
