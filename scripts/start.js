// @ts-check
/**
 * `npm start`: builds when the build is missing, incomplete or older than the sources,
 * then runs the built server (build/server/start.js, compiled from server/start.ts by the
 * build): plain JavaScript in Node, no loader in front of it.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureFreshBuild } from './fresh-build.js';
import { serverBuildDir } from './paths.js';

ensureFreshBuild();
await import(pathToFileURL(join(serverBuildDir, 'start.js')).href);
