/**
 * Every setting the server takes (settings.ts): its default, a value it takes, one it
 * refuses and the message that names it; several wrong at once, each said; a password or
 * key never repeated; and docs/operating.md's table naming exactly these settings.
 */
import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'vitest';
import { site } from '../app/content/site';
import { buildDir, projectRoot } from './paths';
import { describeTarget } from './backup-target';
import { backupDir, readSettings, SETTINGS, SettingError, type Settings } from './settings';

const KEY = 'ab'.repeat(32);

/** name, its default, a text it takes and that text's value, a text it refuses, the message. */
const TABLE: [keyof Settings, unknown, string, unknown, string, string][] = [
  [
    'PORT',
    3000,
    '8080',
    8080,
    '80a',
    'PORT must be a whole number from 0 to 65535 (0: any free port); "80a" is not',
  ],
  [
    'HOST',
    '127.0.0.1',
    '0.0.0.0',
    '0.0.0.0',
    'my host',
    'HOST must be an IP address or a host name; "my host" is not',
  ],
  [
    'DATA_DIR',
    resolve('data'),
    '/srv/shop/data',
    '/srv/shop/data',
    join(buildDir, 'client/data'),
    `DATA_DIR must be a folder outside the build, which every build replaces; "${join(buildDir, 'client/data')}" is not`,
  ],
  [
    'DATABASE_URL',
    undefined,
    'postgres://shop:secret@db:5432/shop',
    'postgres://shop:secret@db:5432/shop',
    'mysql://shop:secret@db/shop',
    'DATABASE_URL must be a PostgreSQL address, like "postgres://user:pass@host:5432/db"; the value given is not',
  ],
  [
    'SMTP_URL',
    undefined,
    'smtps://shop:secret@mail.example.test:465',
    'smtps://shop:secret@mail.example.test:465',
    'mail.example.test',
    'SMTP_URL must be a mail server\u2019s address, like "smtp://user:pass@host:587"; the value given is not',
  ],
  [
    'ENQUIRY_TO',
    site.email,
    'sales@example.co.uk, office@example.co.uk',
    'sales@example.co.uk, office@example.co.uk',
    'the sales team',
    'ENQUIRY_TO must be an e-mail address, or several separated by commas; "the sales team" is not',
  ],
  [
    'ENQUIRY_FROM',
    undefined,
    '"Shop" <web@example.co.uk>',
    '"Shop" <web@example.co.uk>',
    'web@example.co.uk\nBcc: everyone@example.test',
    'ENQUIRY_FROM must be an e-mail address, with a name if wanted, like "Shop <sales@example.co.uk>"; "web@example.co.uk\nBcc: everyone@example.test" is not',
  ],
  [
    'PUBLIC_ORIGIN',
    site.origin,
    'https://shop.example.co.uk/',
    'https://shop.example.co.uk',
    'shop.example.co.uk',
    'PUBLIC_ORIGIN must be the site\u2019s address, like "https://www.example.co.uk"; "shop.example.co.uk" is not',
  ],
  [
    'ENQUIRY_RATE_LIMIT',
    5,
    '20',
    20,
    '0',
    'ENQUIRY_RATE_LIMIT must be a whole number of enquiries, 1 or more; "0" is not',
  ],
  [
    'LOG_LEVEL',
    'info',
    'warn',
    'warn',
    'loud',
    'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; "loud" is not',
  ],
  [
    'QUOTE_LINK_KEY',
    undefined,
    KEY,
    Buffer.from(KEY, 'hex'),
    'abc123',
    'QUOTE_LINK_KEY must be 64 or more hex digits (for example: openssl rand -hex 32); the value given is not',
  ],
  [
    'TRUST_PROXY',
    ['127.0.0.1', '::1'],
    '10.0.0.0/8, fd00::/8',
    ['10.0.0.0/8', 'fd00::/8'],
    '10.0.0.0/8 nginx',
    'TRUST_PROXY must be addresses or CIDR ranges, comma- or space-separated, like "10.0.0.0/8 127.0.0.1"; "nginx" is not',
  ],
  [
    'HEALTH_ALLOW',
    ['127.0.0.1', '::1'],
    '192.0.2.7 10.1.0.0/16',
    ['192.0.2.7', '10.1.0.0/16'],
    '10.0.0.0/33',
    'HEALTH_ALLOW must be addresses or CIDR ranges, comma- or space-separated, like "10.0.0.0/8 127.0.0.1"; "10.0.0.0/33" is not',
  ],
  [
    'RENDER_THREADS',
    Math.max(1, availableParallelism() - 1),
    '3',
    3,
    '0',
    'RENDER_THREADS must be a whole number of renders, 1 or more; "0" is not',
  ],
  [
    'RENDER_QUEUE',
    8,
    '0',
    0,
    '-1',
    'RENDER_QUEUE must be a whole number of renders, 0 or more; "-1" is not',
  ],
  ['BACKUP_DIR', undefined, 'backups/nightly', resolve('backups/nightly'), '', ''],
  [
    'BACKUP_EVERY',
    86_400_000,
    '6h',
    21_600_000,
    'often',
    'BACKUP_EVERY must be minutes, hours or days, such as 30m, 6h or 1d; "often" is not',
  ],
  [
    'BACKUP_KEEP',
    14,
    '30',
    30,
    '2.5',
    'BACKUP_KEEP must be a whole number of backups, 1 or more; "2.5" is not',
  ],
  [
    'BACKUP_COPY_TO',
    undefined,
    'rclone:offsite:shop/backups/',
    { kind: 'rclone', remote: 'offsite:shop/backups' },
    'rclone:',
    'BACKUP_COPY_TO must be a folder on another disk, "rclone:<remote:path>" or "restic:<repository>"; "rclone:" is not',
  ],
];

function problems(env: Record<string, string>) {
  try {
    readSettings(env);
  } catch (error) {
    if (error instanceof SettingError) return error.problems;
    throw error;
  }
  return [];
}

test('the table covers every setting the server reads', () => {
  assert.deepEqual(TABLE.map(([name]) => name).sort(), Object.keys(SETTINGS).sort());
});

test.each(TABLE)(
  '%s: default, a value it takes, one it refuses',
  (name, fallback, good, value, wrong, message) => {
    assert.deepEqual(readSettings({})[name], fallback);
    // Blank is unset, and the text is read without the spaces around it.
    assert.deepEqual(readSettings({ [name]: '  ' })[name], fallback);
    assert.deepEqual(readSettings({ [name]: ` ${good} ` })[name], value);
    // BACKUP_DIR takes any folder: nothing to refuse.
    if (message) assert.deepEqual(problems({ [name]: wrong }), [message]);
  },
);

test('several wrong settings are all said at once, in the order of the table', () => {
  assert.deepEqual(
    problems({ LOG_LEVEL: 'loud', PORT: '65536', BACKUP_KEEP: 'all', TRUST_PROXY: '*' }),
    [
      'PORT must be a whole number from 0 to 65535 (0: any free port); "65536" is not',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; "loud" is not',
      'TRUST_PROXY must be addresses or CIDR ranges, comma- or space-separated, like "10.0.0.0/8 127.0.0.1"; "*" is not',
      'BACKUP_KEEP must be a whole number of backups, 1 or more; "all" is not',
    ],
  );
  assert.throws(
    () => readSettings({ PORT: 'x', HOST: 'a b' }),
    (error: unknown) =>
      error instanceof SettingError &&
      error.message ===
        'PORT must be a whole number from 0 to 65535 (0: any free port); "x" is not\nHOST must be an IP address or a host name; "a b" is not',
  );
});

test('a setting that may hold a password or key is never repeated in a message', () => {
  const said = problems({
    DATABASE_URL: 'mysql://shop:hunter2@db/shop',
    SMTP_URL: 'shop:hunter2@mail',
    QUOTE_LINK_KEY: 'hunter2',
  });
  assert.equal(said.length, 3);
  for (const line of said) assert.doesNotMatch(line, /hunter2/);
});

test('a port, a count or a key is only digits: no sign, point, exponent or hex', () => {
  for (const port of ['+80', '80.0', '8e1', '0x50', '-0']) {
    assert.equal(problems({ PORT: port }).length, 1, port);
  }
  assert.equal(readSettings({ PORT: '0' }).PORT, 0);
  assert.equal(readSettings({ PORT: '65535' }).PORT, 65_535);
  assert.equal(problems({ QUOTE_LINK_KEY: `${KEY.slice(2)}zz` }).length, 1);
});

test('a site address with a path, a query or a user is refused; an http one is taken', () => {
  for (const origin of [
    'https://shop.example/quotes',
    'https://shop.example/?a=1',
    'https://me@shop.example',
    'ftp://shop.example',
  ]) {
    assert.equal(problems({ PUBLIC_ORIGIN: origin }).length, 1, origin);
  }
  assert.equal(
    readSettings({ PUBLIC_ORIGIN: 'http://127.0.0.1:4403' }).PUBLIC_ORIGIN,
    'http://127.0.0.1:4403',
  );
});

test('npm run backup writes to BACKUP_DIR, or ./backups without it', () => {
  assert.equal(backupDir(readSettings({})), resolve('backups'));
  assert.equal(backupDir(readSettings({ BACKUP_DIR: '/var/backups/shop' })), '/var/backups/shop');
});

test("docs/operating.md's settings table names exactly the settings the server reads", () => {
  const readme = readFileSync(join(projectRoot, 'docs', 'operating.md'), 'utf8');
  const section = readme.split('\n## Settings\n')[1]?.split('\n## ')[0] ?? '';
  const named = [...section.matchAll(/^\| `([A-Z_]+)`/gm)].map(([, name]) => name);
  assert.deepEqual(named, Object.keys(SETTINGS));
});

test('BACKUP_COPY_TO names a folder, an rclone remote or a restic repository; its password is never logged', () => {
  const target = (text: string) => readSettings({ BACKUP_COPY_TO: text }).BACKUP_COPY_TO;
  assert.deepEqual(target('/mnt/offsite/'), { kind: 'folder', folder: '/mnt/offsite' });
  assert.deepEqual(target('offsite'), { kind: 'folder', folder: resolve('offsite') });
  assert.deepEqual(target('restic:sftp:backup@nas:/shop'), {
    kind: 'restic',
    repository: 'sftp:backup@nas:/shop',
  });
  assert.equal(problems({ BACKUP_COPY_TO: 'restic:' }).length, 1);
  // Never an option to the tool.
  assert.equal(problems({ BACKUP_COPY_TO: 'rclone:--config=/tmp/evil' }).length, 1);
  const rest = target('restic:rest:https://shop:s3cret@backups.example.test/shop');
  assert.ok(rest);
  assert.equal(describeTarget(rest), 'restic:rest:https://…@backups.example.test/shop');
});
