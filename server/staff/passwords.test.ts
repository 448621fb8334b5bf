import { expect, test } from 'vitest';
import { hashPassword, MIN_PASSWORD_LENGTH, passwordProblem, verifyPassword } from './passwords';

const TOO_EASY = 'That password is too common or too easy to guess: choose another.';

test.each(['Tall ships on the Clyde', 'correct horse battery staple', 'kP9#vR2!mQ7$wL4'])(
  'a long, uncommon password will do: %s',
  (password) => {
    expect(passwordProblem(password, 'morag@example.co.uk')).toBeUndefined();
  },
);

test('the length: at least 12 characters, at most 200', () => {
  expect(MIN_PASSWORD_LENGTH).toBe(12);
  expect(passwordProblem('Short1!')).toBe('The password must be at least 12 characters.');
  expect(passwordProblem('a'.repeat(11))).toBe('The password must be at least 12 characters.');
  expect(passwordProblem('Tall ships! '.repeat(17))).toBe(
    'The password must be 200 characters or fewer.',
  );
});

test.each([
  ['a password from the breach lists', 'password1234', ''],
  ['the same in capitals', 'PASSWORD1234', ''],
  ['one character repeated', 'zzzzzzzzzzzzzz', ''],
  ['a run of digits', '234567890123', ''],
  ['a run of the alphabet', 'CDEFGHIJKLMNOP', ''],
  ['a run of the keyboard', 'qwertyuiopas', ''],
  ["the e-mail's name", 'morag.campbell-2026', 'Morag.Campbell@example.co.uk'],
  ["the business's name", 'Clydeside-Shopfitters', ''],
])('%s is turned away', (_name, password, email) => {
  expect(passwordProblem(password, email)).toBe(TOO_EASY);
});

test('a short e-mail name (under 4 characters) is not held against the password', () => {
  expect(passwordProblem('the jo of sailing', 'jo@example.co.uk')).toBeUndefined();
});

test('a hash verifies its own password only, and no account verifies nothing', async () => {
  const hash = await hashPassword('Tall ships on the Clyde');
  expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
  expect(await verifyPassword('Tall ships on the Clyde', hash)).toBe(true);
  expect(await verifyPassword('Tall ships on the Forth', hash)).toBe(false);
  expect(await verifyPassword('Tall ships on the Clyde', undefined)).toBe(false);
  expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
  expect(await hashPassword('Tall ships on the Clyde')).not.toBe(hash);
});
