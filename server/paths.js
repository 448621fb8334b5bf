// @ts-check
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
export const clientDir = fileURLToPath(new URL('../build/client/', import.meta.url));
/** Written last by the build: its presence means the build is whole. */
export const manifestPath = fileURLToPath(
  new URL('../build/server-manifest.json', import.meta.url),
);
/** The generated nginx configuration (scripts/nginx-config.js). */
export const nginxDir = fileURLToPath(new URL('../build/deploy/nginx/', import.meta.url));
export const buildDir = fileURLToPath(new URL('../build/', import.meta.url));
/** The forms' rules and the catalogue's prices, built from app/enquiries/server.ts. */
export const domainModule = fileURLToPath(new URL('../build/server/server.js', import.meta.url));
