import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { promisify } from 'node:util';
import { isCommonPassword } from './common-passwords';

/**
 * Staff passwords, hashed with scrypt (memory-hard, in node:crypto: nothing to compile).
 * N = 2^15, r = 8: 32 MiB and about 60 ms per hash here, so guessing offline is slow.
 * Stored as "scrypt$N$r$p$salt$hash" so the cost can be raised later.
 */
const derive = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: ScryptOptions,
) => Promise<Buffer>;
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

export const MIN_PASSWORD_LENGTH = 12;

/** Why a password will not do, or undefined when it will. */
export function passwordProblem(password: string, email = ''): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > 200) return 'The password must be 200 characters or fewer.';
  const lower = password.toLowerCase();
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (
    isCommonPassword(password) ||
    // One character or one short run repeated: "zzzzzzzzzzzz", "qwertyqwerty".
    /^(.+?)\1+$/.test(lower) ||
    '01234567890123456789'.includes(password) ||
    '98765432109876543210'.includes(password) ||
    'abcdefghijklmnopqrstuvwxyz'.includes(lower) ||
    'qwertyuiopasdfghjklzxcvbnm'.includes(lower) ||
    (local.length >= 4 && lower.includes(local)) ||
    lower.includes('clydeside') ||
    lower.includes('shopfit')
  ) {
    return 'That password is too common or too easy to guess: choose another.';
  }
  return undefined;
}

export async function hashPassword(password: string) {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEMORY });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** A hash nobody's password matches: checked for unknown accounts, so they take as long. */
const DECOY = `scrypt$${N}$${R}$${P}$${randomBytes(16).toString('base64')}$${randomBytes(32).toString('base64')}`;

/** `stored` is a hash from hashPassword, or undefined for no account. */
export async function verifyPassword(password: string, stored: string | undefined) {
  const [scheme, n, r, p, salt, hash] = (stored ?? DECOY).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(actual, expected) && stored !== undefined;
}
