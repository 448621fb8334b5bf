// @ts-check
/**
 * `npm run bench -- --before <git ref>`: the ref checked out into a temporary git worktree
 * and built there, so that both builds are measured in the same run. Its dependencies are
 * the project's own, hard-linked (`cp -al`, seconds), when its package-lock.json is the
 * same as the project's; otherwise `npm ci` installs its own (minutes). The worktree is
 * removed afterwards, on Ctrl-C too.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onInterrupt } from './processes.js';

/**
 * @typedef {{ ref: string; commit: string; subject: string; dir: string;
 *   dependencies: 'hard-linked' | 'npm ci'; remove: () => void }} BeforeTree
 */

/**
 * @param {string} root the project
 * @param {string[]} args
 */
function git(root, args) {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/**
 * The ref's package-lock.json, or undefined when it has none.
 * @param {string} root
 * @param {string} commit
 */
function lockAt(root, commit) {
  try {
    return execFileSync('git', ['show', `${commit}:package-lock.json`], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/**
 * Checks `ref` out into a new temporary worktree with its dependencies installed.
 * @param {{ root: string; ref: string; progress: (message: string) => void }} options
 * @returns {BeforeTree}
 */
export function checkOutBefore({ root, ref, progress }) {
  /** @type {string} */
  let commit;
  try {
    commit = git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    throw new Error(`--before ${ref}: no such commit in this repository`);
  }
  const subject = git(root, ['log', '-1', '--format=%s', commit]);
  const parent = mkdtempSync(join(tmpdir(), 'bench-before-'));
  const dir = join(parent, 'tree');
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    unregister();
    try {
      git(root, ['worktree', 'remove', '--force', '--force', dir]);
    } catch (error) {
      progress(`git worktree remove failed (${String(error)}); removing the folder`);
    }
    rmSync(parent, { recursive: true, force: true });
    try {
      git(root, ['worktree', 'prune']);
    } catch {
      // Nothing to prune.
    }
  };
  const unregister = onInterrupt(remove);
  try {
    progress(`checking ${ref} (${commit.slice(0, 7)}) out into ${dir}…`);
    git(root, ['worktree', 'add', '--detach', dir, commit]);
    const ownLock = readFileSync(join(root, 'package-lock.json'), 'utf8');
    /** @type {BeforeTree['dependencies']} */
    let dependencies;
    if (lockAt(root, commit) === ownLock) {
      progress('the same package-lock.json: hard-linking node_modules from the project');
      const copied = spawnSync(
        'cp',
        ['-al', join(root, 'node_modules'), join(dir, 'node_modules')],
        {
          stdio: ['ignore', 'ignore', 2],
        },
      );
      if (copied.status !== 0)
        throw new Error(`cp -al node_modules failed (exit ${copied.status})`);
      dependencies = 'hard-linked';
    } else {
      progress('another package-lock.json: npm ci in the worktree (this takes minutes)…');
      const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
        cwd: dir,
        stdio: ['ignore', 2, 2],
      });
      if (installed.status !== 0) throw new Error(`npm ci failed (exit ${installed.status})`);
      dependencies = 'npm ci';
    }
    return { ref, commit, subject, dir, dependencies, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
