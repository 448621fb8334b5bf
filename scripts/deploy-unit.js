// @ts-check
/**
 * Reads the systemd unit (deploy/systemd/) and the settings file it names, as systemd
 * would, for scripts/deploy-check.sh: in CI systemd is not PID 1, so the unit's ExecStart
 * is started by hand, as the unit's user (a fresh one), with the unit's environment, in a
 * folder `root` standing in for the server's `/` (every absolute path of the unit is taken
 * under it: /srv/... becomes <root>/srv/...).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readEnvFile } from '../support/env-file.js';

/**
 * The [Service] section's settings, each key with every value it is given, in order.
 * @param {string} text
 */
export function readUnit(text) {
  /** @type {Map<string, string[]>} */
  const service = new Map();
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1] ?? '';
      continue;
    }
    const match = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (!match) throw new Error(`not a unit setting: ${raw}`);
    const [, key = '', value = ''] = match;
    if (section === 'Service') service.set(key, [...(service.get(key) ?? []), value]);
  }
  return service;
}

/** @param {Map<string, string[]>} service @param {string} key */
function one(service, key) {
  const values = service.get(key) ?? [];
  if (values.length !== 1 || !values[0]) {
    throw new Error(`the unit must set ${key}= once (found ${values.length})`);
  }
  return values[0];
}

/** The value systemd keeps: the last one given. @param {Map<string, string[]>} service @param {string} key */
function last(service, key) {
  return service.get(key)?.at(-1);
}

/** @param {string} root @param {string} path */
function under(root, path) {
  if (!path.startsWith('/')) throw new Error(`not a whole path: ${path}`);
  return join(root, path);
}

/**
 * What the unit runs and how, with its paths under `root`: the command line, the user,
 * the working folder, the environment systemd would give it, the folders it may write.
 * A setting's value is not a path of the unit: the settings file is written for `root`.
 * Refuses what CI cannot start faithfully (a prefixed or quoted ExecStart, no user).
 * @param {string} unitText
 * @param {string} root
 * @param {(file: string) => string} read reads an EnvironmentFile (under root)
 */
export function unitProcess(unitText, root, read = (file) => readFileSync(file, 'utf8')) {
  const service = readUnit(unitText);
  const execStart = one(service, 'ExecStart');
  if (/^[-@:+!]/.test(execStart) || /["'\\$%]/.test(execStart)) {
    throw new Error(`ExecStart is more than a plain command line: ${execStart}`);
  }
  const [command = '', ...args] = execStart.split(/\s+/);
  const user = one(service, 'User');
  const workingDirectory = under(root, one(service, 'WorkingDirectory'));
  const stateDirectories = (service.get('StateDirectory') ?? []).flatMap((value) =>
    value.split(/\s+/).map((name) => under(root, `/var/lib/${name}`)),
  );
  const readWritePaths = [
    ...(service.get('ReadWritePaths') ?? []).flatMap((value) => value.split(/\s+/)),
  ].map((path) => under(root, path.replace(/^-/, '')));
  if (last(service, 'ProtectSystem') !== 'strict') {
    throw new Error('the unit must set ProtectSystem=strict: the app folder stays read-only');
  }
  if (last(service, 'NoNewPrivileges') !== 'yes')
    throw new Error('the unit must set NoNewPrivileges=yes');
  if (!/^on-(failure|abnormal)$|^always$/.test(last(service, 'Restart') ?? '')) {
    throw new Error('the unit must restart the server when it fails (Restart=on-failure)');
  }

  /** @type {Record<string, string>} systemd's own, then Environment=, then the files. */
  const env = {
    PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
    HOME: '/',
    USER: user,
    LOGNAME: user,
    ...(stateDirectories.length > 0 ? { STATE_DIRECTORY: stateDirectories.join(':') } : {}),
  };
  for (const value of service.get('Environment') ?? []) {
    for (const pair of value.split(/\s+/).filter(Boolean)) {
      const [name = '', ...rest] = pair.split('=');
      env[name] = rest.join('=');
    }
  }
  const environmentFiles = service.get('EnvironmentFile') ?? [];
  if (environmentFiles.length === 0)
    throw new Error('the unit must name its settings in EnvironmentFile=');
  for (const file of environmentFiles) {
    const optional = file.startsWith('-');
    let text;
    try {
      text = read(under(root, file.replace(/^-/, '')));
    } catch (error) {
      if (optional) continue;
      throw error;
    }
    for (const [name, value] of readEnvFile(text)) env[name] = value;
  }
  return {
    command: under(root, command),
    // The paths it names are the server's too.
    args: args.map((arg) => (arg.startsWith('/') ? under(root, arg) : arg)),
    user,
    workingDirectory,
    env,
    writable: [...new Set([...stateDirectories, ...readWritePaths])],
  };
}

/**
 * `node scripts/deploy-unit.js command <unit> <root> <user>` prints, one argument a line,
 * the command that starts the unit's ExecStart under <root> as <user> (setpriv, then env -i
 * with the unit's environment and working folder); `environment <unit> <root> <user>`
 * prints that environment, NAME=value a line; `writable <unit> <root>` the folders the
 * unit may write, one a line.
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [what = '', unitFile, root, user] = process.argv.slice(2);
  if (!unitFile || !root || (what !== 'writable' && !user)) {
    throw new Error(
      'usage: node scripts/deploy-unit.js command|environment|writable <unit> <root> [<user>]',
    );
  }
  const unit = unitProcess(readFileSync(unitFile, 'utf8'), root);
  const environment = Object.entries({
    ...unit.env,
    USER: String(user),
    LOGNAME: String(user),
  }).map(([name, value]) => `${name}=${value}`);
  /** @type {Record<string, string[]>} */
  const answers = {
    command: [
      'setpriv',
      `--reuid=${user}`,
      `--regid=${user}`,
      '--init-groups',
      '--',
      'env',
      '-i',
      '-C',
      unit.workingDirectory,
      ...environment,
      unit.command,
      ...unit.args,
    ],
    environment,
    writable: unit.writable,
  };
  const lines = answers[what];
  if (!lines) throw new Error(`not command, environment or writable: ${what}`);
  for (const line of lines) {
    if (line.includes('\n')) throw new Error(`cannot pass ${JSON.stringify(line)}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
