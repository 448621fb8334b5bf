import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder: the nearest one above this module with a package.json. Found, not
 * written as `new URL('..', import.meta.url)`, because this module runs from the sources
 * (tests, the development server) and from the build (build/server/), at different depths.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
export const buildDir = join(projectRoot, 'build');
export const clientDir = join(buildDir, 'client');
/** Written last by the build: its presence means the build is whole. */
export const manifestPath = join(buildDir, 'server-manifest.json');
/** The generated nginx configuration (scripts/nginx-config.js). */
export const nginxDir = join(buildDir, 'deploy', 'nginx');
