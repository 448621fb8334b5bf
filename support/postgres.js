// @ts-check
/**
 * A throwaway PostgreSQL cluster for the tests, from Debian's `postgresql` package: made in
 * a temporary folder, started on a free loopback port as this process's child, stopped
 * and removed at the end. PostgreSQL refuses to run as root, so as root it runs as the
 * `postgres` user. Nothing here touches a server the machine already runs. Each test makes
 * a database of its own on it with `createDatabase`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './child-server.js';

/** The longest name PostgreSQL keeps: a longer one is cut short, and two could become one. */
const LONGEST_NAME = 63;

/** The newest installed major version's programs, or undefined when PostgreSQL is missing. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

/**
 * @returns {Promise<{
 *   url: string;
 *   createDatabase(name: string): Promise<string>;
 *   stop(): void;
 *   start(): void;
 *   kill(): void;
 * }>}
 */
export async function startPostgres() {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  /** @param {string} program @param {string[]} args */
  const run = (program, args) => {
    const command = asRoot ? 'runuser' : join(bin, program);
    const commandArgs = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
    }
  };
  const port = await freePort();
  const data = join(dir, 'db');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'app', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  const server = `postgres://app@127.0.0.1:${port}`;
  const url = `${server}/postgres`;
  return {
    url,
    /**
     * Makes a new, empty database on the cluster and returns its URL. It is named `name` and
     * this process's id (`quotes` makes `quotes_4242`), so tests sharing the cluster never
     * meet; a name already made is refused by PostgreSQL rather than shared.
     * @param {string} name lower-case letters, digits and underscores only
     */
    async createDatabase(name) {
      if (!/^[a-z0-9_]+$/.test(name)) {
        throw new Error(`A database name is a-z, 0-9 and _ only: ${JSON.stringify(name)}`);
      }
      const database = `${name}_${process.pid}`;
      if (database.length > LONGEST_NAME) {
        throw new Error(`${database} is longer than PostgreSQL's ${LONGEST_NAME} characters`);
      }
      const client = new pg.Client(url);
      await client.connect();
      try {
        await client.query(`create database "${database}"`);
      } finally {
        await client.end();
      }
      return `${server}/${database}`;
    },
    start,
    stop,
    kill() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
