import { createRequire } from 'node:module';

/**
 * The passwords people choose most: the 49,233 of @zxcvbn-ts/language-common's
 * `passwords-common` (leaked-password frequency lists, kept by the zxcvbn-ts project).
 * Read from node_modules at the first check, not at start-up, and never part of a
 * browser page: only the server's password rules import this module.
 */
type Package = typeof import('@zxcvbn-ts/language-common');

let common: ReadonlySet<string> | undefined;

export function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const load = createRequire(import.meta.url);
    const { dictionary } = load('@zxcvbn-ts/language-common') as Package;
    common = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  }
  return common;
}

/** Digits and symbols added before or after a common password to make up the length. */
const AFFIX = /^([^\p{L}]*)(.*?)([^\p{L}]*)$/u;
const MAX_AFFIX = 8;
/** The commonest look-alikes: "p@ssw0rd" is "password". A 1 is tried as both i and l. */
const LOOK_ALIKES: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '!': 'i',
};

function lookAlikes(core: string) {
  const plain = (one: string) =>
    core.replace(/[@43051$7!]/g, (c) => (c === '1' ? one : (LOOK_ALIKES[c] ?? c)));
  return [core, plain('i'), plain('l')];
}

/** A listed password, or two of them run together ("iloveyoubaby"). */
function listed(core: string, list: ReadonlySet<string>) {
  if (core.length < 4) return false;
  if (list.has(core)) return true;
  for (let cut = 3; cut <= core.length - 3; cut += 1) {
    if (list.has(core.slice(0, cut)) && list.has(core.slice(cut))) return true;
  }
  return false;
}

/**
 * Whether a password is on the list, or is made of listed ones: with up to 8 digits or
 * symbols around it ("sunshine2024!"), look-alike characters ("p@ssw0rd1234") or two run
 * together. The list's own entries are mostly shorter than the 12 characters the rules
 * ask for, and these are what people do to reach them.
 */
export function isCommonPassword(password: string) {
  const lower = password.toLowerCase();
  const list = commonPasswords();
  if (list.has(lower)) return true;
  const [, before = '', core = '', after = ''] = AFFIX.exec(lower) ?? [];
  if (before.length + after.length > MAX_AFFIX) return false;
  return lookAlikes(core).some((candidate) => listed(candidate, list));
}
