// @ts-check
/**
 * Where the build's parts are, for the scripts (plain modules run from scripts/). The
 * server has its own, found from wherever it runs (server/paths.ts); the layout is the same.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
export const buildDir = join(projectRoot, 'build');
export const clientDir = join(buildDir, 'client');
/** Written last by the build: its presence means the build is whole. */
export const manifestPath = join(buildDir, 'server-manifest.json');
/** The generated nginx configuration (scripts/nginx-config.js). */
export const nginxDir = join(buildDir, 'deploy', 'nginx');
/** The server, built from server/ by Vite's SSR build (vite.config.ts). */
export const serverBuildDir = join(buildDir, 'server');
