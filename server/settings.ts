import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { relative, resolve } from 'node:path';
import { site } from '../app/content/site';
import { backupTarget } from './backup-target';
import { buildDir } from './paths';

/**
 * Every setting the server takes (docs/operating.md, "Settings"), in one table: what each takes, its
 * default and how its text is read. `readSettings` reads them all once at start; nothing
 * else in the server reads the environment. A wrong setting stops the start with a message
 * naming it and what it takes, every wrong one at once. Plain TypeScript rather than a
 * schema library: each message quotes the part that is wrong, never a password.
 */

/** The settings the server cannot start with: one line for each. */
export class SettingError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'SettingError';
  }
}

/** Thrown by a setting's reader: the text, or the part of it, that is not what it takes. */
class Refused {
  constructor(readonly part: string) {}
}

interface Setting<Value> {
  /** What it takes, ending the sentence "NAME must be ...". */
  takes: string;
  /** The text read when the setting is unset or blank; without one the value is undefined. */
  default?: string | (() => string);
  /** Its value, from its text (trimmed); throws Refused when the text is not what it takes. */
  read(text: string): Value;
  /** The text may hold a password or a key: a message never repeats it. */
  secret?: boolean;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** nginx on this machine, unless TRUST_PROXY (or HEALTH_ALLOW) names others. */
export const LOOPBACK_PROXIES = ['127.0.0.1', '::1'];
const LOOPBACK = LOOPBACK_PROXIES.join(' ');

const ADDRESSES =
  'addresses or CIDR ranges, comma- or space-separated, like "10.0.0.0/8 127.0.0.1"';

export const SETTINGS = {
  PORT: {
    takes: 'a whole number from 0 to 65535 (0: any free port)',
    default: '3000',
    read: wholeNumber(0, 65_535),
  },
  HOST: { takes: 'an IP address or a host name', default: '127.0.0.1', read: host },
  DATA_DIR: {
    takes: 'a folder outside the build, which every build replaces',
    default: 'data',
    read: dataDir,
  },
  DATABASE_URL: {
    takes: 'a PostgreSQL address, like "postgres://user:pass@host:5432/db"',
    read: address(['postgres:', 'postgresql:']),
    secret: true,
  },
  SMTP_URL: {
    takes: 'a mail server\u2019s address, like "smtp://user:pass@host:587"',
    read: address(['smtp:', 'smtps:']),
    secret: true,
  },
  ENQUIRY_TO: {
    takes: 'an e-mail address, or several separated by commas',
    default: site.email,
    read: mailbox,
  },
  ENQUIRY_FROM: {
    takes: 'an e-mail address, with a name if wanted, like "Shop <sales@example.co.uk>"',
    read: mailbox,
  },
  PUBLIC_ORIGIN: {
    takes: 'the site\u2019s address, like "https://www.example.co.uk"',
    default: site.origin,
    read: origin,
  },
  ENQUIRY_RATE_LIMIT: {
    takes: 'a whole number of enquiries, 1 or more',
    default: '5',
    read: wholeNumber(1),
  },
  LOG_LEVEL: { takes: `one of ${LOG_LEVELS.join(', ')}`, default: 'info', read: logLevel },
  QUOTE_LINK_KEY: {
    takes: '64 or more hex digits (for example: openssl rand -hex 32)',
    read: hexKey,
    secret: true,
  },
  TRUST_PROXY: { takes: ADDRESSES, default: LOOPBACK, read: addressList },
  HEALTH_ALLOW: { takes: ADDRESSES, default: LOOPBACK, read: addressList },
  RENDER_THREADS: {
    takes: 'a whole number of renders, 1 or more',
    default: () => String(Math.max(1, availableParallelism() - 1)),
    read: wholeNumber(1),
  },
  RENDER_QUEUE: {
    takes: 'a whole number of renders, 0 or more',
    default: '8',
    read: wholeNumber(0),
  },
  BACKUP_DIR: { takes: 'a folder', read: (text: string) => resolve(text) },
  BACKUP_EVERY: {
    takes: 'minutes, hours or days, such as 30m, 6h or 1d',
    default: '1d',
    read: interval,
  },
  BACKUP_KEEP: {
    takes: 'a whole number of backups, 1 or more',
    default: '14',
    read: wholeNumber(1),
  },
  BACKUP_COPY_TO: {
    takes: 'a folder on another disk, "rclone:<remote:path>" or "restic:<repository>"',
    read: (text: string) => backupTarget(text) ?? refuse(text),
  },
} satisfies Record<string, Setting<unknown>>;

type Rules = typeof SETTINGS;
type ValueOf<Rule> = Rule extends { read(text: string): infer Value }
  ? Rule extends { default: unknown }
    ? Value
    : Value | undefined
  : never;

/** The settings as the server uses them, by the names an operator sets. */
export type Settings = { readonly [Name in keyof Rules]: ValueOf<Rules[Name]> };

/**
 * Every setting, read from `env` (the process's environment unless a test gives its own);
 * a blank one is unset. Throws SettingError with a line for each one that is wrong.
 */
export function readSettings(env: Readonly<Record<string, string | undefined>> = process.env) {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, rule] of Object.entries(SETTINGS) as [string, Setting<unknown>][]) {
    const given = env[name]?.trim();
    const text = given || (typeof rule.default === 'function' ? rule.default() : rule.default);
    if (text === undefined) continue;
    try {
      values[name] = rule.read(text);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      const wrong = rule.secret ? 'the value given is not' : `"${error.part}" is not`;
      problems.push(`${name} must be ${rule.takes}; ${wrong}`);
    }
  }
  if (problems.length > 0) throw new SettingError(problems);
  return values as Settings;
}

/** Where `npm run backup` writes: BACKUP_DIR, or ./backups without it. */
export function backupDir(settings: Pick<Settings, 'BACKUP_DIR'>) {
  return settings.BACKUP_DIR ?? resolve('backups');
}

function refuse(text: string): never {
  throw new Refused(text);
}

function wholeNumber(least: number, most = Number.MAX_SAFE_INTEGER) {
  return (text: string) => {
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < least || value > most) throw new Refused(text);
    return value;
  };
}

function host(text: string) {
  const name = /^[a-z\d]([a-z\d-]*[a-z\d])?(\.[a-z\d]([a-z\d-]*[a-z\d])?)*$/i;
  if (isIP(text) === 0 && !name.test(text)) throw new Refused(text);
  return text;
}

function dataDir(text: string) {
  const folder = resolve(text);
  if (!relative(buildDir, folder).startsWith('..')) throw new Refused(text);
  return folder;
}

function address(protocols: readonly string[]) {
  return (text: string) => {
    if (!URL.canParse(text) || !protocols.includes(new URL(text).protocol)) {
      throw new Refused(text);
    }
    return text;
  };
}

/** An address a mail header can carry: one line, with an address in it. */
function mailbox(text: string) {
  if (/[\r\n]/.test(text) || !/[^\s@<>",]+@[^\s@<>",]+\.[^\s@<>",]+/.test(text)) {
    throw new Refused(text);
  }
  return text;
}

/** The site's scheme, host and port, without a trailing slash (links add their paths). */
function origin(text: string) {
  const trimmed = text.replace(/\/+$/, '');
  const url = URL.canParse(trimmed) ? new URL(trimmed) : undefined;
  const bare = url?.pathname === '/' && !url.search && !url.hash && !url.username;
  if (!bare || !['http:', 'https:'].includes(url.protocol)) throw new Refused(text);
  return trimmed;
}

function logLevel(text: string): LogLevel {
  const level = LOG_LEVELS.find((known) => known === text);
  if (!level) throw new Refused(text);
  return level;
}

function hexKey(text: string) {
  if (!/^[0-9a-f]{64,}$/i.test(text)) throw new Refused(text);
  return Buffer.from(text, 'hex');
}

/**
 * Addresses and CIDR ranges ("10.0.0.0/8 127.0.0.1"). A proxy left unbelieved signs nobody
 * in over HTTPS and counts every visitor as one; a mistyped range believes the wrong one:
 * so anything else stops the start, naming the entry that is wrong.
 */
function addressList(text: string) {
  const entries = text.split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    const [ip = '', prefix, extra] = entry.split('/');
    const version = isIP(ip);
    const bits = version === 4 ? 32 : 128;
    const prefixValid =
      prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (version === 0 || !prefixValid || extra !== undefined) throw new Refused(entry);
  }
  return entries;
}

/** "30m", "6h", "1d", in milliseconds. */
function interval(text: string) {
  const match = /^(\d+)\s*(m|h|d)$/.exec(text);
  const units = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
  const amount = Number(match?.[1]);
  if (!match || !(amount > 0)) throw new Refused(text);
  return amount * units[match[2] as keyof typeof units];
}
