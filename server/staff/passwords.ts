import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { promisify } from 'node:util';
import { isCommonPassword } from './common-passwords';

/**
 * Staff passwords, hashed with scrypt (memory-hard, in node:crypto: nothing to compile) at
 * OWASP's floor for it (Password Storage Cheat Sheet): N = 2^17, r = 8, p = 1, so 128 MiB
 * and 0.5-0.7 s per hash here (docs/decisions/018): guessing offline is slow.
 * Stored as "scrypt$N$r$p$salt$hash": a hash made at a lower cost still verifies, and
 * sign-in replaces it (needsRehash).
 */
const derive = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: ScryptOptions,
) => Promise<Buffer>;
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
/** scrypt takes 128 * N * r bytes (128 MiB) and a little more; Node allows 32 MiB unless told. */
const MAX_MEMORY = 2 * 128 * N * R;

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

/** Sign-in is refused rather than queued: too many hashes are waiting already. */
export class HashingBusy extends Error {
  constructor() {
    super('Too many password hashes are waiting');
    this.name = 'HashingBusy';
  }
}

/**
 * At most 2 hashes at once, 8 more waiting. Each takes 128 MiB and one thread of libuv's
 * pool of 4, which file reads and DNS share: a flood of sign-ins queues here instead of
 * taking every thread and the memory, and each try waits behind at most 8 others (a few
 * seconds) or is told at once to try again, instead of every sign-in stalling.
 */
const AT_ONCE = 2;
const WAITING_AT_MOST = 8;
let running = 0;
const waiting: (() => void)[] = [];

/** `work` in its turn. A sign-in's check is refused when the queue is full; a new hash waits. */
async function inTurn<T>(work: () => Promise<T>, { refuseWhenFull }: { refuseWhenFull: boolean }) {
  if (running < AT_ONCE) running += 1;
  else if (refuseWhenFull && waiting.length >= WAITING_AT_MOST) throw new HashingBusy();
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The turn passes straight to the next in the queue, so `running` never overshoots.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export async function hashPassword(password: string) {
  const salt = randomBytes(16);
  const hash = await inTurn(
    () => derive(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEMORY }),
    { refuseWhenFull: false },
  );
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** A hash nobody's password matches: checked for unknown accounts, so they take as long. */
const DECOY = `scrypt$${N}$${R}$${P}$${randomBytes(16).toString('base64')}$${randomBytes(32).toString('base64')}`;

/**
 * `stored` is a hash from hashPassword, or undefined for no account. Throws HashingBusy when
 * too many checks are waiting already.
 */
export async function verifyPassword(password: string, stored: string | undefined) {
  const [scheme, n, r, p, salt, hash] = (stored ?? DECOY).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await inTurn(
    () =>
      derive(password, Buffer.from(salt, 'base64'), expected.length, {
        N: Number(n),
        r: Number(r),
        p: Number(p),
        maxmem: MAX_MEMORY,
      }),
    { refuseWhenFull: true },
  );
  return timingSafeEqual(actual, expected) && stored !== undefined;
}

/** Whether a stored hash was made at a lower cost than today's, to be made again at sign-in. */
export function needsRehash(stored: string) {
  const [scheme, n, r, p] = stored.split('$');
  return scheme === 'scrypt' && (Number(n) < N || Number(r) < R || Number(p) < P);
}
