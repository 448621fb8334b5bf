import { randomBytes, scryptSync } from 'node:crypto';
import { expect, test } from 'vitest';
import {
  HashingBusy,
  hashPassword,
  MIN_PASSWORD_LENGTH,
  needsRehash,
  passwordProblem,
  verifyPassword,
} from './passwords';

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
  expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
  expect(await verifyPassword('Tall ships on the Clyde', hash)).toBe(true);
  expect(await verifyPassword('Tall ships on the Forth', hash)).toBe(false);
  expect(await verifyPassword('Tall ships on the Clyde', undefined)).toBe(false);
  expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
  expect(await hashPassword('Tall ships on the Clyde')).not.toBe(hash);
});

/** A hash as it was stored at scrypt's cost `n` (r = 8, p = 1), before today's. */
function hashAt(n: number, password: string) {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, { N: n, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
  return `scrypt$${n}$8$1$${salt.toString('base64')}$${hash.toString('base64')}`;
}

test('a hash from before (N = 2^15) still verifies and is to be made again; a new one is not', async () => {
  const old = hashAt(2 ** 15, 'Tall ships on the Clyde');
  expect(await verifyPassword('Tall ships on the Clyde', old)).toBe(true);
  expect(await verifyPassword('Tall ships on the Forth', old)).toBe(false);
  expect(needsRehash(old)).toBe(true);
  expect(needsRehash(await hashPassword('Tall ships on the Clyde'))).toBe(false);
});

test('2 checks run at once and 8 wait their turn; beyond that a check is refused at once', async () => {
  const cheap = hashAt(2 ** 10, 'Tall ships on the Clyde');
  const outcomes = await Promise.all(
    Array.from({ length: 12 }, () =>
      verifyPassword('Tall ships on the Clyde', cheap).then(
        (valid) => (valid ? 'checked' : 'wrong'),
        (error: unknown) => (error instanceof HashingBusy ? 'busy' : 'failed'),
      ),
    ),
  );
  expect(outcomes.filter((outcome) => outcome === 'checked')).toHaveLength(10);
  expect(outcomes.filter((outcome) => outcome === 'busy')).toHaveLength(2);
  expect(await verifyPassword('Tall ships on the Clyde', cheap)).toBe(true);
});

test('a new hash (an account made, a password changed) waits its turn however long the queue', async () => {
  const cheap = hashAt(2 ** 10, 'Tall ships on the Clyde');
  const checks = Array.from({ length: 10 }, () => verifyPassword('Tall ships on the Clyde', cheap));
  const made = hashPassword('Tall ships on the Clyde');
  await expect(verifyPassword('Tall ships on the Clyde', cheap)).rejects.toBeInstanceOf(
    HashingBusy,
  );
  expect(await Promise.all(checks)).toEqual(Array(10).fill(true));
  expect(await made).toMatch(/^scrypt\$131072\$/);
});
