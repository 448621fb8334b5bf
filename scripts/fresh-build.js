// @ts-check
/**
 * Makes sure the build is whole and newer than the sources, building it if not: what
 * `npm start` (and `npm run staff`) do first, so a fresh clone needs one command.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { clientDir, manifestPath, projectRoot, serverBuildDir } from './paths.js';

const SOURCES = [
  'app',
  'public',
  'scripts',
  // The server is built with the site (build/server/), and the build asks it for the
  // headers of the nginx configuration it writes.
  'server',
  'deploy',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
];
/** The built server: what `npm start` runs, and what the scripts use of it. */
export const SERVER_ENTRIES = ['start.js', 'tools.js'];

/** @param {string} message @returns {never} */
export function fail(message) {
  console.error(`error: ${message}`);
  process.exit(1);
}

/** @param {string} path @returns {number} */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs,
  );
}

/**
 * Whether the build is whole: its manifest, written last by the build, is there and
 * readable, and so is every file it lists, and the built server. A build interrupted, or
 * overwritten by a later build still running, is not.
 */
function wholeBuild() {
  if (!existsSync(manifestPath)) return false;
  try {
    /** @type {import('../server/tools').Manifest} */
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const files = [
      ...Object.values(manifest.pages).map((page) => page.file),
      manifest.notFound.file,
      ...manifest.assets.map((path) => path.slice(1)),
    ];
    return (
      files.every((file) => existsSync(join(clientDir, file))) &&
      SERVER_ENTRIES.every((file) => existsSync(join(serverBuildDir, file)))
    );
  } catch {
    return false;
  }
}

/**
 * For a command that only needs the built server's code (`npm run staff`): builds when
 * there is no whole build, but never rebuilds under a server that may be running on it.
 */
export function ensureBuilt() {
  if (!wholeBuild()) ensureFreshBuild();
}

export function ensureFreshBuild() {
  const whole = wholeBuild();
  const built = whole ? statSync(manifestPath).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((source) => newestChange(join(projectRoot, source))));
  if (built > 0 && (sources === 0 || built >= sources)) return;

  console.log(
    whole
      ? 'The sources changed since the last build: building…'
      : existsSync(manifestPath)
        ? 'The build is incomplete: building…'
        : 'No build yet: building…',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  if (result.status !== 0 || !wholeBuild()) {
    fail('the build is missing or incomplete and could not be made (see `npm run build` above)');
  }
}
