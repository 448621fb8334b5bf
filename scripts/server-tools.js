// @ts-check
/**
 * The built server's tools (server/tools.ts, built to build/server/tools.js) for a script
 * that runs after the build: the scripts are plain JavaScript and Node runs no TypeScript,
 * so they use the compiled server, exactly as `npm start` runs it.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverBuildDir } from './paths.js';

/** @returns {Promise<typeof import('../server/tools')>} */
export function serverTools() {
  return import(pathToFileURL(join(serverBuildDir, 'tools.js')).href);
}
